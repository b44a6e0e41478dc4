"""Rules revision 2 (issue 7) and the options added with it, each beside the old behaviour.

Every game set up today plays revision 2; a stored game without ``rules_revision`` keeps the
rules it started with (revision 1), so its moves replay exactly.
"""

import pytest

from games.rules.architects import RULESET
from games.rules.core import IllegalAction
from games.rules.revision import CURRENT

from .helpers import act, act_events, give, kinds_of, legal, new_game, on_top, ready, types


def revision_1(state):
    """The same table as a game stored before revision 2 (no ``rules_revision`` key)."""
    state.pop("rules_revision", None)
    return state


def test_new_games_start_at_the_current_rules_revision():
    state = new_game(3)
    assert state["rules_revision"] == CURRENT == 2
    assert RULESET.view(state, 0)["rules_revision"] == 2


# --- Engineering: once per turn, and optional ----------------------------------------------


def engineer(*kinds: str):
    """Giza (seat 0) with G1 built and Engineering, acting with these cards in front of it."""
    state = new_game(3)
    state["players"][0]["tokens"] = ["engineering"]
    ready(state, 0, ["G1"], *kinds)
    return state


def test_a_stage_affordable_only_through_engineering_is_not_a_forced_build():
    # given Wood and Stone: G2 (2 identical) is affordable only by using Engineering
    state = engineer("wood", "stone")
    # then building is offered, and so is ending the turn ("você pode usar")
    assert legal(state) == [
        {"type": "build_stage", "stage": "G2", "cards": ["stone", "wood"]},
        {"type": "end_turn"},
    ]
    state = act(state, 0, type="end_turn")
    assert state["players"][0]["stages"] == ["G1"]
    assert state["turn"]["seat"] == 1


def test_engineering_is_used_at_most_once_per_turn():
    # given Brick, Brick, Papyrus, Stone, Wood: G2 may be paid the normal way (Brick, Brick)
    state = engineer("brick", "brick", "papyrus", "stone", "wood")
    # when seat 0 pays G2 with Stone and Wood instead, using Engineering
    state = act(state, 0, type="build_stage", stage="G2", cards=["stone", "wood"])
    # then G3 (3 different) would need Engineering again with Brick, Brick, Papyrus: not
    # affordable, so the turn ends with the three cards left
    assert state["players"][0]["stages"] == ["G1", "G2"]
    assert kinds_of(state, 0) == ["brick", "brick", "papyrus"]
    assert state["turn"]["seat"] == 1


def test_engineering_still_pays_the_first_stage_of_the_turn_normally_paid():
    # given the same cards, paying G2 with two Bricks leaves Papyrus, Stone, Wood for G3
    state = engineer("brick", "brick", "papyrus", "stone", "wood")
    state = act(state, 0, type="build_stage", stage="G2", cards=["brick", "brick"])
    assert legal(state) == [
        {"type": "build_stage", "stage": "G3", "cards": ["papyrus", "stone", "wood"]}
    ]


def test_revision_1_engineering_forces_builds_and_pays_twice_a_turn():
    state = revision_1(engineer("brick", "brick", "papyrus", "stone", "wood"))
    state = act(state, 0, type="build_stage", stage="G2", cards=["stone", "wood"])
    assert legal(state) == [
        {"type": "build_stage", "stage": "G3", "cards": ["brick", "brick", "papyrus"]}
    ]
    forced = revision_1(engineer("wood", "stone"))
    assert "end_turn" not in types(forced)


# --- The Cat's peek is remembered -----------------------------------------------------------


def peeked_by_seat_1():
    """Seat 1 holds the Cat and has seen the Glass on top of the central deck."""
    state = new_game(3)
    state["cat"] = 1
    on_top(state, "central", "glass")
    on_top(state, "giza", "blue3")
    state = act(state, 0, type="take_card", deck="giza")
    return state, state["decks"]["central"][-1]


def test_the_peek_is_remembered_after_the_turn_while_the_card_stays_on_top():
    # given seat 1 peeked at the central Glass
    state, glass = peeked_by_seat_1()
    # when it takes a card from another deck and its turn ends
    on_top(state, "alexandria", "blue3")
    state = act(state, 1, type="take_card", deck="alexandria")
    assert state["turn"]["seat"] == 2
    # then it still sees that card, and nobody else does
    assert RULESET.view(state, 1)["peek"] == {"id": glass, "kind": "glass"}
    assert RULESET.view(state, 2)["peek"] is None
    assert RULESET.view(state, None)["peek"] is None


def test_the_peek_is_remembered_after_the_cat_moves_and_forgotten_when_the_card_is_taken():
    state, glass = peeked_by_seat_1()
    on_top(state, "alexandria", "blue3")
    state = act(state, 1, type="take_card", deck="alexandria")
    # when seat 2 takes a blue cat card, the Cat leaves seat 1: the peek stays
    on_top(state, "ephesus", "blue2cat")
    state = act(state, 2, type="take_card", deck="ephesus")
    assert state["cat"] == 2
    assert RULESET.view(state, 1)["peek"] == {"id": glass, "kind": "glass"}
    # when seat 0 takes the central top card, there is nothing left to remember
    state = act(state, 0, type="take_card", deck="central")
    assert RULESET.view(state, 1)["peek"] is None


