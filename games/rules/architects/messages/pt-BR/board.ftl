# 7 Wonders Architects: o desenho do tabuleiro (GET /games/{id}/board/), cada palavra dele.

board-label-seat = Mesa de 7 Wonders: Arquitetos, como { $seat } a vê
board-label-spectator = Mesa de 7 Wonders: Arquitetos, como um espectador a vê
board-conflict = Conflito
board-conflict-count = { $battle } de { $total } do lado da batalha
board-progress = Progresso
board-face-down = + { $count } virados para baixo
board-decks = Baralhos (toque num para pegar a carta do topo)
board-deck-central = Baralho central
board-deck-size = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
board-discard = Descarte: { $count }
board-city = { $name } · { $wonder }
board-to-act = a jogar
board-cat = Gato
board-holds-cat = Tem o Gato
board-stage = Estágio { $number }
board-stage-vp = { $vp } PV
board-built = construído
board-not-built = não construído
board-military = Escudos { $shields } · fichas de Vitória Militar { $military }
board-tokens = Progresso: { $tokens }
board-tokens-none = Progresso: nenhuma
