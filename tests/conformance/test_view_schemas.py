"""Every game's declared view shape (``Ruleset.view_schema``) describes its real views.

Random games of every ruleset (the toy games included), each position seen by every seat and
by a spectator, validate against the declared JSON Schema with every object closed: a member
the engine adds without declaring it fails here as surely as a declared one that is missing
or of another type. The API publishes these shapes as the view components of the OpenAPI
schema (``tests/api/test_schema_shapes.py`` checks the served views against those).

The views are validated by jsonschema-rs (the same Draft 2020-12 semantics as ``jsonschema``,
formats not asserted by either, compiled once per shape): a MarsBot game has thousands of
views, and the pure-Python validator took most of this module's time on them. The declared
shapes themselves are still checked against the metaschema by ``jsonschema``.
"""

from __future__ import annotations

import random
from typing import Any

import jsonschema_rs
import pytest
from jsonschema import Draft202012Validator

from games.rules.core import Ruleset
from games.rules.registry import SLUGS, ruleset_get
from tests.rules.toy_companion import RULESET as TABLE_NIM
from tests.rules.toy_game import ShowdownNim

MAX_MOVES = 3000


def closed(schema: Any) -> Any:
    """``schema`` with every object that lists its properties closed to any other member."""
    if isinstance(schema, list):
        return [closed(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: closed(v) for k, v in schema.items()}
    if "properties" in out and "additionalProperties" not in out:
        out["additionalProperties"] = False
    return out


def _rulesets() -> list[Ruleset]:
    return [*(ruleset_get(slug) for slug in SLUGS), ShowdownNim(), TABLE_NIM]


def _seat_counts(rules: Ruleset) -> list[int]:
    return [2] if rules.companion else sorted({rules.min_seats, rules.max_seats})


def views_of_random_games(rules: Ruleset, seed: int):
    """Every view of seeded random games: each seat and a spectator, at every position."""
    for seats in _seat_counts(rules):
        rng = random.Random(seed)
        state = rules.setup({}, seats, seed)
        for _ in range(MAX_MOVES):
            for viewer in (None, *range(seats)):
                yield viewer, rules.view(state, viewer)
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            state, _ = rules.apply(state, seat, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("rules", _rulesets(), ids=lambda r: r.slug)
def test_real_views_match_the_declared_shape(rules: Ruleset) -> None:
    assert rules.view_schema.get("properties"), "the ruleset declares its view's members"
    Draft202012Validator.check_schema(rules.view_schema)
    validator = jsonschema_rs.Draft202012Validator(closed(rules.view_schema))
    checked = 0
    for seed in (1, 2):
        for viewer, view in views_of_random_games(rules, seed):
            error = next(iter(validator.iter_errors(view)), None)
            assert error is None, (
                f"{rules.slug} view for seat {viewer}: {error.message} "
                f"at {'/'.join(map(str, error.instance_path))}"
            )
            checked += 1
    assert checked > 50


def test_scholars_scoring_mode_views_match_the_declared_shape() -> None:
    rules = ruleset_get("scholars")
    validator = jsonschema_rs.Draft202012Validator(closed(rules.view_schema))
    rng = random.Random(3)
    state = rules.setup({"mode": "scoring"}, 3, 3)
    seen = set()
    while not rules.is_over(state):
        for viewer in (None, 0, 1, 2):
            view = rules.view(state, viewer)
            error = next(iter(validator.iter_errors(view)), None)
            assert error is None, f"{error.message} at {list(error.instance_path)}"
            seen.add(view["phase"])
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        done = [a for a in legal if a["type"] == "score_done"]
        pick = done[0] if done and rng.random() < 0.05 else legal[rng.randrange(len(legal))]
        state, _ = rules.apply(state, seat, pick)
    assert rules.view(state, None)["players"] and seen == {"report"}
    assert validator.is_valid(rules.view(state, None))


def test_closing_a_shape_refuses_an_undeclared_member() -> None:
    rules = ruleset_get("architects")
    view = rules.view(rules.setup({}, 2, 5), 0)
    for validator in (
        Draft202012Validator(closed(rules.view_schema)),
        jsonschema_rs.Draft202012Validator(closed(rules.view_schema)),
    ):
        _refuses_undeclared(validator, view)


def _refuses_undeclared(validator: Any, view: dict) -> None:
    """Both validators close a shape alike (the random games' views go through the Rust one)."""
    assert validator.is_valid(view)
    assert not validator.is_valid({**view, "undeclared": 1})
    assert not validator.is_valid({k: v for k, v in view.items() if k != "players"})
