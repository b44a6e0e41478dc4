# As palavras que as opções de todas as partidas compartilham: a edição das regras e as
# opções de lugar (o tempo por turno e quem assume um lugar).

## A edição das regras: as edições da mais nova para a mais antiga, até a edição 1.

option-rules-revision-title = Edição das regras
option-rules-revision = Por qual edição das regras deste servidor a partida é jogada. { $newest }
option-rules-revision-newest = { $revision } (o padrão) inclui as correções de { $made }: { $corrections }. { $older }
# "elas": as correções da edição mais nova.
option-rules-revision-older = { $revision } joga sem elas, mas com as de { $made }: { $corrections }. { $older }
option-rules-revision-first = 1 joga exatamente como as partidas iniciadas antes delas; uma partida em andamento mantém a edição com que começou.
option-rules-revision-made =
    { $month ->
        [1] janeiro
        [2] fevereiro
        [3] março
        [4] abril
        [5] maio
        [6] junho
        [7] julho
        [8] agosto
        [9] setembro
        [10] outubro
        [11] novembro
       *[12] dezembro
    } de { $year }

## As opções de lugar.

option-turn-seconds-title = Tempo por turno
option-turn-seconds = Quantos segundos um jogador humano tem para jogar; depois o autômato joga aquele turno por ele (num jogo de acompanhamento, a partida termina como desistência). null: sem limite de tempo.

option-timeouts-to-automa-title = Tempos esgotados até o autômato assumir
option-timeouts-to-automa = Depois de esgotar o tempo tantas vezes seguidas, o autômato passa a jogar por aquele jogador até o fim.

option-takeover-level-title = Nível do autômato que assume
option-takeover-level = O nível do autômato que joga por um jogador cujo tempo acabou, que desistiu ou cujo lugar a equipe passou ao autômato.

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-rules-revision-is = Edição { $value }
option-takeover-level-is-novice = Iniciante
option-takeover-level-is-basic = Básico
option-takeover-level-is-strong = Forte
