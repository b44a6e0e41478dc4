"""Tiles off the usual rules only by the card that names their space (tharsis.json
``tile_rules``; reference: Noctis City 31, volcanic areas 09/14/21/29 for Lava Flows)."""

import pytest

from games.rules.core import IllegalAction
from games.rules.marsbot import RULESET
from games.rules.marsbot.reasons import MarsBotReason
from games.rules.marsbot.reports import MAX_REPORTED_SCORE, MAX_REPORTS_PER_TURN

from .helpers import HUMAN, action_phase

OCEAN_RESERVED = ["04", "06", "07", "13", "28", "32", "33", "34", "43", "44", "45", "63"]


def legal(s, **match):
    return [
        a["space"]
        for a in RULESET.legal_actions(s, HUMAN)
        if all(a.get(k) == v for k, v in match.items())
    ]


def test_plain_oceans_only_on_the_12_ocean_reserved_spaces():
    assert legal(action_phase(), type="place_tile", tile="ocean") == OCEAN_RESERVED


def test_noctis_city_space_only_for_the_noctis_city_card():
    s = action_phase()
    assert "31" not in legal(s, type="place_tile", tile="city")
    assert legal(s, type="place_card_tile", card="noctis_city") == ["31"]
    with pytest.raises(IllegalAction) as refused:
        RULESET.apply(s, HUMAN, {"type": "place_tile", "tile": "city", "space": "31"})
    assert refused.value.code == MarsBotReason.SPACE_NOT_LEGAL
    s, _ = RULESET.apply(
        s, HUMAN, {"type": "place_card_tile", "card": "noctis_city", "space": "31"}
    )
    assert s["map"]["31"] == {"tile": "city", "owner": HUMAN, "card": "noctis_city"}


def test_lava_flows_only_on_the_four_volcanic_areas():
    assert legal(action_phase(), type="place_card_tile", card="lava_flows") == [
        "09",
        "14",
        "21",
        "29",
    ]


def test_artificial_lake_ocean_on_land_counts_as_an_ocean():
    s = action_phase()
    land = legal(s, type="place_card_tile", card="artificial_lake")
    assert not set(land) & set(OCEAN_RESERVED + ["31"]) and len(land) == 61 - 12 - 1
    tr = s["human"]["tr"]
    s, _ = RULESET.apply(
        s, HUMAN, {"type": "place_card_tile", "card": "artificial_lake", "space": "03"}
    )
    assert s["parameters"]["oceans"] == 1 and s["human"]["tr"] == tr + 1
    assert s["map"]["03"] == {"tile": "ocean", "owner": None, "card": "artificial_lake"}


def test_mangrove_greenery_on_an_ocean_reserved_space_raises_oxygen():
    s = action_phase()
    assert legal(s, type="place_card_tile", card="mangrove") == OCEAN_RESERVED
    s, _ = RULESET.apply(s, HUMAN, {"type": "place_card_tile", "card": "mangrove", "space": "04"})
    assert s["parameters"]["oxygen"] == 1 and s["parameters"]["oceans"] == 0


def test_report_guards_reach_beyond_any_real_table():
    s = action_phase()
    assert max(legal_points(s)) == MAX_REPORTED_SCORE == 500
    s["reports_this_turn"] = MAX_REPORTS_PER_TURN
    with pytest.raises(IllegalAction) as refused:
        RULESET.apply(s, HUMAN, {"type": "raise_parameter", "parameter": "oxygen"})
    assert refused.value.code == MarsBotReason.TOO_MANY_REPORTS
    assert {"type": "turn_end"} in RULESET.legal_actions(s, HUMAN)


def legal_points(s):
    s = {**s, "phase": "final_score"}
    return [a["points"] for a in RULESET.legal_actions(s, HUMAN) if a["type"] == "final_score"]
