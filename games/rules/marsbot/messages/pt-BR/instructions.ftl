# Instruções do MarsBot: o que você faz na mesa pelo MarsBot, e por quê.
# Os nomes das cartas vêm do conteúdo, em cada língua (o editor de conteúdo os preenche).

join-comma = { $head }, { $next }
join-semicolon = { $head }; { $next }
space = { $place }º espaço da { $row }ª linha
space-printed = { $space } ({ $printed })
space-the = o { $space }
printed-ocean-area = área de oceano
printed-noctis_city = reservado para { $name }
printed-plant = { $count } { $count ->
        [one] planta
       *[other] plantas
    }
printed-steel = { $count } de aço
printed-titanium = { $count } de titânio
printed-card = { $count } { $count ->
        [one] carta
       *[other] cartas
    }
printed-heat = { $count } de calor
printed-other = { $count } { $icon }

why-marsbot-turn = Turno do MarsBot
why-top-card = Carta do topo do baralho de ação do MarsBot
why-hard-claim = Dificuldade difícil: primeiro turno da geração
why-research = Fase de pesquisa
why-research-deck = Fase de pesquisa: baralho de ação do MarsBot
why-research-draft = Fase de pesquisa, seleção
why-both-passed = Ambos passaram
why-game-end = Regra de fim de jogo
why-empty-deck = Baralho de ação vazio
why-bonus-card = Carta de bônus { $card } «{ $name }»
why-bonus-option = { $cause }, opção { $letter }
why-card-no-tags = Carta «{ $name }»: sem etiquetas
why-card-tag = Carta «{ $name }», { $index }ª etiqueta: { $tag }
why-track-icon = { $cause } → trilha de { $track }, espaço { $pos }: { $icon }
why-final-greenery = Vegetações finais: trilha de { $track }, espaço { $pos }
why-placement = { $cause }; colocação: { $placement }; { $detail }

icon-advance_this_tracker = avançar este rastreador
icon-advance_other_track = avançar outra trilha
icon-gain_tr = ganhar TR
icon-raise_temperature = aumentar a temperatura
icon-raise_temperature_x2 = aumentar a temperatura 2 vezes
icon-place_greenery = colocar uma vegetação
icon-place_ocean = colocar um oceano
icon-place_city = colocar uma cidade
icon-claim_milestone = reivindicar um marco
icon-fund_award = financiar um prêmio

tag-building = construção
tag-space = espaço
tag-event = evento
tag-science = ciência
tag-power = energia
tag-jovian = joviano
tag-earth = Terra
tag-city = cidade
tag-plant = planta
tag-animal = animal
tag-microbe = micróbio
tag-venus = Vênus
tag-wild = coringa
tag-none = nenhuma

placement-ocean = qualquer área de oceano
placement-most-greenery = vizinho ao maior número de vegetações
placement-greenery-or-ocean = vizinho a pelo menos 2 vegetações ou oceanos, o maior número possível
placement-lobby-ocean = uma área de oceano vizinha a 2 ou mais oceanos
placement-isolated = sem peça vizinha, fora da borda, nem sobre nem ao lado de área reservada
placement-neural = vizinho às peças dele, com o maior número de cidades dele e o menor de cidades de você
placement-other = { $rule }

rule-placement_rule = a regra de colocação deixa um só
rule-most_adjacent_oceans = desempate 1: mais oceanos
rule-most_bonus_icons = desempate 2: mais ícones
rule-random_count = desempate 3: contagem pelo custo
rule-among = { $rule } entre { $count } espaços ({ $tied })
rule-counted = { $rule } entre { $count } espaços ({ $tied }): a carta virada { $card } custa { $cost }; { $counting }
rule-counted-no-card = { $rule } entre { $count } espaços ({ $tied }): não resta carta de projeto para virar, então a contagem fica no primeiro deles
card-named = «{ $name }»
count-from = contando { $from } no primeiro deles (de cima para baixo, da esquerda para a direita), { $cost } cai no { $landed }º
count-zero-cost = o custo 0 fica no primeiro deles

instruction-failed-action = Falha de Ação ({ $why }): o MarsBot ganha { $mc } MC.
failed-no_ocean_for_bonus_step = não resta oceano para o passo de bônus
failed-temperature_maxed_for_bonus_step = a temperatura está no máximo
failed-temperature_maxed = a temperatura está no máximo
failed-card_without_tags = a carta não tem etiquetas
failed-no_milestone = nenhum marco pode ser reivindicado
failed-no_award = nenhum prêmio pode ser financiado
failed-track-at-end = a trilha de { $track } chegou ao fim
failed-no-space = não há espaço para a peça de { $tile ->
        [greenery] vegetação
        [city] cidade
        [ocean] oceano
       *[other] { $tile }
    }
