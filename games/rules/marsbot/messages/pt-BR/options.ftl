# Terraforming Mars: Automarte (MarsBot): o título e a descrição de cada opção da partida.
# Os termos são os do resumo das regras em português (MC, Falha de Ação, baralho de ação,
# marcos, prêmios, cartas de bônus).

option-revision-2-corrections = prêmios pontuados no fim pelos critérios impressos (mais calor; mais aço e titânio) enquanto o financiamento ainda conta a produção, a Competição Corporativa avançando uma trilha que conta para o seu prêmio pelos valores de prêmio em jogo, e as suas próprias compras tiradas do baralho de projetos do servidor na pesquisa sem seleção

option-corporate-era-title = Era Corporativa
option-corporate-era = Jogar com as cartas de projeto da Era Corporativa (208 cartas; desligado: as 137 cartas básicas).

option-difficulty-title = Dificuldade
option-difficulty = Fácil ("{ $is-easy }"): os ícones de Avanço do Rastreador são ignorados, uma Falha de Ação dá 3 MC, os prêmios do MarsBot valem 5 a menos. Normal ("{ $is-normal }"): como está escrito. Difícil ("{ $is-hard }"): +1 PV por carta jogada com ícone de PV não negativo, e um marco reivindicado e pago (8 MC) no início do seu primeiro turno de cada geração. Brutal ("{ $is-brutal }"): como o Difícil, mais 4 cartas de projeto (não 3) em cada baralho de ação; a seleção fica com as 4.

option-research-title = Fase de Pesquisa
option-research = A Fase de Pesquisa sem seleção (o MarsBot pega 3 cartas de projeto e 1 carta de bônus; "{ $is-standard }") ou com seleção (duas pilhas de 4 escolhidas em rodízio, as escolhas do MarsBot ao acaso; "{ $is-draft }").

option-card-source-title = Cartas de projeto do MarsBot
option-card-source = As cartas de projeto do MarsBot vêm do baralho embaralhado pelo próprio servidor ("{ $is-server-deck }"), ou você as compra do baralho físico e informa o número de cada carta ("{ $is-reported }").

option-marsbot-corporation-title = Corporação do MarsBot
option-marsbot-corporation = O MarsBot joga sem carta de corporação, como diz o resumo das regras em português. As corporações do livro de regras do MarsBot ainda não são oferecidas; um valor futuro vai acrescentá-las.

option-prelude-title = Prelúdio
option-prelude = Prelúdio: você perde a partida ao entrar na geração 18 (não 20), o baralho de ação inicial do MarsBot tem 3 cartas de projeto a mais, e a tabela de MC para PV começa duas gerações antes.

option-expansion-icons-title = Ícones de expansão nas trilhas
option-expansion-icons = Três espaços das trilhas (Evento 6, Energia 2 e Energia 4) mostram um ícone de expansão, lido como aumento de Vênus ("{ $is-venus }", o padrão, como leem a transcrição do tabuleiro feita por fãs e um aplicativo do MarsBot) ou como flutuantes ("{ $is-floater }", como outro aplicativo do MarsBot corrigiu). Sem Venus Next ou Colônias, os dois são ignorados, sem Falha de Ação.

option-lobbyists-furthest-title = Lobistas: o parâmetro mais atrasado
option-lobbyists-furthest = A carta de bônus Lobistas, quando nada mais se aplica, aumenta o parâmetro global "mais distante de ser completado": o que tem mais passos por fazer ("{ $is-steps-remaining }", o padrão, como faz um aplicativo do MarsBot) ou o que tem a menor fração feita ("{ $is-fraction-completed }", como faz outro).

option-competition-below-5-title = Competição Corporativa com menos de 5 MC
option-competition-below-5 = A carta de bônus Competição Corporativa quando o MarsBot tem menos de 5 MC: ela não faz nada ("{ $is-nothing }", o padrão, como faz um aplicativo do MarsBot) ou o MarsBot compra e resolve outra carta de bônus ("{ $is-draw-another }", como faz outro).

option-hard-claim-timing-title = Quando o marco do Difícil é reivindicado
option-hard-claim-timing = O marco reivindicado no Difícil e no Brutal: logo no início do turno do MarsBot, "depois o turno segue normalmente" ("{ $is-before-flip }", o padrão, a leitura mais literal) ou depois de virada a sua carta de ação ("{ $is-after-flip }").

option-random-tiebreak-count-title = Contagem entre espaços empatados
option-random-tiebreak-count = Quando vários espaços empatam, o MarsBot conta entre eles pelo custo da carta que virou: a partir de 1 no primeiro espaço empatado, com custo 0 ficando com o primeiro ("{ $is-one-based }", o padrão), ou o resto do custo pelo número de espaços, contando a partir de 0 ("{ $is-zero-based }").

option-double-temperature-title = Ícone de temperatura dobrado
option-double-temperature = Um ícone de temperatura dobrado: dois aumentos, cada um conferido, e o segundo numa escala no máximo é uma Falha de Ação ("{ $is-separate-checks }", o padrão, como faz um aplicativo do MarsBot), ou um só aumento de dois passos ("{ $is-single-raise }", como faz outro).

option-played-cards-reshuffle-title = Cartas de projeto jogadas pelo MarsBot
option-played-cards-reshuffle = As cartas de projeto jogadas pelo MarsBot formam uma pilha própria que nunca é reembaralhada ("{ $is-never }", o padrão, como faz um aplicativo do MarsBot), ou vão para o descarte de projetos e voltam ao baralho com ele ("{ $is-into-discard }", como faz outro).

