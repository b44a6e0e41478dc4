# O que Papyrus (o autômato solo) pede ao jogador na mesa, e por quê.
# Ao jogador, o imperativo; o que Papyrus faz, na terceira pessoa.

## Peças passadas às instruções como parâmetros

language = { $code ->
    [chinese] chinês
    [sanskrit] sânscrito
    [greek] grego
    [hebrew] hebraico
    [persian] persa
   *[syriac] siríaco
}
guild = { $code ->
    [purple] roxa
    [orange] laranja
   *[green] verde
}
row = { $code ->
    [top] de cima
    [middle] do meio
   *[bottom] de baixo
}
# Concorda com "carta" e "maioria" (femininas).
colour = { $code ->
    [blue] azul
   *[red] vermelha
}
caliph-order = { $majority ->
    [blue] de cima > do meio > de baixo
   *[red] de baixo > do meio > de cima
}
reward = { $reward ->
    [silver] prata
    [worker] trabalhador
   *[gold] ouro
}
difficulty = { $code ->
    [student] Estudante
    [scribe] Escriba
    [teacher] Professor
   *[scholar] Erudito
}
# Já contraído com "de": "o tradutor do topo do baralho...".
deck-of = { $language ->
    [none] do baralho de tradutores nº { $number }
   *[other] do baralho de tradutores { $language } (nº { $number })
}
why-and = { $first }; { $then }
sentences = { $first } { $then }

## A carta de Trama de Papyrus e as suas ações

why-card = Carta de Trama { $card } ({ $colour }, { $silver } { $silver ->
    [0] pratas
    [one] prata
   *[other] pratas
}): ação { $part ->
    [primary] principal
   *[fallback] alternativa
}
instruction-draw = Papyrus compra a carta de Trama { $card } ({ $colour }, { $silver } { $silver ->
    [0] pratas
    [one] prata
   *[other] pratas
}).
why-draw = Turno de Papyrus: menos de 3 cartas de uma cor no descarte.
why-translate = foco de idioma { $focus }, depois a linha mais baixa, depois o foco de cor
instruction-translate = Papyrus traduz o pergaminho { $language } da linha { $row } da guilda { $guild }: coloque-o virado para baixo acima do idioma { $language } no Tabuleiro Solo (os de baixo sobem). Coloque 1 ouro da reserva no tradutor de cada uma destas salas, nesta ordem: { $count ->
    [0] nenhuma
   *[other] { $rooms }
}{ $paid ->
    [0] .
   *[other] ; pegue 1 prata por tradutor seu entre eles ({ $paid }).
}
why-deliver = foco de idioma no sentido horário a partir do marcador neutro, até a prata das duas últimas cartas de Trama; a linha livre mais alta, empates pelo foco de cor
instruction-deliver = Papyrus viaja { $steps ->
    [one] { $steps } pergaminho
   *[other] { $steps } pergaminhos
} no sentido horário a partir do marcador neutro e entrega o pergaminho { $language } do mapa na linha { $row } da guilda { $guild }; coloque { $gain } { $gain ->
    [one] influência
   *[other] influências
} dele na guilda { $guild }. Revele um novo pergaminho do topo da pilha nesse espaço do mapa e informe-o (se for uma carta de Califa, informe-a antes).
instruction-employ = Papyrus emprega o tradutor do topo { $deck } na sala { $room } (custo { $cost }); não paga nada e ignora o efeito da sala. Não recebe influência (é neutro).
why-employ = foco de tradutor a partir do baralho nº { $deck } evitando duplicatas; foco de custo { $cost } (sala mais à direita, +1 se não houver)
instruction-place-gold = Coloque 1 ouro da reserva no tradutor neutro da sala { $room }.
why-place-gold = o tradutor neutro mais à esquerda
instruction-influence-house = Coloque 1 influência de Papyrus no pergaminho { $language } na linha { $row } da guilda { $guild }.
instruction-influence-map = Coloque 1 influência de Papyrus no pergaminho { $language } no espaço { $position } do mapa a partir do marcador neutro.
why-influence-card = um pergaminho sem influência pelo foco de idioma, linha mais baixa, foco de cor
why-influence-guild = uma guilda sem influência, senão uma sem Papyrus, senão o foco de cor
instruction-retire = Aposente o tradutor do topo { $deck } na pilha de Papyrus.
why-wrap = volta nº { $wraps } da trilha de recursos
instruction-research-marker = Mova um marcador de pesquisa de Papyrus para o Tabuleiro Solo.
instruction-influence-guild = Coloque 1 influência de Papyrus na guilda { $guild }.
instruction-human-influence-returned = Pegue de volta a sua influência desse pergaminho e 1 prata da reserva.
instruction-nothing = Papyrus não consegue fazer nenhuma ação desta carta: não faz nada.
instruction-question = Papyrus quer { $action ->
    [translate] traduzir
   *[deliver] entregar
} um pergaminho em que você tem influência: deixe-o fazer isso e pegue 1 prata{ $push ->
    [yes] , ou pague 1 prata para que ele passe ao próximo pergaminho
   *[no] {""}
}.
why-question = regra: quando Papyrus quer um pergaminho em que você tem influência, você escolhe
why-owed = a prata paga a Papyrus deu a volta na trilha de recursos