instruction-raise-temperature = O MarsBot aumenta a temperatura para { $to } °C e ganha 1 TR.
instruction-raise-oxygen = O MarsBot aumenta o oxigênio para { $to }% e ganha 1 TR.
instruction-heat-bonus = Nível de bônus { $to } °C: o MarsBot ganha { $mc } MC em vez da produção de calor.
instruction-place-tile = O MarsBot coloca { $tile ->
        [ocean] um oceano
        [lobby_ocean] um oceano
        [greenery] uma vegetação
        [neural] a peça de Instância Neural
       *[city] uma cidade
    } no { $space }{ $mc ->
        [0] {""}
       *[other] {" "}e ganha { $mc } MC
    }{ $tr ->
        [0] {""}
       *[other] {" "}e { $tr } TR
    }.
instruction-claim-milestone = O MarsBot reivindica o marco { $milestone }{ $cost ->
        [0] {" "}(sem custo)
       *[other] , pagando { $cost } MC
    }.
instruction-fund-award = O MarsBot financia o prêmio { $award } (sem custo).
instruction-reveal-bonus = O MarsBot revela a carta de bônus { $card } «{ $name }».
instruction-bonus-destroyed = Remova do jogo a carta de bônus { $card } «{ $name }».
instruction-bonus-discarded = Coloque a carta de bônus { $card } «{ $name }» na pilha de descarte de bônus do MarsBot.
instruction-plants-protected = Suas plantas estão protegidas: não remova nenhuma.
instruction-plants-up-to = Remova até { $max } das suas plantas (todas, se tiver menos).
instruction-plants-remove = Remova { $count } { $count ->
        [one] planta sua
       *[other] das suas plantas
    }.
instruction-invasive = Remova o seu recurso animal ou micróbio de maior pontuação, se tiver. O MarsBot ganha { $mc } MC.
instruction-invasive-protected = Habitats Protegidos: mantenha seus recursos. O MarsBot ganha { $mc } MC.
instruction-deck-empty = O baralho de projetos está vazio.
instruction-take-flipped = O MarsBot pega a carta que você virou, «{ $name }», e a resolve na hora.
instruction-draw-top = Compre a carta do topo do baralho de projetos para o MarsBot; ele a resolve na hora.
instruction-overachievement = Nenhum marco ou prêmio: o MarsBot ganha { $mc } MC.
instruction-no-space = Sem espaço válido: nada acontece.
instruction-too-poor = O MarsBot tem menos de { $mc } MC: nada acontece.
instruction-pay-for-award = O MarsBot paga { $mc } MC para melhorar a posição dele no prêmio { $award }.
instruction-reshuffle-projects = Embaralhe a pilha de descarte de projetos para formar um novo baralho de projetos.
instruction-reshuffle-bonus = Embaralhe o descarte de bônus do MarsBot com a face para baixo: é o novo baralho de bônus.
instruction-build-action-deck = Embaralhe { $projects } { $projects ->
        [one] carta de projeto
       *[other] cartas de projeto
    }{ $bonus ->
        [0] {""}
       *[other] {" "}e { $bonus } carta de bônus do MarsBot
    } com a face para baixo: este é o baralho de ação do MarsBot.
instruction-draw-your-cards = Compre { $count } cartas de projeto para você e informe quais foram (ou apenas quantas): depois de você, o MarsBot monta o baralho de ação com o mesmo baralho.
instruction-flip-card = Vire a carta do topo { $pile } e informe-a (pelo nome ou número): o MarsBot precisa dela para { $purpose }.
pile-project_deck = do baralho de projetos
pile-action_deck = do baralho de ação do MarsBot
purpose-action_deck = a ação dele neste turno
purpose-random_tiebreak = o desempate aleatório (o custo conta pelos espaços empatados)
purpose-research_and_development = a carta de bônus B03 «Pesquisa e Desenvolvimento» (ele resolve a carta na hora)
purpose-neural_instance_fallback = a carta de bônus B07 «Instância Neural Local»: sem espaço para a Instância Neural, ele resolve uma carta de projeto
instruction-discard-drafted = Embaralhe as cartas que o MarsBot selecionou e descarte «{ $name }» na pilha de descarte de projetos.
instruction-generation-end = A geração { $generation } termina: faça a sua produção; o MarsBot pula essa fase.
instruction-instant-loss = O jogo entra na geração { $generation }: você perde imediatamente.
instruction-reveal-card = O MarsBot revela a carta de projeto { $card } «{ $name }» (etiquetas: { $tags }).
instruction-card-to-played = Coloque «{ $name }» na pilha de cartas jogadas do MarsBot.
instruction-advance-track = Avance o rastreador de { $track } do MarsBot para o espaço { $to }.
instruction-advance-track-back = Avance o rastreador de { $track } do MarsBot para o espaço { $to }, onde estava antes de recuar: o ícone é ignorado; tire o marcador de regressão da trilha.
instruction-advance-track-below = Avance o rastreador de { $track } do MarsBot para o espaço { $to } (abaixo do marcador de regressão no espaço { $marker }: o ícone é ignorado).
instruction-gain-tr = O MarsBot ganha { $tr } TR (agora { $total }).
instruction-pass = O MarsBot não tem mais cartas no baralho de ação: ele passa.
why-milestone = { $cause }; o MarsBot cumpre o marco { $milestone }; você tem { $yours }, e o marco pede { $threshold }
why-award = { $cause }; prêmio { $award }: o MarsBot tem { $marsbot } e você, { $yours }: a maior vantagem dele
