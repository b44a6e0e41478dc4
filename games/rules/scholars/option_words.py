"""Each set-up option's title and description in English and Brazilian Portuguese; the level
names are those of the Brazilian solo helper (Estudante, Escriba, Professor, Erudito)."""

from __future__ import annotations

from games.rules.core import OptionWords

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
}
