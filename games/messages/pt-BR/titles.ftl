# O título de cada jogo, como a lista de jogos, uma partida nova e os problemas o dizem.
title-architects = 7 Wonders: Arquitetos
title-saboteur = Saboteur Gold
title-marsbot = Terraforming Mars: Automarte (MarsBot)
title-scholars = Estudiosos do Sul do Tigre (autômato solo)
