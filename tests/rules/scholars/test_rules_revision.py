"""Scholars rules revision 2 (issue 25, items 6-10), each beside revision 1's behaviour.

A game set up today plays revision 2; a stored game without ``rules_revision`` (or one set up
with ``rules_revision: 1``) keeps the old rules, so its moves replay exactly.
"""

from games.rules.core import copy_state
from games.rules.scholars import RULESET as R
from games.rules.scholars import ai_actions as act
from games.rules.scholars.content import default_content
from games.rules.scholars.retirement import neutral_retirements
from tests.rules.scholars.test_solo import _draw, _table

CONTENT = default_content()
ROWS = ("top", "middle", "bottom")


def _caliph(state):
    """The human reports a Caliph card; Papyrus plays the phase as far as it can."""
    s, _ = R.apply(state, 0, {"type": "caliph_revealed"})
    return R.apply(s, 1, {"type": "play_turn"})[0]


def _answer(state, action):
    s, _ = R.apply(state, 0, action)
    return R.apply(s, 1, {"type": "play_turn"})[0]


def kinds(state):
    return [i["kind"] for i in state["instructions"]]


def test_new_games_play_revision_2_and_revision_1_keeps_the_stored_shape():
    # given a game set up today, and one set up asking for revision 1
    new, old = R.setup({}, 2, 5), R.setup({"rules_revision": 1}, 2, 5)
    # then the new one records its revision and the seed's readings as its options
    assert new["rules_revision"] == 2 and new["caliph_step"] is None
    assert new["ai"]["retired_starting"] == 0
    assert new["options"]["travel_out_of_reach"] == "fallback"
    assert new["options"]["recent_cards"] == "since_shuffle"
    # and the old one is exactly a state stored before revisions existed
    assert "rules_revision" not in old and "caliph_step" not in old
    assert set(old["options"]) == {"difficulty", "length", "ties_to_automa"}
    assert "retired_starting" not in old["ai"]


# --- item 6: per guild, the move, control checked again, then consolations ----------------


def _purple_tied(**options):
    """Purple tied 4-4 and the human holds its control (the issue's seed 10, move 299)."""
    s = copy_state(_table(**options))
    s["guilds"]["purple"] = {"human": 4, "automa": 4, "controller": "human"}
    return s


def test_the_humans_caliph_move_is_asked_before_any_consolation():
    # given purple tied 4-4 under the human's control
    s = _caliph(_purple_tied())
    # then the phase waits for the human's own move in purple: nothing else is legal
    assert s["caliph_step"]["wait"] == "human_move" and R.to_act(s) == (0,)
    assert kinds(s) == ["caliph_move_question"]
    assert R.legal_actions(s, 0) == [{"type": "caliph_move", "row": r} for r in ROWS]
    assert s["resource"] == 1  # no consolation yet
    # when the human moves 1 influence to the top row
    s = _answer(s, {"type": "caliph_move", "row": "top"})
    # then control passes to Papyrus (4-3), which takes no consolation; the human takes it
    assert s["guilds"]["purple"] == {"human": 3, "automa": 4, "controller": "automa"}
    assert kinds(s) == ["human_consolation"]
    assert s["instructions"][0]["data"] == {"guild": "purple", "reward": "silver"}
    assert s["resource"] == 1 and s["caliph_step"] is None and s["turn"] == "human"


def test_revision_1_gave_papyrus_the_consolation_before_the_humans_move():
    s = _caliph(_purple_tied(rules_revision=1))
    assert kinds(s) == ["resource_track"] and s["resource"] == 2  # purple's silver
    assert s["guilds"]["purple"] == {"human": 4, "automa": 4, "controller": "human"}


def _wrap_gives_orange(**options):
    """Red majority; purple the human's (2-1), its silver consolation wraps Papyrus's track
    onto the 3rd bonus (orange influence), orange tied 1-1 under the human, green Papyrus's."""
    s = copy_state(_table(**options))
    s["scheme"] = {"deck": [1, 2, 3, 6], "discard": [4, 5]}
    s["resource"], s["wraps"] = 6, 2
    s["guilds"]["purple"] = {"human": 2, "automa": 1, "controller": "human"}
    s["guilds"]["orange"] = {"human": 1, "automa": 1, "controller": "human"}
    s["guilds"]["green"] = {"human": 0, "automa": 2, "controller": "automa"}
    return s


