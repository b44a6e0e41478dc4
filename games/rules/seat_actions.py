"""Words of what happens to a seat rather than on the board: resigning, a turn timer running
out, staff handing a seat to the automa (the service does these, never an engine).

Labels and sentences from the ``seats`` catalogue (``games/messages``), naming seats by their
names, like the engines' ``label_named`` and ``describe``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.core import RESIGN_SPEC, Action, Labels, Names
from games.rules.said import SHARED_DIR, said, words_catalogue

SEATS = words_catalogue(SHARED_DIR, "seats")

RESIGN: Action = {"type": RESIGN_SPEC.type}

# Event kinds of seat changes (``Event.kind``), logged with the move that made them.
SEAT_RESIGNED = "seat_resigned"
SEAT_HANDED_OVER = "seat_handed_over"
TURN_TIMED_OUT = "turn_timed_out"
SEAT_EVENT_KINDS = frozenset({SEAT_RESIGNED, SEAT_HANDED_OVER, TURN_TIMED_OUT})


def is_resign(action: Any) -> bool:
    return isinstance(action, Mapping) and action.get("type") == RESIGN_SPEC.type


def resign_label(*, companion: bool) -> Labels:
    return said(SEATS, "label-resign-companion" if companion else "label-resign")


def _name(names: Names, seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "?"


_RESIGN_MOVES = {"staff": "move-handed-over", "timer": "move-timed-out"}


def resign_move_text(actor: int, by: str, names: Names) -> Labels:
    """The resign move itself: who left, and who made it leave (staff, the timer)."""
    return said(SEATS, _RESIGN_MOVES.get(by, "move-resigned"), name=_name(names, actor))


def describe_seat_event(event: Mapping[str, Any], names: Names) -> Labels | None:
    """A seat event as a sentence; None for a kind that is not a seat event."""
    data = event.get("data") or {}
    name = _name(names, data.get("seat"))
    kind = event.get("kind")
    if kind in (SEAT_RESIGNED, SEAT_HANDED_OVER):
        if data.get("ends_game"):
            return said(SEATS, "event-left-game-ends", name=name)
        return said(SEATS, "event-automa-plays-seat", name=name)
    if kind == TURN_TIMED_OUT:
        count, limit = data.get("timeouts"), data.get("limit")
        if data.get("taken_over") and count == 1:  # a game that hands the seat over at once
            return said(SEATS, "event-timed-out-taken-over", name=name)
        if data.get("taken_over"):
            return said(SEATS, "event-timed-out-times-taken-over", name=name, count=count or 0)
        return said(
            SEATS, "event-timed-out-played-for", name=name, count=count or 0, limit=limit or 0
        )
    return None
