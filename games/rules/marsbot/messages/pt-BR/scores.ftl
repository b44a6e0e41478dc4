# As categorias da pontuação final, como o resultado as nomeia (a sua é o total que você relata).
score-tr = TR
score-milestones = Marcos
score-awards = Prêmios
score-greeneries = Vegetações
score-cities = Cidades (vegetações vizinhas)
score-neural_instance = Instância Neural (espaços livres vizinhos)
score-megacredits = MC que sobraram
score-cards = Cartas com pontos de vitória
score-reported = A sua pontuação final relatada
score-instant_loss = Derrota imediata (a partida chegou à última geração)