def test_a_consolation_that_hands_papyrus_a_later_guild_lets_it_move_there():
    # given the seed 9, move 194 in small
    s = _caliph(_wrap_gives_orange())
    s = _answer(s, {"type": "caliph_move", "row": "middle"})  # purple: 1-1, the human keeps it
    # then purple's silver wrapped the track: orange influence, Papyrus now controls orange
    assert s["guilds"]["orange"]["controller"] == "automa"
    assert kinds(s)[-1] == "caliph_row_question"
    assert s["instructions"][-1]["data"] == {
        "guild": "orange",
        "order": ["bottom", "middle", "top"],
    }
    s = _answer(s, {"type": "caliph_row", "row": "bottom"})  # orange
    assert kinds(s)[0] == "caliph" and kinds(s)[-1] == "caliph_row_question"
    s = _answer(s, {"type": "caliph_row", "row": "bottom"})  # green
    # so Papyrus ends the phase with 2 bottom markers
    assert s["ai"]["caliph"] == {"top": 0, "middle": 0, "bottom": 2}
    assert s["caliph_step"] is None


def test_revision_1_moved_first_and_consoled_after_so_papyrus_moved_once():
    s = _caliph(_wrap_gives_orange(rules_revision=1))
    assert s["ai"]["caliph"] == {"top": 0, "middle": 0, "bottom": 1}


def _space_three(**options):
    """The 3rd Caliph card; room 1 empty left of the neutral translators in rooms 2 and 5;
    Papyrus in green (gold consolation) without control."""
    s = copy_state(_table(**options))
    s["caliphs"] = 2
    s["guilds"]["green"] = {"human": 2, "automa": 1, "controller": "human"}
    return s


def test_the_neutral_translator_is_seated_before_papyrus_consolation_gold():
    s = _caliph(_space_three())
    # then the phase first waits for the neutral translator in room 1, the leftmost empty
    assert s["caliph_step"]["wait"] == "translator"
    legal = R.legal_actions(s, 0)
    assert {"type": "neutral_translator", "room": 1, "deck": 7} in legal
    assert {"type": "caliph_revealed"} not in legal and {"type": "turn_over"} not in legal
    s = _answer(s, {"type": "neutral_translator", "room": 1, "deck": 7})
    s = _answer(s, {"type": "caliph_move", "row": "top"})  # green: 1-1, the human keeps it
    # then green's gold goes on the new translator in room 1, now the leftmost neutral one
    gold = [i for i in s["instructions"] if i["kind"] == "place_gold"]
    assert [i["data"] for i in gold] == [{"room": 1}]
    assert s["rooms"][0] == {"deck": 6, "owner": "neutral", "gold": 1}
    assert s["rooms"][1]["gold"] == 0


def test_revision_1_put_the_consolation_gold_on_the_old_leftmost_neutral():
    s = _caliph(_space_three(rules_revision=1))
    assert [i["data"] for i in s["instructions"] if i["kind"] == "place_gold"] == [{"room": 2}]


def test_a_caliph_card_from_papyrus_rest_finishes_the_rest_after_the_phase():
    s = copy_state(_purple_tied())
    s["scheme"] = {"deck": [4, 5, 6], "discard": [1, 2, 3]}
    s, _ = R.apply(s, 0, {"type": "turn_over"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})  # Papyrus rests: bottom card?
    s = _caliph(s)
    assert s["task"] == "rest_caliph" and s["caliph_step"]["wait"] == "human_move"
    s = _answer(s, {"type": "caliph_move", "row": "top"})
    assert kinds(s)[:2] == ["human_consolation", "rest"]
    assert s["dice_sum"] == 1 and s["scheme"]["discard"] == [] and s["task"] is None


# --- item 7: no duplicates while decks 7-8 are free ----------------------------------------


def _decks_one_to_six(**options):
    s = copy_state(_table(**options))
    for room in range(6):
        s["rooms"][room] = {"deck": room, "owner": "neutral", "gold": 0}
    return s


def test_employ_takes_deck_7_once_decks_1_to_6_are_employed():
    # given rooms 1-6 holding decks 1-6 and the resource track on space 1 (focus deck 1)
    s = _decks_one_to_six()
    found = act.employ(s, ("x", "x"), CONTENT)
    # then Papyrus avoids a duplicate: deck 7 ("evita empregar duplicatas")
    assert found[0].data["deck"] == 7


def test_revision_1_employed_the_focus_deck_again():
    s = _decks_one_to_six(rules_revision=1)
    assert act.employ(s, ("x", "x"), CONTENT)[0].data["deck"] == 1


# --- item 8: Caliph space 2 pays Papyrus for its retired starting translators ---------------


def _retired_starting(**options):
    """Papyrus's starting translator in room 2 retired (3 gold), then the 2nd Caliph card."""
    s = copy_state(_table(**options))
    s["rooms"][1]["gold"] = 3
    neutral_retirements(s, CONTENT)
    s["caliphs"] = 1
    return _caliph(s)


