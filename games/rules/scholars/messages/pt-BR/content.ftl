# Scholars of the South Tigris: o que há de errado num documento de conteúdo (as notas de
# cada mensagem estão no arquivo em inglês). Ids, campos e valores entre aspas ou colchetes
# são JSON como estão no documento: mantenha-os como estão.

difficulties = difficulties deve ter { $allowed }, uma vez cada
rooms-numbered = as salas devem ser numeradas de 1 a { $rooms }, em ordem
room-cost = sala { $room }: o custo deve ser de 0 a { $most } de prata
decks-indexed = os baralhos de tradutores devem ter índices de 0 a { $last }, em ordem
translate-gold = solo_board.translate_gold precisa de um número inteiro para cada idioma
deliver-influence = guild_rows.deliver_influence dá 1 ou 2 para cada uma das { $rows } linhas
research-vp = scoring.research_level_vp dá os PV dos níveis 0 a { $top }
scroll-language = carta de pergaminho { $card }: language deve ser um de { $allowed }
scroll-bonus = carta de pergaminho { $card }: end_bonus.type é desconhecido
scheme-count = scheme_cards deve listar as { $count } cartas de Trama
scheme-colours = o baralho de Trama tem { $blue } cartas azuis e { $red } vermelhas
scheme-action = carta de Trama { $card }: { $part }.action é desconhecida

# Dita no campo (o admin a mostra ao lado do campo; uma resposta da API põe o caminho antes),
# por isso não diz onde está.
same-as-another = outro item já tem { $found }
