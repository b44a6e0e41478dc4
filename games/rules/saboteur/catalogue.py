"""Saboteur Gold's catalogues of words: every label and sentence is a message of
``messages/<language>/words.ftl``, worded when it is read, and each set-up option's title and
description one of ``options.ftl``."""

from __future__ import annotations

from pathlib import Path

from games.rules.said import Param, Said, words_catalogue

MESSAGES = Path(__file__).resolve().parent / "messages"
WORDS = words_catalogue(MESSAGES, "saboteur/words")
OPTIONS = words_catalogue(MESSAGES, "saboteur/options")
# The heading of each kind of action over its listed actions (``headings.action_heading``).
HEADINGS = words_catalogue(MESSAGES, "saboteur/headings")
# Every word of the board's drawing (drawing.py), apart from the move log's.
BOARD = words_catalogue(MESSAGES, "saboteur/board")
# What is wrong with a content document.
CONTENT = words_catalogue(MESSAGES, "saboteur/content")


def say(message_id: str, **args: Param) -> Said:
    """Message ``message_id`` of Saboteur's words with ``args``."""
    return Said(WORDS, message_id, args)
