# MarsBot: o que há de errado num documento de conteúdo (as notas de cada mensagem estão no
# arquivo em inglês). Slugs, ids e valores entre aspas ou colchetes são JSON como estão no
# documento: mantenha-os como estão.

tracks-order = as trilhas devem ser { $tracks }, nessa ordem
track-spaces = a trilha { $track } deve ter os espaços de 0 a { $last }
space-icon = trilha { $track }, espaço { $space }: ícone desconhecido
space-track = trilha { $track }, espaço { $space }: não indica uma trilha para avançar
bonus-cards = as cartas de bônus devem ser { $ids }
hex-count = Tharsis tem { $count } hexágonos
hex-adjacent = o hexágono { $hex } é vizinho de um hexágono desconhecido, { $other }
card-numbers = os números das cartas de projeto não podem se repetir
card-cost = carta { $card }: o custo deve ser um número inteiro, 0 ou mais
milestones = os marcos de Tharsis devem ser { $slugs }
awards = os prêmios de Tharsis devem ser { $slugs }
mc-to-vp = mc_to_vp precisa de uma escala "base" e uma "prelude"
