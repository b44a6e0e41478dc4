"""Labels of actions, and the pieces every label and sentence is told with, as messages of
Saboteur's catalogue (``catalogue.WORDS``), worded when they are read.

As the table says it: players by name, a maze position counted from the start card, a card
turned upside down (never coordinates or degrees), card names in quotes; tile ids and
coordinates stay in the action."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.rules.saboteur.catalogue import say
from games.rules.saboteur.content import EDGE_BITS, Shape, Tables
from games.rules.said import Param, Said
from games.rules.words import seat_name as shared_seat_name

# Each action card's message (its name as printed).
CARD_NAMES: dict[str, str] = {
    "BROKEN_PICK": "card-broken-pick",
    "BROKEN_LAMP": "card-broken-lamp",
    "BROKEN_CART": "card-broken-cart",
    "REPAIR_PICK": "card-repair-pick",
    "REPAIR_LAMP": "card-repair-lamp",
    "REPAIR_CART": "card-repair-cart",
    "REPAIR_PICK_OR_LAMP": "card-repair-pick-or-lamp",
    "REPAIR_PICK_OR_CART": "card-repair-pick-or-cart",
    "REPAIR_LAMP_OR_CART": "card-repair-lamp-or-cart",
    "MAP": "card-map",
    "ROCKFALL": "card-rockfall",
    "THEFT": "card-theft",
    "HANDS_OFF": "card-hands-off",
    "SWAP_HAND": "card-swap-hand",
    "INSPECTION": "card-inspection",
    "SWAP_HATS": "card-swap-hats",
    "TRAPPED": "card-trapped",
    "FREE_AT_LAST": "card-free-at-last",
}
# The goal cards by index, top to bottom, as the messages' ``$goal`` names them.
GOALS = ("top", "middle", "bottom")


def seat_name(names: Sequence[str] | None, seat: Any) -> Param:
    """A seat's name; "another player" without names, "?" for a seat they lack."""
    return say("player-other") if names is None else shared_seat_name(names, seat)


def player_name(names: Sequence[str] | None, seat: Any) -> Param:
    """A seat (a card's target) by its name, "another player" when the names lack it."""
    if names is None or not (isinstance(seat, int) and 0 <= seat < len(names)):
        return say("player-other")
    return names[seat]


def goal_name(goal: Any) -> Said:
    return say("goal-name", goal=GOALS[goal] if goal in (0, 1, 2) else "other")


def quoted(card: str) -> Said:
    return say("card-quoted", card=say(CARD_NAMES.get(card, "card-unknown")))


def path_words(card: str, t: Tables | None) -> Said:
    """'a crossing with a ladder' / 'um cruzamento com escada', from the tile's tunnels (in
    the tables ``t``; without them, or for a card they lack, just 'a path card')."""
    shape = None if t is None else t.shapes.get((card, 0))
    if shape is None:
        return say("tile-unknown")
    return _tile_words(shape)


def card_words(card: str, t: Tables | None) -> Said:
    """An action card by its name in quotes, a path card by its shape."""
    return quoted(card) if card in CARD_NAMES else path_words(card, t)


_STRAIGHTS = (EDGE_BITS["N"] | EDGE_BITS["S"], EDGE_BITS["E"] | EDGE_BITS["W"])


def _yes(flag: Any) -> str:
    return "yes" if flag else "no"


def _tile_shape(joined: list[int]) -> str:
    # A group joining two or more edges is a tunnel; a lone edge is a dead end.
    if len(joined) == 2:
        return "bridge" if set(_STRAIGHTS) == set(joined) else "double-curve"
    if not joined:
        return "dead-end"
    g = joined[0]
    if g.bit_count() == 4:
        return "crossing"
    if g.bit_count() == 3:
        return "t-junction"
    return "straight" if g in _STRAIGHTS else "curve"


def _tile_words(shape: Shape) -> Said:
    joined = [g for g in shape.groups if g.bit_count() > 1]
    door = next((d for d in shape.door if d), None)
    return say(
        "tile",
        shape=_tile_shape(joined),
        dead_end=_yes(len(joined) not in (0, 2) and len(shape.groups) > len(joined)),
        ladder=_yes(any(shape.ladder)),
        door="green" if door == "green" else "blue" if door else "none",
        crystal=_yes(shape.crystals),
    )


# Where a maze card lies, as players at the table point at it: beside the start card, or by
# its column (counted card by card from the start card, as the rules count the 7 cards to the
# goals) and its row (a goal card's row, or between two): never a pair of coordinates. Every
# place reads differently, so that the labels of a seat's legal actions stay distinct.
_BESIDE_START = {(1, 0): "right", (-1, 0): "left", (0, -1): "above", (0, 1): "below"}
# Where the goal cards lie when no tables say (the shipped board's).
_GOALS = ((8, -2), (8, 0), (8, 2))


def _ordinal(n: int) -> Said:
    return say("ordinal", n=n)


def _column(x: int, goal_x: int) -> Said:
    """The column as players count it, card by card from the start card towards the goals
    (so that two places never read alike), or by the landmark it lies in or beyond."""
    if x == 0:
        return say("column-start")
    if x == goal_x:
        return say("column-goals")
    if x > goal_x:
        return say("column-beyond-goals", nth=_ordinal(x - goal_x))
    if x < 0:
        return say("column-left", nth=_ordinal(-x))
    return say("column-right", nth=_ordinal(x))


def _row(y: int, rows: Sequence[int]) -> Said:
    named = dict(zip(rows, range(len(GOALS)), strict=False))
    if y in named:
        return say("row-goal", goal=goal_name(named[y]))
    if y < rows[0]:
        return say("row-above", nth=_ordinal(rows[0] - y))
    if y > rows[-1]:
        return say("row-below", nth=_ordinal(y - rows[-1]))
    above = max(r for r in rows if r < y)
    below = min(r for r in rows if r > y)
    return say("row-between", above=goal_name(named[above]), below=goal_name(named[below]))


