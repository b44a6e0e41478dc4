"""Human labels of actions and sentences of events in English and Brazilian Portuguese.

As the table says it: players by name, a maze position counted from the start card, a
rotation in degrees, card names in «»; tile ids and coordinates stay in the action."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.rules.saboteur.content import EDGE_BITS, Shape, Tables
from games.rules.words import counted
from games.rules.words import seat_name as shared_seat_name

Labels = dict[str, str]

CARD_NAMES: dict[str, tuple[str, str]] = {
    "BROKEN_PICK": ("Broken pickaxe", "Picareta quebrada"),
    "BROKEN_LAMP": ("Broken lantern", "Lâmpada quebrada"),
    "BROKEN_CART": ("Broken mine cart", "Vagonete quebrado"),
    "REPAIR_PICK": ("Repair pickaxe", "Consertar picareta"),
    "REPAIR_LAMP": ("Repair lantern", "Consertar lâmpada"),
    "REPAIR_CART": ("Repair mine cart", "Consertar vagonete"),
    "REPAIR_PICK_OR_LAMP": ("Repair pickaxe or lantern", "Consertar picareta ou lâmpada"),
    "REPAIR_PICK_OR_CART": ("Repair pickaxe or mine cart", "Consertar picareta ou vagonete"),
    "REPAIR_LAMP_OR_CART": ("Repair lantern or mine cart", "Consertar lâmpada ou vagonete"),
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
# A tool, with the possessive its gender takes in Portuguese ("seu vagonete", "sua picareta").
TOOL_NAMES: dict[str, tuple[str, str, str]] = {
    "pickaxe": ("pickaxe", "picareta", "sua"),
    "lantern": ("lantern", "lâmpada", "sua"),
    "cart": ("mine cart", "vagonete", "seu"),
}
GOAL_NAMES = (("top", "de cima"), ("middle", "do meio"), ("bottom", "de baixo"))
ROLE_NAMES: dict[str, tuple[str, str]] = {
    "green_digger": ("green Gold-digger", "Escavador verde"),
    "blue_digger": ("blue Gold-digger", "Escavador azul"),
    "saboteur": ("Saboteur", "Sabotador"),
    "boss": ("Boss", "Chefe"),
    "profiteer": ("Profiteer", "Aproveitador"),
    "geologist": ("Geologist", "Geólogo"),
}


def seat_name(names: Sequence[str] | None, seat: Any) -> str:
    return shared_seat_name(names, seat, unknown="another player" if names is None else "?")


def _seat(names: Sequence[str] | None, seat: Any) -> tuple[str, str]:
    if names is None or not (isinstance(seat, int) and 0 <= seat < len(names)):
        return ("another player", "outro jogador")
    return (names[seat], names[seat])


def quoted(card: str) -> tuple[str, str]:
    en, pt = CARD_NAMES.get(card, ("a card", "uma carta"))
    return (f"“{en}”", f"«{pt}»")


def path_words(card: str, t: Tables | None) -> tuple[str, str]:
    """'a crossing with a ladder' / 'um cruzamento com escada', from the tile's tunnels (in
    the tables ``t``; without them, or for a card they lack, just 'a path card')."""
    shape = None if t is None else t.shapes.get((card, 0))
    if shape is None:
        return ("a path card", "uma carta de caminho")
    return _tile_words(shape)


def card_words(card: str, t: Tables | None) -> tuple[str, str]:
    """An action card by its name in quotes, a path card by its shape."""
    return quoted(card) if card in CARD_NAMES else path_words(card, t)


_STRAIGHTS = (EDGE_BITS["N"] | EDGE_BITS["S"], EDGE_BITS["E"] | EDGE_BITS["W"])


def _tile_words(shape: Shape) -> tuple[str, str]:
    # A group joining two or more edges is a tunnel; a lone edge is a dead end.
    joined = [g for g in shape.groups if g.bit_count() > 1]
    if len(joined) == 2:
        en, pt = (
            ("a bridge", "uma ponte")
            if set(_STRAIGHTS) == set(joined)
            else ("a double curve", "uma curva dupla")
        )
    elif not joined:
        en, pt = "a dead end", "um beco sem saída"
    else:
        g = joined[0]
        en, pt = {
            4: ("a crossing", "um cruzamento"),
            3: ("a T-junction", "uma bifurcação"),
        }.get(
            g.bit_count(),
            ("a straight", "uma reta") if g in _STRAIGHTS else ("a curve", "uma curva"),
        )
        if len(shape.groups) > len(joined):
            en, pt = f"{en} with a dead end", f"{pt} com um beco sem saída"
    extras = []
    if any(shape.ladder):
        extras.append(("with a ladder", "com escada"))
    door = next((d for d in shape.door if d), None)
    if door:
        extras.append(
            (f"with a {door} door", "com porta " + ("verde" if door == "green" else "azul"))
        )
    if shape.crystals:
        extras.append(("with a crystal", "com cristal"))
    for e_en, e_pt in extras:
        en, pt = f"{en} {e_en}", f"{pt} {e_pt}"
    return en, pt


# Where a maze card lies, as players at the table point at it: beside the start card, or by
# its column (counted card by card from the start card, as the rules count the 7 cards to the
# goals) and its row (a goal card's row, or between two): never a pair of coordinates. Every
# place reads differently, so that the labels of a seat's legal actions stay distinct.
_BESIDE_START = {
    (1, 0): ("just right of the start card", "logo à direita da Carta Inicial"),
    (-1, 0): ("just left of the start card", "logo à esquerda da Carta Inicial"),
    (0, -1): ("just above the start card", "logo acima da Carta Inicial"),
    (0, 1): ("just below the start card", "logo abaixo da Carta Inicial"),
}
# Where the goal cards lie when no tables say (the shipped board's).
_GOALS = ((8, -2), (8, 0), (8, 2))
_GOAL_ROWS = ((-2, ("top", "de cima")), (0, ("middle", "do meio")), (2, ("bottom", "de baixo")))


def _ordinal(n: int) -> tuple[str, str]:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, "th")
    return (f"{n}{suffix}", f"{n}ª")


def _column(x: int, goal_x: int) -> tuple[str, str]:
    """The column as players count it, card by card from the start card towards the goals
    (so that two places never read alike), or by the landmark it lies in or beyond."""
    if x == 0:
        return ("in the start card's column", "na coluna da Carta Inicial")
    if x == goal_x:
        return ("in the goal cards' column", "na coluna das cartas de objetivo")
    if x > goal_x:
        n_en, n_pt = _ordinal(x - goal_x)
        return (
            f"in the {n_en} column beyond the goal cards",
            f"na {n_pt} coluna além das cartas de objetivo",
        )
    n_en, n_pt = _ordinal(abs(x))
    if x < 0:
        return (
            f"in the {n_en} column left of the start card",
            f"na {n_pt} coluna à esquerda da Carta Inicial",
        )
    return (
        f"in the {n_en} column from the start card",
        f"na {n_pt} coluna a partir da Carta Inicial",
    )


def _row(y: int, rows: Sequence[int]) -> tuple[str, str]:
    named = dict(zip(rows, (w for _y, w in _GOAL_ROWS), strict=False))
    if y in named:
        en, pt = named[y]
        return (f"in the {en} goal card's row", f"na fileira do objetivo {pt}")
    if y < rows[0]:
        n_en, n_pt = _ordinal(rows[0] - y)
        return (
            f"in the {n_en} row above the top goal card's",
            f"na {n_pt} fileira acima da do objetivo de cima",
        )
    if y > rows[-1]:
        n_en, n_pt = _ordinal(y - rows[-1])
        return (
            f"in the {n_en} row below the bottom goal card's",
            f"na {n_pt} fileira abaixo da do objetivo de baixo",
        )
    above = max(r for r in rows if r < y)
    below = min(r for r in rows if r > y)
    (a_en, a_pt), (b_en, b_pt) = named[above], named[below]
    return (
        f"between the {a_en} and {b_en} goal cards' rows",
        f"entre as fileiras dos objetivos {a_pt} e {b_pt}",
    )


def position(x: Any, y: Any, t: Tables | None = None) -> tuple[str, str]:
    """'just right of the start card' / 'logo à direita da Carta Inicial', or 'in the 3rd
    column from the start card, in the middle goal card's row' / 'na 3ª coluna a partir da
    Carta Inicial, na fileira do objetivo do meio'; columns grow eastwards, rows southwards."""
    if not (isinstance(x, int) and isinstance(y, int)):
        return ("somewhere in the maze", "em algum lugar da mina")
    if (x, y) == (0, 0):
        return ("on the start card", "na Carta Inicial")
    if (x, y) in _BESIDE_START:
        return _BESIDE_START[(x, y)]
    goals = t.goal_positions if t is not None and t.goal_positions else _GOALS
    c_en, c_pt = _column(x, max(g[0] for g in goals))
    r_en, r_pt = _row(y, sorted(g[1] for g in goals))
    return (f"{c_en}, {r_en}", f"{c_pt}, {r_pt}")


