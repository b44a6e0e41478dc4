"""What a text in words must not hold, for the conformance tests of words (test_words,
test_problem_words): English in Portuguese, internals, API words, references."""

from __future__ import annotations

import difflib
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


# A count in words or figures: "1 carta" and "uma carta" say the same.
_COUNT = re.compile(r"^(\d+|one|two|three|a|an|um|uma|dois|duas|três)$")
_WORD = re.compile(r"[\wÀ-ÿ]+")
# Of the words of two sentences, the share in common (in order) above which one says the
# other again: "Bia discarded two cards to escape" / "Bia discarded two cards and escaped".
NEAR_REPEAT_SHARE = 0.7


def _counted_words(text: str) -> list[str]:
    return ["#" if _COUNT.match(w) else w for w in _WORD.findall(text.lower())]


def near_repeat(first: str, second: str) -> bool:
    """Whether ``second`` tells ``first`` again, even if not word for word: the same words
    apart from a count, one inside the other, or most of their words in common, in order."""
    a, b = _counted_words(first), _counted_words(second)
    if not a or not b:
        return False
    joined_a, joined_b = f" {' '.join(a)} ", f" {' '.join(b)} "
    if joined_a in joined_b or joined_b in joined_a:
        return True
    return difflib.SequenceMatcher(None, a, b).ratio() >= NEAR_REPEAT_SHARE
