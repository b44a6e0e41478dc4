label-reveal-map-scroll = Um pergaminho { $language } foi revelado no espaço { $position } do mapa
label-house-add = Um pergaminho { $language } foi para a guilda { $guild }
label-deliver-scroll = Entreguei o pergaminho do espaço { $position } à guilda { $guild }
label-translate-scroll = Traduzi o pergaminho da linha { $row } da guilda { $guild }
label-influence-house-scroll = Coloquei influência no pergaminho da linha { $row } da guilda { $guild }
label-guild-influence = { $change ->
    [add] Coloquei 1 influência na guilda { $guild }
   *[remove] Tirei 1 influência da guilda { $guild }
}
# $deck já vem contraído: "do baralho de tradutores chinês (nº 1)".
label-employ-translator = Empreguei um tradutor { $deck } na sala { $room }
label-translator-language = O tradutor da sala { $room } também traduz { $language }
label-neutral-translator = Um espaço de Califa pôs um tradutor neutro { $deck } na sala { $room }
label-starting-translator = O tradutor inicial da sala { $room } é { $owner ->
    [human] meu
   *[neutral] neutro
}
label-place-gold = Coloquei 1 ouro no tradutor da sala { $room }
label-retire-translator = O tradutor da sala { $room } se aposentou
label-neutral-marker = O marcador neutro foi para o espaço { $position } do mapa
label-map-clear = O pergaminho do espaço { $position } saiu do mapa
label-influence-map-scroll = Coloquei influência no pergaminho do espaço { $position }
label-rest = { $whose ->
    [mine] No meu Descanso
   *[papyrus] No Descanso de Papyrus
}, o pergaminho do fundo é { $language }; o marcador neutro parou ao lado do espaço { $position } do mapa
label-caliph-row = A influência de Papyrus ocupou a linha { $row } da carta de Califa
label-caliph-move = Movi 1 influência para a linha { $row } da carta de Califa
# Um relato é também o fim da frase do registro ("Ana relatou: ..."): sem dois-pontos próprios.
label-final-score = Na pontuação final, { $category } { $kind ->
    [dice_sum] é
    [employed_translators] é
    [workers] é
   *[other] são
} { $value }
final-category = { $category ->
    [dice_sum] a soma dos meus dados
    [retired_translators] os pontos dos meus tradutores aposentados
    [caliph] os pontos das cartas de Califa
    [research] os pontos de pesquisa
    [scrolls] os pontos dos pergaminhos
    [automa_retired_vp] os pontos dos tradutores aposentados de Papyrus
    [employed_translators] o número de tradutores ainda empregados
   *[workers] o número de trabalhadores que sobraram
}
label-undo = Desfazer o seu último relato
label-acknowledge = Feito: as instruções de Papyrus foram cumpridas
label-setup-done = A mesa está preparada
label-turn-over = Meu turno acabou
label-caliph-revealed = Uma carta de Califa foi revelada
label-rest-after-caliph = No meu Descanso, a carta do fundo era uma carta de Califa
label-let-automa-take = Deixei Papyrus pegar o meu pergaminho e peguei 1 prata
label-push-automa-on = Paguei 1 prata para Papyrus passar ao próximo pergaminho
label-play-turn = Papyrus joga o turno dele
label-score-done = Todos os meus valores foram informados
label-score-sheet = Preenchi minha folha de pontuação final

## Os relatos do modo de pontuação

