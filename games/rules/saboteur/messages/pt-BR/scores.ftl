# As categorias da pontuação final (peças de ouro), como o resultado as nomeia.
score-shares = Ouro da partilha no fim das rodadas
score-crystals = Cristais
score-thefts = Roubos
