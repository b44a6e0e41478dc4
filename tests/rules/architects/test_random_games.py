"""Seeded random games checked after every move (card conservation, hidden information,
no mutation, exact replay, scores, legal-action lists, illegal actions)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.rules.architects import RULESET

from .helpers import all_card_places
from .invariants import play_checked

SEATS = range(2, 8)

VARIANTS = [
    {},
    {"wonder_effects_optional": True, "halicarnassus_cards_public": True},
    {
        "payment_choice": "automatic",
        "economy_forces_build": False,
        "science_without_tokens": "discard_cards",
    },
    {
        "no_cards_available": "end_game",
        "halicarnassus_reshuffle": "others_on_top",
        "battle_trigger": "any_flip",
        "military_tokens_limited": True,
    },
    {
        "new_token_usable_same_turn": False,
        "battle_before_game_end": False,
        "first_player": "random",
    },
    {
        "babylon_deck": "stone2_brick1",
        "rhodes_first_shield": "2d",
        "extra_cards_trigger_tokens": False,
    },
]


@pytest.mark.parametrize("seats", (2, 4, 7))
def test_revision_1_random_games_keep_every_invariant(seats):
    # games stored before rules revision 2 go on under the old rules
    play_checked(seats, 918_273_645 + seats, full=True, revision=1)


@pytest.mark.parametrize("seats", SEATS)
def test_random_games_keep_every_invariant_with_full_checks(seats):
    for game in range(2 if seats < 6 else 1):
        seed = 7_000_000_000 + 97 * seats + game
        play_checked(seats, seed, full=True, options=VARIANTS[(seats + game) % len(VARIANTS)])


@pytest.mark.parametrize("seats", SEATS)
def test_many_random_games_keep_card_conservation_no_mutation_and_replay(seats):
    for game in range(20):
        seed = 5_000_000_000 + 1000 * seats + game
        play_checked(seats, seed, full=False, options=VARIANTS[game % len(VARIANTS)])


@settings(
    max_examples=20, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(seats=st.integers(min_value=2, max_value=7), seed=st.integers(min_value=0, max_value=2**62))
def test_any_seed_and_seat_count_plays_to_a_valid_end(seats, seed):
    state = play_checked(seats, seed, full=False)
    assert state["end_reason"] in ("wonder_completed", "no_cards")


def test_hundreds_of_random_games_end_with_all_cards_accounted_for():
    rng = random.Random(2026)
    ends = {}
    for game in range(240):
        seats = 2 + game % 6
        state = RULESET.setup({}, seats, rng.getrandbits(40))
        moves = 0
        while not RULESET.is_over(state):
            (seat,) = RULESET.to_act(state)
            legal = RULESET.legal_actions(state, seat)
            state, _ = RULESET.apply(state, seat, legal[rng.randrange(len(legal))])
            moves += 1
            assert moves < 3000
        assert sorted(all_card_places(state)) == list(range(235))
        ends[state["end_reason"]] = ends.get(state["end_reason"], 0) + 1
        winners = RULESET.score(state).winners
        assert winners
    assert ends.get("wonder_completed", 0) > 200
