option-mode-title = Modo
option-mode-description = "companion" (o padrão): o jogo solo, o lugar 0 é o humano que relata a mesa e o lugar 1 é Papyrus (um lugar de autômato). "scoring": uma partida de 1 a 4 jogadores na mesa que o servidor só pontua; cada lugar é um humano que relata os próprios números do fim de jogo.
option-difficulty-title = Nível de dificuldade
option-difficulty-description = Estudante ("student"), Escriba ("scribe", o padrão), Professor ("teacher") ou Erudito ("scholar"): onde o autômato começa na trilha da soma dos dados, o seu pergaminho inicial e a sua preparação extra.
option-length-title = Duração da partida
option-length-description = Casual ("casual", o padrão) ou Épica ("epic"): como você monta a pilha de pergaminhos (2 ou 3 cartas de pergaminho com cada carta de Califa para 1 ou 2 jogadores); o servidor só conta as cartas de Califa.
option-ties-to-automa-title = Empate é do autômato
option-ties-to-automa-description = Totais finais iguais: o autômato vence (true, o padrão, como na versão para mesa digital do jogo solo) ou a vitória é dividida (false).
option-travel-out-of-reach-title = Viagem sem pergaminho ao alcance
option-travel-out-of-reach-description = Papyrus viaja até a prata das suas 2 últimas cartas de Trama. "fallback" (o padrão, a leitura do texto-base: "escolhe um pergaminho de distância até a soma das 2 últimas cartas"): sem nenhum ao alcance, não viaja e a carta usa a ação alternativa. "search_all": procura em todo o mapa (partidas antes da edição 2 das regras).
option-recent-cards-title = Últimas cartas de Trama após um Descanso
option-recent-cards-description = O foco de custo da sala e a distância de viagem somam a prata "das duas últimas (ou uma) cartas de trama". "since_shuffle" (o padrão, a leitura do texto-base: "(ou uma)" é a primeira compra depois que um Descanso embaralha o baralho): só contam as cartas compradas desde o último embaralhamento. "across_rest": as duas últimas compradas, incluindo a de antes do Descanso (partidas antes da edição 2 das regras).
option-final-report-title = O seu relato final
option-final-report-description = "facts" (o padrão): no fim você informa o que conta (dados por cor, níveis de pesquisa, marcadores de Califa, dinheiro, cada carta de pergaminho e tradutor aposentado, os PV de cada carta na pilha de Papyrus) e o servidor pontua como pontua Papyrus, mostrando os dois totais. "totals": você informa os totais de cada categoria (partidas antes da edição 2 das regras e clientes feitos para elas).

option-revision-2-corrections = a fase do Califa guilda por guilda (o seu próprio movimento de Califa perguntado antes de qualquer consolação, o tradutor neutro colocado antes do ouro de Papyrus), a linha de Califa de Papyrus a mais alta ou mais baixa disponível (você informa), nenhum tradutor duplicado enquanto os baralhos 7-8 estiverem livres, prata pelos tradutores iniciais aposentados de Papyrus, e a sua pontuação final a partir dos fatos que você conta