option-tie-winner-title = Empate no placar final
option-tie-winner = Um empate no placar final é vitória do MarsBot ("{ $is-marsbot }", o padrão: o resumo das regras em português diz "um empate é considerado uma vitória do MarsBot", como faz um aplicativo do MarsBot) ou um resultado dividido ("{ $is-shared }"; nenhuma outra fonte confirma a primeira leitura).

option-neural-instance-owned-title = Instância Neural é peça do MarsBot
option-neural-instance-owned = A peça Instância Neural conta como peça do MarsBot para o prêmio Proprietário, para vegetação ao lado das peças do MarsBot e para a regra das peças próprias (ligado, o padrão, como fazem os dois aplicativos do MarsBot), ou é um marcador neutro (desligado).

option-human-triggers-on-marsbot-title = Seus efeitos valem para o MarsBot
option-human-triggers-on-marsbot = Os seus efeitos que disparam quando qualquer jogador coloca uma peça ou joga uma etiqueta também disparam com as ações do MarsBot (ligado, o padrão, como um aplicativo do MarsBot trata as peças), ou só os que o livro de regras do MarsBot lista nas perguntas e respostas (desligado). O servidor lembra você em cada instrução de colocação.

option-uncertain-tag-order-title = Ordem das etiquetas de três cartas
option-uncertain-tag-order = «Space Elevator», «Phobos Space Haven» e «Noctis Farming»: o MarsBot avança suas trilhas na ordem das etiquetas das listas de cartas de código aberto (espaço e depois construção, espaço e depois cidade, planta e depois construção; "{ $is-engine }", o padrão), ou na ordem inversa, lida de um leiaute impresso das cartas ("{ $is-printed-layout }").

option-milestone-closeness-title = O marco mais perto de ser alcançado
option-milestone-closeness = "O marco que você está mais perto de alcançar": o seu valor como fração da meta ("{ $is-fraction }", o padrão, como faz um aplicativo do MarsBot) ou a quantidade que ainda falta ("{ $is-raw-count }", como faz outro).

option-award-values-title = Valores do MarsBot nos prêmios
option-award-values = Os valores do MarsBot nos prêmios Banqueiro, Termalista e Minerador: pela sua carta de referência, como os dois aplicativos do MarsBot a transcrevem (Construção mais Evento, Energia + 5, Espaço + 5; "{ $is-reference-card }", o padrão), ou pelos nomes de produção do resumo das regras em português, com a sua própria tabela de trilhas (Evento mais Espaço, Terra + 5, Construção + 5; "{ $is-seed-reading }").

option-ocean-bonus-title = Bônus de oceano do MarsBot
option-ocean-bonus = Uma peça do MarsBot ao lado de oceanos: 2 MC por oceano adjacente, como paga o jogo básico ("{ $is-per-ocean }", o padrão), ou o "ganha 2 MC" do resumo das regras em português lido como 2 MC fixos ("{ $is-flat }").

option-greenery-avoid-title = Onde o MarsBot coloca vegetação
option-greenery-avoid = Vegetação: adjacente ao maior número possível de cidades do próprio MarsBot, depois ao menor número das SUAS cidades (o segundo "suas" do resumo das regras em português lido como seu; "{ $is-your-cities }", o padrão), ou sem a cláusula de evitar ("{ $is-none }": lido como do MarsBot, a segunda metade contradiz a primeira e é descartada).

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-difficulty-is-easy = Fácil
option-difficulty-is-normal = Normal
option-difficulty-is-hard = Difícil
option-difficulty-is-brutal = Brutal
option-research-is-standard = Sem seleção
option-research-is-draft = Com seleção (draft)
option-card-source-is-server-deck = O baralho do servidor
option-card-source-is-reported = Compradas por você e informadas
option-marsbot-corporation-is-none = Sem corporação
option-expansion-icons-is-venus = Aumentos de Vênus
option-expansion-icons-is-floater = Flutuadores
option-lobbyists-furthest-is-steps-remaining = Mais passos restantes
option-lobbyists-furthest-is-fraction-completed = A menor fração concluída
option-competition-below-5-is-nothing = Nada acontece
option-competition-below-5-is-draw-another = Outra carta de bônus
option-hard-claim-timing-is-before-flip = Antes de virar a carta de ação
option-hard-claim-timing-is-after-flip = Depois de virar a carta de ação
option-random-tiebreak-count-is-one-based = Contando a partir de 1
option-random-tiebreak-count-is-zero-based = O resto do custo, a partir de 0
option-double-temperature-is-separate-checks = Dois aumentos, cada um verificado
option-double-temperature-is-single-raise = Um aumento de dois passos
option-played-cards-reshuffle-is-never = Pilha própria, nunca reembaralhada
option-played-cards-reshuffle-is-into-discard = Na pilha de descarte
option-tie-winner-is-marsbot = O MarsBot vence
option-tie-winner-is-shared = Resultado compartilhado
option-uncertain-tag-order-is-engine = A ordem das listas de cartas
option-uncertain-tag-order-is-printed-layout = A ordem da carta impressa
option-milestone-closeness-is-fraction = Uma fração do limite
option-milestone-closeness-is-raw-count = A contagem que falta
option-award-values-is-reference-card = A carta de referência do MarsBot
option-award-values-is-seed-reading = A leitura do resumo em português
option-ocean-bonus-is-per-ocean = 2 MC por oceano
option-ocean-bonus-is-flat = 2 MC fixos
option-greenery-avoid-is-your-cities = Longe das suas cidades
option-greenery-avoid-is-none = Sem evitar nada
