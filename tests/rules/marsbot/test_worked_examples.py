"""The seed's and the reference's worked examples, one scenario each (issue 9, Proof).

Examples already proved elsewhere, by the test that proves them:
- reference §3.11 "gen 14, 24 M€ → 4 VP": test_scoring::test_rulebook_example_generation_14_...
- seed "Sua vez" 3 (the production → track table): test_generation::test_production_to_track_...
- seed "Sua vez" 4 (the regression marker): test_tracks::test_regression_marker_ignores_...
- seed "Seleção" (the draft, step by step): test_generation::test_draft_research_you_pick_...
- seed "Desempates" 3 and reference §3.5 (count the cost from 1 through the tied spaces,
  looping): test_placement::test_random_tiebreak_counts_the_flipped_cost_from_one_...
- reference §1.2 (Building 11 advances Space): test_tracks::test_advance_other_track_icon_...
"""

from games.rules.core import copy_state
from games.rules.marsbot import RULESET
from games.rules.marsbot.actions import raise_oxygen, raise_temperature
from games.rules.marsbot.deck import action_deck_build
from games.rules.marsbot.mars import place

from .helpers import HUMAN, MARSBOT, action_phase, ctx_of, instructions, marsbot_turn_with

PLAY = {"type": "play_turn"}


def test_seed_counting_example_reads_the_track_where_the_cube_is_even_after_regression():
    # Seed "Sua vez" 5: a card counting all players' events uses the number of the Event track
    # space where MarsBot's cube is, "even if it regressed through a decreased production".
    s = action_phase()
    s["marsbot"]["tracks"]["event"] = 5
    s, _ = RULESET.apply(s, HUMAN, {"type": "decrease_production", "production": "megacredits"})
    assert RULESET.view(s, HUMAN)["marsbot"]["tracks"]["event"] == 4


def test_reference_jovian_tags_are_counted_on_the_shared_energy_track():
    # Reference §1.1/§3.9: Jovian shares the Energy track, so MarsBot's Jovian tags are the
    # whole Energy position. Asteroid Mining Consortium (002, jovian): Energy 1 is an Advance
    # Tracker icon, so the cube ends on 2.
    s, _ = marsbot_turn_with(action_phase(), ["002"])
    steps = [(i["data"]["track"], i["data"]["to"]) for i in instructions(s, "advance_track")]
    assert steps == [("energy", 1), ("energy", 2)]
    assert RULESET.view(s, HUMAN)["marsbot"]["tracks"]["energy"] == 2


def test_once_you_pass_marsbot_flips_its_4_cards_then_passes_and_the_first_player_alternates():
    # Seed "Fase de ações" / reference §3.3: MarsBot keeps flipping after you pass, one card a
    # turn, and passes with an empty deck; seed "Fase de ordem": generation 2's first player is
    # MarsBot. Its supply skips production (seed "Fase de produção").
    s = action_phase(seed=4)
    s, _ = RULESET.apply(s, HUMAN, {"type": "generation_pass"})
    left = []
    while s["phase"] == "action":
        assert RULESET.to_act(s) == (MARSBOT,)
        s, _ = RULESET.apply(s, MARSBOT, PLAY)
        left.append(len(s["cards"]["action_deck"]))
    assert left[:4] == [3, 2, 1, 0] and len(left) == 5
    mc = s["marsbot"]["mc"]
    assert s["generation"] == 2 and s["first_player"] == MARSBOT
    assert RULESET.to_act(s) == (HUMAN,)  # your 4 research cards come off the deck first
    s, _ = RULESET.apply(s, HUMAN, {"type": "cards_drawn", "count": 4})
    s, _ = RULESET.apply(s, MARSBOT, PLAY)  # its research
    assert s["phase"] == "action" and s["turn"] == MARSBOT and s["marsbot"]["mc"] == mc


def test_seed_empty_bonus_deck_is_the_reshuffled_discard_and_destroyed_cards_stay_out():
    # Seed "Fase de pesquisa": an empty bonus deck is made anew from the bonus discard.
    s = action_phase()
    s["bonus"] = {"deck": [], "discard": ["B02", "B03"], "destroyed": ["B07"]}
    ctx = ctx_of(s)
    action_deck_build(ctx, [])
    assert ctx.s["cards"]["action_deck"][0] in ("B02", "B03")
    assert sorted(ctx.s["bonus"]["deck"] + ctx.s["cards"]["action_deck"]) == ["B02", "B03"]
    assert ctx.s["bonus"]["destroyed"] == ["B07"] and ctx.s["bonus"]["discard"] == []
    assert ctx.instructions[0].kind == "reshuffle_bonus_deck"


