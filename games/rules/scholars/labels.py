"""Labels of every Scholars action in English and Brazilian Portuguese, one function per kind
(each kind's entry in the move table, ``moves``, names its own)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rules.scholars import words

Action = dict[str, Any]
Label = Callable[[Action], dict[str, str]]


def _g(action: Action) -> tuple[str, str]:
    return words.guild(action["guild"])


def _row(action: Action) -> tuple[str, str]:
    return words.ROW_NAMES[action["row"]]


def fixed(en: str, pt: str) -> Label:
    """The label of a kind without parameters."""
    return lambda action: {"en": en, "pt-BR": pt}


def reveal_map_scroll(action: Action) -> dict[str, str]:
    l_en, l_pt = words.language(action["language"])
    p = action["position"]
    return {"en": f"A {l_en} scroll was revealed on map space {p}",
            "pt-BR": f"Um pergaminho {l_pt} foi revelado no espaço {p} do mapa"}  # fmt: skip


def house_add(action: Action) -> dict[str, str]:
    l_en, l_pt = words.language(action["language"])
    g_en, g_pt = _g(action)
    return {"en": f"A {l_en} scroll went to the {g_en} guild",
            "pt-BR": f"Um pergaminho {l_pt} foi para a guilda {g_pt}"}  # fmt: skip


def deliver_scroll(action: Action) -> dict[str, str]:
    g_en, g_pt = _g(action)
    p = action["position"]
    return {"en": f"I delivered the map scroll at space {p} to the {g_en} guild",
            "pt-BR": f"Entreguei o pergaminho do espaço {p} à guilda {g_pt}"}  # fmt: skip


def _house_scroll(action: Action, verb: tuple[str, str], o: str) -> dict[str, str]:
    g_en, g_pt = _g(action)
    r_en, r_pt = _row(action)
    return {"en": f"{verb[0]} the scroll in the {r_en} row of the {g_en} guild",
            "pt-BR": f"{verb[1]} {o} pergaminho da linha {r_pt} da guilda {g_pt}"}  # fmt: skip


def translate_scroll(action: Action) -> dict[str, str]:
    return _house_scroll(action, ("I translated", "Traduzi"), "o")


def influence_house_scroll(action: Action) -> dict[str, str]:
    # "em" + "o" contracts to "no" in Portuguese.
    return _house_scroll(action, ("I put influence on", "Coloquei influência"), "no")


def guild_influence(action: Action) -> dict[str, str]:
    g_en, g_pt = _g(action)
    if action["change"] == "add":
        return {"en": f"I put 1 influence in the {g_en} guild",
                "pt-BR": f"Coloquei 1 influência na guilda {g_pt}"}  # fmt: skip
    return {"en": f"I took 1 influence out of the {g_en} guild",
            "pt-BR": f"Tirei 1 influência da guilda {g_pt}"}  # fmt: skip


def employ_translator(action: Action) -> dict[str, str]:
    d_en, d_pt = words.deck(action["deck"] - 1)
    n = action["room"]
    return {"en": f"I employed a translator from {d_en} into room {n}",
            "pt-BR": f"Empreguei um tradutor {words.contract('de', d_pt)} "
                     f"na sala {n}"}  # fmt: skip


def translator_language(action: Action) -> dict[str, str]:
    l_en, l_pt = words.language(action["language"])
    n = action["room"]
    return {"en": f"The translator in room {n} also translates {l_en}",
            "pt-BR": f"O tradutor da sala {n} também traduz {l_pt}"}  # fmt: skip


def neutral_translator(action: Action) -> dict[str, str]:
    d_en, d_pt = words.deck(action["deck"] - 1)
    n = action["room"]
    return {
        "en": f"A Caliph space put a neutral translator from {d_en} into room {n}",
        "pt-BR": f"Um espaço de Califa pôs um tradutor neutro {words.contract('de', d_pt)} "
        f"na sala {n}",
    }


def starting_translator(action: Action) -> dict[str, str]:
    n = action["room"]
    owner = ("mine", "meu") if action["owner"] == "human" else ("neutral", "neutro")
    return {"en": f"The starting translator in room {n} is {owner[0]}",
            "pt-BR": f"O tradutor inicial da sala {n} é {owner[1]}"}  # fmt: skip


def place_gold(action: Action) -> dict[str, str]:
    n = action["room"]
    return {"en": f"I put 1 gold on the translator in room {n}",
            "pt-BR": f"Coloquei 1 ouro no tradutor da sala {n}"}  # fmt: skip


def retire_translator(action: Action) -> dict[str, str]:
    n = action["room"]
    return {"en": f"The translator in room {n} retired",
            "pt-BR": f"O tradutor da sala {n} se aposentou"}  # fmt: skip


def neutral_marker(action: Action) -> dict[str, str]:
    p = action["position"]
    return {"en": f"The neutral marker moved next to map space {p}",
            "pt-BR": f"O marcador neutro foi para o espaço {p} do mapa"}  # fmt: skip


def map_clear(action: Action) -> dict[str, str]:
    p = action["position"]
    return {"en": f"The scroll on map space {p} left the map",
            "pt-BR": f"O pergaminho do espaço {p} saiu do mapa"}  # fmt: skip


def influence_map_scroll(action: Action) -> dict[str, str]:
    p = action["position"]
    return {"en": f"I put influence on the scroll on map space {p}",
            "pt-BR": f"Coloquei influência no pergaminho do espaço {p}"}  # fmt: skip


def _rest(action: Action, who: tuple[str, str]) -> dict[str, str]:
    l_en, l_pt = words.language(action["language"])
    p = action["position"]
    return {"en": f"{who[0]}, the bottom scroll is {l_en}; the neutral marker stopped next "
                  f"to map space {p}",
            "pt-BR": f"{who[1]}, o pergaminho do fundo é {l_pt}; o marcador neutro parou ao "
                     f"lado do espaço {p} do mapa"}  # fmt: skip


def rest(action: Action) -> dict[str, str]:
    return _rest(action, ("In my Rest", "No meu Descanso"))


def rest_reveal(action: Action) -> dict[str, str]:
    # Not "Papyrus descansa": the log goes on in lower case after "relatou:".
    return _rest(action, ("In Papyrus's Rest", "No Descanso de Papyrus"))


_CALIPH_ROWS = {"top": ("top", "de cima"), "middle": ("middle", "do meio"),
                "bottom": ("bottom", "de baixo")}  # fmt: skip


def caliph_row(action: Action) -> dict[str, str]:
    r_en, r_pt = _CALIPH_ROWS[action["row"]]
    return {"en": f"Papyrus's influence took the {r_en} row of the Caliph card",
            "pt-BR": f"A influência de Papyrus ocupou a linha {r_pt} da carta de "
                     "Califa"}  # fmt: skip


def caliph_move(action: Action) -> dict[str, str]:
    r_en, r_pt = _CALIPH_ROWS[action["row"]]
    return {"en": f"My Caliph move: 1 influence onto the {r_en} row",
            "pt-BR": f"Meu movimento de Califa: 1 influência na linha {r_pt}"}  # fmt: skip


def final_score(action: Action) -> dict[str, str]:
    c_en, c_pt = words.FINAL_CATEGORY_NAMES[action["category"]]
    v = action["value"]
    return {"en": f"Final score: my {c_en} is {v}",
            "pt-BR": f"Pontuação final: {c_pt} = {v}"}  # fmt: skip


def protocol(action: Action) -> dict[str, str]:
    """The companion protocol's own reports (undo, acknowledge); any other kind by its name."""
    kind = action["type"]
    en, pt = {
        "undo": ("Undo your last report", "Desfazer o seu último relato"),
        "acknowledge": ("Done: Papyrus's instructions are carried out",
                        "Feito: as instruções de Papyrus foram cumpridas"),
    }.get(kind, (kind, kind))  # fmt: skip
    return {"en": en, "pt-BR": pt}


