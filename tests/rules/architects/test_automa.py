"""The automa: the basic heuristic and the ISMCTS-backed strong level."""

import random

import pytest

from games.rules.architects import RULESET

from .helpers import give, new_game, on_top, ready


def _play_all_automa(seats: int, seed: int, level: str = "basic"):
    state = RULESET.setup({}, seats, seed)
    rng = random.Random(seed)
    moves = 0
    while not RULESET.is_over(state):
        (seat,) = RULESET.to_act(state)
        view = RULESET.view(state, seat)
        action = RULESET.automa(view, seat, level, rng)
        assert action in view["legal_actions"]
        state, _ = RULESET.apply(state, seat, action)
        moves += 1
    return state, moves


def test_a_seven_seat_basic_automa_game_ends_with_a_completed_wonder():
    # Speed is measured by `manage.py bench`, not asserted here.
    state, _moves = _play_all_automa(7, 11)
    assert state["end_reason"] == "wonder_completed"


def test_basic_automa_is_deterministic_for_a_given_rng():
    first, _ = _play_all_automa(3, 5)
    again, _ = _play_all_automa(3, 5)
    assert first == again


def test_basic_automa_takes_the_card_that_builds_a_stage():
    # given Giza holds Wood; Stone on its deck, a 3-point blue card on Ephesus' deck
    state = new_game(3)
    give(state, 0, "wood")
    on_top(state, "giza", "stone")
    on_top(state, "ephesus", "blue3")
    action = RULESET.automa(RULESET.view(state, 0), 0, "basic", random.Random(1))
    assert action == {"type": "take_card", "deck": "giza"}


def test_basic_automa_takes_a_shield_that_wins_the_coming_battle():
    state = new_game(3)
    state["conflict"]["battle"] = 2
    give(state, 1, "red0")
    give(state, 2, "red0")
    give(state, 0, "red0")
    on_top(state, "ephesus", "red1")
    on_top(state, "giza", "papyrus")
    action = RULESET.automa(RULESET.view(state, 0), 0, "basic", random.Random(1))
    assert action == {"type": "take_card", "deck": "ephesus"}


def test_basic_automa_completes_a_science_set():
    state = new_game(3)
    give(state, 0, "gear")
    on_top(state, "giza", "gear")
    on_top(state, "ephesus", "blue3")
    action = RULESET.automa(RULESET.view(state, 0), 0, "basic", random.Random(1))
    assert action == {"type": "take_card", "deck": "giza"}


def test_basic_automa_takes_the_second_culture_token():
    state = new_game(3)
    state["players"][0]["tokens"] = ["culture"]
    state["progress"]["face_up"] = ["culture", "tactics", "politics"]
    ready(state, 0, [], "gear", "gear")
    action = RULESET.automa(RULESET.view(state, 0), 0, "basic", random.Random(1))
    assert action == {
        "type": "choose_progress_token",
        "token": "culture",
        "cards": ["gear", "gear"],
    }


def test_unknown_automa_level_is_rejected():
    state = new_game(2)
    with pytest.raises(ValueError):
        RULESET.automa(RULESET.view(state, 0), 0, "expert", random.Random(1))


def test_strong_automa_returns_a_legal_action():
    state = new_game(2)
    rng = random.Random(4)
    for _ in range(3):
        (seat,) = RULESET.to_act(state)
        view = RULESET.view(state, seat)
        action = RULESET.automa(view, seat, "strong", rng)
        assert action in view["legal_actions"]
        state, _ = RULESET.apply(state, seat, action)


def test_strong_rollout_policy_plays_full_games():
    from games.rules import search
    from games.rules.architects.automa import rollout_policy

    for seats in (2, 7):
        state = RULESET.setup({}, seats, seats)
        final, steps = search.rollout_to_end(RULESET, state, random.Random(1), rollout_policy)
        assert RULESET.is_over(final) and steps > 0
