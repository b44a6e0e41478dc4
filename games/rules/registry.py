"""The rulesets on offer, by slug: one line per game (DESIGN §2).

A registered game whose package does not import fails loudly: it never silently disappears from
``GET rulesets/``.
"""

from __future__ import annotations

import importlib
import os
from functools import cache

from games.rules.core import Ruleset

SLUGS: tuple[str, ...] = ("architects", "saboteur", "marsbot", "scholars")


class UnknownRuleset(KeyError):
    """No game of that slug is offered."""


def _extra_modules() -> dict[str, str]:
    """Games that only tests play (``AUTOMA_EXTRA_RULESETS="slug=module,..."``): playable
    through the service, never offered in ``GET rulesets/``."""
    spec = os.environ.get("AUTOMA_EXTRA_RULESETS", "")
    pairs = (item.split("=", 1) for item in spec.split(",") if "=" in item)
    return {slug.strip(): module.strip() for slug, module in pairs}


@cache
def ruleset_get(slug: str) -> Ruleset:
    """The unbound ruleset for ``slug`` (shipped content); UnknownRuleset if not offered."""
    extra = _extra_modules()
    if slug not in SLUGS and slug not in extra:
        raise UnknownRuleset(slug)
    module = importlib.import_module(extra.get(slug, f"games.rules.{slug}"))
    rules = module.RULESET
    if not isinstance(rules, Ruleset) or rules.slug != slug:
        raise TypeError(f"games.rules.{slug}.RULESET is not the {slug!r} Ruleset")
    return rules


def rulesets_registered() -> tuple[str, ...]:
    """The slug of every game the service plays: those offered, then those only tests play."""
    return SLUGS + tuple(slug for slug in _extra_modules() if slug not in SLUGS)


def rulesets_available() -> list[Ruleset]:
    """Every registered ruleset; an engine that fails to import raises here, at start-up."""
    return [ruleset_get(slug) for slug in SLUGS]
