"""Words of what happens to a seat rather than on the board: resigning, a turn timer running
out, staff handing a seat to the automa (the service does these, never an engine).

Labels and sentences in every language of ``LANGUAGES``, naming seats by their names, like the
engines' ``label_named`` and ``describe``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.core import RESIGN_SPEC, Action, Labels, Names

RESIGN: Action = {"type": RESIGN_SPEC.type}

# Event kinds of seat changes (``Event.kind``), logged with the move that made them.
SEAT_RESIGNED = "seat_resigned"
SEAT_HANDED_OVER = "seat_handed_over"
TURN_TIMED_OUT = "turn_timed_out"
SEAT_EVENT_KINDS = frozenset({SEAT_RESIGNED, SEAT_HANDED_OVER, TURN_TIMED_OUT})


def is_resign(action: Any) -> bool:
    return isinstance(action, Mapping) and action.get("type") == RESIGN_SPEC.type


def resign_label(*, companion: bool) -> Labels:
    if companion:
        return {
            "en": "Resign: the game ends and the automa wins",
            "pt-BR": "Desistir: a partida termina e o automa vence",
        }
    return {
        "en": "Resign: the automa plays your seat from now on",
        "pt-BR": "Desistir: o automa joga no seu lugar daqui em diante",
    }


def _name(names: Names, seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "?"


def resign_move_text(actor: int, by: str, names: Names) -> Labels:
    """The resign move itself: who left, and who made it leave (staff, the timer)."""
    name = _name(names, actor)
    if by == "staff":
        return {
            "en": f"Staff handed {name}'s seat to the automa.",
            "pt-BR": f"A equipe passou o lugar de {name} para o automa.",
        }
    if by == "timer":
        return {
            "en": f"{name}'s time ran out.",
            "pt-BR": f"O tempo de {name} acabou.",
        }
    return {"en": f"{name} resigned.", "pt-BR": f"{name} desistiu."}


def describe_seat_event(event: Mapping[str, Any], names: Names) -> Labels | None:
    """A seat event as a sentence; None for a kind that is not a seat event."""
    data = event.get("data") or {}
    name = _name(names, data.get("seat"))
    kind = event.get("kind")
    if kind in (SEAT_RESIGNED, SEAT_HANDED_OVER):
        if data.get("ends_game"):
            return {
                "en": f"{name} left the game: it ends, and the automa wins.",
                "pt-BR": f"{name} saiu da partida: ela termina, e o automa vence.",
            }
        return {
            "en": f"The automa plays {name}'s seat from now on.",
            "pt-BR": f"O automa joga no lugar de {name} daqui em diante.",
        }
    if kind == TURN_TIMED_OUT:
        count, limit = data.get("timeouts"), data.get("limit")
        if data.get("taken_over") and count == 1:  # a game that hands the seat over at once
            return {
                "en": f"{name}'s time ran out: the automa plays the seat from now on.",
                "pt-BR": f"O tempo de {name} acabou: o automa joga no lugar daqui em diante.",
            }
        if data.get("taken_over"):
            return {
                "en": f"{name}'s time ran out {count} times in a row: "
                f"the automa plays the seat from now on.",
                "pt-BR": f"O tempo de {name} acabou {count} vezes seguidas: "
                f"o automa joga no lugar daqui em diante.",
            }
        return {
            "en": f"{name}'s time ran out: the automa played for {name} "
            f"({count} of {limit} in a row).",
            "pt-BR": f"O tempo de {name} acabou: o automa jogou por {name} "
            f"({count} de {limit} seguidas).",
        }
    return None
