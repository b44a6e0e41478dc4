"""Building tables for scenario tests: a fresh game with chosen cards, roles and goals."""

from __future__ import annotations

from typing import Any

from games.rules.saboteur import RULESET
from games.rules.saboteur.paths import key

R = RULESET


def table(
    seats: int = 4,
    *,
    roles: list[str] | None = None,
    hands: dict[int, list[str]] | None = None,
    grid: dict[tuple[int, int], tuple[str, int]] | None = None,
    goals: list[str] | None = None,
    options: dict[str, Any] | None = None,
    turn: int = 0,
    seed: int = 7,
) -> dict[str, Any]:
    """A game at its first turn with the given roles, hands, maze and goal order (top to bottom)."""
    state = R.setup(options or {}, seats, seed)
    if roles is not None:
        state["roles"] = list(roles)
    for seat, hand in (hands or {}).items():
        state["hands"][seat] = sorted(hand)
    for (x, y), (card, rot) in (grid or {}).items():
        state["grid"][key(x, y)] = [card, rot]
    if goals is not None:
        for goal, card in zip(state["goals"], goals, strict=True):
            goal["card"] = card
    state["turn"] = turn
    return state


def corridor(last_x: int, y: int = 0) -> dict[tuple[int, int], tuple[str, int]]:
    """Straight E-W cards from (1, y) to (last_x, y)."""
    return {(x, y): ("B-IH", 0) for x in range(1, last_x + 1)}


def play(state: dict[str, Any], seat: int, **action: Any) -> tuple[dict[str, Any], list]:
    return R.apply(state, seat, action)
