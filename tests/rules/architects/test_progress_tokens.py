"""Each Progress token's effect."""

import pytest

from games.rules.architects import RULESET

from .helpers import act, give, kinds_of, legal, new_game, on_top, ready


@pytest.mark.parametrize(
    ("token", "kind", "deck"),
    [
        ("urbanism", "wood", "giza"),
        ("urbanism", "brick", "giza"),
        ("crafts", "papyrus", "giza"),
        ("crafts", "glass", "giza"),
        ("jewellery", "stone", "giza"),
        ("jewellery", "gold", "giza"),
        ("science", "tablet", "giza"),
        ("propaganda", "red1", "giza"),
        ("propaganda", "red2", "ephesus"),
    ],
)
def test_extra_card_token_offers_one_more_card_from_the_three_available(token, kind, deck):
    # given seat 0 owns the token and the triggering card is on top of a deck
    state = new_game(3)
    state["players"][0]["tokens"] = [token]
    on_top(state, deck, kind)
    # when it takes that card
    state = act(state, 0, type="take_card", deck=deck)
    # then it may take one extra card from left, right or central, or end its turn
    assert legal(state) == [{"type": "end_turn"}] + [
        {"type": "take_extra_card", "token": token, "deck": d}
        for d in ("central", "ephesus", "giza")
    ]
    on_top(state, "giza", "blue3")
    state = act(state, 0, type="take_extra_card", token=token, deck="giza")
    assert kinds_of(state, 0) == sorted([kind, "blue3"])
    assert state["turn"]["seat"] == 1


@pytest.mark.parametrize(
    ("token", "kind"),
    [("urbanism", "stone"), ("propaganda", "red0"), ("crafts", "wood"), ("science", "blue3")],
)
def test_extra_card_token_ignores_other_cards(token, kind):
    state = new_game(3)
    state["players"][0]["tokens"] = [token]
    on_top(state, "giza", kind)
    state = act(state, 0, type="take_card", deck="giza")
    assert state["turn"]["seat"] == 1


def test_a_token_gives_only_one_extra_card_per_turn():
    state = new_game(3)
    state["players"][0]["tokens"] = ["urbanism"]
    on_top(state, "giza", "wood", "wood")
    state = act(state, 0, type="take_card", deck="giza")
    state = act(state, 0, type="take_extra_card", token="urbanism", deck="giza")
    # the second Wood does not re-arm Urbanism: the turn is over
    assert kinds_of(state, 0) == ["wood", "wood"]
    assert state["turn"]["seat"] == 1


def test_architecture_gives_an_extra_card_once_per_turn_when_building():
    state = new_game(3)
    state["players"][2]["tokens"] = ["architecture"]
    ready(state, 2, ["E1"], "wood", "wood", "stone", "stone", "stone")
    on_top(state, "central", "blue3", "blue3", "blue3")
    state = act(state, 2, type="build_stage", stage="E2", cards=["wood", "wood"])
    assert state["turn"]["armed"] == ["architecture"]
    state = act(state, 2, type="build_stage", stage="E4", cards=["stone", "stone", "stone"])
    assert state["turn"]["armed"] == ["architecture"]
    state = act(state, 2, type="take_extra_card", token="architecture", deck="central")
    assert kinds_of(state, 2) == ["blue3", "blue3", "blue3"]
    assert state["turn"]["seat"] == 0


def test_economy_makes_one_gold_worth_two_coins_once_per_turn():
    state = new_game(3)
    state["players"][0]["tokens"] = ["economy"]
    ready(state, 0, [], "gold")
    assert legal(state) == [{"type": "build_stage", "stage": "G1", "cards": ["gold"]}]
    state = act(state, 0, type="build_stage", stage="G1", cards=["gold"])
    assert state["players"][0]["stages"] == ["G1"]
    assert kinds_of(state, 0) == []
    assert state["turn"]["seat"] == 1


def test_economy_is_not_available_twice_in_a_turn():
    state = new_game(3)
    state["players"][0]["tokens"] = ["economy"]
    ready(state, 0, [], "gold", "gold")
    assert legal(state) == [
        {"type": "build_stage", "stage": "G1", "cards": ["gold"]},
        {"type": "build_stage", "stage": "G1", "cards": ["gold", "gold"]},
    ]
    state = act(state, 0, type="build_stage", stage="G1", cards=["gold"])
    # one Gold left: G2 needs 2 identical and Economy is spent, so the turn ends
    assert kinds_of(state, 0) == ["gold"]
    assert state["turn"]["seat"] == 1


def test_engineering_ignores_identical_and_different():
    state = new_game(3)
    state["players"][0]["tokens"] = ["engineering"]
    ready(state, 0, ["G1"], "wood", "stone")
    assert legal(state) == [
        {"type": "build_stage", "stage": "G2", "cards": ["stone", "wood"]},
        {"type": "end_turn"},
    ]


def test_tactics_adds_two_shields():
    state = new_game(3)
    state["players"][0]["tokens"] = ["tactics"]
    assert RULESET.view(state, None)["players"][0]["shields"] == 2


def _points(state, seat=0):
    return RULESET.score(state).scores[seat].breakdown


def test_decor_is_worth_4_unfinished_and_6_finished():
    state = new_game(3)
    state["players"][0]["tokens"] = ["decor"]
    assert _points(state)["decor"] == 4
    state["players"][0]["stages"] = ["G1", "G2", "G3", "G4", "G5"]
    assert _points(state)["decor"] == 6


def test_politics_is_worth_1_per_cat_icon_on_your_blue_cards():
    state = new_game(3)
    state["players"][0]["tokens"] = ["politics"]
    give(state, 0, "blue2cat", "blue2cat", "blue3")
    assert _points(state)["politics"] == 2


def test_strategy_is_worth_1_per_military_victory_token():
    state = new_game(3)
    state["players"][0]["tokens"] = ["strategy"]
    state["players"][0]["military"] = 4
    assert _points(state)["strategy"] == 4
    assert _points(state)["military"] == 12


def test_education_is_worth_2_per_progress_token_including_itself():
    state = new_game(3)
    state["players"][0]["tokens"] = ["education", "tactics", "decor"]
    assert _points(state)["education"] == 6


def test_culture_is_worth_4_for_one_and_12_for_both():
    state = new_game(3)
    state["players"][0]["tokens"] = ["culture"]
    assert _points(state)["culture"] == 4
    state["players"][0]["tokens"] = ["culture", "culture"]
    assert _points(state)["culture"] == 12


def test_a_token_won_this_turn_works_for_later_events_of_the_turn():
    # given Ephesus with a science pair and E2 affordable, Urbanism face up, Brick on central
    state = new_game(3)
    state["progress"]["face_up"] = ["urbanism", "decor", "culture"]
    ready(state, 2, ["E1"], "gear", "gear", "wood", "wood")
    on_top(state, "central", "brick")
    # when it takes Urbanism, then builds E2 whose effect takes the central Brick
    state = act(state, 2, type="choose_progress_token", token="urbanism", cards=["gear", "gear"])
    state = act(state, 2, type="build_stage", stage="E2", cards=["wood", "wood"])
    # then Urbanism already offers its extra card
    assert state["turn"]["armed"] == ["urbanism"]
    assert {a["type"] for a in legal(state)} == {"end_turn", "take_extra_card"}
