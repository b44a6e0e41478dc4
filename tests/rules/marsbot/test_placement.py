"""MarsBot's tile placement and tie-breaks (seed, "Desempates de colocação"; reference §3.5)."""

from games.rules.marsbot.actions import place_tile
from games.rules.marsbot.mars import marsbot_candidates

from .helpers import action_phase, ctx_of, with_tiles

# Free land covering 2 bonus icons on an empty Tharsis, top-left first (Noctis City excluded).
TWO_ICON_LAND = ["03", "21", "25", "29", "30", "35", "36", "37", "39", "53", "60"]


def placed(ctx, tile="city"):
    return next(i for i in ctx.instructions if i.kind == "place_tile" and i.data["tile"] == tile)


def test_random_tiebreak_counts_the_flipped_cost_from_one_on_the_first_tied_space():
    # Colonizer Training Camp (001) costs 8: the 8th of the 11 tied spaces is hex 37.
    s = action_phase()
    s["cards"]["deck"].remove("001")
    s["cards"]["deck"].insert(0, "001")
    ctx = ctx_of(s)
    assert place_tile(ctx, "city")
    step = placed(ctx)
    assert step.data["space"] == "37"
    assert step.data["placement"]["tied"] == TWO_ICON_LAND
    assert (step.data["placement"]["flipped_card"], step.data["placement"]["flipped_cost"]) == (
        "001",
        8,
    )
    assert "001" in ctx.s["cards"]["discard"]
    assert "flipped card 001 “Colonizer Training Camp” costs 8" in step.why["en"]
    assert "carta virada «Campo de Treinamento de Colonizadores» custa 8" in step.why["pt-BR"]
    # Where the count starts and lands, as the player counts on the board.
    assert step.data["placement"]["landed"] == 8
    assert step.why["en"].endswith(
        "counting 1 on the first of them (top row first, left to right), 8 lands on the 8th"
    )
    assert step.why["pt-BR"].endswith(
        "contando 1 no primeiro deles (de cima para baixo, da esquerda para a direita), 8 cai no 8º"
    )
    # 2 bonus icons covered: 2 M€ instead of the printed rewards
    assert ctx.s["marsbot"]["mc"] == 2


def test_random_tiebreak_zero_based_option_counts_cost_mod_n_from_zero():
    s = action_phase(random_tiebreak_count="zero_based")
    s["cards"]["deck"].remove("001")
    s["cards"]["deck"].insert(0, "001")
    ctx = ctx_of(s)
    place_tile(ctx, "city")
    assert placed(ctx).data["space"] == "39"  # 8 mod 11 = 8, counted from 0
    assert "contando 0 no primeiro deles" in placed(ctx).why["pt-BR"]
    assert placed(ctx).why["en"].endswith("8 lands on the 9th")


def test_random_tiebreak_cost_zero_takes_the_first_tied_space():
    s = action_phase()
    s["cards"]["deck"].remove("195")  # Indentured Workers costs 0
    s["cards"]["deck"].insert(0, "195")
    ctx = ctx_of(s)
    place_tile(ctx, "city")
    assert placed(ctx).data["space"] == "03"
    assert placed(ctx).why["pt-BR"].endswith("o custo 0 fica no primeiro deles")


def test_random_tiebreak_loops_past_the_last_tied_space():
    s = action_phase()
    s["cards"]["deck"].remove("023")  # Arctic Algae costs 12: 12th of 11 loops to the 1st
    s["cards"]["deck"].insert(0, "023")
    ctx = ctx_of(s)
    place_tile(ctx, "city")
    assert placed(ctx).data["space"] == "03"


def test_tiebreak_one_most_adjacent_oceans():
    # Oceans on 06 and 07: hex 12 touches both, every other space at most one.
    s = with_tiles(action_phase(), {"06": ("ocean", None), "07": ("ocean", None)})
    ctx = ctx_of(s)
    place_tile(ctx, "city")
    step = placed(ctx)
    assert step.data["space"] == "12"
    assert step.data["placement"]["rule"] == "most_adjacent_oceans"
    assert step.data["mc"] == 4  # no bonus icon; 2 M€ for each of the 2 adjacent oceans


