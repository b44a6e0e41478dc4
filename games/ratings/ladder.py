"""The automa levels' ratings that ship with the server (``ladder.json``, written by
``manage.py bench ladder``; the companion games' levels start from a prior there)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from games.ratings.scale import MU, SIGMA, Skill

LADDER_FILE = Path(__file__).with_name("ladder.json")


@cache
def ladder() -> dict[str, Any]:
    """The shipped file, read once per process."""
    with LADDER_FILE.open(encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
    return data


def level_entry(ruleset: str, level: str) -> dict[str, Any] | None:
    """The file's entry for ``level`` of ``ruleset``: mu, sigma, low, high, games, source."""
    entry = ladder().get("rulesets", {}).get(ruleset, {}).get("levels", {}).get(level)
    return dict(entry) if entry is not None else None


def level_skill(ruleset: str, level: str) -> Skill:
    """The level's rating as an opponent (a level the file lacks: a new player's prior)."""
    entry = level_entry(ruleset, level)
    if entry is None:
        return Skill(MU, SIGMA)
    return Skill(float(entry["mu"]), float(entry["sigma"]))


def level_is_measured(ruleset: str) -> bool:
    """Whether the ruleset's levels were measured by the ladder (fixed ratings) rather than
    rated from the solo results players report (companion games)."""
    return ladder().get("rulesets", {}).get(ruleset, {}).get("source") == "ladder"
