"""A game's tools: helpers that need no game, such as a dice calculator or a scoring sheet.

A ruleset lists its tools in ``Ruleset.tools``; the API offers each at
``POST rulesets/{slug}/tools/{name}/`` and lists them in ``GET rulesets/{slug}/``. A tool says
what it takes and what it answers in JSON Schema (draft 2020-12, closed objects: the service
checks the input against it before ``compute`` runs, so ``compute`` sees only input of that
shape) and computes its answer with a pure function of the ruleset (bound to the latest
content release, what a new game would pin) and the input.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from games.rules.outcomes import Labels

# (the ruleset, the checked input) -> the answer, a JSON value of ``output_schema``. The
# ruleset is typed loosely: a game's tool calls its own ruleset's methods.
Compute = Callable[[Any, Mapping[str, Any]], Any]


@dataclass(frozen=True)
class Tool:
    """One tool of a game: its name (a slug, unique in its game), its words in every language,
    the JSON Schema of its input and answer, and the function computing the answer."""

    name: str
    title: Labels
    description: Labels
    input_schema: dict[str, Any]
    output_schema: dict[str, Any]
    compute: Compute


class ToolRefusal(ValueError):
    """Input of the right shape that the tool still cannot answer (reports that cannot be
    scored): ``message`` and ``params`` word it from the problem texts, ``errors`` lists what
    is wrong (by member, each a ``said.Said`` worded in the reader's language)."""

    def __init__(
        self, detail: str, message: str, params: Mapping[str, Any], errors: Mapping[str, Any]
    ) -> None:
        super().__init__(detail)
        self.message = message
        self.params = dict(params)
        self.errors = dict(errors)


def tool_named(tools: tuple[Tool, ...], name: str) -> Tool | None:
    """The tool called ``name``, or None."""
    return next((tool for tool in tools if tool.name == name), None)
