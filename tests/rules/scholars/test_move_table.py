"""The Scholars move table: a template for exactly the kinds listed with open parameters, and
the score_* entries shared by the scoring mode and a solo game's final facts."""

from games.rules.core import Listed
from games.rules.scholars.moves import ENTRIES, MOVES, template_label
from games.rules.scholars.ruleset import ScholarsRuleset

R = ScholarsRuleset()


def test_a_kind_has_a_template_exactly_when_a_field_of_it_is_open():
    # given every entry of the table
    for entry in ENTRIES:
        # then its template is there when the kind can be listed with parameters
        has_open = any(field.open for field in entry.spec.fields)
        assert (entry.template is not None) == has_open, entry.type


def test_a_listed_score_scroll_is_worded_by_its_change():
    # given a scroll card listed with its id left open, added and taken back
    added = Listed({"type": "score_scroll", "change": "add"}, {"card": {"type": "string"}})
    removed = Listed({"type": "score_scroll", "change": "remove"}, {"card": {"type": "string"}})
    # then each change has its own words
    assert template_label(added) == {
        "en": "I translated a scroll",
        "pt-BR": "Traduzi um pergaminho",
    }
    assert template_label(removed)["en"] == "A scroll that is not mine"


def test_a_scoring_table_and_a_solo_game_s_final_facts_share_the_score_entries():
    # given a two-seat scoring table
    s = R.setup({"mode": "scoring"}, 2, 1)
    figure = {"type": "score_figure", "figure": "silver", "value": 7}
    # when seat 1 reports its silver through the table
    s, _ = R.apply(s, 1, figure)
    # then it is seat 1's figure, and the label is the entry's
    assert s["players"][1]["figures"] == {"silver": 7}
    assert s["players"][0]["figures"] == {}
    assert (
        R.label(figure)
        == MOVES.label(None, figure, None)
        == {
            "en": "My figure for silver is 7",
            "pt-BR": "Tenho 7 pratas",
        }
    )
