"""Picking a legal action for property tests, through whatever listing the engine offers.

An engine that lists its legal actions with parameters (``listed_actions``: entries of an
example action and, per open field, the schema of the values it may take now; README
"Parameterised actions") is picked from as a client would pick: an entry, then a value for each
of its open fields from its ``enum`` or its ``minimum``..``maximum``. Otherwise the pick is one
of ``legal_actions``. Either way the action is one the engine must accept.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from hypothesis import strategies as st

Action = dict[str, Any]


def _entries(rules: Any, state: dict[str, Any], seat: int) -> list[tuple[Action, dict]]:
    listed = getattr(rules, "listed_actions", None)
    if listed is None:
        return [(action, {}) for action in rules.legal_actions(state, seat)]
    found = []
    for entry in listed(state, seat):
        shown = entry.to_json() if hasattr(entry, "to_json") else entry
        found.append((shown["action"], shown.get("params") or {}))
    return found


def _value(draw: Callable[[Any], Any], schema: dict[str, Any]) -> Any:
    if "enum" in schema:
        return draw(st.sampled_from(schema["enum"]))
    return draw(st.integers(min_value=schema["minimum"], max_value=schema["maximum"]))


def legal_pick(
    draw: Callable[[Any], Any],
    rules: Any,
    state: dict[str, Any],
    seat: int,
    *,
    prefer: Callable[[Action], bool] | None = None,
) -> Action:
    """A legal action for ``seat``, drawn with ``draw`` (hypothesis' ``data.draw``); with
    ``prefer``, half of the time among the entries it accepts (when there are any)."""
    entries = _entries(rules, state, seat)
    assert entries, "a seat to act always has a legal action"
    if prefer is not None:
        preferred = [entry for entry in entries if prefer(entry[0])]
        if preferred and draw(st.booleans()):
            entries = preferred
    action, params = entries[draw(st.integers(min_value=0, max_value=len(entries) - 1))]
    return {**action, **{name: _value(draw, schema) for name, schema in params.items()}}


def listed_random(rng: random.Random, entry: Mapping[str, Any]) -> Action:
    """A listed entry (``{"action"[, "params"]}``) filled as an app fills it, each open field
    given a value its schema allows, drawn with ``rng`` (seeded games, transcripts)."""
    params = entry.get("params") or {}
    return {**entry["action"], **{name: _random(rng, schema) for name, schema in params.items()}}


def _random(rng: random.Random, schema: Mapping[str, Any]) -> Any:
    if "enum" in schema:
        return rng.choice(schema["enum"])
    return rng.randint(schema["minimum"], schema["maximum"])
