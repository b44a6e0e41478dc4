"""Rulesets bound to content releases: loaded once per process per release, then shared.

A release never changes once published (an edit publishes a new one), so the bound ruleset of a
release id can be kept for the life of the process.
"""

from __future__ import annotations

from typing import Any

from games.models import ContentRelease, Game
from games.rules.core import Ruleset, State
from games.rules.registry import ruleset_get

_BOUND: dict[tuple[int, str], Ruleset] = {}


def release_rules(*, ruleset: str, release_id: int) -> Ruleset:
    """The ruleset ``ruleset`` bound to the content of release ``release_id``."""
    found = _BOUND.get((release_id, ruleset))
    if found is None:
        data = ContentRelease.objects.values_list("data", flat=True).get(pk=release_id)
        found = _BOUND[(release_id, ruleset)] = ruleset_get(ruleset).bind(data)
    return found


_RELEASES: dict[int, ContentRelease] = {}


def release_get(*, release_id: int) -> ContentRelease:
    """Release ``release_id`` without its content (its name, ruleset, date), read once."""
    found = _RELEASES.get(release_id)
    if found is None:
        found = _RELEASES[release_id] = ContentRelease.objects.defer("data").get(pk=release_id)
    return found


def game_rules(game: Game) -> Ruleset:
    """The ruleset a game plays by: its ruleset bound to the content release it pinned."""
    return release_rules(ruleset=game.ruleset, release_id=game.content_release_id)


def game_state(game: Game) -> State:
    """The game's state in the current shape (older shapes are upgraded on the way in)."""
    return game_rules(game).state_upgrade(game.state)


def bound_rules_forget() -> None:
    """Drop every bound ruleset and release (tests that rebuild releases under reused ids)."""
    _BOUND.clear()
    _RELEASES.clear()


__all__: list[Any] = [
    "bound_rules_forget",
    "game_rules",
    "game_state",
    "release_get",
    "release_rules",
]
