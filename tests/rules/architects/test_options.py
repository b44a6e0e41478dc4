"""Each named option (the reference's open points) changes what it says."""

import pytest

from games.rules.architects import RULESET
from games.rules.architects.cards import draw
from games.rules.architects.state import stored

from .helpers import act, kind, kinds_of, legal, new_game, on_top, ready, types


def test_every_option_has_a_default():
    props = RULESET.options_schema["properties"]
    assert all("default" in spec for spec in props.values())
    assert RULESET.default_options() == {
        "rules_revision": 2,
        "wonders": [],
        "first_player": "seat_0",
        "babylon_deck": "stone1_brick2",
        "rhodes_first_shield": "2s",
        "economy_forces_build": True,
        "wonder_effects_optional": False,
        "halicarnassus_cards_public": False,
        "halicarnassus_reshuffle": "whole_deck",
        "no_cards_available": "pass",
        "payment_choice": "player",
        "new_token_usable_same_turn": True,
        "science_without_tokens": "keep_cards",
        "extra_cards_trigger_tokens": True,
        "battle_before_game_end": True,
        "battle_trigger": "last_token",
        "military_tokens_limited": False,
    }


def test_unknown_or_invalid_options_are_rejected():
    with pytest.raises(ValueError):
        RULESET.setup({"colour": "red"}, 2, 1)
    with pytest.raises(ValueError):
        RULESET.setup({"babylon_deck": "stone3"}, 2, 1)


@pytest.mark.parametrize(
    ("value", "stones", "bricks"), [("stone1_brick2", 1, 2), ("stone2_brick1", 2, 1)]
)
def test_babylon_deck_option(value, stones, bricks):
    state = new_game(2, wonders=("babylon", "giza"), babylon_deck=value)
    deck = [kind(state, c) for c in state["decks"]["babylon"]]
    assert (deck.count("stone"), deck.count("brick"), len(deck)) == (stones, bricks, 25)


@pytest.mark.parametrize(
    ("value", "stage", "cards", "shields"),
    [("2s", "R1", ["stone", "wood"], 0), ("2d", "R1", ["stone", "wood"], 1)],
)
def test_rhodes_first_shield_option(value, stage, cards, shields):
    state = new_game(2, wonders=("rhodes", "giza"), rhodes_first_shield=value)
    ready(state, 0, [], *cards)
    state = act(state, 0, type="build_stage", stage=stage, cards=cards)
    assert RULESET.view(state, None)["players"][0]["shields"] == shields


def _economy_only(**options):
    state = new_game(3, **options)
    state["players"][0]["tokens"] = ["economy"]
    ready(state, 0, [], "gold")
    return state


def test_economy_forces_build_by_default():
    assert types(_economy_only()) == {"build_stage"}


def test_economy_does_not_force_build_when_the_option_is_off():
    state = _economy_only(economy_forces_build=False)
    assert legal(state) == [
        {"type": "build_stage", "stage": "G1", "cards": ["gold"]},
        {"type": "end_turn"},
    ]


def test_wonder_effects_optional_lets_ephesus_decline():
    state = new_game(3, wonder_effects_optional=True)
    ready(state, 2, ["E1"], "wood", "wood")
    state = act(state, 2, type="build_stage", stage="E2", cards=["wood", "wood"])
    assert legal(state) == [{"type": "decline_wonder_effect"}, {"type": "use_wonder_effect"}]
    declined = act(state, 2, type="decline_wonder_effect")
    assert kinds_of(declined, 2) == [] and declined["turn"]["seat"] == 0
    used = act(state, 2, type="use_wonder_effect")
    assert len(used["players"][2]["cards"]) == 1


def _halicarnassus(**options):
    state = new_game(2, wonders=("halicarnassus", "giza"), **options)
    ready(state, 0, ["H1"], "wood", "wood")
    state = act(state, 0, type="build_stage", stage="H2", cards=["wood", "wood"])
    return act(state, 0, type="choose_deck", deck="giza")


def test_halicarnassus_cards_public_shows_them_to_everyone():
    hidden = _halicarnassus()
    public = _halicarnassus(halicarnassus_cards_public=True)
    assert RULESET.view(hidden, None)["looking"]["cards"] is None
    assert len(RULESET.view(public, None)["looking"]["cards"]) == 5


