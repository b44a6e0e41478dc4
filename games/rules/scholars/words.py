"""Names of the game's things in English and Brazilian Portuguese, and instruction building."""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction
from games.rules.said import Said

LANGUAGE_NAMES = {
    "chinese": ("Chinese", "chinês"),
    "sanskrit": ("Sanskrit", "sânscrito"),
    "greek": ("Greek", "grego"),
    "hebrew": ("Hebrew", "hebraico"),
    "persian": ("Persian", "persa"),
    "syriac": ("Syriac", "siríaco"),
}
GUILD_NAMES = {"purple": ("purple", "roxa"), "orange": ("orange", "laranja"),
               "green": ("green", "verde")}  # fmt: skip
ROW_NAMES = (("top", "de cima"), ("middle", "do meio"), ("bottom", "de baixo"))
# The human's end-of-game report, category by category.
FINAL_CATEGORY_NAMES = {
    "dice_sum": ("dice sum", "a soma dos meus dados"),
    "retired_translators": (
        "points from retired translators",
        "os pontos dos meus tradutores aposentados",
    ),
    "caliph": ("points from Caliph cards", "os pontos das cartas de Califa"),
    "research": ("points from research", "os pontos de pesquisa"),
    "scrolls": ("points from scrolls", "os pontos dos pergaminhos"),
    "automa_retired_vp": (
        "points from Papyrus's retired translators",
        "os pontos dos tradutores aposentados de Papyrus",
    ),
    "employed_translators": (
        "number of translators still employed",
        "o número de tradutores ainda empregados",
    ),
    "workers": ("number of workers left", "o número de trabalhadores que sobraram"),
}


# The scoring mode's end-of-game figures (the API names them ``dice_red``, ``research_biology``).
_DIE_COLOURS = {"white": ("white", "brancos"), "red": ("red", "vermelhos"),
                "yellow": ("yellow", "amarelos"), "blue": ("blue", "azuis"),
                "orange": ("orange", "laranja"), "green": ("green", "verdes"),
                "purple": ("purple", "roxos")}  # fmt: skip
_TRACKS = {"mathematics": ("Mathematics", "Matemática"), "physics": ("Physics", "Física"),
           "chemistry": ("Chemistry", "Química"), "philosophy": ("Philosophy", "Filosofia"),
           "biology": ("Biology", "Biologia"),
           "astronomy": ("Astronomy", "Astronomia")}  # fmt: skip
_FIGURES = {"caliph_top": ("influence on the Caliph card's top row",
                           "influência na linha de cima da carta de Califa"),
            "caliph_middle": ("influence on the Caliph card's middle row",
                              "influência na linha do meio da carta de Califa"),
            "silver": ("silver", "prata"), "gold": ("gold", "ouro"),
            "employed_translators": ("translators still employed", "tradutores ainda empregados"),
            "workers": ("workers left", "trabalhadores que sobraram"),
            "starting_scroll": ("starting scroll kept", "pergaminho inicial guardado")}  # fmt: skip


def figure(name: str) -> tuple[str, str]:
    """A scoring figure in words (never its API name)."""
    kind, _, rest = name.partition("_")
    if kind == "dice" and rest in _DIE_COLOURS:
        en, pt = _DIE_COLOURS[rest]
        return f"{en} dice", f"dados {pt}"
    if kind == "guild" and rest in GUILD_NAMES:
        en, pt = GUILD_NAMES[rest]
        return f"influence in the {en} guild", f"influência na guilda {pt}"
    if kind == "research" and rest in _TRACKS:
        en, pt = _TRACKS[rest]
        return f"{en} research level", f"nível de pesquisa em {pt}"
    return _FIGURES.get(name, (name.replace("_", " "), name.replace("_", " ")))


def language(code: str) -> tuple[str, str]:
    return LANGUAGE_NAMES[code]


def guild(code: str) -> tuple[str, str]:
    return GUILD_NAMES[code]


def deck(index: int) -> tuple[str, str]:
    """A translator deck by its place in the top row (1-based for people)."""
    if index < len(LANGUAGE_NAMES):
        en, pt = list(LANGUAGE_NAMES.values())[index]
        return (f"the {en} translator deck (#{index + 1})", f"o baralho de tradutores {pt} "
                f"(nº {index + 1})")  # fmt: skip
    return (f"translator deck #{index + 1}", f"o baralho de tradutores nº {index + 1}")


_CONTRACTED = {"de": {"o": "do", "a": "da", "os": "dos", "as": "das"},
               "em": {"o": "no", "a": "na", "os": "nos", "as": "nas"}}  # fmt: skip


def contract(preposition: str, words_pt: str) -> str:
    """Portuguese "de"/"em" before a phrase, contracted with its article as Portuguese always
    does ("de" + "o baralho" -> "do baralho"; "em" + "a sala" -> "na sala")."""
    article, _, rest = words_pt.partition(" ")
    joined = _CONTRACTED[preposition].get(article)
    return f"{joined} {rest}" if joined and rest else f"{preposition} {words_pt}"


def once(state: dict[str, Any], kind: str, full: Said, brief: Said) -> Said:
    """A long instruction's words: in full the first time in a game, then ``brief`` (a player
    who has done it once is told what, not again how)."""
    told = state.setdefault("told", [])
    if kind in told:
        return brief
    told.append(kind)
    return full


def instruction(kind: str, data: dict[str, Any], text: Said, why: Said) -> Instruction:
    """An instruction stored as its kind, data and message ids (never as a sentence)."""
    return Instruction(kind, data, text, why)