def test_seed_heat_bonus_steps_give_marsbot_2_mc_each():
    # Seed "Bônus de terraformação": -24 and -20 °C give 2 M€ instead of heat production.
    s = action_phase()
    s["parameters"]["temperature"] = -26
    ctx = ctx_of(s)
    raise_temperature(ctx)
    raise_temperature(ctx)
    raise_temperature(ctx)
    assert ctx.s["parameters"]["temperature"] == -20
    assert ctx.bot["mc"] == 4 and ctx.bot["tr"] == 23


def test_seed_oxygen_8_percent_raises_the_temperature_and_zero_degrees_places_an_ocean():
    # Seed: a bonus step giving another terraforming action resolves it at once, with its TR;
    # here oxygen 8 % -> temperature 0 °C -> an ocean by MarsBot's ocean rule.
    s = action_phase()
    s["parameters"].update(oxygen=7, temperature=-2)
    ctx = ctx_of(s)
    raise_oxygen(ctx)
    p = ctx.s["parameters"]
    assert (p["oxygen"], p["temperature"], p["oceans"]) == (8, 0, 1)
    assert ctx.bot["tr"] == 23
    assert [i.kind for i in ctx.instructions] == [
        "raise_parameter",
        "raise_parameter",
        "place_tile",
    ]


def test_seed_bonus_step_that_cannot_be_resolved_is_a_failed_action():
    s = action_phase()
    s["parameters"].update(oxygen=7, temperature=8)
    ctx = ctx_of(s)
    raise_oxygen(ctx)
    assert ctx.bot["tr"] == 21 and ctx.bot["mc"] == 5
    assert ctx.instructions[-1].kind == "failed_action"


def test_seed_placement_bonus_example_one_mc_per_icon_and_the_ocean_bonus():
    # Seed "Bônus de colocação": 1 M€ per bonus icon covered instead of the printed reward, and
    # the ocean bonus (2 M€ per adjacent ocean by default, a flat 2 M€ by option Q14). Hex 35
    # (plant, plant) touches the oceans on 34 and 44.
    for option, expected in (("per_ocean", 2 + 4), ("flat", 2 + 2)):
        s = action_phase(ocean_bonus=option)
        for hid in ("34", "44"):
            s["map"][hid] = {"tile": "ocean", "owner": None}
        s["parameters"]["oceans"] = 2
        ctx = ctx_of(s)
        assert place(ctx, "35", "greenery", MARSBOT, MARSBOT) == expected


def _game_ending(first_player: int, markers: dict | None = None):
    s = action_phase()
    s["parameters"] = {"temperature": 8, "oxygen": 14, "oceans": 9}
    s["marsbot"]["tracks"].update(building=7, plant=2)  # Building 8 and Plant 3: greenery
    s["marsbot"]["markers"].update(markers or {})
    s["first_player"] = first_player
    s["passed"] = [True, False]
    s["turn"] = MARSBOT
    s["cards"]["action_deck"] = []
    s, _ = RULESET.apply(s, MARSBOT, PLAY)  # passes: the game ends this generation
    return s


def test_reference_final_greeneries_go_in_turn_order_from_the_first_player():
    # Reference §3.11: "in turn order, you place final greeneries": MarsBot first when it is
    # the generation's first player.
    s = _game_ending(MARSBOT)
    assert s["phase"] == "final_greenery" and RULESET.to_act(s) == (MARSBOT,)
    s, _ = RULESET.apply(s, MARSBOT, PLAY)
    assert RULESET.to_act(s) == (HUMAN,) and s["phase"] == "final_greenery"
    greeneries = [t for t in s["map"].values() if t == {"tile": "greenery", "owner": MARSBOT}]
    assert len(greeneries) == 2 and s["marsbot"]["tr"] == 20  # oxygen maxed: no TR


def test_reference_final_greenery_is_suppressed_by_a_regression_marker_ahead():
    # Reference §3.11 ([VZ]): a reduction marker on the next space suppresses that greenery.
    s = _game_ending(HUMAN, markers={"plant": 3})
    s, _ = RULESET.apply(s, HUMAN, {"type": "final_greeneries_done"})
    before = copy_state(s["marsbot"]["tracks"])
    s, _ = RULESET.apply(s, MARSBOT, PLAY)
    greeneries = [t for t in s["map"].values() if t == {"tile": "greenery", "owner": MARSBOT}]
    assert len(greeneries) == 1
    assert s["marsbot"]["tracks"] == {**before, "building": 8}
