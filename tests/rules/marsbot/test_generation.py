"""Set-up, research (both variants, both card sources), turns, passing, the end and reports."""

import pytest

from games.problem_texts import problem_text
from games.rules.core import IllegalAction
from games.rules.marsbot import RULESET

from .helpers import HUMAN, MARSBOT, action_phase, marsbot_turn_with

PLAY = {"type": "play_turn"}


def deck_counts(state):
    deck = state["cards"]["action_deck"]
    return (sum(not c.startswith("B") for c in deck), sum(c.startswith("B") for c in deck))


@pytest.mark.parametrize(
    ("options", "counts"),
    [
        ({}, (3, 1)),
        ({"difficulty": "brutal"}, (4, 1)),
        ({"prelude": True}, (6, 1)),
        ({"prelude": True, "difficulty": "brutal"}, (7, 1)),
    ],
)
def test_starting_action_deck_by_difficulty_and_prelude(options, counts):
    s = action_phase(**options)
    assert deck_counts(s) == counts
    assert s["turn"] == HUMAN and s["first_player"] == HUMAN


def test_corporate_era_off_leaves_71_cards_in_the_box():
    s = RULESET.setup({"corporate_era": False}, 2, 3)
    assert len(s["cards"]["box"]) == 71
    assert len(s["cards"]["deck"]) == 137


def test_turns_alternate_and_marsbot_passes_with_an_empty_deck():
    s = action_phase()
    s, _ = RULESET.apply(s, HUMAN, {"type": "turn_end"})
    assert RULESET.to_act(s) == (MARSBOT,)
    s, _ = RULESET.apply(s, MARSBOT, PLAY)
    assert RULESET.to_act(s) == (HUMAN,)
    s, _ = RULESET.apply(s, HUMAN, {"type": "generation_pass"})
    flips = 0
    while s["phase"] == "action":
        s, _ = RULESET.apply(s, MARSBOT, PLAY)
        flips += 1
    # 3 more cards, then MarsBot passes and the generation ends
    assert flips == 4
    assert (s["generation"], s["phase"], s["first_player"]) == (2, "research", MARSBOT)


def test_standard_research_deals_3_projects_and_a_bonus_card():
    s = action_phase()
    s.update(phase="research", generation=2)
    s["research"] = {"draft": False, "reported": [], "to_report": 0, "kept": []}
    s["cards"]["action_deck"] = []
    s, _ = RULESET.apply(s, MARSBOT, PLAY)
    assert deck_counts(s) == (3, 1)
    assert s["instructions"][-1]["kind"] == "build_action_deck"


def test_draft_research_you_pick_marsbot_gets_random_cards_and_discards_one():
    s = action_phase(research="draft")
    s["cards"]["action_deck"] = []
    s["passed"] = [True, False]
    s["turn"] = MARSBOT
    s, _ = RULESET.apply(s, MARSBOT, PLAY)  # passes: generation 2's draft opens
    assert s["phase"] == "research"
    assert len(s["research"]["human_pile"]) == len(s["research"]["marsbot_pile"]) == 4
    for _ in range(4):
        assert RULESET.to_act(s) == (HUMAN,)
        card = s["research"]["human_pile"][0]
        s, _ = RULESET.apply(s, HUMAN, {"type": "draft_pick", "card": card})
    assert len(s["cards"]["human"]) == 4
    assert len(s["research"]["kept"]) == 4
    s, _ = RULESET.apply(s, MARSBOT, PLAY)
    assert deck_counts(s) == (3, 1)
    assert len(s["cards"]["discard"]) == 1


def test_reported_card_source_takes_marsbots_cards_by_number():
    s = RULESET.setup({"card_source": "reported"}, 2, 4)
    assert RULESET.to_act(s) == (HUMAN,)
    for card in ("007", "009", "020"):
        s, _ = RULESET.apply(s, HUMAN, {"type": "marsbot_card", "card": card})
    assert RULESET.to_act(s) == (MARSBOT,)
    s, _ = RULESET.apply(s, MARSBOT, PLAY)
    assert sorted(c for c in s["cards"]["action_deck"] if not c.startswith("B")) == [
        "007",
        "009",
        "020",
    ]


def test_reporting_a_card_not_in_the_deck_is_refused_with_a_reason():
    s = RULESET.setup({"card_source": "reported"}, 2, 4)
    s, _ = RULESET.apply(s, HUMAN, {"type": "marsbot_card", "card": "007"})
    with pytest.raises(IllegalAction) as err:
        RULESET.apply(s, HUMAN, {"type": "marsbot_card", "card": "007"})
    assert err.value.code == "card_not_available"


def test_decrease_production_moves_the_matching_track_back_and_marks_it():
    s = action_phase()
    s["marsbot"]["tracks"]["earth"] = 5
    s, _ = RULESET.apply(s, HUMAN, {"type": "decrease_production", "production": "heat"})
    assert s["marsbot"]["tracks"]["earth"] == 4
    assert s["marsbot"]["markers"]["earth"] == 5


