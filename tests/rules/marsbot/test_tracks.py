"""MarsBot's tracks (seed, "Resolução de uma carta de projeto"; reference §1.2, §3.4)."""

from games.rules.core import copy_state
from games.rules.marsbot.tracks import advance

from .helpers import action_phase, ctx_of, instructions, marsbot_turn_with


def at(track: str, pos: int, **options):
    s = action_phase(**options)
    s["marsbot"]["tracks"][track] = pos
    return s


def test_building_tag_advances_building_track_one_space():
    # Martian Rails (007): one building tag; Building space 1 has no icon.
    state, _ = marsbot_turn_with(action_phase(), ["007"])
    assert state["marsbot"]["tracks"]["building"] == 1
    assert state["cards"]["played"] == ["007"]
    assert [i["kind"] for i in state["instructions"]] == [
        "reveal_card",
        "advance_track",
        "card_to_played_pile",
    ]


def test_tags_resolve_left_to_right_each_on_its_track():
    # Research Outpost (020): science, city, building -> Science 1 (ADV: on to 2), Earth 1
    # (city icon), Building 1.
    state, _ = marsbot_turn_with(action_phase(), ["020"])
    steps = [(i["data"]["track"], i["data"]["to"]) for i in instructions(state, "advance_track")]
    assert steps == [("science", 1), ("science", 2), ("earth", 1), ("building", 1)]
    assert instructions(state, "place_tile")[0]["data"]["tile"] == "city"


def test_advance_tracker_icon_chains_and_easy_ignores_it():
    normal = ctx_of(at("space", 0))
    advance(normal, "space")
    assert normal.s["marsbot"]["tracks"]["space"] == 2
    easy = ctx_of(at("space", 0, difficulty="easy"))
    advance(easy, "space")
    assert easy.s["marsbot"]["tracks"]["space"] == 1


def test_advance_other_track_icon_moves_space_from_building_11():
    ctx = ctx_of(at("building", 10))
    advance(ctx, "building")
    assert ctx.s["marsbot"]["tracks"] == {**ctx.s["marsbot"]["tracks"], "building": 11, "space": 2}


def test_gain_tr_icon_on_building_5_gives_2_tr():
    ctx = ctx_of(at("building", 4))
    advance(ctx, "building")
    assert ctx.s["marsbot"]["tr"] == 22
    assert ctx.instructions[-1].data == {"tr": 2, "marsbot_tr": 22}


def test_temperature_icon_raises_one_step_with_tr():
    ctx = ctx_of(at("building", 5))
    advance(ctx, "building")
    assert ctx.s["parameters"]["temperature"] == -28
    assert ctx.s["marsbot"]["tr"] == 21


def test_double_temperature_on_event_16_checks_each_step():
    s = at("event", 15)
    s["parameters"]["temperature"] = 6
    ctx = ctx_of(s)
    advance(ctx, "event")
    assert ctx.s["parameters"]["temperature"] == 8
    # the second raise finds the scale maxed: a Failed Action of 5 M€
    assert ctx.s["marsbot"]["mc"] == 5
    single = copy_state(s)
    single["options"]["double_temperature"] = "single_raise"
    ctx = ctx_of(single)
    advance(ctx, "event")
    assert (ctx.s["parameters"]["temperature"], ctx.s["marsbot"]["mc"]) == (8, 0)


def test_greenery_icon_places_greenery_and_raises_oxygen():
    ctx = ctx_of(at("building", 7))
    advance(ctx, "building")
    kinds = [i.kind for i in ctx.instructions]
    assert kinds == ["advance_track", "place_tile", "raise_parameter"]
    assert ctx.s["parameters"]["oxygen"] == 1
    assert ctx.s["marsbot"]["tr"] == 21


def test_ocean_icon_on_building_2_places_an_ocean_with_tr():
    ctx = ctx_of(at("building", 1))
    advance(ctx, "building")
    assert ctx.s["parameters"]["oceans"] == 1
    assert ctx.s["marsbot"]["tr"] == 21


def test_city_icon_places_a_marsbot_city():
    ctx = ctx_of(at("building", 9))
    advance(ctx, "building")
    cities = [t for t in ctx.s["map"].values() if t == {"tile": "city", "owner": 1}]
    assert len(cities) == 1


def test_milestone_icon_without_a_milestone_met_is_a_failed_action():
    ctx = ctx_of(at("building", 6))
    advance(ctx, "building")
    assert ctx.s["milestones"] == {}
    assert ctx.s["marsbot"]["mc"] == 5


def test_award_icon_funds_where_marsbot_is_furthest_ahead():
    s = at("building", 8)
    s["marsbot"]["tracks"]["science"] = 6  # Scientist: MarsBot 6 vs your 0
    ctx = ctx_of(s)
    advance(ctx, "building")
    # Banker: Building 9 + Event 0 = 9 ahead of your 0 M€ production: the largest lead.
    assert ctx.s["awards"] == {"banker": 1}


def test_track_at_its_end_is_a_failed_action_worth_5_mc_or_3_on_easy():
    ctx = ctx_of(at("plant", 18))
    advance(ctx, "plant")
    assert (ctx.s["marsbot"]["tracks"]["plant"], ctx.s["marsbot"]["mc"]) == (18, 5)
    easy = ctx_of(at("plant", 18, difficulty="easy"))
    advance(easy, "plant")
    assert easy.s["marsbot"]["mc"] == 3


def test_card_without_tags_is_a_failed_action():
    state, _ = marsbot_turn_with(action_phase(), ["004"])  # Cloud Seeding: no tags
    assert state["marsbot"]["mc"] == 5
    assert instructions(state, "failed_action")[0]["data"]["reason"] == "card_without_tags"


def test_event_card_advances_event_track_last():
    # Asteroid (009): space, then event.
    state, _ = marsbot_turn_with(action_phase(), ["009"])
    steps = [i["data"]["track"] for i in instructions(state, "advance_track")]
    assert steps == ["space", "space", "event", "event"]  # both space 1 and event 1 are ADV


def test_regression_marker_ignores_icons_until_the_tracker_is_back():
    s = at("building", 6)
    s["marsbot"]["markers"]["building"] = 6
    s["marsbot"]["tracks"]["building"] = 5
    ctx = ctx_of(s)
    advance(ctx, "building")  # back on 6: the temperature icon does not fire again
    assert ctx.s["parameters"]["temperature"] == -30
    assert ctx.s["marsbot"]["markers"]["building"] is None
    back = ctx.instructions[-1]
    assert back.data["marker_removed"] and back.data["icon_ignored"]
    assert back.text["pt-BR"].endswith(
        "tire o marcador de regressão da trilha."
    )  # as the seed says
    assert back.text["en"].endswith("take the regression marker off the track.")
    advance(ctx, "building")  # 7: milestone icon fires again (a Failed Action here)
    assert ctx.s["marsbot"]["mc"] == 5


def test_uncertain_tag_order_option_reverses_the_three_cards():
    engine, _ = marsbot_turn_with(action_phase(), ["013"])  # Space Elevator
    printed, _ = marsbot_turn_with(action_phase(uncertain_tag_order="printed_layout"), ["013"])
    first = [i["data"]["track"] for i in instructions(engine, "advance_track")][0]
    other = [i["data"]["track"] for i in instructions(printed, "advance_track")][0]
    assert (first, other) == ("space", "building")
