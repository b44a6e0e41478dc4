"""Saboteur Gold's catalogue of words (``messages/<language>/words.ftl``): every label and
sentence is one of its messages, worded when it is read."""

from __future__ import annotations

from pathlib import Path

from games.rules.said import Param, Said, words_catalogue

WORDS = words_catalogue(Path(__file__).resolve().parent / "messages", "saboteur/words")
# What is wrong with a content document.
CONTENT = words_catalogue(Path(__file__).resolve().parent / "messages", "saboteur/content")


def say(message_id: str, **args: Param) -> Said:
    """Message ``message_id`` of Saboteur's words with ``args``."""
    return Said(WORDS, message_id, args)
