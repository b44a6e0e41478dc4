"""Constructing stages: mandatory construction, coins, payment choices, stage order."""

from .helpers import act, acting_phase, give, kinds_of, legal, new_game, on_top, types


def test_mandatory_construction_when_the_taken_card_completes_a_cost():
    # given Giza (seat 0) holding Wood and a Stone on top of its deck
    state = new_game(3)
    give(state, 0, "wood")
    on_top(state, "giza", "stone")
    # when seat 0 takes the Stone
    state = act(state, 0, type="take_card", deck="giza")
    # then it must build G1 (2 different) and cannot end its turn
    assert legal(state) == [{"type": "build_stage", "stage": "G1", "cards": ["stone", "wood"]}]
    state = act(state, 0, type="build_stage", stage="G1", cards=["wood", "stone"])
    assert state["players"][0]["stages"] == ["G1"]
    assert kinds_of(state, 0) == []
    assert len(state["discard"]) == 2
    assert state["turn"]["seat"] == 1


def test_coins_replace_any_missing_resource():
    state = new_game(3)
    acting_phase(state)
    give(state, 0, "gold", "gold")
    assert legal(state) == [{"type": "build_stage", "stage": "G1", "cards": ["gold", "gold"]}]


def test_the_player_chooses_which_cards_pay_when_several_ways_do():
    # given Wood, Stone and Gold in front of Giza
    state = new_game(3)
    acting_phase(state)
    give(state, 0, "wood", "stone", "gold")
    # then the three distinct payments of G1 (2 different) are offered, and no end of turn
    assert legal(state) == [
        {"type": "build_stage", "stage": "G1", "cards": ["gold", "stone"]},
        {"type": "build_stage", "stage": "G1", "cards": ["gold", "wood"]},
        {"type": "build_stage", "stage": "G1", "cards": ["stone", "wood"]},
    ]
    state = act(state, 0, type="build_stage", stage="G1", cards=["gold", "wood"])
    assert kinds_of(state, 0) == ["stone"]


def test_identical_cost_needs_identical_resources():
    state = new_game(3)
    acting_phase(state)
    state["players"][0]["stages"] = ["G1"]
    give(state, 0, "wood", "stone")
    assert types(state) == {"end_turn"}
    give(state, 0, "wood")
    assert legal(state)[0] == {"type": "build_stage", "stage": "G2", "cards": ["wood", "wood"]}


def test_stages_of_alexandria_are_built_in_strict_order():
    state = new_game(3)
    state["turn"]["seat"] = 1
    acting_phase(state)
    # two identical resources pay A2's cost, but A1 (2 different) is not built yet
    give(state, 1, "wood", "wood")
    assert types(state) == {"end_turn"}


def test_rhodes_feet_may_be_built_in_either_order():
    state = new_game(2, wonders=("rhodes", "giza"))
    acting_phase(state)
    give(state, 0, "wood", "wood")
    assert legal(state) == [{"type": "build_stage", "stage": "R2", "cards": ["wood", "wood"]}]


def test_several_affordable_stages_must_all_be_built():
    # given Ephesus with its base built and cards for two columns at once
    state = new_game(3)
    state["turn"]["seat"] = 2
    acting_phase(state)
    state["players"][2]["stages"] = ["E1"]
    give(state, 2, "wood", "wood", "glass", "stone", "papyrus")
    stages = {a["stage"] for a in legal(state)}
    assert stages == {"E2", "E3"}
    assert "end_turn" not in types(state)
    state = act(state, 2, type="build_stage", stage="E2", cards=["wood", "wood"])
    # Ephesus' effect took the central top card; the turn goes on while E3 is affordable
    assert state["turn"]["seat"] == 2
    assert any(a["stage"] == "E3" for a in legal(state))
