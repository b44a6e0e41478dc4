"""Actions: their declared shape (``ActionSpec``), the one validator that checks an action
against it for the API, the service and the engines, and the refusals an engine answers with."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

Action = dict[str, Any]


class Reason(StrEnum):
    """Refusal reasons every engine shares; each game adds its own in a ``StrEnum`` of its own
    (``Ruleset.reasons``), and the schema lists them all."""

    MALFORMED_ACTION = "malformed_action"
    UNKNOWN_ACTION_TYPE = "unknown_action_type"
    UNEXPECTED_FIELD = "unexpected_field"
    MISSING_FIELD = "missing_field"
    INVALID_FIELD = "invalid_field"
    NOT_YOUR_TURN = "not_your_turn"
    GAME_OVER = "game_over"
    ILLEGAL_CHOICE = "illegal_choice"
    NOTHING_TO_UNDO = "nothing_to_undo"
    VALUE_NOT_ALLOWED = "value_not_allowed"


class IllegalAction(Exception):
    """An action the rules forbid now; ``code`` is a reason enum value, ``detail`` says why in
    English."""

    def __init__(self, code: str, detail: str, params: Mapping[str, Any] | None = None) -> None:
        super().__init__(f"{code}: {detail}")
        self.code = str(code)
        self.detail = detail
        # JSON values the catalogue of problem texts fills in (field names, allowed values).
        self.params: dict[str, Any] = dict(params or {})


@dataclass(frozen=True)
class ActionField:
    """One field of an action type, for the OpenAPI schema and input validation.

    ``unordered`` lists are multisets: the validator sorts them, so any order is accepted.
    ``open`` fields are listed as parameters (``games.rules.params``): one listed action and
    the schema of its values, instead of one listed action per value; ``content`` names the
    content list whose ids an open field takes (``hexes``, ``project_cards``).
    """

    name: str
    kind: str  # "int", "str", "bool", "int_list", "str_list"
    description: str = ""
    required: bool = True
    choices: tuple[str, ...] = ()
    unordered: bool = False
    open: bool = False
    content: str = ""


@dataclass(frozen=True)
class ActionSpec:
    """An action type: its ``type`` tag, its fields and what it means."""

    type: str
    fields: tuple[ActionField, ...] = ()
    description: str = ""


# A human seat may resign in every game: the service takes it (the automa takes the seat over,
# or a companion game ends), never the engine, so it sits in every game's action union but in
# no engine's legal actions (``games.rules.seat_actions`` has its words).
RESIGN_SPEC = ActionSpec(
    "resign",
    (),
    "Leave the game: the automa plays your seat from now on (in a companion game the game "
    "ends and the automa wins).",
)

# Integers in requests: 32-bit, as the schema declares (no action needs more).
INT_MIN, INT_MAX = -(2**31), 2**31 - 1


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and INT_MIN <= value <= INT_MAX


_KIND_CHECK: dict[str, Callable[[Any], bool]] = {
    "int": _is_int,
    "str": lambda v: isinstance(v, str),
    "bool": lambda v: isinstance(v, bool),
    "int_list": lambda v: isinstance(v, list) and all(_is_int(x) for x in v),
    "str_list": lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v),
}
_KIND_WORDS = {
    "int": f"an integer from {INT_MIN} to {INT_MAX}",
    "str": "a string",
    "bool": "true or false",
    "int_list": f"a list of integers from {INT_MIN} to {INT_MAX}",
    "str_list": "a list of strings",
}


def json_text(value: Any) -> str:
    """A value as JSON, for details an app developer reads (never a Python repr)."""
    return json.dumps(value, ensure_ascii=False)


def action_validate(specs: tuple[ActionSpec, ...], action: Any) -> Action:
    """``action`` checked field by field against the spec of its type; unordered lists sorted.

    Raises IllegalAction with one of the shared ``Reason`` codes, a detail in JSON terms and
    the ``params`` the problem catalogue words it with (``type``, ``field``, ``allowed``).
    """
    if not isinstance(action, dict):
        raise IllegalAction(Reason.MALFORMED_ACTION, "An action is a JSON object.")
    kind = action.get("type")
    known = [spec.type for spec in specs]
    if not isinstance(kind, str):
        raise IllegalAction(
            Reason.MALFORMED_ACTION,
            f'An action needs a string "type", one of {json_text(known)}.',
            {"allowed": known},
        )
    spec = next((s for s in specs if s.type == kind), None)
    if spec is None:
        raise IllegalAction(
            Reason.UNKNOWN_ACTION_TYPE,
            f"There is no action type {json_text(kind)}; one of {json_text(known)}.",
            {"type": kind, "allowed": known},
        )
    names = {f.name for f in spec.fields}
    extras = sorted(set(action) - names - {"type"})
    if extras:
        raise IllegalAction(
            Reason.UNEXPECTED_FIELD,
            f"{kind} has no field {json_text(extras[0])}; its fields: {json_text(sorted(names))}.",
            {"type": kind, "field": extras[0], "allowed": sorted(names)},
        )
    out: dict[str, Any] = {"type": kind}
    for fld in spec.fields:
        if fld.name not in action:
            if fld.required:
                raise IllegalAction(
                    Reason.MISSING_FIELD,
                    f"{kind} needs the field {json_text(fld.name)}.",
                    {"type": kind, "field": fld.name},
                )
            continue
        value = action[fld.name]
        if not _KIND_CHECK[fld.kind](value):
            raise IllegalAction(
                Reason.INVALID_FIELD,
                f"{kind}.{fld.name} must be {_KIND_WORDS[fld.kind]}.",
                {"type": kind, "field": fld.name, "kind": fld.kind},
            )
        if fld.choices and str(value) not in fld.choices:
            allowed = [int(c) if fld.kind == "int" else c for c in fld.choices]
            raise IllegalAction(
                Reason.INVALID_FIELD,
                f"{kind}.{fld.name} must be one of {json_text(allowed)}.",
                {"type": kind, "field": fld.name, "allowed": allowed},
            )
        out[fld.name] = sorted(value) if fld.unordered else value
    return out
