# Saboteur Gold: o título e a descrição de cada opção da partida, com os papéis como no resumo
# das regras em português (Escavador, Sabotador, Geólogo, Chefe, Aproveitador).

option-revision-2-corrections = cartas de objetivo reveladas em cadeia numa mesma jogada, um Geólogo livre recebe tudo quando o outro está preso, um ladrão pode decidir não roubar, e um jogador se lembra das cartas que descartou viradas para baixo e da mão que entregou
option-revision-3-corrections = uma carta de objetivo de pedra alcançada por outra carta que não a recém-jogada é colocada de modo a se encaixar na carta pela qual foi alcançada
option-revision-4-corrections = uma carta de objetivo de pedra continua o túnel que a alcançou também quando a carta recém-jogada só a toca com rocha

option-must-connect-to-start-title = Caminhos ligados à Carta Inicial
option-must-connect-to-start = As regras dão a entender, sem dizer, que uma nova carta de caminho tem de se ligar a um túnel que leva de volta à Carta Inicial. Ligado (o padrão): tem de se ligar (uma escada só precisa se juntar a um caminho, porque a escada desce até o Início). Desligado: basta se encaixar em qualquer carta da mina.

option-hidden-goals-constrain-title = Objetivos ainda ocultos limitam os vizinhos
option-hidden-goals-constrain = Uma carta colocada ao lado de uma carta de objetivo ainda virada para baixo: vale qualquer encaixe (desligado, o padrão: o objetivo é desconhecido, e até uma pedra que não se encaixa pode ser revelada ao lado), ou ela tem de abrir um túnel em direção ao objetivo (ligado).

option-crystals-counted-title = Cristais que pagam os Geólogos
option-crystals-counted = Quais cristais pagam os Geólogos: todos os cristais expostos no sistema de túneis ("{ $is-all-on-table }", o padrão, como dizem as regras e o resumo das regras em português), ou só os das cartas ligadas à Carta Inicial ("{ $is-connected-to-start }", como lê um resumo das regras).

option-trapped-geologist-paid-title = Geólogo preso recebe
option-trapped-geologist-paid = Um Geólogo preso ainda recebe peças de ouro pelos cristais? Não (desligado, o padrão: o resumo das regras em português paga "os Geólogos que não estão presos"). Sim (ligado): as regras só tiram os presos dos vencedores, e Geólogos não são vencedores.

option-saboteur-share-counts-profiteer-title = A parte dos Sabotadores conta o Aproveitador
option-saboteur-share-counts-profiteer = Quantas peças de ouro cada Sabotador vencedor recebe: conforme o número de Sabotadores apenas (desligado, o padrão: o resumo das regras em português paga 5, 4 ou 3 a um, dois ou três Sabotadores), ou pela tabela dos vencedores contando também o Aproveitador, como para os Escavadores (ligado, o pagamento das regras da expansão).

option-double-curve-mirror-title = Curvas duplas espelhadas
option-double-curve-mirror = As duas curvas duplas do baralho (duas curvas que não se ligam): uma é o espelho da outra (ligado, o padrão, como mostra uma foto das cartas), ou são duas cópias da mesma carta (desligado, como dá uma lista de cartas).

option-rockfall-count-title = Cartas de Desabamento
option-rockfall-count = Quantas cartas de Desabamento o baralho combinado tem: 4 (o padrão, como mostra uma foto das cartas) ou 3 (como dá uma lista de cartas).

option-door-blocks-completer-title = Porta da outra cor
option-door-blocks-completer = Um Escavador completa o caminho até o ouro, mas toda rota até lá passa por uma porta da cor da outra equipe. "{ $is-other-team }" (o padrão): a outra equipe leva o ouro, como no exemplo das regras oficiais de Saboteur 2 e no Board Game Arena. "{ $is-nobody-paid }": a leitura do resumo das regras em português, "apenas a equipe que completou o caminho pode pegar ouro ... se houver uma porta da cor da outra equipe bloqueando a rota, eles não podem passar, então não recebem nada": nenhuma equipe de Escavadores recebe. O Chefe e o Aproveitador recebem de qualquer modo.

option-break-own-tool-title = Quebrar a própria ferramenta
option-break-own-tool = Um anão pode colocar uma carta de ferramenta quebrada (picareta, lâmpada, vagonete) na frente de si mesmo? Ligado (o padrão): sim, as regras oficiais do jogo básico deixam colocar essas cartas na frente de qualquer jogador. Desligado: a leitura do resumo das regras em português, que diz que a carta é jogada "na frente de outro anão".

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-crystals-counted-is-all-on-table = Todo cristal do labirinto
option-crystals-counted-is-connected-to-start = Só os cristais ligados à carta inicial
option-rockfall-count-is = { $value } cartas
option-door-blocks-completer-is-other-team = A outra equipe leva o ouro
option-door-blocks-completer-is-nobody-paid = Nenhuma equipe de mineiros recebe
