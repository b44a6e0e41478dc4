"""The Solo Board: the resource track with its focus orders and wrap bonuses, the dice-sum track,
and the Scheme deck's colour majority, room-cost focus and travel distance (rules §8.3-8.4)."""

from __future__ import annotations

from typing import Any

from games.rules.scholars.content import DECKS, GUILDS, LANGUAGES

RESOURCE_SPACES = 6
DICE_SUM_MIN, DICE_SUM_MAX = -6, 6
# Each wrap of the resource track moves one of the AI's 6 research markers to the Solo Board.
MAX_WRAPS = 6
WRAP_BONUSES = (
    ("guild", "purple"),
    ("gold", None),
    ("guild", "orange"),
    ("gold", None),
    ("guild", "green"),
    ("gold", None),
)
ROOM_COST_MAX = 4
EMPTY_DISCARD_MAJORITY = "blue"


def _cycle(items: tuple[Any, ...], start: int) -> list[Any]:
    return [items[(start + i) % len(items)] for i in range(len(items))]


def language_focus(space: int) -> list[str]:
    """Languages in the AI's order of preference: space 1 starts with Chinese, 2 Sanskrit..."""
    return _cycle(LANGUAGES, space - 1)


def colour_focus(space: int) -> list[str]:
    """Guild colours in order: spaces 1 and 4 start purple, 2 and 5 orange, 3 and 6 green."""
    return _cycle(GUILDS, (space - 1) % len(GUILDS))


def translator_focus(space: int) -> list[int]:
    """Translator decks (0-7) in order, from the deck whose index matches the space."""
    return _cycle(tuple(range(DECKS)), space - 1)


def resource_advance(
    space: int, wraps: int, steps: int
) -> tuple[int, int, list[tuple[str, str | None]]]:
    """The track after ``steps`` forward: (new space, new wrap count, wrap bonuses earned)."""
    bonuses: list[tuple[str, str | None]] = []
    for _ in range(steps):
        space += 1
        if space > RESOURCE_SPACES:
            space = 1
            if wraps < MAX_WRAPS:
                bonuses.append(WRAP_BONUSES[wraps])
                wraps += 1
    return space, wraps, bonuses


def resource_move_state(state: dict[str, Any], steps: int) -> list[tuple[str, str | None]]:
    """Advance the AI's resource track in ``state`` (a copy) and return the wrap bonuses
    earned, in order: the one move both the AI's own advances and the silver paid to it use."""
    space, wraps, bonuses = resource_advance(state["resource"], state["wraps"], steps)
    state["resource"], state["wraps"] = space, wraps
    return bonuses


def dice_sum_move(value: int, change: int) -> int:
    return max(DICE_SUM_MIN, min(DICE_SUM_MAX, value + change))


def colour_majority(discard: list[dict[str, Any]]) -> str:
    """The colour with more cards in the discard; a tie goes to the most recent card's colour,
    an empty discard to blue."""
    if not discard:
        return EMPTY_DISCARD_MAJORITY
    blue = sum(1 for card in discard if card["colour"] == "blue")
    red = len(discard) - blue
    if blue == red:
        colour: str = discard[-1]["colour"]
        return colour
    return "blue" if blue > red else "red"


def recent_silver_sum(recent: list[int]) -> int:
    """The silver on the last two cards drawn (one if only one was drawn): both the room-cost
    focus and the seed's travel distance."""
    return sum(recent[-2:])


def room_cost_order(focus: int) -> list[int]:
    """Room costs to try: the focus, then +1 each time, wrapping after 4 to 0."""
    return [(focus + i) % (ROOM_COST_MAX + 1) for i in range(ROOM_COST_MAX + 1)]
