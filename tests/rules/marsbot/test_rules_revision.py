"""MarsBot rules revision 2 (issue 25): corrections that change outcomes, each beside the old
behaviour.

Every game set up today plays revision 2; a stored game without ``rules_revision`` keeps the
rules it started with (revision 1), so its moves replay exactly.
"""

from __future__ import annotations

import random

import pytest

from games.rules.core import copy_state
from games.rules.marsbot import RULESET
from games.rules.marsbot.goals import award_choice, award_human_value
from games.rules.marsbot.scoring import marsbot_breakdown
from games.rules.revision import CURRENT, rules_revision

from .helpers import CAT, HUMAN, MARSBOT, action_phase, instructions, marsbot_turn_with, with_tiles

PLAY = {"type": "play_turn"}


def revision_1(state):
    """The same table as a game stored before revision 2 (no ``rules_revision`` key)."""
    state = copy_state(state)
    state.pop("rules_revision", None)
    state.pop("state_version", None)
    state["options"].pop("rules_revision", None)
    state["cards"].pop("unnamed", None)
    return state


def test_new_games_start_at_the_current_rules_revision_and_stored_ones_keep_revision_1():
    # given a new game and the same game as stored before revisions existed
    state = RULESET.setup({}, 2, 1)
    old = revision_1(state)
    # then the new one plays the current revision, the stored one revision 1
    assert state["rules_revision"] == CURRENT == 2
    assert state["options"]["rules_revision"] == 2
    assert RULESET.view(state, 0)["rules_revision"] == 2
    assert rules_revision(old) == 1
    # and upgrading the stored one pins revision 1 in its state and its options
    upgraded = RULESET.state_upgrade(old)
    assert upgraded["rules_revision"] == 1 and upgraded["options"]["rules_revision"] == 1
    assert upgraded["state_version"] == RULESET.state_version == 2
    assert RULESET.state_upgrade(upgraded) is upgraded


# --- 1. Final award scoring by the printed criteria ------------------------------------------


def thermalist_table():
    """The issue's smallest case: Thermalist funded, MarsBot's Energy track on 5 (value 10),
    you with 7 heat and 4 heat production."""
    s = action_phase()
    s["marsbot"]["tracks"]["energy"] = 5
    s["human"].update(heat=7, heat_production=4)
    s["awards"] = {"thermalist": HUMAN}
    s.update(phase="over", ended_generation=12, human_score=60)
    return s


def test_thermalist_is_scored_on_your_heat_alone():
    # given the smallest case: MarsBot 10, your heat 7 (heat plus production would be 11)
    s = thermalist_table()
    # when the game is scored
    breakdown = marsbot_breakdown(CAT, s)
    # then MarsBot has most heat by the printed criterion and scores the award's 5 VP
    assert breakdown["awards"] == 5


def test_revision_1_game_keeps_scoring_thermalist_on_heat_plus_production():
    s = revision_1(thermalist_table())
    assert marsbot_breakdown(CAT, s)["awards"] == 0


def test_funding_still_weighs_your_resources_plus_production():
    # Seed, on funding: "considera seu número atual de recursos mais sua Produção".
    s = thermalist_table()
    s["awards"] = {}
    s["human"]["steel"] = 5  # Miner: 5 against MarsBot's 5, no lead there either
    assert award_human_value(s, "thermalist") == 11
    assert award_choice(s, CAT.awards) is None  # 10 is not ahead of 11: no funding


def test_miner_is_scored_on_your_steel_and_titanium_alone():
    # given MarsBot's Space track on 3 (Miner 8); your 5 steel, 2 titanium, 3 steel production
    s = thermalist_table()
    s["awards"] = {"miner": HUMAN}
    s["marsbot"]["tracks"]["space"] = 3
    s["human"].update(steel=5, titanium=2, steel_production=3)
    # then MarsBot's 8 beats your 7 steel and titanium; revision 1 compared against 10
    assert marsbot_breakdown(CAT, s)["awards"] == 5
    assert marsbot_breakdown(CAT, revision_1(s))["awards"] == 0


