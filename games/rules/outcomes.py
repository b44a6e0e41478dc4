"""What an engine hands back besides states: logged events, final scores and results, and the
instructions a companion automa gives the human."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Labels = dict[str, str]  # language code ("en", "pt-BR") -> text


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
    it and ``why`` says what caused it, each in every language of ``LANGUAGES``.
    """

    kind: str
    data: dict[str, Any]
    text: Labels
    why: Labels = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "data": self.data, "text": self.text, "why": self.why}
