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
stage-unknown-requirement = { $where }: Estágio { $stage }: requisito desconhecido { $requirement }
no-wonders = nenhuma Maravilha
wonder-no-deck = { $where }: não tem baralho
central-deck-empty = o baralho central está vazio
cards-total = as cartas somam { $total }, o esperado é { $expected }
too-few-tokens = há menos fichas de Progresso que espaços abertos
conflict-tokens = settings.conflict_tokens deve dar uma quantidade para { $fewest } a { $most } jogadores
unknown-deck = { $where }: baralho desconhecido { $deck }
unknown-kind = { $where }: tipo desconhecido { $kind }
duplicate-group = { $where }: grupo repetido
group-count = { $where }: count deve ser um número inteiro, 0 ou mais
kind-differs = { $where }: o tipo { $kind } tem outras propriedades em outro grupo
unknown-color = { $where }: cor desconhecida { $color }
unknown-resource = { $where }: recurso desconhecido { $resource }
unknown-science = { $where }: símbolo de ciência desconhecido { $science }
token-bad-slug = { $where }: slug inválido
unknown-token = { $where }: ficha desconhecida
unknown-token-type = { $where }: tipo desconhecido { $type }