def test_the_award_criterion_decides_the_winner_as_in_seed_5147():
    # given the seed 5147 figures: you report 103; MarsBot has 101 without Thermalist
    s = thermalist_table()
    s["human_score"] = 103
    s["marsbot"]["tr"] = 101
    s["marsbot"]["tr_gained"] = 81
    # when the game is scored
    now, before = RULESET.score(s), RULESET.score(revision_1(s))
    # then the printed criterion gives MarsBot 106 and the win; revision 1 gave you the win
    assert [sc.total for sc in now.scores] == [103, 106] and now.winners == (MARSBOT,)
    assert [sc.total for sc in before.scores] == [103, 101] and before.winners == (HUMAN,)


# --- 2. Corporate Competition helps a track of its award under the award values in play ----


def competition_table(**tracks):
    """Easy, the seed's award values, Banker funded, MarsBot with 13 M€ and B08 to flip."""
    s = action_phase(difficulty="easy", award_values="seed_reading")
    s["awards"] = {"banker": HUMAN}
    s["marsbot"]["mc"] = 13
    s["marsbot"]["tracks"].update(tracks)
    return s


def test_b08_advances_the_less_advanced_of_event_and_space_for_banker_under_the_seed_reading():
    # given the repro position: Building 1, Event 2, Space 2 (Banker = Event + Space)
    s = competition_table(building=1, event=2, space=2)
    # when MarsBot flips B08
    after, _ = marsbot_turn_with(s, ["B08"])
    # then Event moves 2 -> 3 (tied with Space: the first named), for 5 M€
    tracks = after["marsbot"]["tracks"]
    assert (tracks["building"], tracks["event"], tracks["space"]) == (1, 3, 2)
    assert instructions(after, "pay_mc")[0]["data"] == {"mc": -5, "award": "banker"}


def test_revision_1_game_keeps_helping_building_under_the_seed_reading():
    after, _ = marsbot_turn_with(
        revision_1(competition_table(building=1, event=2, space=2)), ["B08"]
    )
    tracks = after["marsbot"]["tracks"]
    assert (tracks["building"], tracks["event"], tracks["space"]) == (2, 2, 2)


def test_b08_thermalist_and_miner_helpers_follow_the_award_values():
    # Seed reading: Thermalist is Earth + 5, Miner Building + 5; the reference card: Energy, Space.
    for award, reading, moved in (
        ("thermalist", "seed_reading", "earth"),
        ("miner", "seed_reading", "building"),
        ("thermalist", "reference_card", "energy"),
        ("miner", "reference_card", "space"),
    ):
        s = competition_table()
        s["options"]["award_values"] = reading
        s["awards"] = {award: HUMAN}
        after, _ = marsbot_turn_with(s, ["B08"])
        raised = [
            t for t, v in after["marsbot"]["tracks"].items() if v != s["marsbot"]["tracks"][t]
        ]
        assert raised == [moved], (award, reading)


def test_seed_229_generation_4_b08_helps_space_not_building():
    # given seed 229 {easy, seed_reading} played by revision 1 with a human who funds Banker
    # and passes each generation, up to MarsBot's generation-4 turn that flips B08
    opts = {"difficulty": "easy", "award_values": "seed_reading", "rules_revision": 1}
    s = RULESET.setup(opts, 2, 229)
    while not (
        s["generation"] == 4 and RULESET.to_act(s) == (MARSBOT,) and s["phase"] == "action"
    ) or s["cards"]["action_deck"][:1] != ["B08"]:
        seat = RULESET.to_act(s)[0]
        types = {a["type"] for a in RULESET.legal_actions(s, seat)}
        if seat == MARSBOT:
            action = PLAY
        elif "acknowledge" in types:
            action = {"type": "acknowledge"}
        elif not s["awards"]:
            action = {"type": "fund_award", "award": "banker"}
        else:
            action = {"type": "generation_pass"}
        s, _ = RULESET.apply(s, seat, action)
    assert s["marsbot"]["tracks"] == {
        "building": 1,
        "space": 3,
        "event": 4,
        "science": 1,
        "energy": 2,
        "earth": 4,
        "plant": 2,
    }
    # when MarsBot flips B08: revision 1 moved Building 1 -> 2 (a track Banker does not count
    # under the seed reading); the corrected rule moves Space 3 -> 4, the lower of Event/Space
    old, _ = RULESET.apply(s, MARSBOT, PLAY)
    new, _ = RULESET.apply({**s, "rules_revision": 2}, MARSBOT, PLAY)
    assert (old["marsbot"]["tracks"]["building"], old["marsbot"]["tracks"]["space"]) == (2, 3)
    assert (new["marsbot"]["tracks"]["building"], new["marsbot"]["tracks"]["space"]) == (1, 4)


