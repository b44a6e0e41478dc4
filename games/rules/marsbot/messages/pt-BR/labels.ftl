# Um relato lido no registro ("Ana relatou: coloquei ...") tem $case = "lower".

label-play-turn-research = O MarsBot monta o baralho dele
label-play-turn-final = O MarsBot coloca as vegetações finais dele
label-play-turn = O MarsBot joga o turno dele

tile-ocean = um oceano
tile-greenery = uma vegetação
tile-city = uma cidade
tile-special = uma peça especial
tile-claim = meu marcador de jogador

space-off-mars = espaço reservado a ela, fora de Marte

label-tile = { $case ->
        [lower] coloquei
       *[other] Coloquei
    } { $tile } no { $space }
label-card-tile = { $case ->
        [lower] com
       *[other] Com
    } «{ $card }», coloquei { $tile } no { $space }
label-parameter = { $case ->
        [lower] aumentei
       *[other] Aumentei
    } { $parameter ->
        [temperature] a temperatura
       *[oxygen] o oxigênio
    } em um nível
label-milestone = { $case ->
        [lower] reivindiquei
       *[other] Reivindiquei
    } o marco { $milestone }
label-award = { $case ->
        [lower] financiei
       *[other] Financiei
    } o prêmio { $award }
# Tirar cobre os dois casos da regra: remover ou roubar MC do MarsBot.
label-marsbot-mc = { $case ->
        [lower] tirei
       *[other] Tirei
    } { $amount } MC do MarsBot
label-production = { $case ->
        [lower] diminuí
       *[other] Diminuí
    } a produção de { $production ->
        [steel] aço
        [titanium] titânio
        [megacredits] MC
        [energy] energia
        [heat] calor
       *[plants] plantas
    } do MarsBot

standing-tr = TR
standing-building_tags = etiquetas de construção
standing-cards_in_hand = cartas na mão
standing-science_tags = etiquetas de ciência
standing-mc_production = produção de MC
standing-heat = calor
standing-heat_production = produção de calor
standing-steel = aço
standing-titanium = titânio
standing-steel_production = produção de aço
standing-titanium_production = produção de titânio
standing-plants = plantas

# No registro, sem dois-pontos na frase: "Ana relatou: meu TR caiu 1." Cada valor com a
# sua concordância ($what: tr, building_tags, cards_in_hand, ..., plants).
label-standing = { $case ->
        [lower] { $change ->
            [up] { $what ->
                [tr] meu TR subiu { $amount }
                [building_tags] ganhei { $amount } { $amount ->
                    [one] etiqueta
                   *[other] etiquetas
                } de construção
                [science_tags] ganhei { $amount } { $amount ->
                    [one] etiqueta
                   *[other] etiquetas
                } de ciência
                [cards_in_hand] fiquei com { $amount } { $amount ->
                    [one] carta
                   *[other] cartas
                } a mais na mão
                [heat] ganhei { $amount } de calor
                [steel] ganhei { $amount } de aço
                [titanium] ganhei { $amount } de titânio
                [plants] ganhei { $amount } { $amount ->
                    [one] planta
                   *[other] plantas
                }
               *[other] minha { $standing } subiu { $amount }
            }
            [down] { $what ->
                [tr] meu TR caiu { $amount }
                [building_tags] perdi { $amount } { $amount ->
                    [one] etiqueta
                   *[other] etiquetas
                } de construção
                [science_tags] perdi { $amount } { $amount ->
                    [one] etiqueta
                   *[other] etiquetas
                } de ciência
                [cards_in_hand] fiquei com { $amount } { $amount ->
                    [one] carta
                   *[other] cartas
                } a menos na mão
                [heat] perdi { $amount } de calor
                [steel] perdi { $amount } de aço
                [titanium] perdi { $amount } de titânio
                [plants] perdi { $amount } { $amount ->
                    [one] planta
                   *[other] plantas
                }
               *[other] minha { $standing } caiu { $amount }
            }
           *[none] nada mudou em { $standing }
        }
       *[other] Variação em { $standing }: { $delta }
    }
label-plants-protected = { $case ->
        [lower] minhas
       *[other] Minhas
    } plantas estão protegidas
label-plants-unprotected = { $case ->
        [lower] minhas
       *[other] Minhas
    } plantas não estão mais protegidas
label-marsbot-card = { $case ->
        [lower] tirei do baralho para o MarsBot a carta «{ $name }»
       *[other] Carta do MarsBot tirada do baralho: «{ $name }»
    }
label-flipped-card = { $case ->
        [lower] virei para o MarsBot a carta «{ $name }»
       *[other] A carta que virei para o MarsBot: «{ $name }»
    }
label-draft-pick = { $case ->
        [lower] fiquei
       *[other] Fico
    } com «{ $name }»
label-drawn-card = { $case ->
        [lower] comprei
       *[other] Comprei
    } «{ $name }»
label-discarded-card = { $case ->
        [lower] descartei
       *[other] Descartei
    } «{ $name }»
label-cards-drawn = { $case ->
        [lower] comprei
       *[other] Comprei
    } { $count } { $count ->
        [one] carta de projeto
       *[other] cartas de projeto
    }
label-cards-discarded = { $case ->
        [lower] descartei
       *[other] Descartei
    } { $count } { $count ->
        [one] carta de projeto
       *[other] cartas de projeto
    }
label-final-score = { $case ->
        [lower] minha
       *[other] Minha
    } pontuação final é { $points }
label-turn-end = { $case ->
        [lower] terminei
       *[other] Terminei
    } o meu turno
label-generation-pass = { $case ->
        [lower] passei
       *[other] Passo
    } nesta geração
label-final-greeneries-done = { $case ->
        [lower] minhas
       *[other] Minhas
    } vegetações finais estão colocadas
label-undo = Desfazer o seu último relato
label-acknowledge = Feito: as instruções do MarsBot foram cumpridas
label-unknown = { $kind }

template-remove_marsbot_mc = Tirei MC do MarsBot
template-cards_drawn = Comprei cartas de projeto, sem nomeá-las
template-cards_discarded = Descartei cartas não nomeadas
template-drawn_card = Comprei uma carta de projeto
template-discarded_card = Descartei uma carta de projeto
template-marsbot_card = Carta do MarsBot tirada do baralho
template-flipped_card = A carta que virei para o MarsBot
template-draft_pick = A carta que fico da minha seleção
template-final_greenery = Coloquei uma vegetação final
template-final_score = Minha pontuação final
template-merged-tile = Coloquei uma peça
template-merged-card = Uma carta minha colocou a peça dela
template-merged-standing = Mudou algo que eu tenho
template-tile = Coloquei { $tile }
template-card-tile = Com «{ $card }», coloquei { $tile }
template-standing = Variação em { $standing }
value-card = { $name }