def test_halicarnassus_reshuffle_others_on_top_keeps_the_rest_of_the_deck_in_order():
    state = _halicarnassus(halicarnassus_reshuffle="others_on_top")
    below = list(state["decks"]["giza"])
    looked = list(state["looking"]["cards"])
    keep = kind(state, looked[0])
    state = act(state, 0, type="pick_card", kind=keep)
    assert state["decks"]["giza"][:20] == below
    assert sorted(state["decks"]["giza"][20:]) == sorted(looked[1:])


def _stranded(**options):
    # seat 1 (Alexandria) has its left (Alexandria), right (Giza) and central decks empty
    state = new_game(3, **options)
    for deck in ("alexandria", "giza", "central"):
        state["box"] = state["box"] + state["decks"][deck]
        state["decks"][deck] = []
    on_top(state, "ephesus", "blue3")
    return act(state, 0, type="take_card", deck="ephesus")


def test_no_cards_available_pass_skips_the_seat():
    state = _stranded()
    assert state["turn"]["seat"] == 2
    assert not state["over"]


def test_no_cards_available_end_game_ends_the_game():
    state = _stranded(no_cards_available="end_game")
    assert state["over"] and state["end_reason"] == "no_cards"


def test_payment_choice_automatic_offers_one_payment_spending_fewest_coins():
    state = new_game(3, payment_choice="automatic")
    ready(state, 0, [], "wood", "stone", "gold")
    assert legal(state) == [{"type": "build_stage", "stage": "G1", "cards": ["stone", "wood"]}]


def _token_then_wood(**options):
    state = new_game(3, **options)
    state["progress"]["face_up"] = ["urbanism", "decor", "culture"]
    ready(state, 0, [], "gear", "gear", "brick", "stone")
    state = act(state, 0, type="choose_progress_token", token="urbanism", cards=["gear", "gear"])
    assert state["turn"]["seat"] == 0  # G1 is still to build: the same turn goes on
    on_top(state, "central", "wood")
    working = RULESET.with_content(state)
    draw(working, 0, "central", "test")
    return stored(working)


def test_new_token_usable_same_turn_option():
    assert _token_then_wood()["turn"]["armed"] == ["urbanism"]
    assert _token_then_wood(new_token_usable_same_turn=False)["turn"]["armed"] == []


def test_battle_before_game_end_off_skips_the_final_battle():
    state = new_game(3, battle_before_game_end=False)
    ready(state, 0, ["G1", "G2", "G3", "G4"], "wood", "stone", "brick", "glass", "red0")
    state["turn"]["battle"] = True
    state = act(state, 0, type="build_stage", stage="G5", cards=["brick", "glass", "stone", "wood"])
    assert state["over"] and state["players"][0]["military"] == 0


def _science_without_tokens(**options):
    state = new_game(3, **options)
    state["progress"] = {"face_up": [], "stack": []}
    ready(state, 0, [], "gear", "gear")
    return state


def test_science_without_tokens_keeps_the_cards_by_default():
    assert legal(_science_without_tokens()) == [{"type": "end_turn"}]


def test_science_without_tokens_discard_cards_option():
    state = _science_without_tokens(science_without_tokens="discard_cards")
    assert legal(state) == [
        {"type": "choose_progress_token", "token": "none", "cards": ["gear", "gear"]}
    ]
    state = act(state, 0, type="choose_progress_token", token="none", cards=["gear", "gear"])
    assert kinds_of(state, 0) == [] and state["players"][0]["tokens"] == []
    assert RULESET.label({"type": "choose_progress_token", "token": "none", "cards": []})["en"] == (
        "Discard a set of green cards (no Progress token is left)"
    )


def test_extra_cards_trigger_tokens_option():
    # given Ephesus owns Urbanism and its E2 effect will take a central Wood
    def after_build(**options):
        state = new_game(3, **options)
        state["players"][2]["tokens"] = ["urbanism"]
        ready(state, 2, ["E1"], "stone", "stone")
        on_top(state, "central", "wood")
        return act(state, 2, type="build_stage", stage="E2", cards=["stone", "stone"])

    assert after_build()["turn"]["armed"] == ["urbanism"]
    off = after_build(extra_cards_trigger_tokens=False)
    assert off["turn"]["seat"] == 0  # nothing armed: the turn ended