def test_two_seats_that_saw_the_same_card_both_remember_it():
    state, glass = peeked_by_seat_1()
    on_top(state, "alexandria", "blue2cat")
    state = act(state, 1, type="take_card", deck="alexandria")
    state["cat"] = 0  # as if seat 0 had just taken a cat card
    on_top(state, "ephesus", "blue3")
    state = act(state, 2, type="take_card", deck="ephesus")
    # seat 0 starts its turn with the Cat and peeks at the same Glass
    assert RULESET.view(state, 0)["peek"] == {"id": glass, "kind": "glass"}
    assert RULESET.view(state, 1)["peek"] == {"id": glass, "kind": "glass"}


def test_revision_1_peek_ends_with_the_turn():
    state, _glass = peeked_by_seat_1()
    revision_1(state)
    on_top(state, "alexandria", "blue3")
    state = act(state, 1, type="take_card", deck="alexandria")
    assert RULESET.view(state, 1)["peek"] is None


# --- Battle trigger -------------------------------------------------------------------------


def one_horn_turn(**options):
    """Seat 0 (2 shields after its card) takes a one-horn red card; 1 of 3 tokens flips."""
    state = new_game(3, **options)
    give(state, 0, "red0")
    give(state, 1, "red1")
    on_top(state, "giza", "red1")
    return act_events(state, 0, type="take_card", deck="giza")


def test_by_default_a_battle_needs_the_last_conflict_token():
    state, events = one_horn_turn()
    assert state["conflict"] == {"total": 3, "battle": 1}
    assert [e for e in events if e.kind == "battle"] == []
    assert [p["military"] for p in state["players"]] == [0, 0, 0]


def test_seed_reading_fights_a_battle_whenever_a_turn_flips_a_token():
    # given the seed's reading ("vire a quantidade correspondente ... Isso ativa uma Batalha")
    state, events = one_horn_turn(battle_trigger="any_flip")
    # then the Battle is fought at the end of that turn, and the tokens go back to Peace
    assert [e.data for e in events if e.kind == "battle"] == [
        {"shields": [2, 1, 0], "military_tokens_won": [2, 1, 0]}
    ]
    assert [p["military"] for p in state["players"]] == [2, 1, 0]
    assert kinds_of(state, 0) == ["red0"]
    assert state["conflict"] == {"total": 3, "battle": 0}


# --- The 28 Military Victory tokens ---------------------------------------------------------


def battle_with_supply(left: int, **options):
    """Seat 0 flips the last token; seats 0, 1 would win 2 and 1 tokens; ``left`` remain."""
    state = new_game(3, **options)
    state["conflict"]["battle"] = 2
    state["players"][2]["military"] = 28 - left
    give(state, 0, "red0")
    give(state, 1, "red1")
    on_top(state, "giza", "red1")
    return act(state, 0, type="take_card", deck="giza")


def test_military_tokens_are_unlimited_by_default():
    state = battle_with_supply(1)
    assert [p["military"] for p in state["players"]] == [2, 1, 27]


def test_with_the_box_limit_the_last_tokens_go_clockwise_from_the_seat_whose_turn_it_is():
    # given only 2 tokens left in the supply of 28
    state = battle_with_supply(2, military_tokens_limited=True)
    # then seat 0 (whose turn it is) takes its 2, seat 1 gets none
    assert [p["military"] for p in state["players"]] == [2, 0, 26]
    assert sum(p["military"] for p in state["players"]) == 28


def test_with_the_box_limit_an_empty_supply_gives_nothing():
    state = battle_with_supply(0, military_tokens_limited=True)
    assert [p["military"] for p in state["players"]] == [0, 0, 28]


def test_unknown_battle_trigger_is_refused():
    with pytest.raises(ValueError):
        new_game(3, battle_trigger="sometimes")


def test_end_turn_is_refused_while_a_normal_payment_forces_the_build():
    state = engineer("wood", "wood")
    with pytest.raises(IllegalAction) as err:
        act(state, 0, type="end_turn")
    assert err.value.code == "unexpected_action"


def test_new_options_state_the_rule_both_readings_and_the_default():
    props = RULESET.options_schema["properties"]
    for key, default, words in (
        ("battle_trigger", "last_token", ("official rulebook", "Portuguese rules summary")),
        ("military_tokens_limited", False, ("28", "Board Game Arena")),
    ):
        description = props[key]["description"]
        assert props[key]["default"] == default
        assert "(default" in description
        assert "Open point" not in description and "Reference" not in description
        assert all(w in description for w in words), key
