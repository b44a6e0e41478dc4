option-mode-title = Modo
option-mode-description = "{ $is-companion }" (o padrão): o jogo solo, o lugar 0 é o humano que relata a mesa e o lugar 1 é Papyrus (um lugar de autômato). "{ $is-scoring }": uma partida de 1 a 4 jogadores na mesa que o servidor só pontua; cada lugar é um humano que relata os próprios números do fim de jogo.
option-difficulty-title = Nível de dificuldade
option-difficulty-description = Estudante ("{ $is-student }"), Escriba ("{ $is-scribe }", o padrão), Professor ("{ $is-teacher }") ou Erudito ("{ $is-scholar }"): onde o autômato começa na trilha da soma dos dados, o seu pergaminho inicial e a sua preparação extra.
option-length-title = Duração da partida
option-length-description = Casual ("{ $is-casual }", o padrão) ou Épica ("{ $is-epic }"): como você monta a pilha de pergaminhos (2 ou 3 cartas de pergaminho com cada carta de Califa para 1 ou 2 jogadores); o servidor só conta as cartas de Califa.
option-ties-to-automa-title = Empate é do autômato
option-ties-to-automa-description = Totais finais iguais: o autômato vence (ligado, o padrão, como na versão para mesa digital do jogo solo) ou a vitória é dividida (desligado).
option-travel-out-of-reach-title = Viagem sem pergaminho ao alcance
option-travel-out-of-reach-description = Papyrus viaja até a prata das suas 2 últimas cartas de Trama. "{ $is-fallback }" (o padrão, a leitura do texto-base: "escolhe um pergaminho de distância até a soma das 2 últimas cartas"): sem nenhum ao alcance, não viaja e a carta usa a ação alternativa. "{ $is-search-all }": procura em todo o mapa (partidas antes da edição 2 das regras).
option-recent-cards-title = Últimas cartas de Trama após um Descanso
option-recent-cards-description = O foco de custo da sala e a distância de viagem somam a prata "das duas últimas (ou uma) cartas de trama". "{ $is-since-shuffle }" (o padrão, a leitura do texto-base: "(ou uma)" é a primeira compra depois que um Descanso embaralha o baralho): só contam as cartas compradas desde o último embaralhamento. "{ $is-across-rest }": as duas últimas compradas, incluindo a de antes do Descanso (partidas antes da edição 2 das regras).
option-final-report-title = O seu relato final
option-final-report-description = "{ $is-facts }" (o padrão): no fim você informa o que conta (dados por cor, níveis de pesquisa, marcadores de Califa, dinheiro, cada carta de pergaminho e tradutor aposentado, os PV de cada carta na pilha de Papyrus) e o servidor pontua como pontua Papyrus, mostrando os dois totais. "{ $is-totals }": você informa os totais de cada categoria (partidas antes da edição 2 das regras e clientes feitos para elas).

option-revision-2-corrections = a fase do Califa guilda por guilda (o seu próprio movimento de Califa perguntado antes de qualquer consolação, o tradutor neutro colocado antes do ouro de Papyrus), a linha de Califa de Papyrus a mais alta ou mais baixa disponível (você informa), nenhum tradutor duplicado enquanto os baralhos 7-8 estiverem livres, prata pelos tradutores iniciais aposentados de Papyrus, e a sua pontuação final a partir dos fatos que você conta

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-mode-is-companion = O jogo solo contra o Papyrus
option-mode-is-scoring = Pontuar um jogo de mesa
option-difficulty-is-student = Estudante
option-difficulty-is-scribe = Escriba
option-difficulty-is-teacher = Professor
option-difficulty-is-scholar = Erudito
option-length-is-casual = Casual
option-length-is-epic = Épico
option-travel-out-of-reach-is-fallback = Não viaja: a carta recua
option-travel-out-of-reach-is-search-all = Procurar no mapa todo
option-recent-cards-is-since-shuffle = Só desde o último embaralhamento
option-recent-cards-is-across-rest = As duas últimas, mesmo com um Descanso
option-final-report-is-facts = O que você conta; o servidor pontua
option-final-report-is-totals = Seus totais por categoria
