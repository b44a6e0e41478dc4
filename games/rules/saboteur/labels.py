"""Human labels of actions in English and Brazilian Portuguese."""

from __future__ import annotations

from typing import Any

from games.rules.saboteur.content import compact_of

CARD_NAMES: dict[str, tuple[str, str]] = {
    "BROKEN_PICK": ("Broken pickaxe", "Picareta quebrada"),
    "BROKEN_LAMP": ("Broken lantern", "Lâmpada quebrada"),
    "BROKEN_CART": ("Broken mine cart", "Vagonete quebrado"),
    "REPAIR_PICK": ("Repair pickaxe", "Consertar picareta"),
    "REPAIR_LAMP": ("Repair lantern", "Consertar lâmpada"),
    "REPAIR_CART": ("Repair mine cart", "Consertar vagonete"),
    "REPAIR_PICK_OR_LAMP": ("Repair pickaxe or lantern", "Consertar picareta ou lâmpada"),
    "REPAIR_PICK_OR_CART": ("Repair pickaxe or cart", "Consertar picareta ou vagonete"),
    "REPAIR_LAMP_OR_CART": ("Repair lantern or cart", "Consertar lâmpada ou vagonete"),
    "MAP": ("Map", "Mapa"),
    "ROCKFALL": ("Rockfall", "Desabamento"),
    "THEFT": ("Theft", "Roubo"),
    "HANDS_OFF": ("Hands off", "Mãos ao alto"),
    "SWAP_HAND": ("Swap your hand", "Trocar mãos"),
    "INSPECTION": ("Inspection", "Inspeção"),
    "SWAP_HATS": ("Swap your hats", "Trocar chapéus"),
    "TRAPPED": ("Trapped!", "Preso na prisão!"),
    "FREE_AT_LAST": ("Free at last!", "Livre, finalmente!"),
}
TOOL_NAMES = {
    "pickaxe": ("pickaxe", "picareta"),
    "lantern": ("lantern", "lâmpada"),
    "cart": ("mine cart", "vagonete"),
    "trapped": ("trap", "prisão"),
}
GOAL_NAMES = (("top", "de cima"), ("middle", "do meio"), ("bottom", "de baixo"))


def card_name(card: str, view: dict[str, Any] | None = None) -> tuple[str, str]:
    """The card's name; path cards are described from their tunnels in the view's content."""
    if card in CARD_NAMES:
        return CARD_NAMES[card]
    tile = compact_of(view or {}).get("tiles", {}).get(card)
    if tile is None:
        return (f"path card {card}", f"carta de caminho {card}")
    en, pt = _tile_words(tile)
    return (f"{en} ({card})", f"{pt} ({card})")


def _tile_words(tile: list[Any]) -> tuple[str, str]:
    groups, crystals, door, _door_group, ladder_group = tile
    joined = [g for g in groups if len(g) > 1]
    if len(joined) == 2:
        en, pt = (
            ("a bridge", "uma ponte")
            if {"NS", "EW"} == set(joined)
            else ("a double curve", "uma curva dupla")
        )
    elif not joined:
        en, pt = "a dead end", "um beco sem saída"
    else:
        g = joined[0]
        en, pt = {
            4: ("a crossing", "um cruzamento"),
            3: ("a T-junction", "uma bifurcação"),
        }.get(len(g), ("a straight", "uma reta") if g in ("NS", "EW") else ("a curve", "uma curva"))
        if len(groups) > len(joined):
            en, pt = f"{en} with a dead-end stub", f"{pt} com um beco"
    extras = []
    if ladder_group is not None:
        extras.append(("with a ladder", "com escada"))
    if door:
        extras.append(
            (f"with a {door} door", "com porta " + ("verde" if door == "green" else "azul"))
        )
    if crystals:
        extras.append(("with a crystal", "com cristal"))
    for e_en, e_pt in extras:
        en, pt = f"{en} {e_en}", f"{pt} {e_pt}"
    return en, pt


def _seat(s: int) -> tuple[str, str]:
    return (f"seat {s + 1}", f"assento {s + 1}")


def label(action: dict[str, Any], view: dict[str, Any] | None = None) -> dict[str, str]:
    """The action in words, e.g. {"en": "Play Map on the middle goal", "pt-BR": ...}."""
    kind = action.get("type")
    if kind == "place_path":
        en, pt = card_name(action["card"], view)
        turned = action["rotation"] == 180
        en_rot = ", turned around" if turned else ""
        pt_rot = ", girada" if turned else ""
        xy = f"({action['x']}, {action['y']})"
        return {"en": f"Lay {en} at {xy}{en_rot}", "pt-BR": f"Colocar {pt} em {xy}{pt_rot}"}
    if kind == "play_action":
        en, pt = card_name(action["card"], view)
        en_tail, pt_tail = "", ""
        if "goal" in action:
            g_en, g_pt = GOAL_NAMES[action["goal"]] if 0 <= action["goal"] < 3 else ("?", "?")
            en_tail, pt_tail = f" on the {g_en} goal", f" no objetivo {g_pt}"
        elif "x" in action:
            xy = f"({action['x']}, {action['y']})"
            en_tail, pt_tail = f" on the card at {xy}", f" na carta em {xy}"
        elif "target" in action:
            s_en, s_pt = _seat(action["target"])
            en_tail, pt_tail = f" on {s_en}", f" no {s_pt}"
            if "tool" in action:
                t_en, t_pt = TOOL_NAMES.get(action["tool"], (action["tool"], action["tool"]))
                en_tail += f" ({t_en})"
                pt_tail += f" ({t_pt})"
        return {"en": f"Play {en}{en_tail}", "pt-BR": f"Jogar {pt}{pt_tail}"}
    if kind == "pass":
        n = len(action["cards"]) if "cards" in action else action.get("count", 0)
        names = _names(action.get("cards"), view)
        return {
            "en": f"Pass, discarding {n} card{'s' if n != 1 else ''}{names[0]}",
            "pt-BR": f"Passar, descartando {n} carta{'s' if n != 1 else ''}{names[1]}",
        }
    if kind == "discard_and_repair":
        t_en, t_pt = TOOL_NAMES.get(action.get("remove", ""), ("?", "?"))
        names = _names(action.get("cards"), view)
        if action.get("remove") == "trapped":
            return {
                "en": f"Discard two cards{names[0]} to escape the trap",
                "pt-BR": f"Descartar duas cartas{names[1]} para escapar da prisão",
            }
        return {
            "en": f"Discard two cards{names[0]} to repair your {t_en}",
            "pt-BR": f"Descartar duas cartas{names[1]} para consertar sua {t_pt}",
        }
    if kind == "steal":
        s_en, s_pt = _seat(action["target"])
        return {"en": f"Steal 1 gold from {s_en}", "pt-BR": f"Roubar 1 ouro do {s_pt}"}
    if kind == "decline_steal":
        return {"en": "Do not steal", "pt-BR": "Não roubar"}
    return {"en": str(kind), "pt-BR": str(kind)}


def _names(cards: list[str] | None, view: dict[str, Any] | None) -> tuple[str, str]:
    if not cards:
        return "", ""
    en = ", ".join(card_name(c, view)[0] for c in cards)
    pt = ", ".join(card_name(c, view)[1] for c in cards)
    return f" ({en})", f" ({pt})"
