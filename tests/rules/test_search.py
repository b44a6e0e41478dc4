"""ISMCTS on Showdown Nim: it finds forced wins, plays legally and reads only the seat's view."""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from games.rules.core import Action, State
from games.rules.search import (
    MIN_ITERATIONS,
    TRUNCATED_REWARD,
    ismcts_choose,
    ismcts_root_stats,
    rollout_to_end,
    think_budget,
    uniform_random_policy,
)
from tests.rules.toy_game import SHOWDOWN, ShowdownNim, position

GAME = ShowdownNim()
ROOT = Path(__file__).resolve().parents[2]


def take(pile: int, count: int) -> Action:
    return {"type": "take", "pile": pile, "count": count}


def stats_of(ruleset: ShowdownNim, state: State, seed: int, **kwargs: Any) -> list[tuple]:
    view = ruleset.view(state, 0)
    stats = ismcts_root_stats(ruleset, view, 0, random.Random(seed), **kwargs)
    return [(s.key, s.visits, s.mean_reward, s.availability) for s in stats]


class CountingNim(ShowdownNim):
    determinizations = 0

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> State:
        self.determinizations += 1
        return super().determinize(view, seat, rng)


class CheatingNim(ShowdownNim):
    """Determinizes to the true state: what a search that peeked at hidden cards would see."""

    def __init__(self, true_state: State) -> None:
        self.true_state = true_state

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> State:
        return self.true_state


class LeakyNim(ShowdownNim):
    """A broken engine whose legal actions name the opponent's hidden card."""

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        legal = super().legal_actions(state, seat)
        if legal:
            legal.append({"type": "claim", "card": state["hands"][1 - seat]})
        return legal

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list]:
        if action["type"] == "claim":  # guessing the card right wins at once
            return {**state, "winners": [seat]}, []
        return super().apply(state, seat, action)


class OnlyLeakyNim(LeakyNim):
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        card = state["hands"][1 - seat]
        return [{"type": "claim", "card": card}, {"type": "claim", "card": card + 10}]


# --- decisions ---------------------------------------------------------------------------------


def test_single_legal_action_is_returned_without_searching():
    # given one stone left and no showdown allowed
    game = CountingNim()
    view = game.view(position([1], [1, 2], showdown=False), 0)
    # when
    action = ismcts_choose(game, view, 0, random.Random(0), iterations=500)
    # then
    assert action == take(0, 1)
    assert game.determinizations == 1


def test_takes_the_whole_last_pile_to_win_at_once():
    # given seat 0 holds the lowest card, so a showdown always loses
    view = GAME.view(position([3], [1, 2]), 0)
    # when / then
    assert ismcts_choose(GAME, view, 0, random.Random(0), iterations=200) == take(0, 3)


@pytest.mark.parametrize("seed", range(5))
def test_finds_the_only_winning_nim_move(seed):
    # given piles 1, 2, 4: nim-sum 7, the only move to nim-sum 0 is taking 1 from the pile of 4
    view = GAME.view(position([1, 2, 4], [1, 2], showdown=False), 0)
    # when / then
    assert ismcts_choose(GAME, view, 0, random.Random(seed), iterations=1000) == take(2, 1)


def test_finds_the_winning_move_of_the_classic_1_3_5_position():
    # given piles 1, 3, 5: nim-sum 7, the only winning move leaves 1, 3, 2
    view = GAME.view(position([1, 3, 5], [1, 2], showdown=False), 0)
    # when / then
    assert ismcts_choose(GAME, view, 0, random.Random(1), iterations=3000) == take(2, 3)


def test_calls_the_showdown_holding_the_highest_card():
    # given a lost Nim position (nim-sum 0) but seat 0 holds 5, the highest card
    view = GAME.view(position([2, 2], [5, 3]), 0)
    # when / then
    assert ismcts_choose(GAME, view, 0, random.Random(0), iterations=300) == SHOWDOWN


def test_searches_for_the_seat_to_act_in_three_seat_games():
    # given seat 1 to act in a three-seat game with one pile of 4 left: taking it all wins
    state = position([4], [3, 1, 2], turn=1)
    view = GAME.view(state, 1)
    # when / then
    assert ismcts_choose(GAME, view, 1, random.Random(0), iterations=300) == take(0, 4)


# --- hidden information ------------------------------------------------------------------------


def test_decision_ignores_the_opponents_real_card():
    # given two games that differ only in the opponent's hidden card (2 or 4 against seat 0's 3)
    low, high = position([2, 2], [3, 2]), position([2, 2], [3, 4])
    assert GAME.view(low, 0) == GAME.view(high, 0)
    # when
    honest_low, honest_high = (
        stats_of(GAME, low, 7, iterations=400),
        stats_of(GAME, high, 7, iterations=400),
    )
    # then the search and all its statistics are the same
    assert honest_low == honest_high
    showdown = next(s for s in honest_low if s[0] == '{"type": "showdown"}')
    assert 0.0 < showdown[2] < 1.0
    # and a search that peeked would have known the showdown's outcome for sure
    cheat_low = {s[0]: s[2] for s in stats_of(CheatingNim(low), low, 7, iterations=400)}
    cheat_high = {s[0]: s[2] for s in stats_of(CheatingNim(high), high, 7, iterations=400)}
    assert (cheat_low['{"type": "showdown"}'], cheat_high['{"type": "showdown"}']) == (1.0, 0.0)


def test_only_actions_legal_in_every_determinization_are_chosen():
    # given an engine leaking the opponent's card into a "claim" action that wins at once
    game = LeakyNim()
    view = game.view(position([2, 2], [3, 4]), 0)
    # when
    stats = ismcts_root_stats(game, view, 0, random.Random(0), iterations=300)
    # then no claim is offered, although every claim won in its own determinization
    assert all(json.loads(s.key)["type"] != "claim" for s in stats)
    assert len(stats) == 5  # take 1 or 2 from either pile, or the showdown


