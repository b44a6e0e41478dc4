"""MarsBot's bonus cards B01-B08 (reference §2), each option and fate."""

from games.rules.marsbot.bonus import resolve_bonus

from .helpers import action_phase, ctx_of, with_tiles


def run(state, card):
    ctx = ctx_of(state)
    for pile in (ctx.s["bonus"]["deck"], ctx.s["cards"]["action_deck"]):
        if card in pile:
            pile.remove(card)
    resolve_bonus(ctx, card)
    return ctx


def fate(ctx, card):
    if card in ctx.s["bonus"]["destroyed"]:
        return "destroyed"
    return "discarded" if card in ctx.s["bonus"]["discard"] else None


def test_b01_meteor_shower_removes_5_plants_and_is_destroyed_at_3_or_more():
    s = action_phase()
    s["human"]["plants"] = 7
    ctx = run(s, "B01")
    assert ctx.s["human"]["plants"] == 2
    assert fate(ctx, "B01") == "destroyed"


def test_b01_meteor_shower_with_2_plants_is_discarded():
    s = action_phase()
    s["human"]["plants"] = 2
    ctx = run(s, "B01")
    assert (ctx.s["human"]["plants"], fate(ctx, "B01")) == (0, "discarded")


def test_b01_protected_plants_destroy_the_card_and_keep_the_plants():
    s = action_phase()
    s["human"].update(plants=4, plants_protected=True)
    ctx = run(s, "B01")
    assert (ctx.s["human"]["plants"], fate(ctx, "B01")) == (4, "destroyed")


def test_b02_invasive_species_gives_marsbot_5_mc_regardless():
    ctx = run(action_phase(), "B02")
    assert ctx.s["marsbot"]["mc"] == 5
    assert fate(ctx, "B02") == "discarded"


def test_b03_research_and_development_resolves_the_top_project_card():
    s = action_phase()
    s["cards"]["deck"].remove("007")
    s["cards"]["deck"].insert(0, "007")  # Martian Rails: building
    ctx = run(s, "B03")
    assert ctx.s["marsbot"]["tracks"]["building"] == 1
    assert "007" in ctx.s["cards"]["played"]


def test_b04_overachievement_claims_a_milestone_and_is_destroyed():
    s = action_phase()
    s["marsbot"]["tracks"]["building"] = 8  # Builder
    ctx = run(s, "B04")
    assert ctx.s["milestones"] == {"builder": 1}
    assert fate(ctx, "B04") == "destroyed"


def test_b04_funds_an_award_only_from_generation_6():
    s = action_phase()
    s["marsbot"]["tracks"]["science"] = 7  # Scientist 7 ahead; Thermalist/Miner 0 + 5
    early = run(s, "B04")
    assert early.s["awards"] == {} and early.s["marsbot"]["mc"] == 5
    s["generation"] = 6
    late = run(s, "B04")
    assert late.s["awards"] == {"scientist": 1}


def test_b04_fallback_is_5_mc_even_on_easy():
    ctx = run(action_phase(difficulty="easy"), "B04")
    assert ctx.s["marsbot"]["mc"] == 5
    assert fate(ctx, "B04") == "discarded"


def test_b05_expedited_construction_needs_2_greenery_or_ocean_neighbours():
    s = with_tiles(action_phase(), {"33": ("ocean", None), "34": ("ocean", None)})
    ctx = run(s, "B05")
    cities = [h for h, t in ctx.s["map"].items() if t["tile"] == "city"]
    assert cities == ["25"]
    assert fate(ctx, "B05") == "destroyed"
    nothing = run(action_phase(), "B05")
    assert fate(nothing, "B05") == "discarded"
    assert nothing.s["map"] == {}


def test_b06_a_temperature_near_a_bonus_step_rises_twice():
    s = action_phase()
    s["parameters"]["temperature"] = -28  # -24 is 2 steps away
    ctx = run(s, "B06")
    assert ctx.s["parameters"]["temperature"] == -24
    assert ctx.s["marsbot"]["mc"] == 2  # the -24 bonus step: 2 M€ instead of heat
    assert fate(ctx, "B06") == "destroyed"
    assert ctx.instructions[1].why["en"].endswith(", option a")