## A fase do Califa

why-caliph-control = Papyrus controla a guilda { $guild }; maioria { $colour } prefere { $order }
why-caliph-first-free = Papyrus controla a guilda { $guild }; maioria { $colour } prefere { $order }, a primeira linha livre
instruction-caliph = Mova 1 influência de Papyrus da guilda { $guild } para a linha { $rowname } da carta de Califa.{ $row ->
    [middle] {" "}Essa linha dá a Papyrus 1 PV e um dado: mova o marcador de soma dos dados dele para { $sum }.
    [bottom] {" "}Aposente o tradutor retratado na carta de Califa (se não houver, o de mais PV; no empate, o mais à esquerda) na pilha de Papyrus e mova o marcador de soma dos dados dele para { $sum }.
   *[top] {""}
}
why-caliph-space = a carta de Califa ocupa o espaço de Califa { $space }
instruction-caliph-space-gold = Coloque 1 ouro em cada tradutor inicial ainda empregado (salas { $count ->
    [0] nenhuma
   *[other] { $rooms }
}, incluindo os neutros); cada jogador pega 1 prata por tradutor inicial aposentado que possui. Não informe esse ouro: ele já está registrado.
instruction-caliph-space-translator = Coloque um tradutor neutro ainda não empregado na sala { $room } (a vazia mais à esquerda), pela prioridade dos 3 retratos do espaço de Califa (todos empregados: o de cima), e informe-o (tradutor neutro).
why-caliph-starting = espaço de Califa { $space }: { $count ->
    [one] { $count } tradutor inicial aposentado
   *[other] { $count } tradutores iniciais aposentados
} na pilha de Papyrus
instruction-resource-track = Papyrus recebe { $count } { $count ->
    [one] prata
   *[other] pratas
}: avance { $count ->
    [one] { $count } espaço
   *[other] { $count } espaços
} na trilha de recursos dele.
instruction-resource-track-one = Avance 1 espaço na trilha de recursos de Papyrus.
instruction-caliph-row-question = Papyrus move 1 influência da guilda { $guild } para a carta de Califa, na primeira linha disponível nesta ordem: { $order }. Informe a linha que ela ocupou.
instruction-caliph-move-question = Você controla a guilda { $guild }: mova 1 influência sua dessa guilda para uma linha da carta de Califa e informe a linha. O controle é revisto antes das consolações.
why-caliph-move-question = quem controla a guilda move 1 influência para a carta de Califa
instruction-human-consolation = Pegue a consolação da guilda { $guild } ({ $reward }): você tem influência nela e não a controla.
why-consolation = consolação da guilda { $guild }: { $reward }

