"""Names of the game's things in English and Brazilian Portuguese, and instruction building."""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction

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


def instruction(
    kind: str, data: dict[str, Any], text: tuple[str, str], why: tuple[str, str]
) -> Instruction:
    return Instruction(kind, data, {"en": text[0], "pt-BR": text[1]},
                       {"en": why[0], "pt-BR": why[1]})  # fmt: skip
