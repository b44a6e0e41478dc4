"""The strong automa: legal, blind to hidden cards, deterministic, and stronger than the basic."""

from __future__ import annotations

import copy
import random

import pytest

from bench.engines import _game_seed
from games.rules.core import rng_for
from games.rules.saboteur import RULESET as R
from games.rules.saboteur.automa_strong import Strong, field, gold_belief
from tests.rules.saboteur.helpers import corridor, table

PAIRS = 48  # paired games: 12 with the strong automa at each of four seats


def _random_position(seats: int, seed: int, moves: int) -> dict:
    state = R.setup({}, seats, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if R.is_over(state):
            break
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, rng.choice(R.legal_actions(state, seat)))
    return state


@pytest.mark.parametrize(("seats", "seed"), [(3, 1), (4, 2), (5, 3), (7, 4), (10, 5)])
def test_strong_plays_only_legal_actions_from_random_positions(seats, seed):
    for moves in (0, 7, 19, 33, 51):
        state = _random_position(seats, seed * 100 + moves, moves)
        if R.is_over(state):
            continue
        seat = R.to_act(state)[0]
        view = R.view(state, seat)
        before = copy.deepcopy(view)
        action = R.automa(view, seat, "strong", random.Random(moves))
        assert action in R.legal_actions(state, seat)
        assert view == before  # the automa leaves its view untouched


def test_strong_ignores_what_its_seat_cannot_see():
    state = _random_position(4, 11, 10)
    seat = R.to_act(state)[0]
    other = copy.deepcopy(state)
    rng = random.Random(5)
    rng.shuffle(other["draw"])
    # Other seats' hands and roles are swapped, unseen goals change places.
    others = [s for s in range(4) if s != seat]
    hands = [other["hands"][s] for s in others]
    roles = [other["roles"][s] for s in others]
    for s, h, r in zip(others, hands[1:] + hands[:1], roles[1:] + roles[:1], strict=True):
        other["hands"][s], other["roles"][s] = h, r
    hidden = [g for g in other["goals"] if not g["revealed"]]
    cards = [g["card"] for g in hidden]
    for g, c in zip(hidden, cards[1:] + cards[:1], strict=True):
        g["card"] = c
    other["knowledge"][seat] = []
    state["knowledge"][seat] = []
    assert other["hands"] != state["hands"] or other["roles"] != state["roles"]
    assert R.view(other, seat) == R.view(state, seat)
    for level in ("basic", "strong"):
        a = R.automa(R.view(state, seat), seat, level, random.Random(9))
        b = R.automa(R.view(other, seat), seat, level, random.Random(9))
        assert a == b


def test_strong_is_deterministic_given_its_rng():
    state = _random_position(5, 8, 25)
    seat = R.to_act(state)[0]
    view = R.view(state, seat)
    picks = {str(R.automa(view, seat, "strong", random.Random(4))) for _ in range(3)}
    assert len(picks) == 1


def test_distance_field_goes_round_placed_cards():
    state = table(grid={(6, 0): ("D-X", 0)})
    f = field(state["grid"], {"8,-2", "8,0", "8,2"}, 8, 0)
    assert f[(7, 0)] == 1
    assert f[(5, 0)] == 5  # (6, 0) is taken: the way goes round it
    assert (8, 1) in f and (8, 0) not in f


def test_digger_heads_for_the_gold_it_has_seen_and_takes_it():
    state = table(
        roles=["green_digger", "blue_digger", "saboteur", "geologist"],
        hands={0: ["B-X", "B-IH", "D-X", "MAP", "B-CNE", "B-TV"]},
        grid=corridor(6),
        goals=["GOAL-STONE-NE", "GOAL-GOLD", "GOAL-STONE-NW"],
    )
    state["knowledge"][0].append({"kind": "map", "goal": 1, "card": "GOAL-GOLD", "step": 0})
    view = R.view(state, 0)
    assert gold_belief(view) == {1: 1.0}
    action = R.automa(view, 0, "strong", random.Random(1))
    assert action["type"] == "place_path" and (action["x"], action["y"]) == (7, 0)
    assert action["card"] in ("B-X", "B-IH")
    state = table(
        roles=["green_digger", "blue_digger", "saboteur", "geologist"],
        hands={0: ["B-X", "B-IH", "D-X", "MAP", "B-CNE", "B-TV"]},
        grid=corridor(7),
        goals=["GOAL-STONE-NE", "GOAL-GOLD", "GOAL-STONE-NW"],
    )
    state["knowledge"][0].append({"kind": "map", "goal": 1, "card": "GOAL-GOLD", "step": 0})
    action = R.automa(R.view(state, 0), 0, "strong", random.Random(1))
    after, _ = R.apply(state, 0, action)
    assert after["round_results"] and after["round_results"][0]["gold_found"]


def test_saboteur_blocks_the_open_end_next_to_the_gold():
    state = table(
        roles=["saboteur", "blue_digger", "green_digger", "geologist"],
        hands={0: ["D-X", "B-X", "B-IH", "THEFT", "SWAP_HATS", "HANDS_OFF"]},
        grid=corridor(5),
    )
    view = R.view(state, 0)
    ctx = Strong(R.tables(state), state, 0, view)
    action = R.automa(view, 0, "strong", random.Random(2))
    assert action["type"] == "place_path" and action["card"] == "D-X"
    assert ctx.score(action) > 0


def _paired_game(game_seed: int, seat: int, level: str) -> int:
    state = R.setup({}, 4, game_seed)
    move = 0
    while not R.is_over(state):
        actor = R.to_act(state)[0]
        rng = rng_for(game_seed, move, f"automa:{actor}")
        lvl = level if actor == seat else "basic"
        state, _ = R.apply(state, actor, R.automa(R.view(state, actor), actor, lvl, rng))
        move += 1
    return state["gold"][seat]


def test_strong_wins_more_gold_than_basic_in_the_same_seat():
    """Each seed is played twice: the strong automa at one seat, then the basic one there."""
    diffs = []
    for game in range(PAIRS):
        game_seed = _game_seed(1, game)
        seat = game % 4
        diffs.append(
            _paired_game(game_seed, seat, "strong") - _paired_game(game_seed, seat, "basic")
        )
    # About +1.3 gold a game over 400 such pairs; a strong as good as the basic scores 0 here.
    assert sum(diffs) >= PAIRS // 2
    assert sum(d > 0 for d in diffs) > sum(d < 0 for d in diffs)