def test_caliph_space_2_pays_papyrus_a_silver_per_retired_starting_translator():
    s = _retired_starting()
    assert s["ai"]["retired"] == 1 and s["ai"]["retired_starting"] == 1
    # then besides the gold, Papyrus takes 1 silver: its resource track moves 1
    assert kinds(s)[:2] == ["caliph_space", "resource_track"]
    assert s["instructions"][1]["data"] == {"steps": 1} and s["resource"] == 2


def test_a_reported_retirement_counts_only_starting_translators():
    s = copy_state(_table())
    s["rooms"][0] = {"deck": 3, "owner": "neutral", "gold": 0}
    for room in (1, 2):  # a deck translator, then the starting one in room 2
        s, _ = R.apply(s, 0, {"type": "retire_translator", "room": room})
    assert s["ai"]["retired"] == 2 and s["ai"]["retired_starting"] == 1


def test_revision_1_paid_nothing_for_retired_starting_translators():
    s = _retired_starting(rules_revision=1)
    assert kinds(s) == ["caliph_space"] and s["resource"] == 1


# --- item 9: Papyrus's row is the highest (lowest) free one, reported -----------------------


def test_papyrus_takes_the_next_row_in_its_order_when_the_top_one_is_full():
    # given blue majority (empty discard) and green Papyrus's
    s = copy_state(_table())
    s["guilds"]["green"] = {"human": 0, "automa": 2, "controller": "automa"}
    s = _caliph(s)
    question = s["instructions"][-1]
    assert question["data"] == {"guild": "green", "order": ["top", "middle", "bottom"]}
    # when the human reports the top row full, so the marker took the middle one
    s = _answer(s, {"type": "caliph_row", "row": "middle"})
    # then it scores the middle row: 1 VP and a die (dice sum +1)
    assert s["ai"]["caliph"] == {"top": 0, "middle": 1, "bottom": 0}
    assert s["dice_sum"] == 1 and s["guilds"]["green"]["automa"] == 1


def test_revision_1_always_took_the_first_preference():
    s = copy_state(_table(rules_revision=1))
    s["guilds"]["green"] = {"human": 0, "automa": 2, "controller": "automa"}
    s = _caliph(s)
    assert s["ai"]["caliph"] == {"top": 1, "middle": 0, "bottom": 0}


def test_undo_of_a_caliph_answer_restores_the_question():
    s = copy_state(_table())
    s["guilds"]["green"] = {"human": 0, "automa": 2, "controller": "automa"}
    s = _caliph(s)
    asked = copy_state(s)
    s, _ = R.apply(s, 0, {"type": "caliph_row", "row": "bottom"})
    assert R.apply(s, 0, {"type": "undo"})[0] == asked  # the question shown again


# --- item 10: the two readings as options --------------------------------------------------


def _nothing_in_reach(**options):
    """Card 2 (1 silver): too few House scrolls to translate; map space 1 empty, so no
    scroll lies within 1."""
    s = copy_state(_table(**options))
    s["map"][1] = None
    return _draw(s, 2)


def test_travel_with_no_scroll_in_reach_does_not_happen():
    s = _nothing_in_reach()
    assert kinds(s) == ["draw", "nothing"]
    assert s["map"][2] is not None


def test_travel_searching_the_whole_map_is_an_option_and_revision_1():
    for options in ({"travel_out_of_reach": "search_all"}, {"rules_revision": 1}):
        s = _nothing_in_reach(**options)
        assert kinds(s) == ["draw", "deliver"]
        assert s["instructions"][1]["data"]["map_position"] == 2  # Greek, 2 away


