# As palavras de Saboteur Gold (as notas de cada mensagem estão no arquivo em inglês).

## Cartas, ferramentas, objetivos e papéis

card-broken-pick = Picareta quebrada
card-broken-lamp = Lâmpada quebrada
card-broken-cart = Vagonete quebrado
card-repair-pick = Consertar picareta
card-repair-lamp = Consertar lâmpada
card-repair-cart = Consertar vagonete
card-repair-pick-or-lamp = Consertar picareta ou lâmpada
card-repair-pick-or-cart = Consertar picareta ou vagonete
card-repair-lamp-or-cart = Consertar lâmpada ou vagonete
card-map = Mapa
card-rockfall = Desabamento
card-theft = Roubo
card-hands-off = Mãos ao alto
card-swap-hand = Trocar mãos
card-inspection = Inspeção
card-swap-hats = Trocar chapéus
card-trapped = Preso na prisão!
card-free-at-last = Livre, finalmente!
card-unknown = uma carta

card-quoted = «{ $card }»
cards-more = { $head }, { $last }
card-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}

tile = { $shape ->
    [bridge] uma ponte
    [double-curve] uma curva dupla
    [dead-end] um beco sem saída
    [crossing] um cruzamento
    [t-junction] uma bifurcação
    [straight] uma reta
   *[curve] uma curva
}{ $dead_end ->
    [yes] {" "}com um beco sem saída
   *[no] {""}
}{ $ladder ->
    [yes] {" "}com escada
   *[no] {""}
}{ $door ->
    [green] {" "}com porta verde
    [blue] {" "}com porta azul
   *[none] {""}
}{ $crystal ->
    [yes] {" "}com cristal
   *[no] {""}
}
tile-unknown = uma carta de caminho

goal-name = { $goal ->
    [top] de cima
    [middle] do meio
    [bottom] de baixo
   *[other] {""}
}
goal-found = { $found ->
    [gold] ouro
   *[stone] pedra
}

# O possessivo concorda com a ferramenta: seu vagonete, sua picareta.
tool-yours = { $tool ->
    [pickaxe] sua picareta
    [lantern] sua lâmpada
    [cart] seu vagonete
   *[other] sua ferramenta
}
tool-theirs = { $tool ->
    [pickaxe] a própria picareta
    [lantern] a própria lâmpada
    [cart] o próprio vagonete
   *[other] a própria ferramenta
}
tool-own = { $tool ->
    [pickaxe] a própria picareta
    [lantern] a própria lâmpada
    [cart] o próprio vagonete
   *[other] a própria ferramenta
}
tool-of = { $tool ->
    [pickaxe] a picareta
    [lantern] a lâmpada
    [cart] o vagonete
   *[other] a ferramenta
} de { $player }

role-name = { $role ->
    [green_digger] Escavador verde
    [blue_digger] Escavador azul
    [saboteur] Sabotador
    [boss] Chefe
    [profiteer] Aproveitador
    [geologist] Geólogo
   *[other] um anão
}
role-after-is = { $role ->
    [green_digger] Escavador verde
    [blue_digger] Escavador azul
    [saboteur] Sabotador
    [boss] Chefe
    [profiteer] Aproveitador
    [geologist] Geólogo
   *[other] um anão
}

player-other = outro jogador

## Lugares da mina

place-unknown = em algum lugar da mina
place-start = na Carta Inicial
place-beside-start = { $side ->
    [right] logo à direita da Carta Inicial
    [left] logo à esquerda da Carta Inicial
    [above] logo acima da Carta Inicial
   *[below] logo abaixo da Carta Inicial
}
place = { $column }, { $row }

# Coluna e fileira são femininas: 1ª, 2ª...
ordinal = { $n }ª

column-start = na coluna da Carta Inicial
column-goals = na coluna das cartas de objetivo
column-beyond-goals = na { $nth } coluna além das cartas de objetivo
column-left = na { $nth } coluna à esquerda da Carta Inicial
column-right = na { $nth } coluna à direita da Carta Inicial

row-goal = na fileira do objetivo { $goal }
row-above = na { $nth } fileira acima do objetivo de cima
row-below = na { $nth } fileira abaixo do objetivo de baixo
row-between = entre as fileiras dos objetivos { $above } e { $below }

## Rótulos: o que o jogador pode fazer

