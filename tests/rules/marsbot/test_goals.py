"""Milestones and awards for MarsBot on Tharsis (seed, "Marco de reivindicação",
"Financiamento de Prêmio"; reference §3.8)."""

from games.rules.marsbot.goals import (
    award_choice,
    award_marsbot_value,
    marsbot_meets,
    milestone_choice,
)

from .helpers import CAT, action_phase, with_tiles


def test_builder_at_building_space_8_and_planner_with_every_track_on_4():
    s = action_phase()
    s["marsbot"]["tracks"]["building"] = 8
    assert marsbot_meets(s, "builder") and not marsbot_meets(s, "planner")
    s["marsbot"]["tracks"] = dict.fromkeys(s["marsbot"]["tracks"], 4)
    assert marsbot_meets(s, "planner")


def test_milestone_tiebreak_prefers_the_one_you_also_meet():
    s = action_phase()
    s["marsbot"]["tracks"] = dict.fromkeys(s["marsbot"]["tracks"], 8)  # Builder and Planner
    s["human"]["cards_in_hand"] = 16
    assert milestone_choice(s, CAT.milestones) == "planner"


def test_milestone_tiebreak_then_the_one_you_are_closest_to():
    s = action_phase()
    s["marsbot"]["tracks"] = dict.fromkeys(s["marsbot"]["tracks"], 8)
    s["human"].update(building_tags=4, cards_in_hand=10)  # 4/8 = 50 %, 10/16 = 62 %
    assert milestone_choice(s, CAT.milestones) == "planner"
    s["options"]["milestone_closeness"] = "raw_count"  # 4 missing vs 6 missing
    assert milestone_choice(s, CAT.milestones) == "builder"


def test_milestone_tiebreak_then_the_leftmost():
    s = action_phase()
    s["marsbot"]["tracks"] = dict.fromkeys(s["marsbot"]["tracks"], 8)
    assert milestone_choice(s, CAT.milestones) == "builder"


def test_no_milestone_once_three_are_claimed():
    s = action_phase()
    s["marsbot"]["tracks"]["building"] = 8
    s["milestones"] = {"terraformer": 0, "mayor": 0, "gardener": 0}
    assert milestone_choice(s, CAT.milestones) is None


def test_award_values_reference_card_and_seed_reading():
    s = action_phase()
    s["marsbot"]["tracks"].update(building=3, space=4, event=5, energy=6, earth=7)
    assert [award_marsbot_value(s, a) for a in ("banker", "thermalist", "miner")] == [8, 11, 9]
    s["options"]["award_values"] = "seed_reading"
    assert [award_marsbot_value(s, a) for a in ("banker", "thermalist", "miner")] == [9, 12, 8]


def test_easy_award_values_are_5_lower():
    s = action_phase(difficulty="easy")
    assert award_marsbot_value(s, "thermalist") == 0


def test_landlord_counts_marsbot_tiles_and_the_neural_instance_by_option():
    s = with_tiles(action_phase(), {"15": ("city", 1), "48": ("neural", 1)})
    assert award_marsbot_value(s, "landlord") == 2
    s["options"]["neural_instance_owned"] = False
    assert award_marsbot_value(s, "landlord") == 1


def test_award_must_be_strictly_ahead_leftmost_on_a_tie():
    s = action_phase()
    # Thermalist and Miner: MarsBot 5 each; you 5 heat and 5 steel: no lead anywhere.
    s["human"].update(heat=5, steel=5)
    assert award_choice(s, CAT.awards) is None
    s["human"].update(heat=4, steel=4)
    assert award_choice(s, CAT.awards) == "thermalist"


def test_resource_awards_count_your_resources_plus_production():
    s = action_phase()
    s["human"].update(heat=2, heat_production=3, steel=1, steel_production=4)
    assert award_choice(s, CAT.awards) is None