def _after_rest(**options):
    """Papyrus drew card 3 (2 silver) before its Rest; the first card after it is card 1
    (0 silver, employ): the room-cost focus is 0 counting card 1 alone, 2 with card 3."""
    s = copy_state(_table(**options))
    s["recent_silver"] = [2, 2]
    s["scheme"] = {"deck": [4, 5, 6], "discard": [1, 2, 3]}
    s, _ = R.apply(s, 0, {"type": "turn_over"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    s, _ = R.apply(s, 0, {"type": "rest_reveal", "position": 2, "language": "hebrew"})
    s, _ = R.apply(s, 1, {"type": "play_turn"})
    return _draw(s, 1)


def test_the_first_card_after_a_rest_counts_alone():
    s = _after_rest()
    assert s["recent_silver"] == [0]
    assert s["instructions"][1]["data"]["room"] == 1  # cost 0: room 2 taken, room 1


def test_counting_the_card_before_the_rest_is_an_option_and_revision_1():
    for options in ({"recent_cards": "across_rest"}, {"rules_revision": 1}):
        s = _after_rest(**options)
        assert s["recent_silver"] == [2, 0]
        assert s["instructions"][1]["data"]["room"] == 6  # cost 2: rooms 5 and 6, rightmost


# --- item 11: the human's final report as facts, scored as Papyrus's ----------------------


def test_the_last_round_opens_a_report_of_facts():
    # given the last AI turn of the game (revision 2)
    s = copy_state(_table())
    s["countdown"] = 1
    s = _draw(s, 6)
    # then the final phase asks for facts, not category totals
    assert s["phase"] == "final"
    assert s["final_facts"] == {"figures": {}, "scrolls": [], "retired": [], "automa_retired": []}
    types = {a["type"] for a in R.legal_actions(s, 0)}
    assert {"score_figure", "score_scroll", "score_retired", "score_automa_retired"} <= types
    assert "final_score" not in types and "score_done" in types


def _final(**options):
    """The final phase: green the human's (4 influence), purple Papyrus's; Papyrus at dice
    sum 0 with its Persian starting scroll and neutral translators in rooms 2 and 5."""
    s = copy_state(_table(**options))
    s["guilds"]["green"] = {"human": 4, "automa": 0, "controller": "human"}
    s["guilds"]["purple"] = {"human": 0, "automa": 2, "controller": "automa"}
    s["countdown"] = 1
    s = _draw(s, 4)  # translates a Greek scroll: Papyrus's own scroll VP changes
    assert s["phase"] == "final"
    return s


FACTS = [
    {"type": "score_figure", "figure": "dice_red", "value": 3},
    {"type": "score_figure", "figure": "dice_white", "value": 1},
    {"type": "score_retired", "vp": 3, "change": "add"},
    {"type": "score_retired", "vp": 5, "change": "add"},
    {"type": "score_figure", "figure": "caliph_top", "value": 1},
    {"type": "score_figure", "figure": "caliph_middle", "value": 2},
    {"type": "score_figure", "figure": "research_biology", "value": 3},
    {"type": "score_scroll", "card": "CHI-B", "change": "add"},
    {"type": "score_scroll", "card": "GRE-C", "change": "add"},
    {"type": "score_figure", "figure": "silver", "value": 4},
    {"type": "score_figure", "figure": "gold", "value": 1},
    {"type": "score_automa_retired", "vp": 4, "change": "add"},
]


def test_the_humans_facts_are_scored_with_the_tracked_guilds_and_totals_shown():
    s = _final()
    for fact in FACTS:
        s, _ = R.apply(s, 0, fact)
    human = {
        "dice_track": 2,  # coloured 3 - white 1 = 2 > Papyrus's 0
        "retired_translators": 8,
        "guild_control": 3,  # green, tracked
        "caliph": 5,  # 1 top x 3 + 2 middle x 1
        "research": 2,  # biology level 3
        "scrolls": 13,  # CHI-B 5 + 4 (4 green influence); GRE-C 3 + 1 (one Greek)
        "starting_scroll": 4,  # 3 + (1 gold + 4 silver / 2) // 2
    }
    # Papyrus: Persian starting scroll x 2 neutral translators + 1 Greek x 2 scrolls in all
    automa = {"dice_track": 0, "retired_translators": 4, "guild_control": 1, "caliph": 0,
              "research": 0, "scrolls": 4, "starting_scroll": 0}  # fmt: skip
    assert R.view(s, 0)["final_totals"] == [
        {"breakdown": human, "total": 37},
        {"breakdown": automa, "total": 9},
    ]
    s, _ = R.apply(s, 0, {"type": "score_done"})
    result = R.score(s)
    assert R.is_over(s) and result.winners == (0,)
    assert [sc.total for sc in result.scores] == [37, 9]
    assert result.scores[0].breakdown == human


def test_a_fact_reported_again_or_removed_is_corrected():
    s = _final()
    s, _ = R.apply(s, 0, {"type": "score_retired", "vp": 5, "change": "add"})
    s, _ = R.apply(s, 0, {"type": "score_retired", "vp": 5, "change": "remove"})
    s, _ = R.apply(s, 0, {"type": "score_figure", "figure": "dice_red", "value": 2})
    s, _ = R.apply(s, 0, {"type": "score_figure", "figure": "dice_red", "value": 1})
    assert s["final_facts"]["retired"] == [] and s["final_facts"]["figures"] == {"dice_red": 1}
    assert {"type": "score_retired", "vp": 5, "change": "remove"} not in R.legal_actions(s, 0)


def test_category_totals_stay_for_revision_1_and_as_an_option():
    for options in ({"rules_revision": 1}, {"final_report": "totals"}):
        s = _final(**options)
        assert "final_facts" not in s
        assert R.legal_actions(s, 0)[0] == {"type": "final_score", "category": "dice_sum",
                                             "value": -20}  # fmt: skip