def position(x: Any, y: Any, t: Tables | None = None) -> Said:
    """'just right of the start card' / 'logo à direita da Carta Inicial', or 'in the 3rd
    column from the start card, in the middle goal card's row' / 'na 3ª coluna a partir da
    Carta Inicial, na fileira do objetivo do meio'; columns grow eastwards, rows southwards."""
    if not (isinstance(x, int) and isinstance(y, int)):
        return say("place-unknown")
    if (x, y) == (0, 0):
        return say("place-start")
    if (x, y) in _BESIDE_START:
        return say("place-beside-start", side=_BESIDE_START[(x, y)])
    goals = t.goal_positions if t is not None and t.goal_positions else _GOALS
    column = _column(x, max(g[0] for g in goals))
    return say("place", column=column, row=_row(y, sorted(g[1] for g in goals)))


def upside_down(rot: Any) -> str:
    """A path card lies as drawn or turned upside down (180°, the only other way)."""
    return _yes(rot == 180)


# The messages of an action card played, by where it goes: addressed to the seat in a label
# ("you"), told of the seat in a sentence ("they", with its name as ``$who``).
_PLAYED = {
    "you": {
        "": "label-play",
        "goal": "label-play-on-goal",
        "card": "label-play-on-card",
        "player": "label-play-on-player",
        "self": "label-play-on-self",
        "repair": "label-play-repair",
        "repair-self": "label-play-repair-self",
        "theft": "label-play-theft",
    },
    "they": {
        "": "said-played",
        "goal": "said-played-on-goal",
        "card": "said-played-on-card",
        "player": "said-played-on-player",
        "self": "said-played-on-self",
        "repair": "said-played-repair",
        "repair-self": "said-played-repair-self",
        "theft": "said-played-theft",
    },
}
# A seat's own tool repaired by a card it plays: "your pickaxe", "their own pickaxe".
_OWN_TOOL = {"you": "tool-yours", "they": "tool-own"}


def _where(
    action: Mapping[str, Any],
    names: Sequence[str] | None,
    actor: int | None,
    person: str,
    t: Tables | None,
) -> tuple[str, dict[str, Param]]:
    """Where an action card goes (a goal, a maze card or a player, and which tool), as the
    key of its message in ``_PLAYED`` and that message's parameters."""
    if "goal" in action:
        return "goal", {"goal": goal_name(action["goal"])}
    if "x" in action:
        return "card", {"place": position(action.get("x"), action.get("y"), t)}
    if "target" in action:
        tool = str(action.get("tool", "other"))
        if actor is not None and action["target"] == actor:
            if "tool" in action:
                return "repair-self", {"tool": say(_OWN_TOOL[person], tool=tool)}
            return "self", {}
        player = player_name(names, action["target"])
        if "tool" in action:
            return "repair", {"tool": say("tool-of", tool=tool, player=player)}
        return "player", {"player": player}
    if action.get("card") == "THEFT":
        return "theft", {}
    return "", {}


def played(
    action: Mapping[str, Any],
    names: Sequence[str] | None,
    actor: int | None,
    person: str,
    t: Tables | None,
    **head: Param,
) -> Said:
    """An action card played by ``actor``, worded for ``person`` ("you" in a label, "they"
    with ``who=`` its name in a sentence)."""
    key, args = _where(action, names, actor, person, t)
    return say(_PLAYED[person][key], card=quoted(action["card"]), **head, **args)


def cards_list(cards: Sequence[str], t: Tables | None) -> Said:
    """The cards one after the other: 'a T-junction, “Theft”'."""
    words = [card_words(c, t) for c in cards]
    joined = words[0]
    for word in words[1:]:
        joined = say("cards-more", head=joined, last=word)
    return joined


# A label's arguments: the action, the tables of the content it is worded from (None: "a path
# card"), the seat it is for (None: a spectator's, or no seat's) and the seats' names (None:
# "another player"); one function per kind, which the move table (``moves.MOVES``) names.
Names = Sequence[str] | None


def place_path(action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names) -> Said:
    """E.g. 'Lay a crossing just right of the start card, upside down'."""
    return say(
        "label-lay",
        tile=path_words(action["card"], t),
        place=position(action.get("x"), action.get("y"), t),
        upside_down=upside_down(action.get("rotation")),
    )


def play_action(
    action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names
) -> Said:
    """E.g. 'Play “Map” on the middle goal card'."""
    return played(action, names, seat, "you", t)


def pass_turn(action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names) -> Said:
    """The cards when the seat sees them, else how many (another seat's, redacted)."""
    if not action.get("cards"):
        return say("label-pass-hidden", count=int(action.get("count", 0)))
    cards = action["cards"]
    return say("label-pass", count=len(cards), cards=cards_list(cards, t))


def discard_and_repair(
    action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names
) -> Said:
    cards = action.get("cards")
    if action.get("remove") == "trapped":
        if not cards:
            return say("label-discard-trap-hidden")
        return say("label-discard-trap", cards=cards_list(cards, t))
    tool = say("tool-yours", tool=str(action.get("remove", "other")))
    if not cards:
        return say("label-discard-repair-hidden", tool=tool)
    return say("label-discard-repair", tool=tool, cards=cards_list(cards, t))


def steal(action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names) -> Said:
    return say("label-steal", player=player_name(names, action["target"]))


def decline_steal(
    action: Mapping[str, Any], t: Tables | None, seat: int | None, names: Names
) -> Said:
    return say("label-decline-steal")


# The label of an action that is none of this game's kinds.
OTHER_ACTION: Said = say("label-other")
