# As categorias da pontuação final, como o resultado as nomeia ao lado dos pontos de cada um.
score-wonder = Estágios da Maravilha
score-cat = Marcador de Gato
score-blue_cards = Cartas Azuis
score-military = Fichas de Vitória Militar
score-decor = Ficha de Progresso «Decoração»
score-politics = Ficha de Progresso «Política»
score-strategy = Ficha de Progresso «Estratégia»
score-education = Ficha de Progresso «Educação»
score-culture = Ficha de Progresso «Cultura»
