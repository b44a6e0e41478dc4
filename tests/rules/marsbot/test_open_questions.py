"""Open questions (reference §7) with no scenario elsewhere: each option's behaviour."""

import pytest

from games.rules.marsbot.deck import discard_played
from games.rules.marsbot.tracks import advance

from .helpers import action_phase, ctx_of


@pytest.mark.parametrize("reading", ["venus", "floater"])
def test_q1_expansion_icon_on_energy_2_is_ignored_without_a_failed_action(reading):
    s = action_phase(expansion_icons=reading)
    s["marsbot"]["tracks"]["energy"] = 1
    mc, tr = s["marsbot"]["mc"], s["marsbot"]["tr"]
    ctx = ctx_of(s)
    advance(ctx, "energy")
    assert ctx.s["marsbot"]["tracks"]["energy"] == 2
    assert (ctx.s["marsbot"]["mc"], ctx.s["marsbot"]["tr"]) == (mc, tr)
    assert [i.kind for i in ctx.instructions] == ["advance_track"]


@pytest.mark.parametrize("fire", [True, False])
def test_q10_placement_instruction_says_whether_your_tile_triggers_fire(fire):
    s = action_phase(human_triggers_on_marsbot=fire)
    s["marsbot"]["tracks"]["building"] = 1  # Building 2: place an ocean
    ctx = ctx_of(s)
    advance(ctx, "building")
    [placed] = [i for i in ctx.instructions if i.kind == "place_tile"]
    assert placed.data["your_triggers_fire"] is fire


def test_q7_played_cards_stay_in_marsbots_pile_by_default():
    ctx = ctx_of(action_phase())
    ctx.s["cards"]["deck"].remove("001")
    discard_played(ctx, "001")
    assert ctx.s["cards"]["played"] == ["001"] and "001" not in ctx.s["cards"]["discard"]
    assert ctx.bot["played_vp_cards"] == 0


def test_q7_into_discard_counts_the_vp_icon_before_the_card_goes_back_to_the_deck():
    ctx = ctx_of(action_phase(played_cards_reshuffle="into_discard"))
    ctx.s["cards"]["deck"].remove("001")  # Colonizer Training Camp, 2 VP
    discard_played(ctx, "001")
    assert ctx.s["cards"]["discard"][-1] == "001" and ctx.s["cards"]["played"] == []
    assert ctx.bot["played_vp_cards"] == 1
