# 7 Wonders: Arquitetos: o registro das jogadas, no pretérito.

## Jogadas

move-take-card = { $who } pegou a carta do topo { $deck_of }.
move-take-extra-card = { $who } usou a ficha de Progresso «{ $token }» para pegar a carta do topo { $deck_of }.
move-stage-built =
    { $who } construiu o Estágio { $number } { $of_wonder } com { $paid }{ $by ->
        [engineering] : com a ficha de Progresso «{ $engineering }», quaisquer { $count } Recursos servem
        [economy] {" "}(com «{ $economy }», uma carta Amarela vale 2 Moedas)
        [both] : com a ficha de Progresso «{ $engineering }», quaisquer { $count } Recursos servem (com «{ $economy }», uma carta Amarela vale 2 Moedas)
       *[none] {""}
    }.
move-stage-built-unknown = { $who } construiu um Estágio com { $paid }.
move-discard-science = { $who } descartou um conjunto de cartas Verdes.
move-token-face-down = { $who } escolheu a ficha de Progresso virada para baixo.
move-token = { $who } escolheu a ficha de Progresso «{ $token }».
move-choose-deck = { $who } escolheu olhar as cartas do topo { $deck_of }.
move-keep = { $who } ficou com a carta de { $card }.
move-use-effect = { $who } usou o efeito da Maravilha.
move-decline-effect = { $who } recusou o efeito da Maravilha.

## Eventos

event-game-started = A partida começa: { $builders }; { $first } joga primeiro.
event-seat-builds = { $who } constrói { $wonder }
event-turn-started = Turno { $turn }: vez de { $who }.
event-cat-peek = Com o Gato, você viu a carta do topo do baralho central: { $card }.
# A jogada já disse quem pegou a carta e de qual baralho; o evento diz só qual era.
event-card-revealed = Era uma carta de { $card }.
event-card-revealed-by-wonder = Era uma carta de { $card } (efeito { $of_wonder }).
event-card-taken-by-wonder = { $who } pegou uma carta de { $card } { $from_deck } (efeito { $of_wonder }).
event-cat-taken = { $who } pegou o marcador de Gato.
event-conflict-flipped =
    { $who } virou { $flipped ->
        [one] 1 ficha de Conflito
       *[other] { $flipped } fichas de Conflito
    } para o lado da Batalha ({ $battle } de { $total }).
event-battle-none = Batalha! Ninguém ganhou ficha de Vitória Militar.
event-battle = Batalha! { $results }.
event-battle-won =
    { $who } { $people ->
        [one] ganhou
       *[other] ganharam
    } { $count ->
        [one] 1 ficha de Vitória Militar
       *[other] { $count } fichas de Vitória Militar
    }{ $people ->
        [one] {""}
       *[other] {" "}cada
    }
event-battle-also =
    { $who }, { $count }{ $people ->
        [one] {""}
       *[other] {" "}cada
    }
event-battle-then = { $first }; { $rest }
event-science-discarded = Eram { $cards }; não restava ficha de Progresso.
# Depois da jogada ("Ana escolheu a ficha de Progresso «Cultura»."): o que a ficha custou.
event-token-taken =
    { $pile ->
        [face-down] Era a ficha de Progresso «{ $token }»{ $how ->
            [babylon] {" "}(efeito { $of_wonder })
            [discarding] , paga com { $cards }
           *[plain] {""}
        }.
       *[face-up] { $how ->
            [babylon] Sem custo (efeito { $of_wonder }).
            [discarding] Custou { $cards }.
           *[plain] Sem custo.
        }
    }
event-effect-declined = { $who } recusou o efeito da Maravilha ({ $effect }).
event-effect-lost = O efeito da Maravilha de { $who } ({ $effect }) não pôde ser usado e se perdeu.
event-shield-added = { $who } adicionou 1 Escudo (efeito { $of_wonder }).
event-look =
    { $who } olhou { $count ->
        [one] a carta
       *[other] as { $count } cartas
    } do topo { $deck_of }.
event-look-cards = As cartas olhadas: { $cards }.
event-turn-ended = { $who } encerrou o turno.
event-turn-passed = { $who } não tinha carta para pegar e perdeu a vez.
event-game-over =
    A partida terminou{ $reason ->
        [wonder_completed] : uma Maravilha foi concluída
        [no_cards] : não resta carta para pegar
       *[other] {""}
    }.