label-score-figure = { $kind ->
    [dice] Meus { $figure } somam { $value }
    [research] Meu { $figure } é { $value }
    [guild] Tenho { $value } de { $figure }
    [caliph_top] Tenho { $value } de { $figure }
    [caliph_middle] Tenho { $value } de { $figure }
    [silver] Tenho { $value } { $value ->
        [one] prata
       *[other] pratas
    }
    [gold] Tenho { $value } { $value ->
        [one] ouro
       *[other] ouros
    }
    [employed_translators] Tenho { $value } { $value ->
        [one] tradutor ainda empregado
       *[other] tradutores ainda empregados
    }
    [workers] { $value ->
        [one] Sobrou { $value } trabalhador
       *[other] Sobraram { $value } trabalhadores
    }
   *[other] { $value ->
        [0] Não guardei o pergaminho inicial
       *[other] Guardei o pergaminho inicial
    }
}
figure-dice = dados { $colour ->
    [white] brancos
    [red] vermelhos
    [yellow] amarelos
    [blue] azuis
    [orange] laranja
    [green] verdes
   *[purple] roxos
}
figure-guild = influência na guilda { $guild }
figure-research = nível de pesquisa em { $track ->
    [mathematics] Matemática
    [physics] Física
    [chemistry] Química
    [philosophy] Filosofia
    [biology] Biologia
   *[astronomy] Astronomia
}
figure = { $name ->
    [caliph_top] influência na linha de cima da carta de Califa
    [caliph_middle] influência na linha do meio da carta de Califa
    [silver] prata
    [gold] ouro
    [employed_translators] tradutores ainda empregados
    [workers] trabalhadores que sobraram
   *[starting_scroll] pergaminho inicial guardado
}
label-score-control = Tenho o marcador de controle da guilda { $guild }
label-score-automa-retired = { $change ->
    [add] A pilha de Papyrus tem um tradutor de { $vp } PV
   *[remove] Tirei da pilha de Papyrus um tradutor de { $vp } PV
}
label-score-scroll = { $change ->
    [add] Traduzi o { $card }
   *[remove] O { $card } não é meu
}
label-score-retired = { $change ->
    [add] Aposentei um tradutor de { $vp } PV
   *[remove] Tirei da conta um tradutor aposentado de { $vp } PV
}

## Relatos listados com valores em aberto (o app pede os valores)

template-reveal-map-scroll = Um pergaminho foi revelado no mapa
template-house-add = Um pergaminho foi para a guilda { $guild }
template-deliver-scroll = Entreguei um pergaminho do mapa
template-place-gold = Coloquei 1 ouro em um tradutor
template-retire-translator = Um tradutor se aposentou
template-rest-reveal = No Descanso de Papyrus: o idioma do pergaminho do fundo e onde o marcador neutro parou
template-rest = No meu Descanso: o idioma do pergaminho do fundo e onde o marcador neutro parou
template-translator-language-any = Um tradutor também traduz
template-translator-language = O tradutor da sala { $room } também traduz
template-employ-translator = Empreguei um tradutor na sala { $room }
template-neutral-translator = Um espaço de Califa pôs um tradutor neutro na sala { $room }
template-final-score = Na pontuação final, { $category }
template-score-figure = Quanto tenho: { $figure }
template-score-sheet = Minha folha de pontuação final, todos os valores de uma vez
template-score-scroll = { $change ->
    [add] Traduzi um pergaminho
   *[remove] Um pergaminho que não é meu
}
template-score-retired = { $change ->
    [add] Aposentei um tradutor de
   *[remove] Tirei da conta um tradutor aposentado de
}
template-score-automa-retired = { $change ->
    [add] A pilha de Papyrus tem um tradutor de
   *[remove] Tirei da pilha de Papyrus um tradutor de
}

## Uma carta de pergaminho como o jogador a vê na mesa: idioma, pontos e bônus de fim de jogo.
scroll-card = pergaminho { $language } de { $vp } PV, { $bonus ->
    [none] sem bônus de fim de jogo
    [guild_membership] com bônus de fim de jogo pela guilda { $guild }
    [research_track] com bônus de fim de jogo pela pesquisa em { $track ->
        [mathematics] Matemática
        [physics] Física
        [chemistry] Química
        [philosophy] Filosofia
        [biology] Biologia
       *[astronomy] Astronomia
    }
    [white_dice] com bônus de fim de jogo pelos dados brancos
    [coloured_dice] com bônus de fim de jogo pelos dados { $primary } e { $secondary }
    [retired_translators] com bônus de fim de jogo pelos tradutores aposentados
    [breadth_of_research] com bônus de fim de jogo pela variedade de pesquisa
   *[per_translated_language] com bônus de fim de jogo por pergaminho traduzido do { $languages }
}
dice-colour = { $colour ->
    [white] brancos
    [red] vermelhos
    [yellow] amarelos
    [blue] azuis
    [orange] laranja
    [green] verdes
   *[purple] roxos
}
