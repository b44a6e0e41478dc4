# 7 Wonders: Arquitetos: o título e a descrição de cada opção da partida.

option-revision-2-corrections = a Engenharia é usada no máximo uma vez por turno e nunca obriga a construir, e quem viu a carta do topo do baralho central com o Gato se lembra dela enquanto ela continuar no topo

option-wonders-title = Maravilhas
option-wonders = A Maravilha de cada jogador, na ordem dos lugares (os identificadores das Maravilhas, como "babylon"); vazio (o padrão): sorteadas a partir da semente da partida, como no Board Game Arena.

option-first-player-title = Primeiro jogador
option-first-player = Quem começa: o primeiro lugar ("{ $is-seat-0 }", o padrão; as regras mandam o jogador mais novo começar, então sente-o ali) ou um lugar sorteado ("{ $is-random }").

option-babylon-deck-title = Baralho da Babilônia
option-babylon-deck = As cartas Cinzas do baralho da Babilônia, que as regras não listam: 1 Pedra e 2 Tijolos ("{ $is-stone1-brick2 }", o padrão: o que dá a maioria das listas de cartas, como nos outros baralhos) ou 2 Pedras e 1 Tijolo ("{ $is-stone2-brick1 }", como dá uma tabela publicada).

option-rhodes-first-shield-title = Escudo de Rodes
option-rhodes-first-shield = Qual dos dois pés do Colosso de Rodes (as peças do Estágio 1) adiciona um Escudo: o que custa 2 Recursos idênticos ("{ $is-2s }", o padrão, como mostra a arte da Maravilha) ou o que custa 2 Recursos diferentes ("{ $is-2d }", como faz uma versão digital).

option-economy-forces-build-title = Economia e a construção obrigatória
option-economy-forces-build = A Economia faz uma de suas cartas Amarelas valer 2 Moedas. Um Estágio que você só consegue pagar graças a essa Moeda dobrada tem de ser construído (ligado, o padrão, como no Board Game Arena), ou pode ficar para depois (desligado, como diz uma resposta no BoardGameGeek).

option-wonder-effects-optional-title = Efeitos de Maravilha recusáveis
option-wonder-effects-optional = As regras não dizem se o efeito de um Estágio recém-construído pode ser recusado. Desligado (o padrão): todo efeito é aplicado. Ligado: cada efeito, menos o Escudo de Rodes, pode ser recusado.

option-halicarnassus-cards-public-title = Cartas de Halicarnasso à vista de todos
option-halicarnassus-cards-public = Halicarnasso olha as 5 cartas do topo de um baralho; as regras não dizem quem as vê. Desligado (o padrão): só o seu dono. Ligado: todos.

option-halicarnassus-reshuffle-title = Reembaralhar depois de Halicarnasso
option-halicarnassus-reshuffle = Depois que Halicarnasso fica com uma carta, as outras são reembaralhadas em todo o baralho ("{ $is-whole-deck }", o padrão, como dizem as regras), ou embaralhadas só entre si e devolvidas ao topo ("{ $is-others-on-top }").

option-no-cards-available-title = Sem carta para pegar
option-no-cards-available = As regras não tratam do jogador cujos três baralhos (à esquerda, à direita e o central) estão vazios. "{ $is-pass }" (o padrão): ele perde a vez, e a partida termina quando ninguém puder pegar carta. "{ $is-end-game }": a partida termina na hora.

option-payment-choice-title = Quem escolhe o pagamento
option-payment-choice = Quando mais de um conjunto de cartas pode pagar um Estágio, o jogador escolhe quais cartas gastar ("{ $is-player }", o padrão) ou o servidor gasta o mínimo de Moedas ("{ $is-automatic }"). As regras não dizem.

option-new-token-usable-same-turn-title = Nova ficha de Progresso vale na hora
option-new-token-usable-same-turn = Uma ficha de Progresso pega neste turno vale para o que acontece depois no mesmo turno (ligado, o padrão: as regras aplicam o efeito "imediatamente"), ou só a partir do seu próximo turno (desligado).

option-science-without-tokens-title = Ciência sem fichas de Progresso
option-science-without-tokens = Você tem um conjunto de ciência (2 símbolos idênticos ou 3 diferentes), mas não resta ficha de Progresso; as regras não dizem o que acontece. "{ $is-keep-cards }" (o padrão): as cartas Verdes ficam à sua frente. "{ $is-discard-cards }": você tem de descartá-las sem ganhar ficha (a escolha de ficha "none").

option-extra-cards-trigger-tokens-title = Cartas adicionais ativam fichas de Progresso
option-extra-cards-trigger-tokens = Uma carta ganha pelo efeito de uma Maravilha ou por uma ficha de Progresso é colocada à sua frente como qualquer carta, então pode ativar as fichas de Progresso que dão uma carta adicional (ligado, o padrão; cada ficha continua valendo uma vez por turno), ou não ativa nenhuma (desligado).

option-battle-before-game-end-title = Batalha no último turno
option-battle-before-game-end = Uma Batalha ativada no turno em que uma Maravilha é concluída acontece antes do fim da partida (ligado, o padrão: as duas coisas são "no final do turno", a Batalha primeiro), ou não acontece (desligado).

option-battle-trigger-title = Quando há Batalha
option-battle-trigger = Quando acontece uma Batalha. "{ $is-last-token }" (o padrão, o livro de regras oficial): no final do turno que vira a última ficha de Conflito para o lado da Batalha. "{ $is-any-flip }": a leitura do resumo das regras em português, em que pegar uma carta Vermelha com buzinas vira essa quantidade de fichas e "isso ativa uma Batalha no final do seu turno", então há Batalha depois de todo turno que vira uma ou mais fichas (e todas voltam para o lado da "Paz").

option-military-tokens-limited-title = Fichas de Vitória Militar limitadas
option-military-tokens-limited = A caixa tem 28 fichas de Vitória Militar. Desligado (o padrão, como no Board Game Arena; as regras não dizem o que acontece quando elas acabam): a reserva nunca acaba. Ligado: depois de pegas as 28, ninguém ganha mais; quando uma Batalha dá mais fichas do que restam, quem joga o turno pega as suas primeiro, depois os outros em sentido horário, enquanto houver.

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-first-player-is-seat-0 = O primeiro lugar
option-first-player-is-random = Um lugar sorteado
option-babylon-deck-is-stone1-brick2 = 1 Pedra e 2 Tijolos
option-babylon-deck-is-stone2-brick1 = 2 Pedras e 1 Tijolo
option-rhodes-first-shield-is-2s = O pé de 2 Recursos iguais
option-rhodes-first-shield-is-2d = O pé de 2 Recursos diferentes
option-halicarnassus-reshuffle-is-whole-deck = De volta ao baralho inteiro
option-halicarnassus-reshuffle-is-others-on-top = Embaralhadas entre si, por cima
option-no-cards-available-is-pass = O jogador pula a vez
option-no-cards-available-is-end-game = O jogo acaba na hora
option-payment-choice-is-player = O jogador escolhe
option-payment-choice-is-automatic = O servidor gasta menos Moedas
option-science-without-tokens-is-keep-cards = Manter as cartas verdes
option-science-without-tokens-is-discard-cards = Descartar as cartas verdes
option-battle-trigger-is-last-token = Quando a última ficha de Conflito vira
option-battle-trigger-is-any-flip = Sempre que chifres viram uma ficha
