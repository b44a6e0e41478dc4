"""The rulesets on offer, by slug: one line per game (DESIGN §2).

A registered game whose package does not import fails loudly: it never silently disappears from
``GET rulesets/``.
"""

from __future__ import annotations

import importlib
from functools import cache

from games.rules.core import Ruleset

SLUGS: tuple[str, ...] = ("architects", "saboteur", "marsbot", "scholars")


class UnknownRuleset(KeyError):
    """No game of that slug is offered."""


@cache
def ruleset_get(slug: str) -> Ruleset:
    """The unbound ruleset for ``slug`` (shipped content); UnknownRuleset if not offered."""
    if slug not in SLUGS:
        raise UnknownRuleset(slug)
    module = importlib.import_module(f"games.rules.{slug}")
    rules = module.RULESET
    if not isinstance(rules, Ruleset) or rules.slug != slug:
        raise TypeError(f"games.rules.{slug}.RULESET is not the {slug!r} Ruleset")
    return rules


def rulesets_available() -> list[Ruleset]:
    """Every registered ruleset; an engine that fails to import raises here, at start-up."""
    return [ruleset_get(slug) for slug in SLUGS]
