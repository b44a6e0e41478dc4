"""MarsBot's catalogues of words, in ``messages/<language>/*.ftl``: the instructions (with
their whys), the names the content document gives, the labels, the log's sentences and the
set-up options' words."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from games.rules.said import Param, Said, words_catalogue

if TYPE_CHECKING:
    from .content import Catalog

MESSAGES = Path(__file__).resolve().parent / "messages"
INSTRUCTIONS = words_catalogue(MESSAGES, "marsbot/instructions")
NAMES = words_catalogue(MESSAGES, "marsbot/names")
LABELS = words_catalogue(MESSAGES, "marsbot/labels")
EVENTS = words_catalogue(MESSAGES, "marsbot/events")
# The card whose city the reserved space of Tharsis is kept for (its name, in the content).
NOCTIS_CITY_CARD = "017"
# The set-up options' titles and descriptions.
OPTIONS = words_catalogue(MESSAGES, "marsbot/options")
# The heading of each kind of action over its listed actions (``headings.action_heading``).
HEADINGS = words_catalogue(MESSAGES, "marsbot/headings")
# Every word of the board's drawing (drawing.py), apart from the move log's.
BOARD = words_catalogue(MESSAGES, "marsbot/board")
# The placement bonuses the board prints that have words of their own.
PRINTED_BONUSES = frozenset({"plant", "steel", "titanium", "card", "heat"})


def told(message_id: str, **args: Param) -> Said:
    """An instruction's text or why: message ``message_id`` of MarsBot's instructions."""
    return Said(INSTRUCTIONS, message_id, args)


def labelled(message_id: str, **args: Param) -> Said:
    """A label: message ``message_id`` of MarsBot's labels, as a label (``case`` "label"; the
    log's sentence reads a report's label with ``case`` "lower": ``as_reported``)."""
    return Said(LABELS, message_id, {"case": "label", **args})


def as_reported(label: Said) -> Said:
    """A report's label as the end of the log's sentence ("Ana relatou: coloquei ...")."""
    return Said(label.catalogue, label.id, {**label.args, "case": "lower"})


def sentence(message_id: str, **args: Param) -> Said:
    """A sentence of the log: message ``message_id`` of MarsBot's events."""
    return Said(EVENTS, message_id, args)


def named(kind: str, slug: str) -> Said:
    """A track's, milestone's, award's or bonus card's name (``kind`` track/milestone/...)."""
    return Said(NAMES, f"{kind}-{slug}")


def joined(items: Sequence[Param], message_id: str = "join-comma") -> Param:
    """Items joined one by one by ``message_id`` ("A, B, C" or "A; B; C"), as a list the
    board prints is read, not as a sentence's "A, B and C"."""
    if not items:
        return ""
    head = items[0]
    for item in items[1:]:
        head = told(message_id, head=head, next=item)
    return head


def space_said(cat: Catalog, hid: str) -> Said:
    """A Mars space as a player finds it on the board (never its id nor a coordinate pair):
    counted from the left in its row, rows counted from the top, with what the space prints
    (the reserved name, the ocean area, the placement bonus)."""
    h = cat.hexes[hid]
    space = told("space", place=h.pos, row=h.row)
    printed: list[Param] = []
    if h.reserved_for == "noctis_city":
        printed.append(told("printed-noctis_city", name=cat.cards[NOCTIS_CITY_CARD].name))
    if h.reserved_ocean:
        printed.append(told("printed-ocean-area"))
    for icon in dict.fromkeys(h.bonus):
        count = h.bonus.count(icon)
        if icon in PRINTED_BONUSES:
            printed.append(told(f"printed-{icon}", count=count))
        else:
            printed.append(told("printed-other", count=count, icon=icon))
    return told("space-printed", space=space, printed=joined(printed)) if printed else space
