"""Scenario tests of the solo automa beyond test_solo: Scheme cards 4-6 and card 1's primary,
the Rest's bottom scroll, neutral translators retiring, reported translator languages and the
ruleset's multiplayer scoring mode (rules §3.7, §3.8, §8.3-8.6)."""

from games.rules.core import copy_state
from games.rules.said import stored_words
from games.rules.scholars import RULESET as R
from games.rules.scholars import ai_actions as act
from games.rules.scholars.scoring import PlayerReport
from tests.rules.scholars.test_solo import _draw, _table


def test_card_4_red_delivers_two_influence_and_advances_the_track():
    s = _table()
    s = _draw(s, 4)  # 3 House scrolls: primary translate holds (>= 3)
    assert s["instructions"][1]["kind"] == "translate"
    # 0 silver drawn: nothing within reach, so only a search of the whole map delivers
    t = copy_state(_table(travel_out_of_reach="search_all"))
    t["house"]["orange"] = [None, None, None]  # 2 scrolls: the fallback, deliver
    t = _draw(t, 4)
    deliver = t["instructions"][1]
    assert deliver["kind"] == "deliver" and deliver["data"]["influence"] == 2
    assert deliver["data"]["guild"] == "orange" and deliver["data"]["row"] == 0
    assert t["resource"] == 2  # 0 silver drawn, +1 fallback bonus


def test_card_5_red_employs_and_advances_two_below_five_translators():
    s = _draw(_table(), 5)  # 3 employed < 5: fallback employ, resource +1 +2
    assert [i["kind"] for i in s["instructions"]] == ["draw", "employ"]
    # focus space 2: Sanskrit; room-cost focus 1: rooms 3 and 4, the rightmost
    assert s["instructions"][1]["data"] == {"deck": 2, "room": 4}
    assert s["resource"] == 4


def test_card_5_primary_places_gold_and_influences_a_guild_from_five_translators():
    s = copy_state(_table())
    for room in (1, 3):
        s["rooms"][room - 1] = {"deck": None, "owner": "human", "gold": 0}
    s = _draw(s, 5)
    assert [i["kind"] for i in s["instructions"]] == ["draw", "place_gold", "influence_guild"]
    assert s["instructions"][1]["data"] == {"room": 2}  # the leftmost neutral translator
    assert s["rooms"][1]["gold"] == 1


def test_card_6_influences_a_card_from_six_translators():
    s = copy_state(_table())
    for room in (1, 3, 4):
        s["rooms"][room - 1] = {"deck": None, "owner": "human", "gold": 0}
    s = _draw(s, 6)  # 2 silver: space 3, language focus starts Greek
    assert [i["kind"] for i in s["instructions"]] == ["draw", "influence_card", "influence_guild"]
    assert s["instructions"][1]["data"] == {"guild": "green", "row": 0, "language": "greek"}


def test_card_1_primary_places_gold_and_advances_two_from_seven_translators():
    s = copy_state(_table())
    for room in (1, 3, 4, 6):
        s["rooms"][room - 1] = {"deck": None, "owner": "human", "gold": 0}
    s = _draw(s, 1)
    assert [i["kind"] for i in s["instructions"]] == ["draw", "place_gold"]
    assert s["resource"] == 3


