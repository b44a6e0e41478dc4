"""The labels of listed reports with parameters (the open values left out: the app asks for
them with each parameter's schema), one function per kind (named by its move-table entry,
``moves``), and the words of an enumerated value."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rules.core import Labels, Listed
from games.rules.scholars import words

Template = Callable[[Listed], Labels]


def fixed(en: str, pt: str) -> Template:
    """The template of a kind worded the same whatever its open values."""
    return lambda listed: {"en": en, "pt-BR": pt}


def changed(add: tuple[str, str], remove: tuple[str, str]) -> Template:
    """The template of a kind that adds or takes back one item (its ``change``)."""

    def worded(listed: Listed) -> Labels:
        en, pt = add if _adds(listed) else remove
        return {"en": en, "pt-BR": pt}

    return worded


def _adds(listed: Listed) -> bool:
    change = listed.action["change"]
    if change not in ("add", "remove"):
        raise KeyError(change)  # no words for another change
    return bool(change == "add")


def house_add(listed: Listed) -> Labels:
    g_en, g_pt = words.guild(listed.action["guild"])
    return {"en": f"A scroll went to the {g_en} guild",
            "pt-BR": f"Um pergaminho foi para a guilda {g_pt}"}  # fmt: skip


def translator_language(listed: Listed) -> Labels:
    if "room" in listed.params:
        return {"en": "A translator also translates", "pt-BR": "Um tradutor também traduz"}
    n = listed.action["room"]
    return {"en": f"The translator in room {n} also translates",
            "pt-BR": f"O tradutor da sala {n} também traduz"}  # fmt: skip


def employ_translator(listed: Listed) -> Labels:
    n = listed.action["room"]
    return {"en": f"I employed a translator into room {n}",
            "pt-BR": f"Empreguei um tradutor na sala {n}"}  # fmt: skip


def neutral_translator(listed: Listed) -> Labels:
    n = listed.action["room"]
    return {"en": f"A Caliph space put a neutral translator into room {n}",
            "pt-BR": f"Um espaço de Califa pôs um tradutor neutro na sala {n}"}  # fmt: skip


def final_score(listed: Listed) -> Labels:
    c_en, c_pt = words.FINAL_CATEGORY_NAMES[listed.action["category"]]
    return {"en": f"Final score: my {c_en}", "pt-BR": f"Pontuação final: {c_pt}"}


def score_figure(listed: Listed) -> Labels:
    f_en, f_pt = words.figure(listed.action["figure"])
    return {"en": f"My {f_en}", "pt-BR": f"Meu valor de {f_pt}"}


def value_label(kind: str, name: str, value: Any) -> Labels | None:
    """A language's or a guild's name; other values are numbers or content ids."""
    if name == "language" and value in words.LANGUAGE_NAMES:
        en, pt = words.language(value)
    elif name == "guild" and value in words.GUILD_NAMES:
        en, pt = words.guild(value)
    else:
        return None
    return {"en": en, "pt-BR": pt}
