"""Set-up and the turn: decks, tokens, conflict tokens, the three cards you may take."""

import pytest

from games.rules.architects import RULESET

from .helpers import act, all_card_places, legal, new_game, on_top, top_kind


@pytest.mark.parametrize(("seats", "tokens"), [(2, 3), (3, 3), (4, 4), (5, 5), (6, 6), (7, 6)])
def test_conflict_tokens_by_seat_count(seats, tokens):
    state = new_game(seats)
    assert state["conflict"] == {"total": tokens, "battle": 0}


def test_setup_deals_decks_tokens_and_boxes_unused_wonder_decks():
    # given a 3-seat game
    state = new_game(3)
    # then the central deck has 60 cards, each Wonder deck in play 25, the rest stays boxed
    assert {d: len(c) for d, c in state["decks"].items()} == {
        "central": 60,
        "giza": 25,
        "alexandria": 25,
        "ephesus": 25,
    }
    assert len(state["box"]) == 4 * 25
    assert sorted(all_card_places(state)) == list(range(235))
    assert len(state["progress"]["face_up"]) == 3
    assert len(state["progress"]["stack"]) == 12
    assert state["cat"] is None
    assert RULESET.to_act(state) == (0,)


def test_wonders_are_drawn_from_the_seed_by_default():
    first = RULESET.setup({}, 4, 42)
    again = RULESET.setup({}, 4, 42)
    assert first["wonders"] == again["wonders"]
    assert len(set(first["wonders"])) == 4
    seen = {tuple(RULESET.setup({}, 4, s)["wonders"]) for s in range(10)}
    assert len(seen) > 1


def test_explicit_wonders_option_assigns_seats_in_order():
    state = RULESET.setup({"wonders": ["rhodes", "giza"]}, 2, 3)
    assert state["wonders"] == ["rhodes", "giza"]


@pytest.mark.parametrize("wonders", [["rhodes"], ["rhodes", "rhodes"], ["rhodes", "atlantis"]])
def test_bad_explicit_wonders_are_rejected(wonders):
    with pytest.raises(ValueError):
        RULESET.setup({"wonders": wonders}, 2, 3)


def test_seat_count_outside_2_to_7_is_rejected():
    for seats in (1, 8):
        with pytest.raises(ValueError):
            RULESET.setup({}, seats, 3)


def test_first_player_option_random_picks_a_seat_from_the_seed():
    firsts = {RULESET.setup({"first_player": "random"}, 5, s)["turn"]["seat"] for s in range(20)}
    assert len(firsts) > 1
    assert RULESET.setup({}, 5, 9)["turn"]["seat"] == 0


def test_you_take_from_your_left_deck_your_right_deck_or_the_central_deck():
    # given 3 seats: Giza (0), Alexandria (1), Ephesus (2); seat 0's own deck is on its left
    state = new_game(3)
    # then seat 0 may take Giza's top (left), Ephesus' top (right, seat 2's) or the central top
    assert legal(state) == [
        {"type": "take_card", "deck": "central"},
        {"type": "take_card", "deck": "ephesus"},
        {"type": "take_card", "deck": "giza"},
    ]


def test_two_seats_take_from_own_deck_opponent_deck_or_central():
    state = new_game(2)
    assert {a["deck"] for a in legal(state)} == {"giza", "alexandria", "central"}


def test_taking_a_card_places_it_in_front_of_you_and_play_passes_clockwise():
    # given seat 0 with a blue card on top of its deck
    state = new_game(3)
    on_top(state, "giza", "blue3")
    card = state["decks"]["giza"][-1]
    # when it takes that card
    state = act(state, 0, type="take_card", deck="giza")
    # then the card lies in front of seat 0 and seat 1 (on its left) plays next
    assert state["players"][0]["cards"] == [card]
    assert RULESET.to_act(state) == (1,)
    assert len(state["decks"]["giza"]) == 24


def test_an_empty_deck_stays_empty_and_is_no_longer_offered():
    state = new_game(3)
    state["box"] = state["box"] + state["decks"]["ephesus"]
    state["decks"]["ephesus"] = []
    assert {a["deck"] for a in legal(state)} == {"giza", "central"}


def test_top_card_of_a_wonder_deck_is_visible_but_central_is_not():
    state = new_game(3)
    view = RULESET.view(state, 1)
    assert view["decks"]["giza"]["top"]["kind"] == top_kind(state, "giza")
    assert view["decks"]["central"] == {"size": 60, "top": None}
