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