def test_b06_b_oxygen_near_8_places_a_greenery_and_raises_oxygen_again():
    s = action_phase()
    s["parameters"]["temperature"] = -30  # a) does not apply: -24 is 3 steps away
    s["parameters"]["oxygen"] = 6
    ctx = run(s, "B06")
    assert ctx.s["parameters"]["oxygen"] == 8
    # reaching 8 % raises the temperature: 3 TR in all
    assert ctx.s["parameters"]["temperature"] == -28
    assert ctx.s["marsbot"]["tr"] == 23
    assert fate(ctx, "B06") == "destroyed"


def test_b06_c_ocean_next_to_two_oceans():
    s = with_tiles(action_phase(), {"32": ("ocean", None), "34": ("ocean", None)})
    s["parameters"]["oxygen"] = 3
    ctx = run(s, "B06")
    assert ctx.s["map"]["33"] == {"tile": "ocean", "owner": None}
    assert fate(ctx, "B06") == "destroyed"


def test_b06_d_raises_the_parameter_furthest_from_completion():
    s = action_phase()
    s["parameters"]["oxygen"] = 3  # 11 steps left; temperature -30: 19 left; oceans 9 left
    ctx = run(s, "B06")
    assert ctx.s["parameters"]["temperature"] == -28
    assert fate(ctx, "B06") == "discarded"


def test_b06_d_fraction_option_can_pick_another_parameter():
    # Oxygen 3/14 = 21 % done, temperature 10/19 steps = 53 %, oceans 4/9 = 44 %.
    s = action_phase(lobbyists_furthest="fraction_completed")
    s["parameters"].update(oxygen=3, temperature=-10)
    s = with_tiles(
        s,
        {
            "04": ("ocean", None),
            "07": ("ocean", None),
            "28": ("ocean", None),
            "63": ("ocean", None),
        },
    )
    ctx = run(s, "B06")
    assert ctx.s["parameters"]["oxygen"] == 4
    steps = action_phase()
    steps["parameters"].update(oxygen=3, temperature=-10)
    steps = with_tiles(
        steps,
        {
            "04": ("ocean", None),
            "07": ("ocean", None),
            "28": ("ocean", None),
            "63": ("ocean", None),
        },
    )
    # steps remaining: oxygen 11, temperature 9, oceans 5 -> oxygen as well
    assert run(steps, "B06").s["parameters"]["oxygen"] == 4


def test_b07_neural_instance_is_placed_and_destroyed():
    ctx = run(action_phase(), "B07")
    assert [t["tile"] for t in ctx.s["map"].values()] == ["neural"]
    assert fate(ctx, "B07") == "destroyed"


def test_b08_below_5_mc_does_nothing_by_default_or_draws_another():
    s = action_phase()
    s["bonus"]["deck"] = ["B02"] + [b for b in s["bonus"]["deck"] if b not in ("B02", "B08")]
    ctx = run(s, "B08")
    assert ctx.s["marsbot"]["mc"] == 0
    s["options"]["competition_below_5"] = "draw_another"
    ctx = run(s, "B08")
    assert ctx.s["marsbot"]["mc"] == 5  # B02 resolved
    assert "B02" in ctx.s["bonus"]["discard"]


def test_b08_helps_the_closest_funded_award_for_5_mc():
    s = action_phase()
    s["marsbot"]["mc"] = 7
    s["awards"] = {"scientist": 0, "miner": 0}
    s["human"]["science_tags"] = 2  # you lead Scientist by 2
    s["human"]["steel"] = 9  # Miner: you 9, MarsBot 0 + 5: you lead by 4
    ctx = run(s, "B08")
    assert ctx.s["marsbot"]["tracks"]["science"] == 2  # science 1 is ADV
    assert ctx.s["marsbot"]["mc"] == 2
