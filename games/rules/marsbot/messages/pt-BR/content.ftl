# MarsBot: o que há de errado num documento de conteúdo (as notas de cada mensagem estão no
# arquivo em inglês). Slugs, ids e valores entre aspas ou colchetes são JSON como estão no
# documento: mantenha-os como estão.

tracks-order = as trilhas devem ser { $tracks }, nessa ordem
track-spaces = a trilha { $track } deve ter os espaços de 0 a { $last }
space-icon = trilha { $track }, espaço { $space }: ícone desconhecido
space-track = trilha { $track }, espaço { $space }: não indica uma trilha para avançar
bonus-cards = as cartas de bônus devem ser { $ids }
hex-count = Tharsis tem { $count } hexágonos
card-cost = carta { $card }: o custo deve ser um número inteiro, 0 ou mais
milestones = os marcos de Tharsis devem ser { $slugs }
awards = os prêmios de Tharsis devem ser { $slugs }
mc-to-vp = mc_to_vp precisa de uma escala "base" e uma "prelude"

# Ditas no campo (o admin mostra cada uma ao lado do campo; uma resposta da API põe o caminho
# antes), por isso nenhuma diz onde está.
neighbour-unknown = { $found } não é uma área do mapa
neighbour-itself = uma área não é vizinha de si mesma
card-number-twice = outra carta de projeto tem o número { $number }
