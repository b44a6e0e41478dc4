"""The rules revision a game was set up under.

A stored game replays its moves from the seed, so a rules correction that changes an outcome or
the legal actions of a position must not reach games started before it: new games record
``state["rules_revision"] = CURRENT`` and the engines keep the old behaviour for older ones.
"""

from __future__ import annotations

from typing import Any

# 1: games stored before the key existed; 2: issue 7's corrections (Saboteur, Architects).
CURRENT = 2


def rules_revision(state: dict[str, Any]) -> int:
    """The revision ``state`` plays under (1 for games stored before revisions existed)."""
    return int(state.get("rules_revision", 1))


def revision_option(corrections: str) -> dict[str, Any]:
    """The ``rules_revision`` set-up option of a game whose corrections are ``corrections``."""
    return {
        "type": "integer",
        "enum": list(range(1, CURRENT + 1)),
        "default": CURRENT,
        "description": f"Which edition of this server's rules a game plays by. {CURRENT} (the "
        f"default) includes the corrections of November 2026: {corrections}. 1 plays exactly as "
        "games started before them did; games in progress keep the edition they started with.",
    }


def revision_of(options: dict[str, Any]) -> int:
    return int(options.get("rules_revision", CURRENT))