def rotation(rot: Any) -> tuple[str, str]:
    """A path card lies as drawn or turned upside down (180°, the only other way)."""
    if rot == 180:
        return (", upside down", ", de cabeça para baixo")
    return ("", "")


# A card a player plays on themselves: addressed to them in a label, told of them in a sentence.
_ON_SELF = {
    "you": (
        " on yourself",
        " em você mesmo",
        " to repair your {en}",
        " para consertar {poss} {pt}",
    ),
    "they": (
        " on themselves",
        " em si mesmo",
        " to repair their own {en}",
        " para consertar {art} própri{art} {pt}",
    ),
}


# Theft lies in front of the one who plays it; its target is chosen after the round's gold
# is shared, so the card says what it will do.
_THEFT_TAIL = {
    "you": (
        " in front of you: after this round's gold is shared, steal 1 gold piece from a player",
        " à sua frente: depois da partilha do ouro desta rodada, roube 1 peça de ouro de um "
        "jogador",
    ),
    "they": (
        " in front of themselves: after this round's gold is shared, they may steal 1 gold "
        "piece from a player",
        " à sua frente: depois da partilha do ouro desta rodada, poderá roubar 1 peça de ouro "
        "de um jogador",
    ),
}


def _target_tail(
    action: Mapping[str, Any],
    names: Sequence[str] | None,
    actor: int | None = None,
    person: str = "you",
    t: Tables | None = None,
) -> tuple[str, str]:
    """Where an action card goes: a goal, a maze card or a player (and which tool); a card
    ``actor`` plays on itself is worded for ``person`` ("you" in a label, "they" in a
    sentence)."""
    if "goal" in action:
        goal = action["goal"]
        g_en, g_pt = GOAL_NAMES[goal] if goal in (0, 1, 2) else ("", "")
        return (f" on the {g_en} goal card", f" na carta de objetivo {g_pt}")
    if "x" in action:
        p_en, p_pt = position(action.get("x"), action.get("y"), t)
        return (f" on the card {p_en}", f" na carta {p_pt}")
    if "target" in action:
        s_en, s_pt = _seat(names, action["target"])
        t_en, t_pt, poss = TOOL_NAMES.get(action.get("tool", ""), ("tool", "ferramenta", "sua"))
        art = "o" if poss == "seu" else "a"
        if actor is not None and action["target"] == actor:
            on_en, on_pt, fix_en, fix_pt = _ON_SELF[person]
            if "tool" in action:
                return (fix_en.format(en=t_en), fix_pt.format(poss=poss, art=art, pt=t_pt))
            return (on_en, on_pt)
        if "tool" in action:
            return (f" to repair {s_en}'s {t_en}", f" para consertar {art} {t_pt} de {s_pt}")
        return (f" on {s_en}", f" em {s_pt}")
    if action.get("card") == "THEFT":
        return _THEFT_TAIL[person]
    return ("", "")


