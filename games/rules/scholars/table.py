"""What the server tracks of the table in a solo game: the House of Wisdom, the map, the rooms
and the guilds' influence. Helpers here mutate the (already copied) state they are given."""

from __future__ import annotations

from typing import Any

from games.rules.scholars.content import GUILDS, ROOMS

State = dict[str, Any]
ROWS = 3
MAP_SPACES = 6
HUMAN, AUTOMA, NEUTRAL = "human", "automa", "neutral"


def empty_table() -> dict[str, Any]:
    return {
        "house": {g: [None] * ROWS for g in GUILDS},
        "map": [None] * MAP_SPACES,  # index 0: the scroll next to the neutral marker, clockwise
        "rooms": [None] * ROOMS,
        "guilds": {g: {HUMAN: 0, AUTOMA: 0, "controller": None} for g in GUILDS},
    }


def house_count(state: State) -> int:
    return sum(1 for g in GUILDS for slot in state["house"][g] if slot is not None)


def employed_count(state: State) -> int:
    return sum(1 for room in state["rooms"] if room is not None)


def house_top_free_row(state: State, guild: str) -> int | None:
    column = state["house"][guild]
    return next((row for row in range(ROWS) if column[row] is None), None)


def house_remove(state: State, guild: str, row: int) -> dict[str, Any]:
    """Take a scroll out; the scrolls below move up to fill the gap."""
    column = state["house"][guild]
    slot = column[row]
    rest = [s for i, s in enumerate(column) if i != row and s is not None]
    state["house"][guild] = rest + [None] * (ROWS - len(rest))
    found: dict[str, Any] = slot
    return found


def neutral_rooms(state: State) -> list[int]:
    """Rooms (0-based, left to right) holding a neutral translator (the AI's in solo)."""
    return [i for i, room in enumerate(state["rooms"]) if room and room["owner"] == NEUTRAL]


def guild_add(state: State, guild: str, who: str, count: int) -> None:
    """Influence into a guild; control is re-checked (the first marker takes an empty guild)."""
    entry = state["guilds"][guild]
    entry[who] += count
    guild_control_update(state, guild)


def guild_control_update(state: State, guild: str) -> None:
    """Most influence controls; a tie keeps the controller; other ties leave it uncontrolled."""
    entry = state["guilds"][guild]
    human, automa = entry[HUMAN], entry[AUTOMA]
    if human == automa:
        if human == 0:
            entry["controller"] = None
        return
    entry["controller"] = HUMAN if human > automa else AUTOMA