## Preparação

why-difficulty = dificuldade { $difficulty }
instruction-starting-scroll = Coloque um pergaminho { $language } aleatório da reserva virado para baixo acima do idioma { $language } no Tabuleiro Solo.
instruction-influence-purple-scroll = Coloque 1 influência de Papyrus no pergaminho da guilda roxa.
instruction-influence-map-next = Coloque 1 influência de Papyrus no pergaminho do mapa ao lado do marcador neutro.
instruction-place-gold-setup = Coloque 1 ouro no tradutor neutro da sala { $room }.

## Descansos

instruction-rest-reveal-full = Papyrus descansa: revele a carta do fundo da pilha de pergaminhos. Um pergaminho: mova o marcador neutro no sentido horário tantos círculos pretos quanto os PV do pergaminho e informe o idioma e o espaço do mapa ao lado do qual o marcador parou (contado no sentido horário a partir de onde estava, de 0 a 5). Uma carta de Califa: informe-a.
instruction-rest-reveal-brief = Papyrus descansa: revele a carta do fundo da pilha de pergaminhos como da outra vez e informe-a (um pergaminho, com o idioma e onde o marcador neutro parou).
why-rest-reveal = Descanso: 3 cartas de uma cor no descarte de Trama
why-rest = Descanso: { $size } cartas no descarte, maioria { $colour }
instruction-rest = Mova o marcador de soma dos dados de Papyrus para { $sum } e embaralhe as seis cartas de Trama dele num novo baralho.
why-rest-scroll = { $whose ->
    [papyrus] Descanso de Papyrus, como o de um jogador
   *[human] O seu Descanso, passo 1
}: o pergaminho ao lado do marcador neutro { $influenced ->
    [yes] tem
   *[no] não tem
} influência; a linha de cima da guilda livre mais à esquerda
rest-marker = O marcador neutro está agora ao lado do espaço { $position } do mapa: de agora em diante, esse é o espaço 0.
rest-scroll-to-guild = Coloque o pergaminho { $language } { $which ->
    [revealed] revelado
   *[map] do mapa
} na linha de cima da guilda { $guild }.
rest-scroll-discarded = Descarte o pergaminho { $language } { $which ->
    [revealed] revelado
   *[map] do mapa
}: a linha de cima está cheia.
rest-scroll-stays = Coloque o pergaminho { $language } revelado nesse espaço do mapa.
instruction-human-rest-full = O seu Descanso continua. (2) Renda: resolva todos os ícones de descanso do seu tabuleiro, da esquerda para a direita, sempre incluindo a renda da trilha azul impressa no tabuleiro; pegue dados da bolsa (se a bolsa esvaziar, devolva todos os dados do seu tabuleiro para ela e continue pegando; se mesmo assim não houver, pare). (3) Devolva os dados usados para a bolsa. (4) Devolva os trabalhadores usados ao fornecimento geral e as cartas de ação à sua mão. Então todo tradutor com o ouro igual ao número da sala se aposenta.
instruction-human-rest-brief = O seu Descanso continua como da outra vez: renda, dados de volta à bolsa, trabalhadores e cartas de ação de volta; então se aposenta todo tradutor com o ouro igual ao número da sala.
why-human-rest = Descanso: só com pelo menos uma carta de ação no tabuleiro; primeiro a carta de pergaminho do fundo

## Tradutores neutros que se aposentam

instruction-retire-neutral = O tradutor neutro da sala { $room } tem { $gold } { $gold ->
    [one] ouro
   *[other] ouros
}, a marca da sala: ele se aposenta na pilha de Papyrus ao lado do Tabuleiro Solo; devolva o ouro à reserva.
why-retire-neutral = um tradutor se aposenta quando o ouro atinge a marca da sala ({ $mark })
