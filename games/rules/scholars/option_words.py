"""Each set-up option's title and description in English and Brazilian Portuguese; the level
names are those of the Brazilian solo helper (Estudante, Escriba, Professor, Erudito)."""

from __future__ import annotations

from games.rules.core import OptionWords

OPTION_WORDS: dict[str, OptionWords] = {
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
