"""Tiles off the usual rules only by the card that names their space (tharsis.json
``tile_rules``; reference: Noctis City 31, volcanic areas 09/14/21/29 for Lava Flows)."""

import pytest

from games.rules.core import IllegalAction
from games.rules.marsbot import RULESET
from games.rules.marsbot.reasons import MarsBotReason
from games.rules.marsbot.reports import MAX_REPORTED_SCORE, MAX_REPORTS_PER_TURN

from .helpers import CAT, HUMAN, action_phase

CAT_ADJ = {h: CAT.hexes[h].adjacent for h in CAT.hex_order}

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


def _place(s, card, space):
    s, _ = RULESET.apply(s, HUMAN, {"type": "place_card_tile", "card": card, "space": space})
    return s


def test_mohole_area_on_an_ocean_reserved_space_is_no_ocean_and_keeps_marsbots_oceans_off():
    s = action_phase()
    assert legal(s, type="place_card_tile", card="mohole_area") == OCEAN_RESERVED
    tr = s["human"]["tr"]
    s = _place(s, "mohole_area", "04")
    assert s["map"]["04"] == {"tile": "special", "owner": HUMAN, "card": "mohole_area"}
    assert s["parameters"]["oceans"] == 0 and s["human"]["tr"] == tr
    assert "04" not in legal(s, type="place_tile", tile="ocean")


def test_protected_valley_greenery_on_an_ocean_reserved_space_raises_oxygen():
    s = action_phase()
    assert legal(s, type="place_card_tile", card="protected_valley") == OCEAN_RESERVED
    s = _place(s, "protected_valley", "63")
    assert s["parameters"]["oxygen"] == 1 and s["map"]["63"]["tile"] == "greenery"


def test_natural_preserve_and_research_outpost_only_next_to_no_tile():
    s = action_phase()
    s["map"]["16"] = {"tile": "greenery", "owner": 1}
    for card in ("natural_preserve", "research_outpost"):
        spaces = legal(s, type="place_card_tile", card=card)
        assert not set(spaces) & set(CAT_ADJ["16"]) and "16" not in spaces
        assert "03" in spaces and "31" not in spaces
    s = _place(s, "research_outpost", "03")
    assert s["map"]["03"]["tile"] == "city"


def test_urbanized_area_city_goes_next_to_at_least_two_cities():
    s = action_phase()
    assert legal(s, type="place_card_tile", card="urbanized_area") == []
    s["map"]["15"] = {"tile": "city", "owner": HUMAN}
    s["map"]["17"] = {"tile": "city", "owner": 1}
    both = sorted(set(CAT_ADJ["15"]) & set(CAT_ADJ["17"]))
    assert legal(s, type="place_card_tile", card="urbanized_area") == both
    assert not set(both) & set(legal(s, type="place_tile", tile="city"))
    s = _place(s, "urbanized_area", both[0])
    assert s["map"][both[0]] == {"tile": "city", "owner": HUMAN, "card": "urbanized_area"}


def test_mining_rights_on_a_steel_or_titanium_bonus_mining_area_also_next_to_your_tile():
    s = action_phase()
    rights = legal(s, type="place_card_tile", card="mining_rights")
    assert rights == [h for h in CAT.hex_order if set(CAT.hexes[h].bonus) & {"steel", "titanium"}
                      and not CAT.hexes[h].reserved_ocean]  # fmt: skip
    assert "21" in rights and "58" in rights and "22" not in rights  # Pavonis Mons: plant+Ti
    assert legal(s, type="place_card_tile", card="mining_area") == []
    s["map"]["54"] = {"tile": "greenery", "owner": HUMAN}
    assert legal(s, type="place_card_tile", card="mining_area") == ["53", "59", "60"]


def test_industrial_center_next_to_a_city_ecological_zone_next_to_a_greenery():
    s = action_phase()
    assert legal(s, type="place_card_tile", card="industrial_center") == []
    assert legal(s, type="place_card_tile", card="ecological_zone") == []
    s["map"]["16"] = {"tile": "city", "owner": 1}
    s["map"]["49"] = {"tile": "greenery", "owner": 1}
    assert legal(s, type="place_card_tile", card="industrial_center") == sorted(CAT_ADJ["16"])
    assert legal(s, type="place_card_tile", card="ecological_zone") == sorted(CAT_ADJ["49"])


def test_a_corporate_era_card_out_of_the_game_places_no_tile():
    s = action_phase(corporate_era=False)
    assert legal(s, type="place_card_tile", card="industrial_center") == []
    s["map"]["16"] = {"tile": "city", "owner": 1}
    assert legal(s, type="place_card_tile", card="industrial_center") == []
    with pytest.raises(IllegalAction) as refused:
        _place(s, "industrial_center", "15")
    assert refused.value.code == MarsBotReason.SPACE_NOT_LEGAL


def test_off_mars_cities_count_for_mayor_and_landlord_and_stay_off_the_map():
    from games.rules.marsbot.goals import award_human_value

    s = action_phase()
    s["map"]["03"] = {"tile": "city", "owner": HUMAN}
    s["map"]["05"] = {"tile": "city", "owner": HUMAN}
    mayor = {"type": "claim_milestone", "milestone": "mayor"}
    assert mayor not in RULESET.legal_actions(s, HUMAN)
    assert legal(s, type="place_card_tile", card="ganymede_colony") == ["01"]
    s = _place(s, "ganymede_colony", "01")
    assert "01" not in s["map"] and s["human"]["off_mars_cities"] == ["01"]
    assert mayor in RULESET.legal_actions(s, HUMAN)
    assert award_human_value(s, "landlord") == 3
    assert legal(s, type="place_card_tile", card="ganymede_colony") == []
    assert legal(s, type="place_card_tile", card="phobos_space_haven") == ["02"]
    with pytest.raises(IllegalAction):
        _place(s, "ganymede_colony", "01")
    label = RULESET.label({"type": "place_card_tile", "card": "phobos_space_haven", "space": "02"})
    assert label["en"].endswith("I placed a city on the Phobos Space Haven space")
    assert label["pt-BR"] == (
        "Com «Porto Espacial de Fobos», coloquei uma cidade no espaço reservado a ela, "
        "fora de Marte"
    )


def test_land_claim_keeps_marsbots_tiles_off_the_space_but_not_yours():
    from games.rules.marsbot.mars import marsbot_candidates

    from .helpers import ctx_of

    s = action_phase()
    s["map"]["16"] = {"tile": "city", "owner": 1}
    spaces, _ = marsbot_candidates(ctx_of(s), "greenery")
    claimed = spaces[0]
    s = _place(s, "land_claim", claimed)
    assert claimed not in s["map"] and s["human"]["land_claims"] == [claimed]
    assert claimed not in legal(s, type="place_card_tile", card="land_claim")
    for tile in ("greenery", "city", "expedited_city", "neural"):
        assert claimed not in marsbot_candidates(ctx_of(s), tile)[0]
    assert claimed in legal(s, type="place_tile", tile="greenery")
    s, _ = RULESET.apply(s, HUMAN, {"type": "place_tile", "tile": "greenery", "space": claimed})
    assert s["map"][claimed]["owner"] == HUMAN