def test_determinizations_sharing_no_root_action_are_an_error():
    game = OnlyLeakyNim()
    view = game.view(position([2, 2], [3, 4]), 0)
    with pytest.raises(ValueError, match="different legal actions"):
        ismcts_choose(game, view, 0, random.Random(0), iterations=100)


def test_view_is_not_mutated():
    view = GAME.view(position([1, 3, 5], [3, 4]), 0)
    before = copy.deepcopy(view)
    ismcts_choose(GAME, view, 0, random.Random(0), iterations=200)
    assert view == before


# --- determinism, legality, statistics --------------------------------------------------------


def test_same_seed_gives_the_same_search():
    state = position([1, 3, 5], [3, 4])
    assert stats_of(GAME, state, 11, iterations=300) == stats_of(GAME, state, 11, iterations=300)


def test_search_does_not_depend_on_string_hash_order():
    # given two interpreters whose str hashes differ (set and dict-of-str order may differ)
    code = (
        "import random;"
        "from tests.rules.toy_game import ShowdownNim, position;"
        "from games.rules.search import ismcts_root_stats as s;"
        "g = ShowdownNim(); v = g.view(position([1, 3, 5], [3, 4]), 0);"
        "print([(x.key, x.visits, x.mean_reward) for x in s(g, v, 0, random.Random(3), "
        "iterations=300)])"
    )
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
        )
        assert run.returncode == 0, run.stderr
        outputs.add(run.stdout)
    assert len(outputs) == 1


@pytest.mark.parametrize("seats", [2, 3])
def test_never_returns_an_illegal_action(seats):
    for seed in range(4):
        state = GAME.setup({}, seats, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if seat == 0:
                action = ismcts_choose(GAME, GAME.view(state, 0), 0, rng, iterations=60)
                assert action in legal
            else:
                action = rng.choice(legal)
            state, _ = GAME.apply(state, seat, action)


def test_availability_counts_iterations_where_an_action_could_be_chosen():
    # given three root actions, always legal: each is expanded once, then selected from
    stats = stats_of(GAME, position([1, 2], [1, 2], showdown=False), 0, iterations=50)
    # then each is available in its own expansion and in the 47 iterations after expansion
    assert sorted(s[3] for s in stats) == [48, 48, 48]
    assert sum(s[1] for s in stats) == 50


def test_rollouts_cut_short_count_as_draws():
    # given no rollout steps at all: only the move that ends the game is scored for real
    stats = stats_of(
        GAME, position([3], [1, 2], showdown=False), 0, iterations=3, max_rollout_steps=0
    )
    # then
    means = {json.loads(s[0])["count"]: s[2] for s in stats}
    assert means == {1: TRUNCATED_REWARD, 2: TRUNCATED_REWARD, 3: 1.0}


def test_seat_without_a_legal_action_is_an_error():
    view = GAME.view(position([1, 3, 5], [3, 4]), 1)  # seat 0 is to act, not seat 1
    with pytest.raises(ValueError, match="no legal action"):
        ismcts_choose(GAME, view, 1, random.Random(0))


def test_iterations_must_be_positive():
    view = GAME.view(position([1, 3, 5], [3, 4]), 0)
    with pytest.raises(ValueError, match="iterations"):
        ismcts_choose(GAME, view, 0, random.Random(0), iterations=0)


# --- rollouts -----------------------------------------------------------------------------------


def take_whole_first_pile(ruleset, state, seat, rng):
    pile = next(i for i, stones in enumerate(state["piles"]) if stones)
    return take(pile, state["piles"][pile])


def test_rollout_plays_the_policy_to_the_end_without_mutating_the_start():
    start = position([1, 3, 5], [3, 4], showdown=False)
    before = copy.deepcopy(start)
    # when
    final, steps = rollout_to_end(GAME, start, random.Random(0), take_whole_first_pile, 100)
    # then seats 0, 1, 0 took piles 1, 3 and 5: seat 0 took the last stone
    assert (steps, final["piles"], final["winners"]) == (3, [0, 0, 0], [0])
    assert start == before


def test_rollout_stops_after_max_steps():
    start = position([1, 3, 5], [3, 4], showdown=False)
    final, steps = rollout_to_end(GAME, start, random.Random(0), take_whole_first_pile, 2)
    assert (steps, final["piles"], GAME.is_over(final)) == (2, [0, 0, 5], False)


def test_default_rollout_policy_is_uniform_random():
    start = position([1, 3, 5], [3, 4], showdown=False)
    a, steps_a = rollout_to_end(GAME, start, random.Random(5))
    b, steps_b = rollout_to_end(GAME, start, random.Random(5), uniform_random_policy)
    assert (a, steps_a) == (b, steps_b)
    assert GAME.is_over(a)


def test_a_spent_think_budget_stops_the_search_after_its_minimum():
    # given a budget already used up: the search stops after its minimum iterations
    view = GAME.view(position([3, 4, 5], [1, 2]), 0)
    with think_budget(1e-9):
        stats = ismcts_root_stats(GAME, view, 0, random.Random(0), iterations=300)
    # then every iteration chose one root action: their visits add up to the iterations run
    assert sum(s.visits for s in stats) == MIN_ITERATIONS


def test_a_budget_the_search_never_reaches_changes_nothing():
    view = GAME.view(position([3, 4, 5], [1, 2]), 0)
    plain = ismcts_root_stats(GAME, view, 0, random.Random(0), iterations=50)
    with think_budget(3600):
        budgeted = ismcts_root_stats(GAME, view, 0, random.Random(0), iterations=50)
    assert plain == budgeted
    assert sum(s.visits for s in plain) == 50
