"""MarsBot's final score and the result (reference §3.11; seed: a tie is MarsBot's win)."""

from games.rules.marsbot import RULESET
from games.rules.marsbot.scoring import marsbot_breakdown, mc_per_vp

from .helpers import CAT, action_phase, with_tiles


def ended(state, generation, mc=0, **kw):
    state["ended_generation"] = generation
    state["generation"] = generation
    state["marsbot"]["mc"] = mc
    state["phase"] = "over"
    state.update(kw)
    return state


def test_rulebook_example_generation_14_with_24_mc_is_4_vp():
    s = ended(action_phase(), 14, 24)
    assert marsbot_breakdown(CAT, s)["megacredits"] == 4


def test_mc_ladder_by_generation_and_shifted_with_prelude():
    s = action_phase()
    rates = []
    for g in (5, 12, 13, 19):
        s["ended_generation"] = g
        rates.append(mc_per_vp(CAT, s))
    assert rates == [8, 8, 7, 1]
    s["options"]["prelude"] = True
    s["ended_generation"] = 10
    assert mc_per_vp(CAT, s) == 8
    s["ended_generation"] = 11
    assert mc_per_vp(CAT, s) == 7


def test_breakdown_counts_each_category():
    s = with_tiles(
        action_phase(),
        {
            "24": ("city", 1),
            "23": ("greenery", 1),
            "25": ("greenery", 0),
            "48": ("neural", 1),
            "47": ("city", 0),
        },
    )
    s["milestones"] = {"builder": 1, "mayor": 0}
    s["awards"] = {"miner": 0}  # MarsBot Space 0 + 5 beats your 0
    s["marsbot"]["tr"] = 30
    ended(s, 12, 17)
    assert marsbot_breakdown(CAT, s) == {
        "tr": 30,
        "milestones": 5,
        "awards": 5,
        "greeneries": 1,
        "cities": 2,
        "neural_instance": 5,  # 48 has 6 neighbours; your city on 47 does not count
        "megacredits": 2,
        "cards": 0,
    }


def test_hard_scores_played_cards_with_a_non_negative_vp_icon():
    s = action_phase(difficulty="hard")
    s["cards"]["played"] = ["001", "003", "005"]  # 2 VP, no icon, 3 VP if ...
    ended(s, 10)
    assert marsbot_breakdown(CAT, s)["cards"] == 2


def test_tie_is_marsbots_win_by_default_and_shared_by_option():
    s = ended(action_phase(), 10)
    total = sum(marsbot_breakdown(CAT, s).values())
    s["human_score"] = total
    assert RULESET.score(s).winners == (1,)
    s["options"]["tie_winner"] = "shared"
    assert RULESET.score(s).winners == (0, 1)
    s["human_score"] = total + 1
    result = RULESET.score(s)
    assert result.winners == (0,)
    assert all(sc.total == sum(sc.breakdown.values()) for sc in result.scores)


def test_entering_generation_20_is_your_instant_loss_18_with_prelude():
    for prelude, last in ((False, 19), (True, 17)):
        s = action_phase(prelude=prelude)
        s["generation"] = last
        s["passed"] = [True, False]
        s["turn"] = 1
        s["cards"]["action_deck"] = []
        s, _ = RULESET.apply(s, 1, {"type": "play_turn"})
        assert s["phase"] == "over" and s["instant_loss"]
        assert s["generation"] == last + 1
        assert RULESET.score(s).winners == (1,)
