"""The Scholars' catalogues of words: what Papyrus has the player do and why
(``messages/<language>/instructions.ftl``), as ``Said`` values a state stores as data."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from games.rules.said import Listed, Param, Said, words_catalogue

DIRECTORY = Path(__file__).resolve().parent / "messages"
INSTRUCTIONS = words_catalogue(DIRECTORY, "scholars/instructions")
# The labels of the player's reports and of Papyrus's turn.
LABELS = words_catalogue(DIRECTORY, "scholars/labels")
# The tools' titles and the problems of reports the scoring tool cannot score.
TOOLS = words_catalogue(DIRECTORY, "scholars/tools")
# The set-up options' titles and descriptions.
OPTIONS = words_catalogue(DIRECTORY, "scholars/options")
# The heading of each kind of action over its listed actions (``headings.action_heading``).
HEADINGS = words_catalogue(DIRECTORY, "scholars/headings")
# Every word of the board's drawing (drawing.py).
BOARD = words_catalogue(DIRECTORY, "scholars/board")
# What is wrong with a content document.
CONTENT = words_catalogue(DIRECTORY, "scholars/content")
# Decks 1-6 are of a language (content order); 7 and 8 are not.
ROWS = ("top", "middle", "bottom")
GUILD_CODES = ("purple", "orange", "green")
LANGUAGE_CODES = _DECK_LANGUAGES = ("chinese", "sanskrit", "greek", "hebrew", "persian", "syriac")


def told(message_id: str, **args: Param) -> Said:
    """Message ``message_id`` of the instructions' catalogue."""
    return Said(INSTRUCTIONS, message_id, args)


def _known(code: str, codes: tuple[str, ...]) -> str:
    """``code`` if its message has a variant for it (else KeyError, as a lookup would: a
    selector's default variant must not word an unknown value)."""
    if code not in codes:
        raise KeyError(code)
    return code


def language(code: str) -> Said:
    return told("language", code=_known(code, LANGUAGE_CODES))


def guild(code: str) -> Said:
    return told("guild", code=_known(code, GUILD_CODES))


def row(index_or_code: int | str) -> Said:
    """A row by its index (0 top) or its name."""
    code = index_or_code if isinstance(index_or_code, str) else ROWS[index_or_code]
    return told("row", code=_known(code, ROWS))


def colour(code: str) -> Said:
    return told("colour", code=code)


def deck(index: int) -> Said:
    """A translator deck by its place in the top row (0-based), as "of the ... deck"."""
    lang: Param = language(_DECK_LANGUAGES[index]) if index < len(_DECK_LANGUAGES) else "none"
    return told("deck-of", language=lang, number=index + 1)


def also(why: Said, message_id: str, **args: Param) -> Said:
    """``why`` narrowed by message ``message_id``."""
    return told("why-and", first=why, then=told(message_id, **args))


def numbers(found: Sequence[int]) -> Listed:
    """Room numbers and the like, joined as a list."""
    return Listed(tuple(found))
