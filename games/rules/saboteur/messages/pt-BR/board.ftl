# Saboteur Gold: o desenho do tabuleiro (GET /games/{id}/board/), cada palavra que ele mostra.

board-label-seat = Labirinto do Saboteur, como { $seat } o vê
board-label-spectator = Labirinto do Saboteur, como um espectador o vê
board-heading = Rodada { $round } de { $rounds } · monte de compra { $pile }
board-heading-theft = Rodada { $round } de { $rounds } · os ladrões roubam
board-heading-over = Rodada { $round } de { $rounds } · o jogo acabou
board-start = início
board-goal-hidden = { $goal ->
    [top] Carta de objetivo de cima, virada para baixo
    [middle] Carta de objetivo do meio, virada para baixo
   *[bottom] Carta de objetivo de baixo, virada para baixo
}
board-goal-seen-gold = você viu ouro
board-goal-seen-stone = você viu pedra
board-seats = Jogadores
board-to-act = a jogar
board-tool-pickaxe-initial = P
board-tool-lantern-initial = L
board-tool-cart-initial = V
board-tool-pickaxe-whole = Picareta: inteira
board-tool-pickaxe-broken = Picareta: quebrada
board-tool-lantern-whole = Lâmpada: inteira
board-tool-lantern-broken = Lâmpada: quebrada
board-tool-cart-whole = Vagonete: inteiro
board-tool-cart-broken = Vagonete: quebrado
board-seat-counts = { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} · { $gold } de ouro
board-trapped = preso
board-thief = ladrão
board-role = Seu papel: { $role }
board-hand = Sua mão