@pytest.mark.parametrize(
    ("production", "track"),
    [
        ("steel", "building"),
        ("titanium", "space"),
        ("megacredits", "event"),
        ("energy", "energy"),
        ("heat", "earth"),
        ("plants", "plant"),
    ],
)
def test_production_to_track_table_of_the_seed(production, track):
    s = action_phase()
    s["marsbot"]["tracks"][track] = 2
    s, _ = RULESET.apply(s, HUMAN, {"type": "decrease_production", "production": production})
    assert s["marsbot"]["tracks"][track] == 1


def test_decrease_on_a_track_at_zero_is_refused():
    with pytest.raises(IllegalAction) as err:
        RULESET.apply(action_phase(), HUMAN, {"type": "decrease_production", "production": "heat"})
    assert err.value.code == "track_at_zero"


def test_remove_mc_from_marsbot_and_refuse_more_than_it_has():
    s = action_phase()
    s["marsbot"]["mc"] = 6
    s, _ = RULESET.apply(s, HUMAN, {"type": "remove_marsbot_mc", "amount": 4})
    assert s["marsbot"]["mc"] == 2
    with pytest.raises(IllegalAction) as err:
        RULESET.apply(s, HUMAN, {"type": "remove_marsbot_mc", "amount": 3})
    assert err.value.code == "not_enough_mc"
    assert problem_text("reason:not_enough_mc", "pt-BR", err.value.params) == (
        "O MarsBot tem 2 MC: tire de 1 a 2."
    )


def test_your_greenery_raises_oxygen_and_your_tr_and_8_percent_raises_temperature():
    s = action_phase()
    s["parameters"]["oxygen"] = 7
    s, _ = RULESET.apply(s, HUMAN, {"type": "place_tile", "tile": "greenery", "space": "24"})
    assert s["parameters"] == {"temperature": -28, "oxygen": 8, "oceans": 0}
    assert s["human"]["tr"] == 22


def test_your_tile_on_an_illegal_space_is_refused():
    with pytest.raises(IllegalAction) as err:
        RULESET.apply(action_phase(), HUMAN, {"type": "place_tile", "tile": "city", "space": "04"})
    assert err.value.code == "space_not_legal"


def test_undo_restores_the_state_before_your_last_report_until_marsbot_acts():
    before = action_phase()
    s, _ = RULESET.apply(before, HUMAN, {"type": "raise_parameter", "parameter": "temperature"})
    assert {"type": "undo"} in RULESET.legal_actions(s, HUMAN)
    restored, _ = RULESET.apply(s, HUMAN, {"type": "undo"})
    assert restored == before
    s, _ = RULESET.apply(s, HUMAN, {"type": "turn_end"})
    s, _ = RULESET.apply(s, MARSBOT, PLAY)
    assert {"type": "undo"} not in RULESET.legal_actions(s, HUMAN)


def test_hard_claims_a_milestone_for_8_mc_at_the_start_of_its_first_turn():
    s = action_phase(difficulty="hard")
    s["marsbot"]["mc"] = 9
    s["marsbot"]["tr"] = 35
    s["marsbot"]["tracks"] = dict.fromkeys(s["marsbot"]["tracks"], 8)  # 3 milestones met
    s, _ = marsbot_turn_with(s, ["004"])  # Cloud Seeding: a Failed Action after the claim
    kinds = [i["kind"] for i in s["instructions"]]
    assert kinds.index("claim_milestone") < kinds.index("reveal_card")
    assert s["marsbot"]["mc"] == 9 - 8 + 5


def test_hard_claim_after_flip_option():
    s = action_phase(difficulty="hard", hard_claim_timing="after_flip")
    s["marsbot"]["mc"] = 4
    s["marsbot"]["tr"] = 35
    s["marsbot"]["tracks"] = dict.fromkeys(s["marsbot"]["tracks"], 8)
    s, _ = marsbot_turn_with(s, ["004"])  # 4 + 5 from the Failed Action = 9, then claims
    assert len(s["milestones"]) == 1 and s["marsbot"]["mc"] == 1


def test_final_greeneries_for_tracks_whose_next_space_is_a_greenery():
    s = action_phase()
    s["parameters"] = {"temperature": 8, "oxygen": 14, "oceans": 9}
    s["marsbot"]["tracks"].update(building=7, plant=2)  # Building 8 and Plant 3: greenery
    s["passed"] = [True, False]
    s["turn"] = MARSBOT
    s["cards"]["action_deck"] = []
    s, _ = RULESET.apply(s, MARSBOT, PLAY)  # passes: the game ends this generation
    assert s["phase"] == "final_greenery" and RULESET.to_act(s) == (HUMAN,)
    s, _ = RULESET.apply(s, HUMAN, {"type": "final_greeneries_done"})
    s, _ = RULESET.apply(s, MARSBOT, PLAY)
    greeneries = [t for t in s["map"].values() if t == {"tile": "greenery", "owner": 1}]
    assert len(greeneries) == 2
    assert s["marsbot"]["tracks"]["building"] == 8 and s["marsbot"]["tracks"]["plant"] == 3
    assert s["parameters"]["oxygen"] == 14
    s, _ = RULESET.apply(s, HUMAN, {"type": "final_score", "points": 60})
    assert RULESET.is_over(s)
