"""The log's sentences of a MarsBot game (catalogue ``marsbot/events``): MarsBot's turn
always by its own name (never the seat's, "Bot jogou..."), and a report as its label."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.rules.core import Action, Labels
from games.rules.said import Said

from .catalogue import as_reported, sentence
from .mars import MARSBOT


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat}"


def move_sentence(
    action: Action, actor: int, names: Sequence[str], label: Callable[[Action], Labels]
) -> Said:
    """What the log says of ``action`` by ``actor``: its label for the human's reports."""
    if actor == MARSBOT:
        return sentence("event-marsbot-turn")
    who = _name(names, actor)
    if action.get("type") == "undo":
        return sentence("event-undo", who=who)
    if action.get("type") == "acknowledge":
        return sentence("event-acknowledge", who=who)
    return reported(action, who, label)


def reported(action: Action, who: str, label: Callable[[Action], Labels]) -> Said:
    """A report in the reporter's words, or that a report came (the labels cannot word one
    given by a card's name not yet matched to a number)."""
    try:
        said = label(action)
    except (KeyError, IndexError, TypeError, ValueError):
        return sentence("event-sent-report", who=who)
    if not isinstance(said, Said):
        return sentence("event-sent-report", who=who)
    return sentence("event-reported", who=who, report=as_reported(said))
