# 7 Wonders: Arquitetos: as peças que rótulos e frases partilham. Termos do manual
# brasileiro ("Estágio", "Recursos", "fichas de Progresso", "baralho da Babilônia").

name = { $pt-BR }
name-with-detail = { $name } com { $detail }
name-unknown-card = uma carta
name-unknown-token = uma ficha de Progresso
name-unknown-wonder = uma Maravilha

# As cidades não levam artigo, exceto a Babilônia ("o baralho da Babilônia").
of-wonder =
    { $wonder_id ->
        [babylon] da { $wonder }
       *[other] de { $wonder }
    }

deck-of =
    { $deck ->
        [central] do baralho central
        [babylon] do baralho da { $wonder }
       *[other] do baralho de { $wonder }
    }
deck-from =
    { $deck ->
        [central] do baralho central
        [babylon] do baralho da { $wonder }
       *[other] do baralho de { $wonder }
    }

top-card =
    a carta do topo { $deck_of }{ $side ->
        [left] {" "}(à esquerda)
        [right] {" "}(à direita)
       *[none] {""}
    }
top-card-seen =
    a carta do topo { $deck_of }{ $side ->
        [left] {" "}(à esquerda)
        [right] {" "}(à direita)
       *[none] {""}
    }: { $card }

stage-with-cost =
    Estágio { $number } ({ $count } { $count ->
        [one] Recurso
       *[other] Recursos
    } { $kind ->
        [identical] { $count ->
            [one] idêntico
           *[other] idênticos
        }
       *[different] { $count ->
            [one] diferente
           *[other] diferentes
        }
    })

cards-counted =
    { $count ->
        [one] 1 carta de { $card }
       *[other] { $count } cartas de { $card }
    }

effect-take-top-card-any-deck = pegar a carta do topo de qualquer baralho
effect-take-progress-token = pegar uma ficha de Progresso
effect-take-top-card-central = pegar a carta do topo do baralho central
effect-look-five-choose-one = olhar as 5 cartas do topo de um baralho e ficar com uma
effect-take-top-left-and-right = pegar a carta do topo dos baralhos à sua esquerda e à sua direita
effect-add-shield = adicionar 1 Escudo
effect-none = nenhum efeito
effect-unknown = o seu efeito
