"""The protocol every rules engine implements (DESIGN §2).

Engines are pure Python: a state is a JSON-serialisable dict, an action is a JSON object with a
``type`` key. ``apply`` never mutates its input, so any earlier state can be kept and compared.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

State = dict[str, Any]
Action = dict[str, Any]
Labels = dict[str, str]  # language code ("en", "pt-BR") -> text

LANGUAGES = ("en", "pt-BR")


class IllegalAction(Exception):
    """An action the rules forbid now; ``code`` is stable, ``detail`` says why in English."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code}: {detail}")
        self.code = code
        self.detail = detail


@dataclass(frozen=True)
class Event:
    """Something that happened. ``seat`` None means every seat and spectators may see it."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "data": self.data, "seat": self.seat}


@dataclass(frozen=True)
class ActionField:
    """One field of an action type, for the OpenAPI schema and input validation."""

    name: str
    kind: str  # "int", "str", "bool", "int_list", "str_list"
    description: str = ""
    required: bool = True
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class ActionSpec:
    """An action type: its ``type`` tag, its fields and what it means."""

    type: str
    fields: tuple[ActionField, ...] = ()
    description: str = ""


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


def rng_for(seed: int | str, step: int, purpose: str = "") -> random.Random:
    """A generator fixed by the game's seed and the step number only (replay is exact)."""
    digest = hashlib.sha256(f"{seed}:{step}:{purpose}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


class Ruleset:
    """Base class of every game's ruleset; subclasses fill the catalogue data and methods."""

    slug: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    modes: ClassVar[tuple[str, ...]] = ("digital",)
    automa_levels: ClassVar[tuple[str, ...]] = ()
    default_automa_level: ClassVar[str] = ""
    # JSON Schema (object) of the set-up options; each property has a "default".
    options_schema: ClassVar[dict[str, Any]] = {"type": "object", "properties": {}}
    action_specs: ClassVar[tuple[ActionSpec, ...]] = ()

    def default_options(self) -> dict[str, Any]:
        props = self.options_schema.get("properties", {})
        return {k: v["default"] for k, v in props.items() if "default" in v}

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Merged with defaults; raises ValueError naming the bad option."""
        props = self.options_schema.get("properties", {})
        merged = self.default_options()
        for key, value in options.items():
            if key not in props:
                raise ValueError(f"unknown option {key!r}")
            spec = props[key]
            kind = spec.get("type")
            ok = {
                "boolean": isinstance(value, bool),
                "integer": isinstance(value, int) and not isinstance(value, bool),
                "string": isinstance(value, str),
            }.get(kind, True)
            if not ok or ("enum" in spec and value not in spec["enum"]):
                raise ValueError(f"option {key!r} has an invalid value {value!r}")
            merged[key] = value
        return merged

    # --- the game -------------------------------------------------------------------------
    def setup(
        self, options: dict[str, Any], seats: int, content: dict[str, Any], seed: int
    ) -> State:
        raise NotImplementedError

    def to_act(self, state: State) -> tuple[int, ...]:
        raise NotImplementedError

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        raise NotImplementedError

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        raise NotImplementedError

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def is_over(self, state: State) -> bool:
        raise NotImplementedError

    def score(self, state: State) -> Result:
        raise NotImplementedError

    def automa(self, view: dict[str, Any], seat: int, level: str, rng: random.Random) -> Action:
        raise NotImplementedError

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> State:
        """A full state consistent with ``view``: what the seat cannot see is re-sampled."""
        raise NotImplementedError

    def reward(self, state: State, seat: int) -> float:
        """The seat's outcome of a finished game in [0, 1] (1 a sole win), for search."""
        result = self.score(state)
        if seat in result.winners:
            return 1.0 / len(result.winners)
        return 0.0

    def label(self, action: Action, view: dict[str, Any] | None = None) -> Labels:
        """The action's label in every language of ``LANGUAGES``."""
        raise NotImplementedError

    def redact_action(self, action: Action, actor: int, viewer: int | None) -> Action:
        """The action as ``viewer`` may see it in the move log (hide what it may not see)."""
        return action
