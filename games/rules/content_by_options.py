"""A release's catalogue for games whose set-up options change component data.

Architects (Babylon's deck, Rhodes' shield) and Saboteur (the deck variants) compile their
content under a game's options: ``Ruleset.compile_content`` gives one ``ByOptions`` per release,
which compiles each set of options once, then shares the result read-only.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from games.rules.core import copy_state

T = TypeVar("T")


class ByOptions(Generic[T]):
    """``compile(options)`` once per set of options: ``catalog(options)``."""

    def __init__(self, compile_: Callable[[dict[str, Any]], T]) -> None:
        self._compile = compile_
        self._found: dict[str, T] = {}
        self._last: tuple[dict[str, Any], T] | None = None

    def __call__(self, options: dict[str, Any]) -> T:
        # Most calls ask for the options of the call before (one game, move after move): a
        # dict comparison answers those without writing the options out as a key.
        last = self._last
        if last is not None and last[0] == options:
            return last[1]
        key = json.dumps(options, sort_keys=True)
        found = self._found.get(key)
        if found is None:
            found = self._found[key] = self._compile(options)
        self._last = (copy_state(options), found)
        return found
