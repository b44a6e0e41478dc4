# Saboteur Gold: o que há de errado num documento de conteúdo (as notas de cada mensagem
# estão no arquivo em inglês). Ids, campos e valores entre aspas ou colchetes são JSON como
# estão no documento; N E S W são as bordas (norte, leste, sul, oeste) como o documento as
# escreve: mantenha-os como estão.

card-kind = { $kind ->
    [start] Carta Inicial
    [goal] carta de objetivo
    [action] carta de ação
   *[path] carta de caminho
}
where-card = { $kind } { $card }
card-not-object = { $where }: uma carta é um objeto com um "id" em texto
card-groups-missing = { $where }: "groups" deve listar as aberturas ligadas dentro dela
card-group-edges = { $where }: o grupo { $group } deve usar as bordas N E S W
card-edge-twice = { $where }: uma borda pertence a dois grupos
card-count = { $where }: count deve ser um número inteiro
cards-not-list = { $kind ->
    [goal] as cartas de objetivo devem ser uma lista
   *[path] as cartas de caminho devem ser uma lista
}
goal-positions = board.goal_positions deve dar uma posição para cada carta de objetivo
treasure-missing = uma das cartas de objetivo deve ser o tesouro
card-ids-repeat = ids de carta repetidos: { $ids }
action-kind = { $where }: kind deve ser um de { $allowed }
action-tool = { $where }: uma ferramenta quebrada indica uma de { $allowed }
action-repair = { $where }: um conserto indica as ferramentas que conserta
roles-only = roles deve contar apenas { $allowed }
deck-too-small = o baralho tem { $deck } cartas; { $seats } jogadores precisam de pelo menos { $need }
dwarf-cards = { $seats } jogadores precisam de pelo menos { $need } cartas de anão

# Ditas no campo (o admin mostra cada uma ao lado do campo; uma resposta da API põe o caminho
# antes), por isso nenhuma diz onde está.
box-holds = { $kind ->
    [path_cards] a caixa tem { $box } cartas de caminho; estas somam { $found }
   *[other] a caixa tem { $box } cartas de ação; estas somam { $found }
}
tunnel-index = { $field ->
    [door_group] a porta
   *[other] a escada
} precisa estar num dos túneis da carta: de 0 (o primeiro da lista) a { $last }