def test_tiebreak_two_most_bonus_icons_after_equal_oceans():
    # Oceans on 33 and 34: 25 (2 plants) and 42 (1 plant) both touch 2 oceans.
    s = with_tiles(action_phase(), {"33": ("ocean", None), "34": ("ocean", None)})
    ctx = ctx_of(s)
    place_tile(ctx, "city")
    step = placed(ctx)
    assert step.data["space"] == "25"
    assert step.data["placement"]["rule"] == "most_bonus_icons"
    assert step.data["placement"]["tied"] == ["25", "42"]
    assert step.data["mc"] == 6  # 2 icons + 2 x 2 M€ for the oceans


def test_ocean_bonus_flat_option_pays_2_mc_once():
    s = with_tiles(action_phase(ocean_bonus="flat"), {"33": ("ocean", None), "34": ("ocean", None)})
    ctx = ctx_of(s)
    place_tile(ctx, "city")
    assert placed(ctx).data["mc"] == 4


def test_city_goes_next_to_the_most_greenery():
    s = with_tiles(action_phase(), {"15": ("greenery", 0), "17": ("greenery", 0)})
    ctx = ctx_of(s)
    assert marsbot_candidates(ctx, "city")[0] == ["16"]  # the one space touching both


def test_city_is_never_next_to_another_city():
    s = with_tiles(
        action_phase(), {"15": ("greenery", 0), "17": ("greenery", 0), "10": ("city", 0)}
    )
    spaces = marsbot_candidates(ctx_of(s), "city")[0]
    assert "16" not in spaces and "09" not in spaces and "11" not in spaces


def test_greenery_goes_next_to_marsbot_tiles_most_of_its_cities():
    # MarsBot's city on 24 and greenery on 40: 33 is an ocean space, so of the free spaces next
    # to its tiles those touching its city win.
    s = with_tiles(action_phase(), {"24": ("city", 1), "40": ("greenery", 1)})
    spaces, _ = marsbot_candidates(ctx_of(s), "greenery")
    assert spaces == ["16", "17", "23", "25"]


def test_greenery_anywhere_when_marsbot_has_no_tile():
    spaces, _ = marsbot_candidates(ctx_of(action_phase()), "greenery")
    assert len(spaces) == 61 - 12 - 1  # every land space but Noctis City


def test_greenery_avoids_your_cities_by_default():
    # MarsBot's city on 24; your city on 26. Of 24's free neighbours, 25 touches your city.
    s = with_tiles(action_phase(), {"24": ("city", 1), "26": ("city", 0)})
    ctx = ctx_of(s)
    spaces, _ = marsbot_candidates(ctx, "greenery")
    assert "25" not in spaces
    none = with_tiles(action_phase(greenery_avoid="none"), {"24": ("city", 1), "26": ("city", 0)})
    spaces, _ = marsbot_candidates(ctx_of(none), "greenery")
    assert "25" in spaces


def test_ocean_only_on_ocean_reserved_spaces():
    ctx = ctx_of(action_phase())
    spaces, _ = marsbot_candidates(ctx, "ocean")
    assert spaces == ["04", "06", "07", "13", "28", "32", "33", "34", "43", "44", "45", "63"]


def test_no_ocean_once_nine_are_placed():
    s = action_phase()
    s["parameters"]["oceans"] = 9
    assert marsbot_candidates(ctx_of(s), "ocean")[0] == []


def test_noctis_city_space_is_never_marsbots():
    ctx = ctx_of(action_phase())
    assert "31" not in marsbot_candidates(ctx, "city")[0]
    assert "31" not in marsbot_candidates(ctx, "greenery")[0]


def test_neural_instance_spaces_on_an_empty_map_match_the_reference():
    ctx = ctx_of(action_phase())
    spaces, _ = marsbot_candidates(ctx, "neural")
    assert spaces == ["15", "16", "17", "18", "47", "48", "49", "54", "55", "56"]
