"""Each set-up option's title and description in English and Brazilian Portuguese: the rule,
and for an open rules question both readings and which one is the default."""

from __future__ import annotations

from games.rules.core import OptionWords
from games.rules.revision import revision_words

_words = OptionWords.of


OPTION_WORDS: dict[str, OptionWords] = {
    "rules_revision": revision_words(
        {
            "en": "goal cards with gold turned over in a chain within one move, a free Geologist "
            "paid in full when the other is trapped, a thief may decline to steal, and a player "
            "remembers the cards they discarded face down and the hand they gave away",
            "pt-BR": "cartas de objetivo reveladas em cadeia numa mesma jogada, um Geólogo livre "
            "recebe tudo quando o outro está preso, um ladrão pode decidir não roubar, e um "
            "jogador se lembra das cartas que descartou viradas para baixo e da mão que entregou",
        },
        {
            "en": "a stone goal card reached through a card other than the one just played is "
            "laid to fit the card through which it was reached",
            "pt-BR": "uma carta de objetivo de pedra alcançada por outra carta que não a recém-"
            "jogada é colocada de modo a se encaixar na carta pela qual foi alcançada",
        },
    ),
    "must_connect_to_start": _words(
        ("Paths lead back to the start card", "Caminhos ligados à Carta Inicial"),
        "The rulebook implies but does not say that a new path card must join a tunnel leading "
        "back to the start card. True (the default): it must (a ladder card only needs to join "
        "a path, since a ladder leads down to the start). False: joining any card of the maze "
        "with fitting edges is enough.",
        "As regras dão a entender, sem dizer, que uma nova carta de caminho tem de se ligar a "
        "um túnel que leva de volta à Carta Inicial. true (o padrão): tem de se ligar (uma "
        "escada só precisa se juntar a um caminho, porque a escada desce até o Início). false: "
        "basta se encaixar em qualquer carta da mina.",
    ),
    "hidden_goals_constrain": _words(
        ("Face-down goal cards shape their neighbours", "Objetivos virados limitam os vizinhos"),
        "A card laid next to a goal card still face down: any edges are allowed (false, the "
        "default: the goal is unknown, and even a stone goal that does not fit may be turned "
        "over next to it), or it must open a tunnel towards the goal (true).",
        "Uma carta colocada ao lado de uma carta de objetivo ainda virada para baixo: vale "
        "qualquer encaixe (false, o padrão: o objetivo é desconhecido, e até uma pedra que não "
        "se encaixa pode ser revelada ao lado), ou ela tem de abrir um túnel em direção ao "
        "objetivo (true).",
    ),
    "crystals_counted": _words(
        ("Crystals that pay the Geologists", "Cristais que pagam os Geólogos"),
        "Which crystals pay the Geologists: every crystal visible in the maze "
        '("all_on_table", the default, as the rulebook and the Portuguese rules summary say), '
        'or only those on cards connected to the start card ("connected_to_start", as one '
        "rules summary reads it).",
        "Quais cristais pagam os Geólogos: todos os cristais expostos no sistema de túneis "
        '("all_on_table", o padrão, como dizem as regras e o resumo das regras em português), '
        'ou só os das cartas ligadas à Carta Inicial ("connected_to_start", como lê um resumo '
        "das regras).",
    ),
    "trapped_geologist_paid": _words(
        ("A trapped Geologist is paid", "Geólogo preso recebe"),
        "Does a trapped Geologist still get gold pieces for the crystals? No (false, the "
        'default: the Portuguese rules summary pays "the Geologists who are not trapped"). Yes '
        "(true): the rulebook only takes trapped players out of the winners, and Geologists "
        "are not winners.",
        "Um Geólogo preso ainda recebe peças de ouro pelos cristais? Não (false, o padrão: o "
        'resumo das regras em português paga "os Geólogos que não estão presos"). Sim (true): '
        "as regras só tiram os presos dos vencedores, e Geólogos não são vencedores.",
    ),
    "saboteur_share_counts_profiteer": _words(
        (
            "The Saboteurs' share counts the Profiteer",
            "A parte dos Sabotadores conta o Aproveitador",
        ),
        "How many gold pieces each winning Saboteur gets: by the number of Saboteurs alone "
        "(false, the default: the Portuguese rules summary pays 5, 4 or 3 to one, two or three "
        "Saboteurs), or by the winners' table counting the Profiteer too, as for the "
        "Gold-diggers (true, the expansion rulebook's payout).",
        "Quantas peças de ouro cada Sabotador vencedor recebe: conforme o número de "
        "Sabotadores apenas (false, o padrão: o resumo das regras em português paga 5, 4 ou 3 "
        "a um, dois ou três Sabotadores), ou pela tabela dos vencedores contando também o "
        "Aproveitador, como para os Escavadores (true, o pagamento das regras da expansão).",
    ),
    "double_curve_mirror": _words(
        ("Mirrored double curves", "Curvas duplas espelhadas"),
        "The deck's two double curves (two curves that do not join): mirror images of each "
        "other (true, the default, as a photo of the cards shows), or two copies of the same "
        "card (false, as one card list gives).",
        "As duas curvas duplas do baralho (duas curvas que não se ligam): uma é o espelho da "
        "outra (true, o padrão, como mostra uma foto das cartas), ou são duas cópias da mesma "
        "carta (false, como dá uma lista de cartas).",
    ),
    "rockfall_count": _words(
        ("Rockfall cards", "Cartas de Desabamento"),
        "How many Rockfall cards the combined deck holds: 4 (the default, as a photo of the "
        "cards shows) or 3 (as one card list gives).",
        "Quantas cartas de Desabamento o baralho combinado tem: 4 (o padrão, como mostra uma "
        "foto das cartas) ou 3 (como dá uma lista de cartas).",
    ),
    "door_blocks_completer": _words(
        ("A door of the other colour", "Porta da outra cor"),
        "A gold-digger completes the path to the gold, but every way there passes a door of "
        "the other team's colour. 'other_team' (default): the other team takes the gold, as in "
        "the worked example of the official Saboteur 2 rulebook and on Board Game Arena. "
        "'nobody_paid': the Portuguese rules summary's reading, \"only the team that completed "
        "the path may take gold ... if a door of the other team's colour blocks the way they "
        'cannot pass, so they receive nothing": no digger team is paid. The Boss and the '
        "Profiteer are paid either way.",
        "Um Escavador completa o caminho até o ouro, mas toda rota até lá passa por uma porta "
        'da cor da outra equipe. "other_team" (o padrão): a outra equipe leva o ouro, como no '
        'exemplo das regras oficiais de Saboteur 2 e no Board Game Arena. "nobody_paid": a '
        'leitura do resumo das regras em português, "apenas a equipe que completou o caminho '
        "pode pegar ouro ... se houver uma porta da cor da outra equipe bloqueando a rota, eles "
        'não podem passar, então não recebem nada": nenhuma equipe de Escavadores recebe. O '
        "Chefe e o Aproveitador recebem de qualquer modo.",
    ),
    "break_own_tool": _words(
        ("Break your own tool", "Quebrar a própria ferramenta"),
        "May a dwarf lay a broken-tool card (pickaxe, lantern, cart) in front of itself? True "
        "(default): yes, the official base-game rulebook lets broken-tool cards be laid in "
        "front of any player. False: the Portuguese rules summary's reading, which says the "
        'card is played "in front of another dwarf".',
        "Um anão pode colocar uma carta de ferramenta quebrada (picareta, lâmpada, vagonete) "
        "na frente de si mesmo? true (o padrão): sim, as regras oficiais do jogo básico "
        "deixam colocar essas cartas na frente de qualquer jogador. false: a leitura do resumo "
        'das regras em português, que diz que a carta é jogada "na frente de outro anão".',
    ),
}
