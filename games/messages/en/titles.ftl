# Each game's title, as the list of games, a new game and its problems name it.
title-architects = 7 Wonders Architects
title-saboteur = Saboteur Gold
title-marsbot = Terraforming Mars: MarsBot (Automa)
title-scholars = Scholars of the South Tigris (solo automa)
