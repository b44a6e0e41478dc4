"""Seat options: the turn timer and who takes over a seat, kept by the service, not the engine.

They live in ``Game.seat_options`` (an engine copies its own options into its state, so these
stay out of it: a game's replay never depends on them). Apps send them among a game's
``options`` and see them there; ``GET rulesets/`` lists them with the engine's own.

- ``turn_seconds`` (every game; null: no timer): how long a human seat to act may take.
- ``timeouts_to_automa`` (digital games; default 3): after this many timeouts in a row the
  automa plays the seat for good.
- ``takeover_level`` (digital games; default ``basic``): the automa level that plays for a
  seat whose time ran out, that resigned or that staff handed over.

Companion games have neither of the last two: the automa cannot play the human's table turn,
so a timeout there is a resignation, which ends the game (the automa wins).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.utils import timezone

from games.errors import ProblemCode, ServiceError
from games.rules.core import OptionWords, Ruleset
from games.rules.options import OPTIONS, option_worded

TURN_SECONDS = "turn_seconds"
TIMEOUTS_TO_AUTOMA = "timeouts_to_automa"
TAKEOVER_LEVEL = "takeover_level"
NAMES = (TURN_SECONDS, TIMEOUTS_TO_AUTOMA, TAKEOVER_LEVEL)

TURN_SECONDS_MAX = 7 * 24 * 3600  # a week: correspondence play
TIMEOUTS_DEFAULT = 3
TIMEOUTS_MAX = 100


def takeover_level_default(rules: Ruleset) -> str:
    return "basic" if "basic" in rules.automa_levels else rules.default_automa_level


# Each seat option's title and description: messages of the shared options catalogue
# (games/messages/<language>/options.ftl).
SEAT_OPTION_WORDS: dict[str, OptionWords] = {
    name: OptionWords.worded(OPTIONS, name) for name in NAMES
}


def seat_options_schema(rules: Ruleset, language: str = "en") -> dict[str, Any]:
    """The JSON Schema properties of the seat options ``rules`` offers, worded in
    ``language``."""
    props: dict[str, Any] = {
        TURN_SECONDS: {
            "type": ["integer", "null"],
            "minimum": settings.TURN_SECONDS_MIN,
            "maximum": TURN_SECONDS_MAX,
            "default": None,
        },
    }
    if not rules.companion:
        props[TIMEOUTS_TO_AUTOMA] = {
            "type": "integer",
            "minimum": 1,
            "maximum": TIMEOUTS_MAX,
            "default": TIMEOUTS_DEFAULT,
        }
        props[TAKEOVER_LEVEL] = {
            "type": "string",
            "enum": list(rules.automa_levels),
            "default": takeover_level_default(rules),
        }
    return {
        name: option_worded(spec, SEAT_OPTION_WORDS[name], language) for name, spec in props.items()
    }


def game_options_schema(rules: Ruleset, language: str = "en") -> dict[str, Any]:
    """The engine's options schema with the seat options beside its own, worded in
    ``language``."""
    schema = rules.options_schema_in(language)
    schema["properties"] = {
        **schema.get("properties", {}),
        **seat_options_schema(rules, language),
    }
    return schema


def seat_options_split(
    rules: Ruleset, options: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """``options`` split into the engine's and the seat options (checked, defaults filled)."""
    props = seat_options_schema(rules)
    engine = {k: v for k, v in options.items() if k not in props}
    seat = {k: spec["default"] for k, spec in props.items()}
    for key in props.keys() & options.keys():
        value, spec = options[key], props[key]
        if value is None and key == TURN_SECONDS:
            seat[key] = None
            continue
        if spec["type"] == "string":
            ok = isinstance(value, str) and value in spec["enum"]
        else:
            ok = (
                isinstance(value, int)
                and not isinstance(value, bool)
                and spec["minimum"] <= value <= spec["maximum"]
            )
        if not ok:
            allowed = spec.get("enum") or f"{spec['minimum']}..{spec['maximum']}"
            raise ServiceError(
                ProblemCode.INVALID_OPTIONS,
                f"The option {key} cannot be {json.dumps(value)}; allowed: {json.dumps(allowed)}.",
                message="invalid_option",
                params={"option": key, "value": value, "allowed": allowed},
            )
        seat[key] = value
    return engine, seat


def seat_options_of(game: Any, rules: Ruleset) -> dict[str, Any]:
    """A game's seat options, with the defaults for games stored before they existed."""
    defaults = {k: spec["default"] for k, spec in seat_options_schema(rules).items()}
    return {**defaults, **(game.seat_options or {})}


def turn_due(
    rules: Ruleset,
    state: dict[str, Any],
    human_seats: Iterable[int],
    seat_options: dict[str, Any],
    *,
    now: datetime | None = None,
) -> datetime | None:
    """When the human seat to act in ``state`` runs out of time (None: no timer, no human)."""
    seconds = seat_options.get(TURN_SECONDS)
    if not seconds or rules.is_over(state):
        return None
    if not set(human_seats).intersection(rules.to_act(state)):
        return None
    return (now or timezone.now()) + timedelta(seconds=seconds)
