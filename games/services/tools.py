"""Per-game tools (``Ruleset.tools``): found through the registry, their input checked against
the tool's JSON Schema, answered with the latest content release (what a new game pins, so an
admin correction of a value applies at once)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import jsonschema

from games.errors import ProblemCode, ServiceError
from games.rules.core import Ruleset
from games.rules.input_words import distinct, schema_problem
from games.rules.registry import UnknownRuleset, ruleset_get
from games.rules.said import Said
from games.rules.tools import Tool, ToolRefusal, tool_named
from games.rules_binding import release_rules
from games.services.content import content_release_latest

# Integers are whole JSON numbers only: 1.0 is a float, true a boolean (never an integer).
_TYPES = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine(
    "integer", lambda _checker, value: isinstance(value, int) and not isinstance(value, bool)
)
_Validator = jsonschema.validators.extend(jsonschema.Draft202012Validator, type_checker=_TYPES)
# Enough to say what is wrong; a body may be wrong in as many places as it has members.
MAX_ERRORS = 20


def ruleset_tool_get(*, slug: str, name: str) -> tuple[Ruleset, Tool]:
    """The (unbound) ruleset of ``slug`` and its tool ``name``; 404 for either unknown. Games
    that only tests play have their tools too."""
    try:
        rules = ruleset_get(slug)
    except UnknownRuleset:
        raise ServiceError(
            ProblemCode.NOT_FOUND, message="unknown_ruleset", params={"ruleset": slug}
        ) from None
    tool = tool_named(rules.tools, name)
    if tool is None:
        raise ServiceError(
            ProblemCode.NOT_FOUND,
            message="unknown_tool",
            params={"ruleset": slug, "tool": name, "allowed": [t.name for t in rules.tools]},
        )
    return rules, tool


def tool_input_errors(tool: Tool, body: Any) -> dict[str, list[Said]]:
    """What is wrong with ``body`` for ``tool``, by the path of the member (``dice.0.value``;
    ``non_field_errors`` for the body itself); empty when it fits the tool's input schema.
    Each problem is words worded when answered, in the reader's language."""
    errors: dict[str, list[Said]] = {}
    found = _Validator(tool.input_schema).iter_errors(body)
    for count, error in enumerate(sorted(found, key=lambda e: list(map(str, e.path)))):
        if count == MAX_ERRORS:
            break
        where = ".".join(str(part) for part in error.path) or "non_field_errors"
        errors.setdefault(where, []).append(schema_problem(error))
    return {where: distinct(problems) for where, problems in errors.items()}


def ruleset_tool_call(*, slug: str, name: str, body: Any) -> Any:
    """The answer of game ``slug``'s tool ``name`` to ``body``: 404 for an unknown game or
    tool, 400 ``validation_error`` for input outside the tool's schema or that it cannot
    answer (with ``errors``)."""
    rules, tool = ruleset_tool_get(slug=slug, name=name)
    errors = tool_input_errors(tool, body)
    if errors:
        raise ServiceError(
            ProblemCode.VALIDATION_ERROR,
            message="invalid_tool_input",
            params={"tool": name, "count": sum(map(len, errors.values()))},
            errors=errors,
        )
    release = content_release_latest(ruleset=rules.slug)
    bound = release_rules(ruleset=rules.slug, release_id=release.pk)
    return _computed(tool, bound, body)


def _computed(tool: Tool, rules: Ruleset, body: Mapping[str, Any]) -> Any:
    try:
        return tool.compute(rules, body)
    except ToolRefusal as refusal:
        raise ServiceError(
            ProblemCode.VALIDATION_ERROR,
            str(refusal),
            message=refusal.message,
            params=refusal.params,
            errors=refusal.errors,
        ) from None
