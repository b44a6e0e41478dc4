"""What an engine hands back besides states: logged events, final scores and results, and the
instructions a companion automa gives the human."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.rules.said import Said, said_json, stored_words

# language code ("en", "pt-BR") -> text; a ``said.Said`` is one, worded when read
Labels = Mapping[str, str]


@dataclass(frozen=True)
class Event:
    """Something that happened. ``seat`` None means every seat and spectators may see it."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "data": self.data, "seat": self.seat}


@dataclass(frozen=True)
class Score:
    """One seat's final score; ``total`` equals the sum of ``breakdown``."""

    seat: int
    total: int
    breakdown: dict[str, int]
    tiebreak: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "total": self.total,
            "breakdown": self.breakdown,
            "tiebreak": list(self.tiebreak),
        }


@dataclass(frozen=True)
class Result:
    scores: tuple[Score, ...]
    ranking: tuple[int, ...]  # seat indexes, best first
    winners: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": [s.to_json() for s in self.scores],
            "ranking": list(self.ranking),
            "winners": list(self.winners),
        }


@dataclass(frozen=True)
class Instruction:
    """What an automa asks the human to do on the table, in a companion game.

    ``kind`` and ``data`` are structured (what, to which component, how many); ``text`` says
    it and ``why`` says what caused it. A state stores them as words (``said.Said``: a
    message and its data), worded in the reader's language when read
    (``instruction_worded``); text in every language is the older form, still read.
    """

    kind: str
    data: dict[str, Any]
    text: Labels
    why: Labels = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "data": self.data,
            "text": _stored(self.text),
            "why": _stored(self.why),
        }


def _stored(words: Labels) -> Any:
    return said_json(words) if isinstance(words, Said) else dict(words)


def instruction_worded(stored: Mapping[str, Any]) -> dict[str, Any]:
    """A stored instruction as readers get it: its text and why in every language."""
    return {
        **stored,
        "text": dict(stored_words(stored.get("text"))),
        "why": dict(stored_words(stored.get("why"))),
    }
