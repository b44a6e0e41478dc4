"""Each set-up option's title and description in English and Brazilian Portuguese: the rule,
and for an open rules question both readings and which one is the default.

"One MarsBot app" and "another" are the two digital versions of MarsBot the server was checked
against; Portuguese follows the terms of the Portuguese rules summary (MC, Falha de Ação,
baralho de ação, marcos, prêmios, cartas de bônus)."""

from __future__ import annotations

from games.rules.core import OptionWords
from games.rules.revision import revision_words

_words = OptionWords.of


OPTION_WORDS: dict[str, OptionWords] = {
    "rules_revision": revision_words(
        {
            "en": "awards scored at the end by their printed criteria (most heat; most steel "
            "and titanium) while funding still counts production, Corporate Competition "
            "helping a track that counts for its award under the award values in play, and "
            "your own draws taken off the server's project deck in the research without "
            "selection",
            "pt-BR": "prêmios pontuados no fim pelos critérios impressos (mais calor; mais aço "
            "e titânio) enquanto o financiamento ainda conta a produção, a Competição "
            "Corporativa avançando uma trilha que conta para o seu prêmio pelos valores de "
            "prêmio em jogo, e as suas próprias compras tiradas do baralho de projetos do "
            "servidor na pesquisa sem seleção",
        },
        made=({"en": "December 2026", "pt-BR": "dezembro de 2026"},),
    ),
    "corporate_era": _words(
        ("Corporate Era", "Era Corporativa"),
        "Play with the Corporate Era project cards (208 cards; off: the 137 base cards).",
        "Jogar com as cartas de projeto da Era Corporativa (208 cartas; desligado: as 137 "
        "cartas básicas).",
    ),
    "difficulty": _words(
        ("Difficulty", "Dificuldade"),
        "Easy: Advance Tracker icons are ignored, a Failed Action gives 3 M€, MarsBot's award "
        "values -5. Normal: as written. Hard: +1 VP per played card with a non-negative VP "
        "icon, and a paid (8 M€) milestone claim at the start of its first turn each "
        "generation. Brutal: Hard plus 4 project cards (not 3) in every action deck; the "
        "draft keeps all 4.",
        'Fácil ("easy"): os ícones de Avanço do Rastreador são ignorados, uma Falha de Ação '
        'dá 3 MC, os prêmios do MarsBot valem 5 a menos. Normal ("normal"): como está '
        'escrito. Difícil ("hard"): +1 PV por carta jogada com ícone de PV não negativo, e '
        "um marco reivindicado e pago (8 MC) no início do seu primeiro turno de cada geração. "
        'Brutal ("brutal"): como o Difícil, mais 4 cartas de projeto (não 3) em cada baralho '
        "de ação; a seleção fica com as 4.",
    ),
    "research": _words(
        ("Research phase", "Fase de Pesquisa"),
        "The research phase without selection (MarsBot takes 3 project cards and 1 bonus card; "
        '"standard") or with selection (two piles of 4 drafted, MarsBot\'s picks at random; '
        '"draft").',
        "A Fase de Pesquisa sem seleção (o MarsBot pega 3 cartas de projeto e 1 carta de "
        'bônus; "standard") ou com seleção (duas pilhas de 4 escolhidas em rodízio, as '
        'escolhas do MarsBot ao acaso; "draft").',
    ),
    "card_source": _words(
        ("MarsBot's project cards", "Cartas de projeto do MarsBot"),
        "MarsBot's project cards come from the server's own shuffled deck of the project cards "
        '("server_deck"), or you draw them from the physical deck and report them by card '
        'number ("reported").',
        "As cartas de projeto do MarsBot vêm do baralho embaralhado pelo próprio servidor "
        '("server_deck"), ou você as compra do baralho físico e informa o número de cada '
        'carta ("reported").',
    ),
    "marsbot_corporation": _words(
        ("MarsBot's corporation", "Corporação do MarsBot"),
        "MarsBot plays without a corporation card, as the Portuguese rules summary says. The "
        "corporations of MarsBot's own rulebook are not offered yet; a later value will add "
        "them.",
        "O MarsBot joga sem carta de corporação, como diz o resumo das regras em português. As "
        "corporações do livro de regras do MarsBot ainda não são oferecidas; um valor futuro "
        "vai acrescentá-las.",
    ),
    "prelude": _words(
        ("Prelude", "Prelúdio"),
        "Prelude: the game is lost on entering generation 18 (not 20), MarsBot's starting "
        "action deck has 3 extra project cards, and the M€-to-VP ladder starts two "
        "generations earlier.",
        "Prelúdio: você perde a partida ao entrar na geração 18 (não 20), o baralho de ação "
        "inicial do MarsBot tem 3 cartas de projeto a mais, e a tabela de MC para PV começa "
        "duas gerações antes.",
    ),
    "expansion_icons": _words(
        ("Expansion icons on the Event and Energy tracks", "Ícones de expansão nas trilhas"),
        "Three track spaces (Event 6, Energy 2 and Energy 4) show an expansion icon, read as "
        'Venus raises ("venus", the default, as the fan transcription of the board and one '
        'MarsBot app read it) or as floaters ("floater", as another MarsBot app corrected '
        "it). Without Venus Next or Colonies both are ignored, with no Failed Action.",
        "Três espaços das trilhas (Evento 6, Energia 2 e Energia 4) mostram um ícone de "
        'expansão, lido como aumento de Vênus ("venus", o padrão, como leem a transcrição do '
        'tabuleiro feita por fãs e um aplicativo do MarsBot) ou como flutuantes ("floater", '
        "como outro aplicativo do MarsBot corrigiu). Sem Venus Next ou Colônias, os dois são "
        "ignorados, sem Falha de Ação.",
    ),
    "lobbyists_furthest": _words(
        (
            "Lobbyists: the parameter furthest from completion",
            "Lobistas: o parâmetro mais atrasado",
        ),
        "The Lobbyists bonus card, when nothing else applies, raises the global parameter "
        '"furthest from completion": the one with the most steps still to go '
        '("steps_remaining", the default, as one MarsBot app does) or the one with the '
        'smallest fraction done ("fraction_completed", as another does).',
        "A carta de bônus Lobistas, quando nada mais se aplica, aumenta o parâmetro global "
        '"mais distante de ser completado": o que tem mais passos por fazer '
        '("steps_remaining", o padrão, como faz um aplicativo do MarsBot) ou o que tem a '
        'menor fração feita ("fraction_completed", como faz outro).',
    ),
    "competition_below_5": _words(
        ("Corporate Competition with less than 5 M€", "Competição Corporativa com menos de 5 MC"),
        "The Corporate Competition bonus card when MarsBot has fewer than 5 M€: it does "
        'nothing ("nothing", the default, as one MarsBot app does) or MarsBot draws and '
        'resolves another bonus card ("draw_another", as another does).',
        "A carta de bônus Competição Corporativa quando o MarsBot tem menos de 5 MC: ela não "
        'faz nada ("nothing", o padrão, como faz um aplicativo do MarsBot) ou o MarsBot compra '
        'e resolve outra carta de bônus ("draw_another", como faz outro).',
    ),
    "hard_claim_timing": _words(
        ("When the Hard milestone claim happens", "Quando o marco do Difícil é reivindicado"),
        "The Hard and Brutal milestone claim: at the very start of MarsBot's turn, \"then the "
        'turn proceeds as normal" ("before_flip", the default, the more literal reading) or '
        'after its action card is flipped ("after_flip").',
        "O marco reivindicado no Difícil e no Brutal: logo no início do turno do MarsBot, "
        '"depois o turno segue normalmente" ("before_flip", o padrão, a leitura mais literal) '
        'ou depois de virada a sua carta de ação ("after_flip").',
    ),
    "random_tiebreak_count": _words(
        ("Counting through tied spaces", "Contagem entre espaços empatados"),
        "When several spaces tie, MarsBot counts through them by the cost of the card it "
        'flipped: from 1 on the first tied space, a cost of 0 taking the first ("one_based", '
        'the default), or the cost modulo the number of spaces counted from 0 ("zero_based").',
        "Quando vários espaços empatam, o MarsBot conta entre eles pelo custo da carta que "
        "virou: a partir de 1 no primeiro espaço empatado, com custo 0 ficando com o primeiro "
        '("one_based", o padrão), ou o resto do custo pelo número de espaços, contando a '
        'partir de 0 ("zero_based").',
    ),
    "double_temperature": _words(
        ("A doubled temperature icon", "Ícone de temperatura dobrado"),
        "A doubled temperature icon: two raises, each checked, the second on a maxed scale "
        'being a Failed Action ("separate_checks", the default, as one MarsBot app does), or '
        'one raise of two steps ("single_raise", as another does).',
        "Um ícone de temperatura dobrado: dois aumentos, cada um conferido, e o segundo numa "
        'escala no máximo é uma Falha de Ação ("separate_checks", o padrão, como faz um '
        'aplicativo do MarsBot), ou um só aumento de dois passos ("single_raise", como faz '
        "outro).",
    ),
    "played_cards_reshuffle": _words(
        ("MarsBot's played project cards", "Cartas de projeto jogadas pelo MarsBot"),
        "MarsBot's played project cards form a pile of their own that is never reshuffled "
        '("never", the default, as one MarsBot app does), or go to the project discard pile '
        'and are reshuffled into the deck with it ("into_discard", as another does).',
        "As cartas de projeto jogadas pelo MarsBot formam uma pilha própria que nunca é "
        'reembaralhada ("never", o padrão, como faz um aplicativo do MarsBot), ou vão para o '
        'descarte de projetos e voltam ao baralho com ele ("into_discard", como faz outro).',
    ),
    "tie_winner": _words(
        ("A tied final score", "Empate no placar final"),
        'A tied final score is a MarsBot win ("marsbot", the default: the Portuguese rules '
        'summary says "a tie is considered a MarsBot victory", as does one MarsBot app) or a '
        'shared result ("shared"; no other source confirms the first reading).',
        'Um empate no placar final é vitória do MarsBot ("marsbot", o padrão: o resumo das '
        'regras em português diz "um empate é considerado uma vitória do MarsBot", como faz '
        'um aplicativo do MarsBot) ou um resultado dividido ("shared"; nenhuma outra fonte '
        "confirma a primeira leitura).",
    ),
    "neural_instance_owned": _words(
        ("Neural Instance is MarsBot's tile", "Instância Neural é peça do MarsBot"),
        "The Neural Instance tile counts as a MarsBot tile for the Landlord award, for "
        "greenery next to MarsBot's tiles and for the own-tiles rule (on, the default, as both "
        "MarsBot apps do), or it is a neutral marker (off).",
        "A peça Instância Neural conta como peça do MarsBot para o prêmio Proprietário, para "
        "vegetação ao lado das peças do MarsBot e para a regra das peças próprias (ligado, o "
        "padrão, como fazem os dois aplicativos do MarsBot), ou é um marcador neutro "
        "(desligado).",
    ),
    "human_triggers_on_marsbot": _words(
        ("Your effects fire for MarsBot", "Seus efeitos valem para o MarsBot"),
        "Your effects that fire when any player places a tile or plays a tag also fire for "
        "MarsBot's actions (on, the default, as one MarsBot app treats tile triggers), or only "
        "those MarsBot's rulebook lists in its questions and answers do (off). The server "
        "reminds you in each placement instruction.",
        "Os seus efeitos que disparam quando qualquer jogador coloca uma peça ou joga uma "
        "etiqueta também disparam com as ações do MarsBot (ligado, o padrão, como um "
        "aplicativo do MarsBot trata as peças), ou só os que o livro de regras do MarsBot "
        "lista nas perguntas e respostas (desligado). O servidor lembra você em cada "
        "instrução de colocação.",
    ),
    "uncertain_tag_order": _words(
        ("Tag order of three cards", "Ordem das etiquetas de três cartas"),
        "Space Elevator, Phobos Space Haven and Noctis Farming: MarsBot advances its tracks in "
        "the tag order of the open-source card lists (space then building, space then city, "
        'plant then building; "engine", the default), or in the reversed order read from a '
        'printed card layout ("printed_layout").',
        "«Space Elevator», «Phobos Space Haven» e «Noctis Farming»: o MarsBot avança "
        "suas trilhas na ordem das etiquetas das listas de cartas de código aberto (espaço e "
        'depois construção, espaço e depois cidade, planta e depois construção; "engine", o '
        "padrão), ou na ordem inversa, lida de um leiaute impresso das cartas "
        '("printed_layout").',
    ),
    "milestone_closeness": _words(
        ("The milestone you are closest to", "O marco mais perto de ser alcançado"),
        '"The milestone you are closest to meeting": your value as a fraction of the '
        'threshold ("fraction", the default, as one MarsBot app does) or the raw count still '
        'missing ("raw_count", as another does).',
        '"O marco que você está mais perto de alcançar": o seu valor como fração da meta '
        '("fraction", o padrão, como faz um aplicativo do MarsBot) ou a quantidade que ainda '
        'falta ("raw_count", como faz outro).',
    ),
    "award_values": _words(
        ("MarsBot's award values", "Valores do MarsBot nos prêmios"),
        "MarsBot's Banker, Thermalist and Miner values: from its reference card as both "
        "MarsBot apps transcribe it (Building plus Event, Energy + 5, Space + 5; "
        '"reference_card", the default), or from the production names of the Portuguese '
        "rules summary through its own track table (Event plus Space, Earth + 5, Building + 5; "
        '"seed_reading").',
        "Os valores do MarsBot nos prêmios Banqueiro, Termalista e Minerador: pela sua carta "
        "de referência, como os dois aplicativos do MarsBot a transcrevem (Construção mais "
        'Evento, Energia + 5, Espaço + 5; "reference_card", o padrão), ou pelos nomes de '
        "produção do resumo das regras em português, com a sua própria tabela de trilhas "
        '(Evento mais Espaço, Terra + 5, Construção + 5; "seed_reading").',
    ),
    "ocean_bonus": _words(
        ("MarsBot's ocean bonus", "Bônus de oceano do MarsBot"),
        "A MarsBot tile next to oceans: 2 M€ per adjacent ocean, as the base game pays "
        '("per_ocean", the default), or the Portuguese rules summary\'s "gains 2 MC" read as '
        'a flat 2 M€ ("flat").',
        "Uma peça do MarsBot ao lado de oceanos: 2 MC por oceano adjacente, como paga o jogo "
        'básico ("per_ocean", o padrão), ou o "ganha 2 MC" do resumo das regras em português '
        'lido como 2 MC fixos ("flat").',
    ),
    "greenery_avoid": _words(
        ("Where MarsBot places a greenery", "Onde o MarsBot coloca vegetação"),
        "Greenery: next to as many of MarsBot's own cities as possible, then as few of YOUR "
        'cities (the Portuguese rules summary\'s second "suas" read as yours; "your_cities", '
        'the default), or with no avoidance clause ("none": read as MarsBot\'s, the second '
        "half contradicts the first and is dropped).",
        "Vegetação: adjacente ao maior número possível de cidades do próprio MarsBot, depois "
        'ao menor número das SUAS cidades (o segundo "suas" do resumo das regras em português '
        'lido como seu; "your_cities", o padrão), ou sem a cláusula de evitar ("none": lido '
        "como do MarsBot, a segunda metade contradiz a primeira e é descartada).",
    ),
}
