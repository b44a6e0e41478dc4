"""What a text in words must not hold, for the conformance tests of words (test_words,
test_problem_words): English in Portuguese, internals, API words, references."""

from __future__ import annotations

import re

# Common English words that must never show in a Portuguese text.
ENGLISH = re.compile(
    r"\b(the|and|of|from|take|took|card|cards|deck|with|your|you|seat|player|turn|"
    r"play|played|lay|pass|stage|gold|is|not|on|to|an|it|was|there)\b"
)
INTERNALS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|\b[A-Z]-[A-Z0-9-]+\b|assento|seat \d")
# An API word (a type, a reason, an enum value) outside quotes: something left unworded.
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
REPR = re.compile(r"\[\s*'|'\s*\]|\{\s*'|\bNone\b|\bTrue\b|\bFalse\b")
# What a player cannot look up: the rules references' section numbers and open points.
REFERENCES = re.compile(r"§|open point|reference\s*§?\d|\bQ\d+\b|\bB0\d\b", re.IGNORECASE)


def prose(text: str) -> str:
    """``text`` without what is quoted: JSON values ("take_card") are the API's words and card
    names («Space Elevator») are the card's, not English prose."""
    return re.sub(r'"[^"]*"|«[^»]*»', "", text).lower()