def _cards_list(cards: Sequence[str] | None, t: Tables | None) -> tuple[str, str]:
    if not cards:
        return "", ""
    words = [card_words(c, t) for c in cards]
    return (
        " (" + ", ".join(w[0] for w in words) + ")",
        " (" + ", ".join(w[1] for w in words) + ")",
    )


def card_count(n: int) -> Labels:
    """'1 card' / '3 cartas'."""
    return counted(n, ("card", "cards"), ("carta", "cartas"))


# A label's arguments: the action, the tables of the content it is worded from (None: "a path
# card"), the seat it is for (None: a spectator's, or no seat's) and the seats' names (None:
# "another player"); one function per kind, which the move table (``moves.MOVES``) names.
Names = Sequence[str] | None


def place_path(
    action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names
) -> Labels:
    """E.g. 'Lay a crossing just right of the start card, upside down'."""
    en, pt = path_words(action["card"], t)
    p_en, p_pt = position(action.get("x"), action.get("y"), t)
    r_en, r_pt = rotation(action.get("rotation"))
    return {"en": f"Lay {en} {p_en}{r_en}", "pt-BR": f"Colocar {pt} {p_pt}{r_pt}"}


def play_action(
    action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names
) -> Labels:
    """E.g. {"en": "Play “Map” on the middle goal card", ...}; an action with a "seat" (a
    sentence's) speaks of that seat in the third person."""
    en, pt = quoted(action["card"])
    actor = action.get("seat", seat)
    person = "they" if "seat" in action else "you"
    t_en, t_pt = _target_tail(action, names, actor, person, t)
    return {"en": f"Play {en}{t_en}", "pt-BR": f"Jogar {pt}{t_pt}"}


def pass_turn(
    action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names
) -> Labels:
    """The cards when the viewer sees them, else how many (another seat's, redacted)."""
    n = len(action["cards"]) if "cards" in action else action.get("count", 0)
    c_en, c_pt = card_count(n).values()
    l_en, l_pt = _cards_list(action.get("cards"), t)
    return {
        "en": f"Pass, discarding {c_en}{l_en}",
        "pt-BR": f"Passar, descartando {c_pt}{l_pt}",
    }


def discard_and_repair(
    action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names
) -> Labels:
    l_en, l_pt = _cards_list(action.get("cards"), t)
    if action.get("remove") == "trapped":
        return {
            "en": f"Discard two cards{l_en} to escape the trap",
            "pt-BR": f"Descartar duas cartas{l_pt} para escapar da prisão",
        }
    t_en, t_pt, poss = TOOL_NAMES.get(action.get("remove", ""), ("tool", "ferramenta", "sua"))
    return {
        "en": f"Discard two cards{l_en} to repair your {t_en}",
        "pt-BR": f"Descartar duas cartas{l_pt} para consertar {poss} {t_pt}",
    }


def steal(action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names) -> Labels:
    s_en, s_pt = _seat(names, action["target"])
    return {
        "en": f"Steal 1 gold piece from {s_en}",
        "pt-BR": f"Roubar 1 peça de ouro de {s_pt}",
    }


def decline_steal(
    action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names
) -> Labels:
    return {"en": "Do not steal", "pt-BR": "Não roubar"}


# The label of an action that is none of this game's kinds.
OTHER_ACTION: Labels = {"en": "An action of this game", "pt-BR": "Uma ação deste jogo"}
