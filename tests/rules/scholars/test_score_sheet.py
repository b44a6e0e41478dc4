"""The final score as one sheet (``score_sheet``): every figure at once, listed with each
figure's bounds and words, scoring as the same figures reported one by one."""

import pytest

from games.rules.actions import IllegalAction, Reason
from games.rules.listing_words import entry_in, labelled_listing
from games.rules.scholars import RULESET as R
from games.rules.scholars.solo_final import SOLO_FIGURES
from tests.rules.scholars.test_rules_revision import FACTS, _final

SCORING = {"mode": "scoring"}
FIGURES = {"dice_red": 3, "dice_white": 1, "caliph_top": 1, "caliph_middle": 2,
           "research_biology": 3, "silver": 4, "gold": 1}  # fmt: skip


def _sheet(state, seat=0):
    (entry,) = [e for e in R.listed_actions(state, seat) if e.action["type"] == "score_sheet"]
    return entry


def _one_by_one(state, seat, figures):
    for name, value in figures.items():
        state, _ = R.apply(state, seat, {"type": "score_figure", "figure": name, "value": value})
    state, _ = R.apply(state, seat, {"type": "score_done"})
    return state


def test_the_solo_sheet_scores_as_the_same_facts_reported_one_by_one():
    items = [f for f in FACTS if f["type"] != "score_figure"]  # scrolls and retired cards
    start = _final()
    for fact in items:
        start, _ = R.apply(start, 0, fact)
    entry = _sheet(start)
    # listed when the final scoring starts: every figure but the tracked guild influence
    assert set(entry.params) == set(SOLO_FIGURES) and "guild_green" not in entry.action
    assert entry.params["research_biology"] == {"type": "integer", "minimum": 0, "maximum": 7}
    assert entry.action["starting_scroll"] == 1 and entry.action["gold"] == 0
    sheet, _ = R.apply(start, 0, {**entry.action, **FIGURES})
    reported = _one_by_one(start, 0, FIGURES)
    assert R.is_over(sheet) and R.is_over(reported)
    assert R.score(sheet) == R.score(reported)
    assert [s.total for s in R.score(sheet).scores] == [37, 9]


def test_a_scoring_table_scores_sheets_as_figures_reported_one_by_one():
    figures = {**FIGURES, "guild_green": 4, "employed_translators": 2, "workers": 3}
    other = {"dice_blue": 5, "guild_green": 4, "starting_scroll": 0}
    by_sheet = R.setup(SCORING, 2, 5)
    by_sheet, _ = R.apply(by_sheet, 0, {"type": "score_scroll", "card": "CHI-B", "change": "add"})
    by_figure = by_sheet
    for seat, values in ((0, figures), (1, other)):
        by_sheet, _ = R.apply(by_sheet, seat, {**_sheet(by_sheet, seat).action, **values})
        by_figure = _one_by_one(by_figure, seat, values)
    assert R.is_over(by_sheet) and R.score(by_sheet) == R.score(by_figure)
    # the one-figure reports stay legal beside the sheet
    fresh = R.setup(SCORING, 2, 5)
    assert {"type": "score_figure", "figure": "gold", "value": 3} in R.legal_actions(fresh, 0)


@pytest.mark.parametrize(("field", "value"), [("gold", 61), ("research_physics", 8)])
def test_a_value_out_of_bounds_is_refused_naming_the_field(field, value):
    s = R.setup(SCORING, 1, 5)
    with pytest.raises(IllegalAction) as refused:
        R.apply(s, 0, {**_sheet(s).action, field: value})
    assert refused.value.code == Reason.VALUE_NOT_ALLOWED
    assert refused.value.params["field"] == field


def test_a_solo_sheet_with_a_guild_figure_is_refused():
    s = _final()
    with pytest.raises(IllegalAction):
        R.apply(s, 0, {**_sheet(s).action, "guild_green": 4})


def test_every_figure_of_the_sheet_is_worded_in_both_languages():
    s = R.setup(SCORING, 1, 5)
    (entry,) = [e for e in labelled_listing(R, s, 0, {}) if e["action"]["type"] == "score_sheet"]
    en, pt = entry_in(entry, "en"), entry_in(entry, "pt-BR")
    assert en["params"]["guild_green"]["title"] == "influence in the green guild"
    for name in entry["params"]:
        assert en["params"][name]["title"] and pt["params"][name]["title"]
        assert en["params"][name]["title"] != pt["params"][name]["title"], name
        assert "_" not in en["params"][name]["title"] + pt["params"][name]["title"]
    assert en["label"] and pt["label"] and en["label"] != pt["label"]