# --- the scoring mode's reports (a solo game's final facts too) ----------------------------
def score_figure(action: Action) -> dict[str, str]:
    f_en, f_pt = words.figure(action["figure"])
    v = action["value"]
    return {"en": f"My {f_en}: {v}", "pt-BR": f"Meu valor de {f_pt}: {v}"}


def score_control(action: Action) -> dict[str, str]:
    g_en, g_pt = _g(action)
    return {"en": f"I hold the {g_en} guild's control marker",
            "pt-BR": f"Tenho o marcador de controle da guilda {g_pt}"}  # fmt: skip


def score_automa_retired(action: Action) -> dict[str, str]:
    add = action["change"] == "add"
    vp = action["vp"]
    return ({"en": f"Papyrus's pile holds a translator worth {vp} VP",
             "pt-BR": f"A pilha de Papyrus tem um tradutor de {vp} PV"} if add
            else {"en": f"Take back a translator worth {vp} VP from Papyrus's pile",
                  "pt-BR": f"Retirar um tradutor de {vp} PV da pilha de Papyrus"})  # fmt: skip


def score_scroll(action: Action) -> dict[str, str]:
    add = action["change"] == "add"
    c = action["card"]
    return (
        {"en": f"I translated scroll {c}", "pt-BR": f"Traduzi o pergaminho {c}"}
        if add
        else {"en": f"Scroll {c} is not mine", "pt-BR": f"O pergaminho {c} não é meu"}
    )


def score_retired(action: Action) -> dict[str, str]:
    add = action["change"] == "add"
    vp = action["vp"]
    return ({"en": f"I retired a translator worth {vp} VP",
             "pt-BR": f"Aposentei um tradutor de {vp} PV"} if add
            else {"en": f"Take back a retired translator worth {vp} VP",
                  "pt-BR": f"Retirar um tradutor aposentado de {vp} PV"})  # fmt: skip