def _resting(state):
    s = copy_state(state)
    s["scheme"] = {"deck": [4, 5, 6], "discard": [1, 2, 3]}
    s, _ = R.apply(s, 0, {"type": "turn_over"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    assert s["resting"] is True and R.to_act(s) == (0,)
    return s


def test_rest_scroll_without_influence_moves_the_map_scroll_to_a_free_guild_top_row():
    s = copy_state(_table())
    s["house"]["orange"] = [None, None, None]
    s = _resting(s)
    s, _ = R.apply(s, 0, {"type": "rest_reveal", "position": 2, "language": "syriac"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    scroll = s["instructions"][0]
    assert scroll["data"] == {"map_position": 0, "revealed": "syriac", "to_guild": "orange",
                              "discarded": None}  # fmt: skip
    assert s["house"]["orange"][0]["language"] == "greek"  # map space 2 held Greek
    assert s["map"][0]["language"] == "syriac"
    assert [m and m["language"] for m in s["map"]][1:] == [
        "hebrew", "persian", "syriac", "chinese", "sanskrit"]  # fmt: skip


def test_rest_scroll_with_influence_sends_the_revealed_scroll_or_discards_it():
    s = copy_state(_table())
    s["map"][2]["influence"] = "human"
    s = _resting(s)
    s, _ = R.apply(s, 0, {"type": "rest_reveal", "position": 2, "language": "syriac"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    assert s["instructions"][0]["data"]["discarded"] == "syriac"  # every top row is full
    assert s["map"][0] == {"language": "greek", "influence": "human"}


def test_caliph_card_from_the_rest_plays_the_caliph_phase_then_finishes_the_rest():
    s = _resting(_table())
    s, _ = R.apply(s, 0, {"type": "caliph_revealed"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    assert s["caliphs"] == 1 and s["resting"] is False and s["dice_sum"] == 1
    assert s["scheme"]["discard"] == []


def test_neutral_translator_retires_when_its_gold_reaches_the_room_mark():
    s = copy_state(_table())
    for _ in range(3):  # room 2's mark is 3 gold (an unverified estimate)
        s, _ = R.apply(s, 0, {"type": "place_gold", "room": 2})
    s = _draw(s, 6)
    retire = s["instructions"][0]
    assert retire["kind"] == "retire_neutral" and retire["data"] == {"room": 2, "gold": 3}
    assert s["ai"]["retired"] == 1 and s["rooms"][1] is None


def test_reported_translator_language_changes_the_gold_order():
    s = _table()
    s, _ = R.apply(s, 0, {"type": "translator_language", "room": 9, "language": "greek"})
    assert {"type": "translator_language", "room": 9, "language": "greek"} not in (
        R.legal_actions(s, 0))  # fmt: skip
    s = _draw(s, 3)
    assert s["instructions"][1]["data"]["gold_rooms"] == [9, 5, 2]  # the human's speaker first


def test_scoring_mode_scores_reports_with_the_bound_content():
    bound = R.bind({**R.default_content(), "scoring": {
        **R.default_content()["scoring"], "guild_control_vp": {"purple": 1, "orange": 2,
                                                               "green": 9}}})  # fmt: skip
    players = [PlayerReport(name="Ana", guild_influence={"green": 1}), PlayerReport(name="Bia")]
    result, problems = bound.score_reports(players, {})
    assert problems == [] and result.scores[0].breakdown["guild_control"] == 9
    assert [p["en"] for p in bound.score_reports(players, {"green": 5})[1]] == [
        "guild_controllers.green: there is no player 5"]  # fmt: skip
    assert "scoring" in R.modes


def test_human_rest_resolves_the_bottom_scroll_then_tells_income_and_papyrus_plays():
    s = copy_state(_table())
    s["house"]["orange"] = [None, None, None]
    s["scheme"]["deck"].remove(6)
    s["scheme"]["deck"].insert(0, 6)
    s, _ = R.apply(s, 0, {"type": "rest", "position": 2, "language": "syriac"})
    assert R.to_act(s) == (1,)
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    kinds = [i["kind"] for i in s["instructions"]]
    assert kinds[:3] == ["rest_scroll", "human_rest", "draw"]
    scroll = s["instructions"][0]
    assert scroll["data"] == {"map_position": 0, "revealed": "syriac", "to_guild": "orange",
                              "discarded": None}  # fmt: skip
    assert stored_words(scroll["why"])["en"].startswith("Your Rest")
    assert s["map"][0]["language"] == "syriac" and s["house"]["orange"][0]["language"] == "greek"
    assert "blue track" in stored_words(s["instructions"][1]["text"])["en"]
    assert "human_rest" not in s  # told once


def test_human_rest_after_a_caliph_card_leaves_the_table_and_can_be_undone():
    s = _table()
    assert {"type": "rest_after_caliph"} not in R.legal_actions(s, 0)  # no Caliph card yet
    s, _ = R.apply(s, 0, {"type": "caliph_revealed"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    before = copy_state(s)
    s, _ = R.apply(s, 0, {"type": "rest_after_caliph"})
    assert R.apply(s, 0, {"type": "undo"})[0] == {**before, "instructions": []}
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    assert s["instructions"][0]["kind"] == "human_rest"
    assert s["instructions"][0]["data"] == {"caliph": True}
    assert s["instructions"][1]["kind"] == "draw"  # no scroll moved: Papyrus plays at once


def _caliph(state):
    s, _ = R.apply(state, 0, {"type": "caliph_revealed"})
    return R.apply(s, 1, {"type": "play_turn"})[0]


def test_caliph_space_two_gives_gold_to_every_starting_translator():
    s = _caliph(_table())
    assert not any(i["kind"] == "caliph_space" for i in s["instructions"])  # space 1: none
    assert {"type": "neutral_translator", "room": 1, "deck": 7} not in R.legal_actions(s, 0)
    s = _caliph(s)
    space = s["instructions"][0]
    assert space["kind"] == "caliph_space"
    assert space["data"] == {"space": 2, "gold_rooms": [2, 5, 9]}  # neutral ones included
    assert [r["gold"] for r in s["rooms"] if r] == [1, 1, 1]


def test_caliph_spaces_three_and_four_seat_a_reported_neutral_translator():
    s = copy_state(_table())
    s["caliphs"] = 2
    s = _caliph(s)
    assert s["instructions"][0]["data"] == {"space": 3, "room": 1}  # the leftmost empty room
    legal = R.legal_actions(s, 0)
    assert {"type": "neutral_translator", "room": 1, "deck": 7} in legal
    assert {"type": "neutral_translator", "room": 3, "deck": 7} not in legal
    s, _ = R.apply(s, 0, {"type": "neutral_translator", "room": 1, "deck": 7})
    assert s["rooms"][0] == {"deck": 6, "owner": "neutral", "gold": 0}
    # now Papyrus's: the leftmost neutral translator, it takes Papyrus's gold first
    assert act.place_gold(s, ("x", "x"))[0].data == {"room": 1}


def test_card_2_primary_translates_from_five_house_scrolls():
    s = _table()
    for g in ("purple", "orange"):
        s, _ = R.apply(s, 0, {"type": "house_add", "guild": g, "language": "chinese"})
    s = _draw(s, 2)  # 1 silver: space 2, language focus from Sanskrit ... Chinese last
    translate = s["instructions"][1]
    assert translate["kind"] == "translate" and "primary" in stored_words(translate["why"])["en"]
    assert translate["data"]["language"] == "greek"  # Greek before Chinese from space 2
    assert translate["data"]["row"] == 0 and translate["data"]["guild"] == "orange"


def test_card_2_fallback_delivers_with_the_rows_influence_from_the_content():
    bound = R.bind({**R.default_content(), "guild_rows": {
        **R.default_content()["guild_rows"], "deliver_influence": [3, 1, 1]}})  # fmt: skip
    s = copy_state(_table())
    s["scheme"]["deck"].remove(2)
    s["scheme"]["deck"].insert(0, 2)
    s["house"]["green"] = [None, None, None]  # a free top row: the highest free row
    s, _ = bound.apply(s, 0, {"type": "turn_over"})
    s, _ = bound.apply(s, 1, {"type": "play_turn"})
    deliver = s["instructions"][1]
    assert deliver["kind"] == "deliver" and deliver["data"]["row"] == 0
    assert deliver["data"]["influence"] == 3 and s["guilds"]["green"]["automa"] == 3


def test_card_3_fallback_delivers_exactly_two_influence():
    s = copy_state(_table())
    s["house"]["orange"] = [None, None, None]  # 2 House scrolls < 3
    s = _draw(s, 3)
    deliver = s["instructions"][1]
    assert deliver["kind"] == "deliver" and "fallback" in stored_words(deliver["why"])["en"]
    assert deliver["data"]["influence"] == 2 and deliver["data"]["row"] == 0


def test_card_6_fallback_employs_below_six_translators():
    s = _draw(_table(), 6)  # 3 employed < 6
    assert [i["kind"] for i in s["instructions"]] == ["draw", "employ"]
    assert "fallback" in stored_words(s["instructions"][1]["why"])["en"]
    assert s["resource"] == 3  # 2 silver, no bonus
