"""The labels of listed reports with parameters (the open values left out: the app asks for
them with each parameter's schema), and the words of an enumerated value."""

from __future__ import annotations

from typing import Any

from games.rules.core import Labels, Listed
from games.rules.scholars import words

_FIXED = {
    "reveal_map_scroll": ("A scroll was revealed on the map", "Um pergaminho foi revelado no mapa"),
    "deliver_scroll": ("I delivered a map scroll to a guild", "Entreguei um pergaminho do mapa"),
    "place_gold": ("I put 1 gold on a translator", "Coloquei 1 ouro em um tradutor"),
    "retire_translator": ("A translator retired", "Um tradutor se aposentou"),
    "rest": (
        "In my Rest: the bottom scroll's language and where the neutral marker stopped",
        "No meu Descanso: o idioma do pergaminho do fundo e onde o marcador neutro parou",
    ),
    "rest_reveal": (
        "In Papyrus's Rest: the bottom scroll's language and where the neutral marker stopped",
        "No Descanso de Papyrus: o idioma do pergaminho do fundo e onde o marcador neutro parou",
    ),
}
_CHANGES = {
    ("score_scroll", "add"): ("I translated a scroll", "Traduzi um pergaminho"),
    ("score_scroll", "remove"): ("A scroll that is not mine", "Um pergaminho que não é meu"),
    ("score_retired", "add"): ("I retired a translator worth", "Aposentei um tradutor de"),
    ("score_retired", "remove"): (
        "Take back a retired translator worth",
        "Retirar um tradutor aposentado de",
    ),
    ("score_automa_retired", "add"): (
        "Papyrus's pile holds a translator worth",
        "A pilha de Papyrus tem um tradutor de",
    ),
    ("score_automa_retired", "remove"): (
        "Take back from Papyrus's pile a translator worth",
        "Retirar da pilha de Papyrus um tradutor de",
    ),
}


def template_label(listed: Listed) -> Labels:
    action = listed.action
    kind = action["type"]
    if kind in _FIXED:
        en, pt = _FIXED[kind]
    elif kind == "house_add":
        g_en, g_pt = words.guild(action["guild"])
        en, pt = f"A scroll went to the {g_en} guild", f"Um pergaminho foi para a guilda {g_pt}"
    elif kind == "translator_language" and "room" in listed.params:
        en, pt = "A translator also translates", "Um tradutor também traduz"
    elif kind == "translator_language":
        n = action["room"]
        en = f"The translator in room {n} also translates"
        pt = f"O tradutor da sala {n} também traduz"
    elif kind in ("employ_translator", "neutral_translator"):
        n = action["room"]
        en, pt = f"I employed a translator into room {n}", f"Empreguei um tradutor na sala {n}"
        if kind == "neutral_translator":
            en = f"A Caliph space put a neutral translator into room {n}"
            pt = f"Um espaço de Califa pôs um tradutor neutro na sala {n}"
    elif kind == "final_score":
        c_en, c_pt = words.FINAL_CATEGORY_NAMES[action["category"]]
        en, pt = f"Final score: my {c_en}", f"Pontuação final: {c_pt}"
    elif kind == "score_figure":
        f_en, f_pt = words.figure(action["figure"])
        en, pt = f"My {f_en}", f"Meu valor de {f_pt}"
    else:
        en, pt = _CHANGES[(kind, action["change"])]
    return {"en": en, "pt-BR": pt}


def value_label(kind: str, name: str, value: Any) -> Labels | None:
    """A language's or a guild's name; other values are numbers or content ids."""
    if name == "language" and value in words.LANGUAGE_NAMES:
        en, pt = words.language(value)
    elif name == "guild" and value in words.GUILD_NAMES:
        en, pt = words.guild(value)
    else:
        return None
    return {"en": en, "pt-BR": pt}
