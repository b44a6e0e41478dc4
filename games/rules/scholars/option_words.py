"""Each set-up option's title and description in English and Brazilian Portuguese; the level
names are those of the Brazilian solo helper (Estudante, Escriba, Professor, Erudito)."""

from __future__ import annotations

from games.rules.core import OptionWords
from games.rules.revision import revision_words

OPTION_WORDS: dict[str, OptionWords] = {
    "mode": OptionWords(
        title={"en": "Mode", "pt-BR": "Modo"},
        description={
            "en": '"companion" (the default): the solo game, seat 0 the human who reports the '
            'table, seat 1 Papyrus (an automa seat). "scoring": a 1-4 player table game the '
            "server only scores, every seat a human who reports their own end-of-game figures.",
            "pt-BR": '"companion" (o padrão): o jogo solo, o lugar 0 é o humano que relata a '
            'mesa e o lugar 1 é Papyrus (um lugar de autômato). "scoring": uma partida de 1 a 4 '
            "jogadores na mesa que o servidor só pontua; cada lugar é um humano que relata os "
            "próprios números do fim de jogo.",
        },
    ),
    "difficulty": OptionWords(
        title={"en": "Difficulty", "pt-BR": "Nível de dificuldade"},
        description={
            "en": 'Student ("student"), Scribe ("scribe", the default), Teacher ("teacher") or '
            'Scholar ("scholar"): where the automa starts on the dice-sum track, its starting '
            "scroll and its extra set-up.",
            "pt-BR": 'Estudante ("student"), Escriba ("scribe", o padrão), Professor '
            '("teacher") ou Erudito ("scholar"): onde o autômato começa na trilha da soma dos '
            "dados, o seu pergaminho inicial e a sua preparação extra.",
        },
    ),
    "length": OptionWords(
        title={"en": "Game length", "pt-BR": "Duração da partida"},
        description={
            "en": 'Casual ("casual", the default) or Epic ("epic"): how you build the scroll '
            "pile (2 or 3 scroll cards with each Caliph card for 1 or 2 players); the server "
            "only counts the Caliph cards.",
            "pt-BR": 'Casual ("casual", o padrão) ou Épica ("epic"): como você monta a pilha '
            "de pergaminhos (2 ou 3 cartas de pergaminho com cada carta de Califa para 1 ou 2 "
            "jogadores); o servidor só conta as cartas de Califa.",
        },
    ),
    "ties_to_automa": OptionWords(
        title={"en": "Ties go to the automa", "pt-BR": "Empate é do autômato"},
        description={
            "en": "Equal final totals: the automa wins (true, the default, as in the digital "
            "table version of the solo game) or the win is shared (false).",
            "pt-BR": "Totais finais iguais: o autômato vence (true, o padrão, como na versão "
            "para mesa digital do jogo solo) ou a vitória é dividida (false).",
        },
    ),
    "rules_revision": revision_words(
        {
            "en": "the Caliph phase guild by guild (your own Caliph move asked before any "
            "consolation, the neutral translator seated before Papyrus's gold), Papyrus's Caliph "
            "row the highest or lowest free one (you report it), no duplicate translator while "
            "decks 7-8 are free, silver for Papyrus's retired starting translators, and your "
            "final score from the facts you count",
            "pt-BR": "a fase do Califa guilda por guilda (o seu próprio movimento de Califa "
            "perguntado antes de qualquer consolação, o tradutor neutro colocado antes do ouro "
            "de Papyrus), a linha de Califa de Papyrus a mais alta ou mais baixa disponível "
            "(você informa), nenhum tradutor duplicado enquanto os baralhos 7-8 estiverem "
            "livres, prata pelos tradutores iniciais aposentados de Papyrus, e a sua pontuação "
            "final a partir dos fatos que você conta",
        },
        made=({"en": "December 2026", "pt-BR": "dezembro de 2026"},),
    ),
    "travel_out_of_reach": OptionWords(
        title={"en": "Travel with no scroll in reach", "pt-BR": "Viagem sem pergaminho ao alcance"},
        description={
            "en": 'Papyrus travels as far as the silver of its last two Scheme cards. "fallback" '
            '(the default, the seed\'s reading: it "chooses a scroll within" that distance): '
            'with none in reach it does not travel and the card falls back. "search_all": it '
            "looks all the way round the map instead (games before rules edition 2).",
            "pt-BR": "Papyrus viaja até a prata das suas 2 últimas cartas de Trama. "
            '"fallback" (o padrão, a leitura do texto-base: "escolhe um pergaminho de distância '
            'até a soma das 2 últimas cartas"): sem nenhum ao alcance, não viaja e a carta usa a '
            'ação alternativa. "search_all": procura em todo o mapa (partidas antes da edição 2 '
            "das regras).",
        },
    ),
    "recent_cards": OptionWords(
        title={
            "en": "Last Scheme cards across a Rest",
            "pt-BR": "Últimas cartas de Trama após um Descanso",
        },
        description={
            "en": 'The room-cost focus and the travel distance add the silver of "the last two '
            '(or one)" Scheme cards. "since_shuffle" (the default, the seed\'s reading: "(or '
            'one)" is the first draw after a Rest reshuffles the deck): only cards drawn since '
            'the last shuffle count. "across_rest": the last two drawn, the one before the Rest '
            "included (games before rules edition 2).",
            "pt-BR": 'O foco de custo da sala e a distância de viagem somam a prata "das duas '
            'últimas (ou uma) cartas de trama". "since_shuffle" (o padrão, a leitura do '
            'texto-base: "(ou uma)" é a primeira compra depois que um Descanso embaralha o '
            "baralho): só contam as cartas compradas desde o último embaralhamento. "
            '"across_rest": as duas últimas compradas, incluindo a de antes do Descanso '
            "(partidas antes da edição 2 das regras).",
        },
    ),
    "final_report": OptionWords(
        title={"en": "Your final report", "pt-BR": "O seu relato final"},
        description={
            "en": '"facts" (the default): at the end you report what you count (dice by '
            "colour, research levels, Caliph markers, money, each scroll card and retired "
            "translator, the VP of each card in Papyrus's pile) and the server scores it as it "
            'scores Papyrus, showing both totals. "totals": you report your category totals '
            "yourself (games before rules edition 2, and clients written for them).",
            "pt-BR": '"facts" (o padrão): no fim você informa o que conta (dados por cor, '
            "níveis de pesquisa, marcadores de Califa, dinheiro, cada carta de pergaminho e "
            "tradutor aposentado, os PV de cada carta na pilha de Papyrus) e o servidor pontua "
            'como pontua Papyrus, mostrando os dois totais. "totals": você informa os totais '
            "de cada categoria (partidas antes da edição 2 das regras e clientes feitos para "
            "elas).",
        },
    ),
}
