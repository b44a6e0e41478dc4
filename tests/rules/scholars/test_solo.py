"""The solo automa (rules §8): tracks, focus orders, wrap bonuses, Scheme cards, Rest, Caliph,
difficulty, and invariants over whole games against scripted random reports."""

import json
import random

import pytest

from games.rules.core import copy_state
from games.rules.said import stored_words
from games.rules.scholars import RULESET as R
from games.rules.scholars import ai_actions as act
from games.rules.scholars import rest
from games.rules.scholars.content import default_content
from games.rules.scholars.tracks import (
    colour_focus,
    colour_majority,
    language_focus,
    resource_advance,
    room_cost_order,
    translator_focus,
)

CONTENT = default_content()
PREFERRED = {"setup_done", "turn_over", "caliph_revealed", "play_turn", "let_automa_take",
             "final_score", "score_done", "reveal_map_scroll", "house_add",
             "starting_translator"}  # fmt: skip


def _table(difficulty="scribe", seed=1, **options):
    """A set-up game: map Chinese..Syriac from the neutral marker, one Greek scroll atop each
    guild, a neutral starting translator in rooms 2 and 5 and the human's in room 9."""
    s = R.setup({"difficulty": difficulty, **options}, 2, seed)
    for p, lang in enumerate(["chinese", "sanskrit", "greek", "hebrew", "persian", "syriac"]):
        s, _ = R.apply(s, 0, {"type": "reveal_map_scroll", "position": p, "language": lang})
    for g in ("purple", "orange", "green"):
        s, _ = R.apply(s, 0, {"type": "house_add", "guild": g, "language": "greek"})
    for room, owner in ((2, "neutral"), (5, "neutral"), (9, "human")):
        s, _ = R.apply(s, 0, {"type": "starting_translator", "room": room, "owner": owner})
    s, _ = R.apply(s, 0, {"type": "setup_done"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    return s


def test_focus_orders_follow_the_resource_space():
    assert language_focus(1)[:2] == ["chinese", "sanskrit"]
    assert language_focus(4) == ["hebrew", "persian", "syriac", "chinese", "sanskrit", "greek"]
    assert colour_focus(4) == ["purple", "orange", "green"]
    assert colour_focus(6) == ["green", "purple", "orange"]
    assert translator_focus(3) == [2, 3, 4, 5, 6, 7, 0, 1]
    assert room_cost_order(3) == [3, 4, 0, 1, 2]


def test_wrap_bonuses_come_in_order_and_stop_after_six():
    assert resource_advance(5, 0, 3) == (2, 1, [("guild", "purple")])
    assert resource_advance(6, 1, 7) == (1, 3, [("gold", None), ("guild", "orange")])
    assert resource_advance(6, 6, 1) == (1, 6, [])


def test_colour_majority_ties_to_the_latest_card_and_empty_is_blue():
    blue, red = {"colour": "blue"}, {"colour": "red"}
    assert colour_majority([]) == "blue"
    assert colour_majority([blue, red]) == "red"
    assert colour_majority([red, blue, blue]) == "blue"


@pytest.mark.parametrize(
    ("difficulty", "dice_sum", "scroll", "gold"),
    [("student", -2, None, 0), ("scribe", 0, "persian", 0), ("teacher", 1, "greek", 1),
     ("scholar", 3, "chinese", 2)],
)  # fmt: skip
def test_difficulty_set_up(difficulty, dice_sum, scroll, gold):
    s = _table(difficulty)
    assert s["dice_sum"] == dice_sum
    assert s["ai"]["starting_scroll"] == scroll
    assert [r["gold"] for r in s["rooms"] if r] == [min(gold, 1), int(gold == 2), 0]
    assert (s["house"]["purple"][0]["influence"] == "automa") is (
        difficulty in ("teacher", "scholar")
    )
    assert s["guilds"]["orange"]["automa"] == (1 if difficulty == "scholar" else 0)


def _draw(state, card_id):
    """Put Scheme card ``card_id`` on top of the deck and let the AI play its turn."""
    s = copy_state(state)
    s["scheme"]["deck"].remove(card_id)
    s["scheme"]["deck"].insert(0, card_id)
    s, _ = R.apply(s, 0, {"type": "turn_over"})
    return R.apply(s, 1, {"type": "play_turn"})[0]


def test_card_1_employs_into_the_rightmost_free_room_of_the_focus_cost():
    s = _draw(_table(), 1)
    assert s["instructions"][1]["data"] == {"deck": 1, "room": 1}  # room 2 taken, room 1 cost 0
    assert (
        "Scheme card 1 (blue, 0 silver): fallback action"
        in stored_words(s["instructions"][1]["why"])["en"]
    )


def test_card_3_translates_by_language_focus_lowest_row_colour_focus():
    s = _draw(_table(), 3)  # 3 House scrolls: primary translate; 2 silver -> space 3
    translate = s["instructions"][1]
    assert translate["kind"] == "translate"
    # all Greek in the top row: colour focus from space 3 starts green
    assert translate["data"]["guild"] == "green"
    assert translate["data"]["gold_rooms"] == [5, 2, 9]  # Greek gold: 3 (estimate)
    assert s["ai"]["scrolls"]["greek"] == 1


def test_card_2_delivers_within_the_travel_distance():
    s = _draw(_table(), 2)  # 2 House scrolls < 5: fallback deliver; distance 1 silver
    deliver = s["instructions"][1]
    assert deliver["kind"] == "deliver"
    assert deliver["data"]["map_position"] == 1  # Sanskrit: the only scroll within 1
    assert deliver["data"]["row"] == 1  # the highest free row
    assert s["map"][1] is None


def test_human_influence_asks_the_human_and_push_moves_on():
    s = _table()
    s, _ = R.apply(s, 0, {"type": "influence_map_scroll", "position": 1})
    s = _draw(s, 2)
    assert R.to_act(s) == (0,)
    assert s["pending"]["action"] == "deliver"
    # no acknowledge while Papyrus waits for the answer
    assert R.legal_actions(s, 0) == [{"type": "let_automa_take"}]
    s, _ = R.apply(s, 0, {"type": "let_automa_take"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    assert s["pending"] is None
    assert [i["kind"] for i in s["instructions"]] == ["deliver", "human_influence_returned"]


def test_rest_with_three_blue_cards():
    s = _table()
    s["scheme"] = {"deck": [4, 5, 6], "discard": [1, 2, 3]}
    s, _ = R.apply(s, 0, {"type": "turn_over"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    assert [i["kind"] for i in s["instructions"]] == ["rest_reveal"]
    assert {"type": "acknowledge"} not in R.legal_actions(s, 0)
    s, _ = R.apply(s, 0, {"type": "rest_reveal", "position": 2, "language": "hebrew"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    assert [i["kind"] for i in s["instructions"]] == [
        "rest_scroll", "rest", "influence_card", "influence_guild",
    ]  # fmt: skip
    assert s["dice_sum"] == 1
    assert sorted(s["scheme"]["deck"]) == [1, 2, 3, 4, 5, 6] and s["scheme"]["discard"] == []


def test_rest_with_five_cards_retires_by_majority():
    s = _table()
    state = copy_state(s)
    state["scheme"] = {"deck": [6], "discard": [1, 4, 2, 5, 3]}
    found = rest.rest_finish(state, CONTENT, None)
    assert found[-1].kind == "retire"
    assert found[-1].data == {"deck": 7}
    assert state["ai"]["retired"] == 1


def test_revision_1_caliph_choice_by_majority():
    s = _table(rules_revision=1)
    s["guilds"]["green"] = {"human": 0, "automa": 2, "controller": "automa"}
    s["scheme"] = {"deck": [1, 2, 3], "discard": [4, 5]}
    s, _ = R.apply(s, 0, {"type": "caliph_revealed"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    assert s["instructions"][0]["data"] == {"guild": "green", "row": "bottom", "dice_sum": -1}
    assert s["ai"]["retired"] == 1


def test_influence_any_guild_prefers_an_empty_guild():
    s = copy_state(_table())
    s["guilds"]["purple"]["human"] = 1
    act.influence_guild(s, ("x", "x"))
    assert s["guilds"]["orange"]["automa"] == 1  # space 1 colour focus: purple, orange, green


def _random_game(seed):
    s = R.setup({"difficulty": "scholar"}, 2, seed)
    rng = random.Random(seed)
    moves = []
    while not R.is_over(s):
        seat = R.to_act(s)[0]
        legal = R.legal_actions(s, seat)
        pref = [a for a in legal if a["type"] in PREFERRED]
        action = rng.choice(pref if pref and rng.random() < 0.6 else legal)
        before = json.dumps(s, sort_keys=True)
        new, _ = R.apply(s, seat, action)
        assert json.dumps(s, sort_keys=True) == before  # apply never mutates its input
        ids = new["scheme"]["deck"] + new["scheme"]["discard"]
        assert sorted(ids) == [1, 2, 3, 4, 5, 6]
        assert 1 <= new["resource"] <= 6 and 0 <= new["wraps"] <= 6
        assert -6 <= new["dice_sum"] <= 6
        view = R.view(new, 0)
        assert R.view(R.determinize(view, 0, random.Random(seed)), 0) == view
        for a in R.legal_actions(new, R.to_act(new)[0]) if not R.is_over(new) else []:
            assert set(R.label(a)) == {"en", "pt-BR"}
        moves.append((seat, action))
        s = new
    return s, moves


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_whole_games_keep_invariants_and_replay(seed):
    end, moves = _random_game(seed)
    replay = R.setup({"difficulty": "scholar"}, 2, seed)
    for seat, action in moves:
        replay, _ = R.apply(replay, seat, action)
    assert replay == end
    result = R.score(end)
    assert all(s.total == sum(s.breakdown.values()) for s in result.scores)
