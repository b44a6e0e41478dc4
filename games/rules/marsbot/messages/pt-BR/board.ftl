# O desenho do tabuleiro de Terraforming Mars com o MarsBot (GET /games/{id}/board/).

board-label-seat = Mesa do MarsBot, como { $seat } a vê
board-label-spectator = Mesa do MarsBot, como um espectador a vê
board-heading = Geração { $generation } · { $phase }
board-phase = { $phase ->
    [research] fase de pesquisa
    [action] fase de ações
    [final_greenery] vegetações finais
    [final_score] pontuação final
   *[over] fim de jogo
}
board-tr = TR: { $name } { $human } · MarsBot { $marsbot }
board-mc = MC do MarsBot: { $mc }
board-marsbot = MarsBot
board-player = você
board-parameters = Parâmetros globais
board-temperature = Temperatura { $value } °C
board-oxygen = Oxigênio { $value } %
board-oceans = Oceanos { $value } de 9
board-tracks = Trilhas do MarsBot
board-track-at = { $track }: espaço { $at }
board-milestones = Marcos reivindicados
board-awards = Prêmios financiados
board-none = nenhum ainda
board-goal = { $name } ({ $owner })
board-tile = { $tile ->
    [ocean] oceano
    [greenery] vegetação
    [city] cidade
   *[special] peça especial
}
board-space-tile = { $space }: { $tile }
board-space-owned = { $space }: { $tile } de { $owner }
board-space-card = { $about } ({ $card })
board-off-map = { $count ->
    [one] { $count } peça fora de Marte
   *[other] { $count } peças fora de Marte
}
