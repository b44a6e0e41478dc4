"""Horns, Conflict tokens and Battles (3+ seats and the 2-seat rule)."""

import pytest

from games.rules.architects import RULESET

from .helpers import act, act_events, give, kinds_of, new_game, on_top


def test_horns_flip_conflict_tokens():
    state = new_game(3)
    on_top(state, "ephesus", "red2")
    state = act(state, 0, type="take_card", deck="ephesus")
    assert state["conflict"] == {"total": 3, "battle": 2}


def test_flipping_the_last_token_triggers_a_battle_at_the_end_of_the_turn():
    # given 3 seats: seat 0 has 2 shields, seat 1 has 1, seat 2 has none; 2 tokens at war
    state = new_game(3)
    state["conflict"]["battle"] = 2
    give(state, 0, "red0")
    give(state, 1, "red1")
    on_top(state, "giza", "red1")
    # when seat 0 takes a red card with a horn
    state, events = act_events(state, 0, type="take_card", deck="giza")
    # then everyone fights: seat 0 beats both neighbours, seat 1 beats seat 2
    assert [p["military"] for p in state["players"]] == [2, 1, 0]
    assert [e.data for e in events if e.kind == "battle"] == [
        {"shields": [2, 1, 0], "military_tokens_won": [2, 1, 0]}
    ]
    # red cards with horns are discarded, those without stay, tokens go back to Peace
    assert kinds_of(state, 0) == ["red0"]
    assert kinds_of(state, 1) == []
    assert state["conflict"] == {"total": 3, "battle": 0}


def test_extra_horns_beyond_the_last_peace_token_are_ignored():
    state = new_game(3)
    state["conflict"]["battle"] = 2
    on_top(state, "ephesus", "red2")
    state, events = act_events(state, 0, type="take_card", deck="ephesus")
    flips = [e.data["flipped"] for e in events if e.kind == "conflict_tokens_flipped"]
    assert flips == [1]


def test_ties_win_nothing():
    state = new_game(3)
    state["conflict"]["battle"] = 2
    give(state, 1, "red0")
    give(state, 2, "red0")
    on_top(state, "giza", "red1")
    state = act(state, 0, type="take_card", deck="giza")
    assert [p["military"] for p in state["players"]] == [0, 0, 0]


@pytest.mark.parametrize(
    ("mine", "theirs", "tokens"),
    [(1, 0, 1), (2, 0, 2), (2, 1, 2), (3, 2, 1), (4, 2, 2), (2, 2, 0)],
)
def test_two_seat_battle_gives_two_tokens_for_twice_the_shields(mine, theirs, tokens):
    # given 2 seats, seat 0 ends with ``mine`` shields and seat 1 with ``theirs``
    state = new_game(2)
    state["conflict"]["battle"] = 2
    give(state, 0, *["red0"] * (mine - 1))
    give(state, 1, *["red0"] * theirs)
    on_top(state, "giza", "red1")
    # when seat 0 takes the horn that flips the last token
    state = act(state, 0, type="take_card", deck="giza")
    # then the 2-seat rule applies
    assert state["players"][0]["military"] == tokens
    assert state["players"][1]["military"] == 0


def test_rhodes_and_tactics_shields_count_and_survive_battles():
    state = new_game(3, wonders=("rhodes", "giza", "alexandria"))
    state["players"][0]["stages"] = ["R2"]
    state["players"][0]["tokens"] = ["tactics"]
    view = RULESET.view(state, None)
    assert view["players"][0]["shields"] == 3
