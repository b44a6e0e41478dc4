"""MarsBot's final score with a breakdown by category, and the result against yours."""

from __future__ import annotations

from typing import Any

from games.rules.core import Result, Score

from .content import Catalog
from .goals import award_final_human_value, award_marsbot_value
from .mars import HUMAN, MARSBOT, neighbours
from .options import HARD_LEVELS

MILESTONE_VP = 5
AWARD_VP = 5  # only first place scores with two players; a tie for first scores for both


def mc_per_vp(cat: Catalog, s: dict[str, Any]) -> int:
    """M€ per VP by the generation the game ended in (the shifted ladder with Prelude)."""
    ladder = cat.mc_to_vp["prelude" if s["options"]["prelude"] else "base"]
    ended = s["ended_generation"] or s["generation"]
    first_gen, first_rate = ladder[0]
    if ended <= first_gen:
        return first_rate
    for generation, rate in ladder:
        if generation == ended:
            return rate
    return ladder[-1][1]


def marsbot_breakdown(cat: Catalog, s: dict[str, Any]) -> dict[str, int]:
    bot = s["marsbot"]
    own = {h: t for h, t in s["map"].items() if t["owner"] == MARSBOT}
    awards = sum(
        AWARD_VP
        for slug in s["awards"]
        if award_marsbot_value(s, slug) >= award_final_human_value(s, slug)
    )
    neural = 0
    for hid, tile in own.items():
        if tile["tile"] == "neural":
            neural += sum(
                1
                for o in cat.hexes[hid].adjacent
                if o not in s["map"] or s["map"][o]["owner"] != HUMAN
            )
    cards = 0
    if s["options"]["difficulty"] in HARD_LEVELS:
        cards = bot["played_vp_cards"] + sum(
            1 for c in s["cards"]["played"] if cat.cards[c].vp_nonnegative
        )
    return {
        "tr": bot["tr"],
        "milestones": MILESTONE_VP * sum(1 for who in s["milestones"].values() if who == MARSBOT),
        "awards": awards,
        "greeneries": sum(1 for t in own.values() if t["tile"] == "greenery"),
        "cities": sum(
            len(neighbours(cat, s, hid, "greenery"))
            for hid, t in own.items()
            if t["tile"] == "city"
        ),
        "neural_instance": neural,
        "megacredits": max(0, bot["mc"]) // mc_per_vp(cat, s),
        "cards": cards,
    }


def result(cat: Catalog, s: dict[str, Any]) -> Result:
    bot = marsbot_breakdown(cat, s)
    bot_total = sum(bot.values())
    if s["instant_loss"]:
        human = Score(HUMAN, 0, {"instant_loss": 0})
        return Result((human, Score(MARSBOT, bot_total, bot)), (MARSBOT, HUMAN), (MARSBOT,))
    points = s["human_score"] or 0
    human = Score(HUMAN, points, {"reported": points})
    scores = (human, Score(MARSBOT, bot_total, bot))
    if points > bot_total:
        return Result(scores, (HUMAN, MARSBOT), (HUMAN,))
    if points == bot_total and s["options"]["tie_winner"] == "shared":
        return Result(scores, (HUMAN, MARSBOT), (HUMAN, MARSBOT))
    # "Um empate é considerado uma vitória do MarsBot."
    return Result(scores, (MARSBOT, HUMAN), (MARSBOT,))
