# The refusal reasons of this game's own.

wrong_phase = Esta ação pertence a outra fase da rodada (jogar ou roubar).

card_not_in_hand = Sua mão não tem esta carta.

not_a_path_card = Esta não é uma carta de caminho.

not_an_action_card = Esta não é uma carta de ação.

bad_rotation = Uma carta só pode ser girada 0 ou 180 graus.

tool_broken = Um anão com uma ferramenta quebrada não pode colocar cartas de caminho.

trapped = Um anão preso não pode colocar cartas de caminho.

cell_occupied = Já há uma carta neste lugar.

ladder_next_to_goal = Uma escada não pode ficar ao lado de uma carta de objetivo.

edges_do_not_fit = Os túneis da carta não combinam com os das cartas vizinhas.

not_adjacent_to_path = Uma carta de caminho deve encostar numa carta que já está na mina.

not_connected_to_start = A carta deve se ligar a um túnel que leva de volta à Carta Inicial.

invalid_target = Esta carta não pode ser jogada nesse jogador.

invalid_goal = Escolha uma das três cartas de objetivo.

invalid_fields = Esta carta não pode ser jogada desse jeito.

role_pool_empty = Não resta carta de anão para trocar chapéus.

already_in_front = Essa carta já está na frente desse jogador.

nothing_to_remove = Não há carta assim na frente desse jogador para tirar.

cannot_remove_there = Um Desabamento tira uma carta de caminho da mina, nunca a Carta Inicial nem uma carta de objetivo.

wrong_discard_count = Número errado de cartas: passar descarta de uma a três, consertar exatamente duas.

must_steal = Nesta partida um ladrão precisa roubar.
