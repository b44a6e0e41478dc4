tool-dice-title = Calculadora de dados
tool-dice-description = Cada cor e valor de ação que os seus dados e trabalhadores permitem.
tool-score-title = Pontuação multijogador
tool-score-description = A pontuação final de 1 a 4 jogadores a partir do que cada um relata, com os desempates (mais tradutores empregados, depois mais trabalhadores).

problem-player-count = pontua-se de 1 a { $most } jogadores, não { $count }
problem-unknown-scroll = jogador { $player }: pergaminho desconhecido '{ $scroll }'
problem-unknown-dice-colour = jogador { $player }: cor de dado desconhecida '{ $colour }'
problem-unknown-guild = jogador { $player }: guilda desconhecida '{ $guild }'
problem-research = jogador { $player }: a pesquisa '{ $track }' deve ser uma trilha no nível 0 a { $top }
problem-scroll-twice = jogador { $player }: uma carta de pergaminho aparece duas vezes
problem-scroll-two-players = uma carta de pergaminho aparece para dois jogadores
problem-no-such-controller = guild_controllers.{ $guild }: não há jogador { $player }
