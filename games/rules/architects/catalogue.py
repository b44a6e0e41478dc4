"""This game's catalogues of words (``messages/<language>/*.ftl``): the shared pieces
(names, decks, Stages, effects), the labels of actions, the move log's sentences and the
set-up options' words."""

from __future__ import annotations

from pathlib import Path

from games.rules.catalogues import Catalogue
from games.rules.said import Param, Said, words_catalogue

MESSAGES = Path(__file__).resolve().parent / "messages"

WORDS: Catalogue = words_catalogue(MESSAGES, "architects/words")
LABELS: Catalogue = words_catalogue(MESSAGES, "architects/labels")
EVENTS: Catalogue = words_catalogue(MESSAGES, "architects/events")
# The set-up options' titles and descriptions.
OPTIONS: Catalogue = words_catalogue(MESSAGES, "architects/options")
# The heading of each kind of action over its listed actions (``headings.action_heading``).
HEADINGS = words_catalogue(MESSAGES, "architects/headings")
# Every word of the board's drawing (drawing.py), apart from the move log's.
BOARD: Catalogue = words_catalogue(MESSAGES, "architects/board")
# What is wrong with a content document.
CONTENT: Catalogue = words_catalogue(MESSAGES, "architects/content")


def piece(message_id: str, **args: Param) -> Said:
    """A shared piece (words.ftl)."""
    return Said(WORDS, message_id, args)


def label(message_id: str, **args: Param) -> Said:
    """An action's label (labels.ftl)."""
    return Said(LABELS, message_id, args)


def sentence(message_id: str, **args: Param) -> Said:
    """A move's or an event's sentence (events.ftl)."""
    return Said(EVENTS, message_id, args)
