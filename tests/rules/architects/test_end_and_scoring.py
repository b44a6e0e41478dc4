"""End of the game, scoring and the tie-break."""

import pytest

from games.rules.architects import RULESET
from games.rules.core import IllegalAction

from .helpers import act, give, new_game, on_top, ready


def test_rulebook_end_of_game_example_scores_35():
    # given Ephesus with base and the 3- and 4-point columns, the Cat, blue 3+2+2,
    # 4 Military Victory tokens and Strategy
    state = new_game(3)
    state["players"][2]["stages"] = ["E1", "E2", "E3"]
    state["cat"] = 2
    give(state, 2, "blue3", "blue2cat", "blue2cat")
    state["players"][2]["military"] = 4
    state["players"][2]["tokens"] = ["strategy"]
    # then the score is 10 + 2 + 7 + 12 + 4
    score = RULESET.score(state).scores[2]
    assert score.total == 35
    assert score.breakdown == {
        "wonder": 10, "cat": 2, "blue_cards": 7, "military": 12, "decor": 0,
        "politics": 0, "strategy": 4, "education": 0, "culture": 0,
    }  # fmt: skip


def test_the_game_ends_at_the_end_of_the_turn_that_completes_a_wonder():
    # given Giza one stage from completion, with an extra-card token armed afterwards
    state = new_game(3)
    state["players"][0]["tokens"] = ["architecture"]
    ready(state, 0, ["G1", "G2", "G3", "G4"], "wood", "stone", "brick", "glass")
    state = act(state, 0, type="build_stage", stage="G5", cards=["brick", "glass", "stone", "wood"])
    # then the turn goes on (Architecture's extra card) and the game is not yet over
    assert not RULESET.is_over(state)
    on_top(state, "giza", "blue3")
    state = act(state, 0, type="take_extra_card", token="architecture", deck="giza")
    assert RULESET.is_over(state)
    assert state["end_reason"] == "wonder_completed"
    assert RULESET.to_act(state) == ()
    assert RULESET.legal_actions(state, 1) == []
    with pytest.raises(IllegalAction) as err:
        RULESET.apply(state, 1, {"type": "end_turn"})
    assert err.value.code == "game_over"


def test_a_battle_of_the_final_turn_is_fought_before_the_end():
    state = new_game(3)
    state["conflict"]["battle"] = 2
    ready(state, 0, ["G1", "G2", "G3", "G4"], "wood", "stone", "brick", "glass")
    state["turn"]["battle"] = True
    give(state, 0, "red0")
    state = act(state, 0, type="build_stage", stage="G5", cards=["brick", "glass", "stone", "wood"])
    assert RULESET.is_over(state)
    assert state["players"][0]["military"] == 2


def test_tie_goes_to_the_most_stages_built():
    state = new_game(3)
    state["players"][0]["stages"] = ["G1"]  # 4 points, 1 stage
    state["players"][1]["stages"] = []
    give(state, 1, "blue3")
    state["players"][1]["military"] = 0
    state["cat"] = None
    give(state, 2, "blue2cat", "blue2cat")  # 4 points, 0 stages
    result = RULESET.score(state)
    assert [s.total for s in result.scores] == [4, 3, 4]
    assert result.ranking == (0, 2, 1)
    assert result.winners == (0,)
    assert result.scores[0].tiebreak == (1,)


def test_a_full_tie_shares_the_victory():
    state = new_game(3)
    give(state, 0, "blue3")
    give(state, 2, "blue3")
    result = RULESET.score(state)
    assert result.winners == (0, 2)
    assert result.ranking == (0, 2, 1)


def test_each_total_is_the_sum_of_its_breakdown():
    state = new_game(4, wonders=("giza", "alexandria", "ephesus", "olympia"))
    state["players"][1]["tokens"] = ["decor", "culture", "culture", "education"]
    for score in RULESET.score(state).scores:
        assert score.total == sum(score.breakdown.values())
    assert RULESET.score(state).scores[1].total == 4 + 12 + 8


@pytest.mark.parametrize(
    ("wonder", "seat", "built", "last"),
    [
        ("giza", 0, ["G1", "G2", "G3"], ("G4", ["wood", "wood", "wood"])),
        ("rhodes", 1, ["R1", "R2", "R3"], ("R4", ["wood", "wood", "wood"])),
        ("ephesus", 2, ["E1", "E2", "E3"], ("E4", ["wood", "wood", "wood"])),
    ],
)
def test_a_wonder_with_four_of_five_stages_is_not_complete(wonder, seat, built, last):
    # given a Wonder with three stages built, building its fourth
    state = new_game(3, wonders=("giza", "rhodes", "ephesus"))
    assert state["wonders"][seat] == wonder
    state["players"][seat]["tokens"] = ["decor"]
    ready(state, seat, built, "wood", "wood", "wood")
    state = act(state, seat, type="build_stage", stage=last[0], cards=last[1])
    # then the game goes on to the next seat, and Decor counts the Wonder as unfinished
    assert len(state["players"][seat]["stages"]) == 4
    assert not RULESET.is_over(state)
    assert state["turn"]["seat"] == (seat + 1) % 3
    assert RULESET.score(state).scores[seat].breakdown["decor"] == 4


def test_the_fifth_stage_ends_the_game_and_decor_counts_it_finished():
    state = new_game(3)
    state["players"][0]["tokens"] = ["decor"]
    ready(state, 0, ["G1", "G2", "G3", "G4"], "wood", "stone", "brick", "glass")
    state = act(state, 0, type="build_stage", stage="G5", cards=["brick", "glass", "stone", "wood"])
    assert RULESET.is_over(state)
    assert state["end_reason"] == "wonder_completed"
    assert RULESET.score(state).scores[0].breakdown["decor"] == 6
