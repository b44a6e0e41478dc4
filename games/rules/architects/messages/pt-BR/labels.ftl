# 7 Wonders: Arquitetos: os rótulos das ações de um jogador.

label-take = Pegar { $top_card }
label-take-extra = Usar a ficha de Progresso «{ $token }»: pegar { $top_card }
label-build =
    Construir o { $stage } com { $paid }{ $by ->
        [economy] {" "}(ficha de Progresso «{ $economy }»: uma carta Amarela vale 2 Moedas)
        [engineering] {" "}(ficha de Progresso «{ $engineering }»: quaisquer { $count } Recursos servem)
        [both] {" "}(fichas de Progresso «{ $engineering }»: quaisquer { $count } Recursos servem, e «{ $economy }»: uma carta Amarela vale 2 Moedas)
       *[none] {""}
    }
label-build-unknown = Construir um Estágio com { $paid }
label-discard-science = Descartar um conjunto de cartas Verdes (não resta ficha de Progresso)
label-discard-science-cards = Descartar um conjunto de cartas Verdes (não resta ficha de Progresso): { $cards }
label-token-face-down = Pegar a ficha de Progresso do topo da pilha virada para baixo
label-token-face-down-discarding = Pegar a ficha de Progresso do topo da pilha virada para baixo, descartando { $cards }
label-token = Pegar a ficha de Progresso «{ $token }»
label-token-discarding = Pegar a ficha de Progresso «{ $token }», descartando { $cards }
label-look =
    Olhar { $count ->
        [one] a carta
       *[other] as { $count } cartas
    } do topo { $deck_of }{ $side ->
        [left] {" "}(à esquerda)
        [right] {" "}(à direita)
       *[none] {""}
    }
label-keep = Ficar com a carta de { $card }
label-use-effect = Usar o efeito da sua Maravilha
label-use-effect-named = Usar o efeito da sua Maravilha: { $effect }
label-decline-effect = Recusar o efeito da sua Maravilha
label-decline-effect-named = Recusar o efeito da sua Maravilha ({ $effect })
label-end-turn = Encerrar o seu turno
label-other = Uma ação deste jogo