label-lay = Colocar { $tile } { $place }{ $upside_down ->
    [yes] , de cabeça para baixo
   *[no] {""}
}
label-play = Jogar { $card }
label-play-on-goal = Jogar { $card } na carta de objetivo { $goal }
label-play-on-card = Jogar { $card } na carta { $place }
label-play-on-player = Jogar { $card } na frente de { $player }
label-play-on-self = Jogar { $card } na sua frente
label-play-repair = Jogar { $card } para consertar { $tool }
label-play-repair-self = Jogar { $card } para consertar { $tool }
label-play-theft = Jogar { $card } na sua frente: depois da partilha do ouro desta rodada, roube 1 peça de ouro de um jogador
label-pass = Passar, descartando { card-count } ({ $cards })
label-pass-hidden = Passar, descartando { card-count }
label-discard-trap = Descartar duas cartas ({ $cards }) para escapar da prisão
label-discard-repair = Descartar duas cartas ({ $cards }) para consertar { $tool }
label-discard-trap-hidden = Descartar duas cartas para escapar da prisão
label-discard-repair-hidden = Descartar duas cartas para consertar { $tool }
label-steal = Roubar 1 peça de ouro de { $player }
label-decline-steal = Não roubar
label-other = Uma ação deste jogo

## Frases das jogadas e dos eventos

said-laid = { $who } colocou { $tile } { $place }{ $upside_down ->
    [yes] , de cabeça para baixo
   *[no] {""}
}.
said-played = { $who } jogou { $card }.
said-played-on-goal = { $who } jogou { $card } na carta de objetivo { $goal }.
said-played-on-card = { $who } jogou { $card } na carta { $place }.
said-played-on-player = { $who } jogou { $card } na frente de { $player }.
said-played-on-self = { $who } jogou { $card } na própria frente.
said-played-repair = { $who } jogou { $card } para consertar { $tool }.
said-played-repair-self = { $who } jogou { $card } para consertar { $tool }.
said-played-theft = { $who } jogou { $card } na própria frente: depois da partilha do ouro desta rodada, poderá roubar 1 peça de ouro de um jogador.
said-passed = { $who } passou, descartando { card-count } { $count ->
    [one] virada
   *[other] viradas
} para baixo.
said-passed-shown = { $who } passou, descartando { card-count } { $count ->
    [one] virada
   *[other] viradas
} para baixo ({ $cards }).
said-discarded-trap = { $who } descartou duas cartas para escapar da prisão.
said-discarded-trap-shown = { $who } descartou duas cartas ({ $cards }) para escapar da prisão.
said-discarded-repair = { $who } descartou duas cartas para consertar { $tool }.
said-discarded-repair-shown = { $who } descartou duas cartas ({ $cards }) para consertar { $tool }.
said-stole = { $thief } roubou 1 peça de ouro de { $victim }.
said-declined = { $who } decidiu não roubar.

event-drew = { $who } comprou { card-count } do baralho.
event-you-drew = Você comprou { $cards }.
event-goal-revealed = A carta de objetivo { $goal } foi revelada: { $found }!
event-map-seen = Com o Mapa, você viu a carta de objetivo { $goal }: { $found }.
event-role-seen = Inspeção: o papel de { $who } é { $role }.
event-new-role = Seu chapéu foi trocado: agora você é { $role }.
event-escaped = { $who } saiu da prisão.
event-repaired = { $tool ->
    [pickaxe] A picareta de { $who } voltou a funcionar.
    [lantern] A lâmpada de { $who } voltou a funcionar.
    [cart] O vagonete de { $who } voltou a funcionar.
   *[other] A ferramenta de { $who } voltou a funcionar.
}
event-round-ended-gold = Fim da rodada { $round }: { $who } chegou ao ouro.
event-round-ended-nobody = Fim da rodada { $round }: ninguém chegou ao ouro.
event-round-roles = Papéis: { $roles }.
event-round-paid = Peças de ouro pagas: { $paid }.
seat-role = { $who } ({ $role })
seat-gold = { $who } { $gold }
sentences = { $first } { $next }
event-round-started = Começa a rodada { $round }; { $who } joga primeiro.
event-game-over = Fim da partida: { $count ->
    [one] { $winners } venceu
   *[other] { $winners } empataram
} com { $top } { $top ->
    [one] peça
   *[other] peças
} de ouro. Peças de ouro: { $gold }.
