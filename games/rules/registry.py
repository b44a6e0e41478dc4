"""The rulesets on offer, by slug; engines load on first use."""

from __future__ import annotations

import importlib
from functools import cache

from games.rules.core import Ruleset

SLUGS: tuple[str, ...] = ("architects", "saboteur")


@cache
def ruleset_get(slug: str) -> Ruleset:
    """The ruleset for ``slug``; KeyError if the server offers no such game."""
    if slug not in SLUGS:
        raise KeyError(slug)
    return importlib.import_module(f"games.rules.{slug}").RULESET


def rulesets_available() -> list[Ruleset]:
    """Every ruleset whose engine imports (a game still being built is left out)."""
    found = []
    for slug in SLUGS:
        try:
            found.append(ruleset_get(slug))
        except (ImportError, AttributeError):
            continue
    return found
