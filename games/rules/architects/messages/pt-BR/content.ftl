# 7 Wonders Architects: o que há de errado num documento de conteúdo. Slugs, tipos e valores
# entre aspas ou colchetes são JSON como estão no documento: mantenha-os como estão.

where-wonder = Maravilha { $wonder }
where-card-group = grupo de cartas { $index } ({ $deck }/{ $kind })
where-progress-token = ficha de Progresso { $token }

name-languages = { $where }: o nome precisa ter um texto em { $languages }
wonder-bad-slug = { $where }: o slug deve ser um texto não vazio diferente de "central"
duplicate-slug = { $where }: slug repetido
unknown-effect = { $where }: efeito desconhecido { $effect }
stage-count = { $where }: deve ter { $expected } Estágios, tem { $count }
duplicate-stage = { $where }: id de Estágio repetido { $stage }
stage-bad-cost = { $where }: Estágio { $stage }: custo inválido { $cost }
stage-vp = { $where }: Estágio { $stage }: vp deve ser um número inteiro
no-wonders = nenhuma Maravilha
wonder-no-deck = { $where }: não tem baralho
central-deck-empty = o baralho central está vazio
cards-total = as cartas somam { $total }, o esperado é { $expected }
conflict-tokens = settings.conflict_tokens deve dar uma quantidade para { $fewest } a { $most } jogadores
unknown-kind = { $where }: tipo desconhecido { $kind }
duplicate-group = { $where }: grupo repetido
group-count = { $where }: count deve ser um número inteiro, 0 ou mais
kind-differs = { $where }: o tipo { $kind } tem outras propriedades em outro grupo
unknown-color = { $where }: cor desconhecida { $color }
unknown-resource = { $where }: recurso desconhecido { $resource }
unknown-science = { $where }: símbolo de ciência desconhecido { $science }
token-bad-slug = { $where }: slug inválido
unknown-token-type = { $where }: tipo desconhecido { $type }

# Ditas no campo (o admin mostra cada uma ao lado do campo; uma resposta da API põe o caminho
# antes), por isso nenhuma diz onde está.
deck-unknown = não é nenhum baralho; os baralhos são { $known }
deck-size = { $central ->
    [True] o baralho central tem { $size } cartas; os grupos dele somam { $found }
   *[other] o baralho de { $wonder } tem { $size } cartas; os grupos dele somam { $found }
}
cost-code-unknown = não é um custo impresso num Estágio; os custos são { $known }
cost-code-differs = { $code } são { $count } { $kind ->
    [different] cartas diferentes
   *[identical] cartas iguais
}: o custo diz outra coisa
requirement-unknown = { $found } não é outro Estágio desta Maravilha ({ $known })
tokens-in-box = a caixa tem { $box } fichas de Progresso; as fichas somam { $found }
tokens-face-up = { $face_up } abertas pedem mais de { $found } fichas de Progresso
conflict-seats = precisa de uma quantidade para cada número de jogadores de { $fewest } a { $most }
token-unknown = não é uma ficha que as regras conhecem; elas são { $known }