# --- 4. Landlord counts your off-Mars city ---------------------------------------------------


def landlord_table(off_mars: bool):
    """MarsBot owns 3 tiles; you own 2 on Mars and, if ``off_mars``, Phobos Space Haven's city
    off Mars. MarsBot is on Building 8, the award icon one space ahead; it leads nowhere else."""
    s = with_tiles(
        action_phase(),
        {"15": ("city", 1), "16": ("greenery", 1), "17": ("greenery", 1)},
    )
    s = with_tiles(s, {"53": ("city", 0), "54": ("greenery", 0)})
    s["marsbot"]["tracks"]["building"] = 8
    s["human"].update(mc_production=9, heat=5, steel=5)
    if off_mars:
        s, _ = RULESET.apply(
            s, HUMAN, {"type": "place_card_tile", "card": "phobos_space_haven", "space": "02"}
        )
    return s


def test_landlord_is_funded_when_marsbot_leads_on_tiles():
    # given 3 tiles against your 2, when MarsBot's Building track reaches the award icon (9)
    after, _ = marsbot_turn_with(landlord_table(off_mars=False), ["007"])
    # then it funds Landlord
    assert after["awards"] == {"landlord": MARSBOT}


def test_landlord_is_not_funded_when_your_off_mars_city_ties_the_tiles():
    # given the same table with your Phobos Space Haven city off Mars: 3 tiles against 3
    after, _ = marsbot_turn_with(landlord_table(off_mars=True), ["007"])
    # then MarsBot leads on no award: a Failed Action (5 M€) instead
    assert after["awards"] == {}
    assert [i["data"]["reason"] for i in instructions(after, "failed_action")] == ["no_award"]
    assert after["marsbot"]["mc"] == 5


def test_landlord_final_score_counts_your_off_mars_city():
    # given Landlord funded: MarsBot 3 tiles; you 3 on Mars, then Ganymede Colony off Mars
    s = with_tiles(landlord_table(off_mars=False), {"55": ("greenery", 0)})
    s["awards"] = {"landlord": HUMAN}
    assert marsbot_breakdown(CAT, s)["awards"] == 5  # a tie for first scores for both
    s, _ = RULESET.apply(
        s, HUMAN, {"type": "place_card_tile", "card": "ganymede_colony", "space": "01"}
    )
    # then your 4 tiles in play take the award from MarsBot
    assert marsbot_breakdown(CAT, s)["awards"] == 0


@pytest.mark.parametrize("options", [{}, {"card_source": "reported"}])
def test_a_stored_game_upgraded_is_the_game_its_moves_replay_under_revision_1(options):
    # given a game stored before revisions (old shape), played 60 random legal moves on
    rng = random.Random(7)
    stored = revision_1(RULESET.setup({**options, "rules_revision": 1}, 2, 7))
    moves = []
    for _ in range(60):
        seat = RULESET.to_act(stored)[0]
        legal = RULESET.legal_actions(stored, seat)
        action = PLAY if seat == MARSBOT else legal[rng.randrange(len(legal))]
        stored, _ = RULESET.apply(stored, seat, action)
        moves.append((seat, action))
    # when it is upgraded, then its options pin revision 1 and its moves replay to it exactly
    upgraded = RULESET.state_upgrade(stored)
    replay = RULESET.setup(upgraded["options"], 2, 7)
    for seat, action in moves:
        replay, _ = RULESET.apply(replay, seat, action)
    assert replay == upgraded
