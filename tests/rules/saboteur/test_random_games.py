"""Seeded random games: every invariant after every move, replay, and no hidden leaks."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.rules.saboteur import RULESET as R

from .invariants import (
    check_cards,
    check_events,
    check_gold,
    check_knowledge,
    check_legal,
    check_no_leak,
)


def setup(seats: int, seed: int, options=None, revision: int | None = None):
    state = R.setup(options or {}, seats, seed)
    if revision == 1:
        del state["rules_revision"]  # as stored before revisions existed
    return state


def random_game(seats: int, seed: int, *, full: bool, options=None, revision=None):
    """Play a whole game with random legal moves, checking invariants; returns state and moves."""
    rng = random.Random(seed)
    state = setup(seats, seed, options, revision)
    check_cards(state)
    moves: list[tuple[int, dict[str, Any]]] = []
    while not R.is_over(state):
        (seat,) = R.to_act(state)
        legal = R.legal_actions(state, seat)
        assert legal
        action = rng.choice(legal)
        frozen = json.dumps(state, sort_keys=True) if full else None
        new, events = R.apply(state, seat, action)
        if full:
            assert json.dumps(state, sort_keys=True) == frozen, "apply mutated its input"
            check_legal(legal)
            check_events(events, action, seat, seats)
            check_knowledge(new)
            check_no_leak(new, len(moves) % seats, rng)
            if len(moves) % 7 == 0:
                check_no_leak(new, None, rng)
        state = new
        moves.append((seat, action))
        check_cards(state)
        check_gold(state)
        assert len(moves) < 2000
    return state, moves


def replay(seats: int, seed: int, moves, options=None, revision=None):
    state = setup(seats, seed, options, revision)
    for seat, action in moves:
        state, _ = R.apply(state, seat, action)
    return state


@pytest.mark.parametrize("seats", (3, 6, 12))
def test_revision_1_random_games_keep_every_invariant_and_replay_exactly(seats):
    # games stored before rules revision 2 go on under the old rules
    state, moves = random_game(seats, 77 * seats, full=True, revision=1)
    again = replay(seats, 77 * seats, moves, revision=1)
    assert json.dumps(again, sort_keys=True) == json.dumps(state, sort_keys=True)
    assert "rules_revision" not in state


@pytest.mark.parametrize("seats", range(3, 13))
def test_random_games_keep_every_invariant_and_replay_exactly(seats):
    for seed in range(2):
        state, moves = random_game(seats, 1000 * seats + seed, full=True)
        again = replay(seats, 1000 * seats + seed, moves)
        assert json.dumps(again, sort_keys=True) == json.dumps(state, sort_keys=True)
        assert [r["round"] for r in state["round_results"]] == [1, 2, 3]
        result = R.score(state)
        assert all(s.total == sum(s.breakdown.values()) for s in result.scores)
        assert [s.total for s in result.scores] == state["gold"]


@pytest.mark.parametrize("seats", range(3, 13))
def test_many_random_games_conserve_cards_and_gold(seats):
    for seed in range(20):
        random_game(seats, seed, full=False)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seats=st.integers(min_value=3, max_value=12),
    seed=st.integers(min_value=0, max_value=10**9),
    options=st.fixed_dictionaries(
        {
            "must_connect_to_start": st.booleans(),
            "hidden_goals_constrain": st.booleans(),
            "crystals_counted": st.sampled_from(["all_on_table", "connected_to_start"]),
            "trapped_geologist_paid": st.booleans(),
            "saboteur_share_counts_profiteer": st.booleans(),
            "double_curve_mirror": st.booleans(),
            "rockfall_count": st.sampled_from([3, 4]),
            "door_blocks_completer": st.sampled_from(["other_team", "nobody_paid"]),
            "break_own_tool": st.booleans(),
        }
    ),
)
def test_any_seed_and_options_play_to_the_end_without_leaks(seats, seed, options):
    state, moves = random_game(seats, seed, full=True, options=options)
    assert R.is_over(state)
    again = replay(seats, seed, moves, options)
    assert json.dumps(again, sort_keys=True) == json.dumps(state, sort_keys=True)


def test_states_survive_a_json_round_trip_between_moves():
    rng_a, rng_b = random.Random(5), random.Random(5)
    plain = R.setup({}, 5, 5)
    stored = json.loads(json.dumps(R.setup({}, 5, 5)))
    while not R.is_over(plain):
        (seat,) = R.to_act(plain)
        assert R.legal_actions(stored, seat) == R.legal_actions(plain, seat)
        plain, _ = R.apply(plain, seat, rng_a.choice(R.legal_actions(plain, seat)))
        stored, _ = R.apply(stored, seat, rng_b.choice(R.legal_actions(stored, seat)))
        stored = json.loads(json.dumps(stored))
        assert stored == plain
