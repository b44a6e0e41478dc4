"""MarsBot's actions: Failed Action, raising parameters (with their bonus steps), placing tiles,
claiming milestones and funding awards. Each says what the human does on the table."""

from __future__ import annotations

from typing import Any

from games.rules.said import Param, Said

from .catalogue import joined, named, space_said, told
from .context import Context
from .goals import (
    award_choice,
    award_human_value,
    award_marsbot_value,
    human_value,
    milestone_choice,
)
from .mars import (
    MARSBOT,
    marsbot_candidates,
    place,
    space_name,
    tiebreak,
)
from .options import FAILED_ACTION_MC

TEMPERATURE_MIN, TEMPERATURE_MAX, TEMPERATURE_STEP = -30, 8, 2
OXYGEN_MAX = 14
HEAT_BONUS_STEPS = (-24, -20)  # for MarsBot 2 M€ instead of the heat production
HEAT_BONUS_MC = 2
OCEAN_BONUS_TEMPERATURE = 0  # reaching 0 °C places an ocean
TEMPERATURE_BONUS_OXYGEN = 8  # reaching 8 % raises the temperature

# MarsBot's own placement rule for each tile (the English stays in the data, as the rule).
PLACEMENT_WORDS = {
    "any ocean-reserved space": "placement-ocean",
    "adjacent to the most greenery": "placement-most-greenery",
    "adjacent to at least 2 greenery/ocean, the most": "placement-greenery-or-ocean",
    "B06 c): an ocean-reserved space next to 2 or more oceans": "placement-lobby-ocean",
    "adjacent to no tile, off the edge, clear of reserved areas": "placement-isolated",
    "next to its own tiles, most of its cities, fewest of yours": "placement-neural",
}
# Why an action failed, in words (the structured ``reason`` stays in the instruction's data).
_FAILED_WHY = frozenset(
    {
        "no_ocean_for_bonus_step",
        "temperature_maxed_for_bonus_step",
        "temperature_maxed",
        "card_without_tags",
        "no_milestone",
        "no_award",
    }
)


def _failed_why(ctx: Context, reason: str) -> Said:
    if reason in _FAILED_WHY:
        return told(f"failed-{reason}")
    track = reason.removesuffix("_track_at_its_end")
    if track in ctx.cat.track_names:
        return told("failed-track-at-end", track=named("track", track))
    return told("failed-no-space", tile=reason.removeprefix("no_space_for_"))


def failed_action(ctx: Context, reason: str) -> None:
    """MarsBot gains M€ instead of the action it could not take."""
    mc = FAILED_ACTION_MC[ctx.opts["difficulty"]]
    ctx.gain_mc(mc)
    ctx.say(
        "failed_action",
        {"mc": mc, "reason": reason, "marsbot_mc": ctx.bot["mc"]},
        told("instruction-failed-action", why=_failed_why(ctx, reason), mc=mc),
    )


def raise_temperature(ctx: Context) -> bool:
    """One temperature step with its TR and bonus step; False if the scale is maxed."""
    params = ctx.s["parameters"]
    if params["temperature"] >= TEMPERATURE_MAX:
        return False
    params["temperature"] += TEMPERATURE_STEP
    ctx.gain_tr(1)
    t = params["temperature"]
    ctx.say(
        "raise_parameter",
        {"parameter": "temperature", "to": t, "tr": 1},
        told("instruction-raise-temperature", to=t),
    )
    if t in HEAT_BONUS_STEPS:
        ctx.gain_mc(HEAT_BONUS_MC)
        ctx.say(
            "gain_mc",
            {"mc": HEAT_BONUS_MC, "bonus": "temperature"},
            told("instruction-heat-bonus", to=t, mc=HEAT_BONUS_MC),
        )
    elif t == OCEAN_BONUS_TEMPERATURE and not place_tile(ctx, "ocean"):
        failed_action(ctx, "no_ocean_for_bonus_step")
    return True


def raise_oxygen(ctx: Context) -> bool:
    """One oxygen step with its TR; at 8 % the temperature rises too (or a Failed Action)."""
    params = ctx.s["parameters"]
    if params["oxygen"] >= OXYGEN_MAX:
        return False
    params["oxygen"] += 1
    ctx.gain_tr(1)
    o = params["oxygen"]
    ctx.say(
        "raise_parameter",
        {"parameter": "oxygen", "to": o, "tr": 1},
        told("instruction-raise-oxygen", to=o),
    )
    if o == TEMPERATURE_BONUS_OXYGEN and not raise_temperature(ctx):
        failed_action(ctx, "temperature_maxed_for_bonus_step")
    return True


def _counted_out(ctx: Context, cost: int, landed: int) -> Said:
    """Where the count by the flipped card's cost starts and lands, as the player counts it
    on the board (the tied spaces from the top row down, each row from the left)."""
    if ctx.opts["random_tiebreak_count"] == "zero_based":
        return told("count-from", cost=cost, landed=landed, **{"from": 0})
    if cost == 0:
        return told("count-zero-cost")
    return told("count-from", cost=cost, landed=landed, **{"from": 1})


def _tie_words(ctx: Context, how: dict[str, Any]) -> Said:
    """The tie-break that decided, with the tied spaces and the count through them."""
    rule = told(f"rule-{how['rule']}")
    tied = [told("space-the", space=space_said(ctx.cat, h)) for h in how.get("tied", ())]
    if not tied:
        return rule
    spaces = joined(tied, "join-semicolon")
    if how["rule"] != "random_count":
        return told("rule-among", rule=rule, count=len(tied), tied=spaces)
    card = how["flipped_card"]
    if card is None:  # no project card left to flip: the count stays on the first space
        return told("rule-counted-no-card", rule=rule, count=len(tied), tied=spaces)
    shown: Param = card
    if card in ctx.cat.cards:
        shown = told("card-named", card=card, name=ctx.cat.cards[card].name)
    return told(
        "rule-counted",
        rule=rule,
        count=len(tied),
        tied=spaces,
        card=shown,
        cost=how["flipped_cost"],
        counting=_counted_out(ctx, how["flipped_cost"], how["landed"]),
    )


def _placement_why(ctx: Context, rule: str, how: dict[str, Any]) -> Said:
    """Why MarsBot chose the space: the cause, its placement rule, the tie-break that decided."""
    placement = (
        told(PLACEMENT_WORDS[rule])
        if rule in PLACEMENT_WORDS
        else told("placement-other", rule=rule)
    )
    return told("why-placement", cause=ctx.cause, placement=placement, detail=_tie_words(ctx, how))


def place_tile(ctx: Context, tile: str) -> bool:
    """MarsBot places ``tile`` by its rules; False if there is no legal space."""
    spaces, rule = marsbot_candidates(ctx, tile)
    if not spaces:
        return False
    hid, how = tiebreak(ctx, spaces)
    is_ocean = tile in ("ocean", "lobby_ocean")
    owner = None if is_ocean else MARSBOT
    mc = place(ctx, hid, tile, owner, MARSBOT)
    ctx.gain_mc(mc)
    if is_ocean:
        ctx.gain_tr(1)
    name = space_name(ctx.cat, hid)
    why = _placement_why(ctx, rule, how)
    data = {
        "tile": {"expedited_city": "city", "lobby_ocean": "ocean"}.get(tile, tile),
        "space": hid,
        "space_name": name,
        "mc": mc,
        "tr": int(is_ocean),
        "placement": {"rule": rule, **how},
        "your_triggers_fire": ctx.opts["human_triggers_on_marsbot"],
    }
    where = space_said(ctx.cat, hid)
    text = told("instruction-place-tile", tile=tile, space=where, mc=mc, tr=int(is_ocean))
    ctx.say("place_tile", data, text, why)
    if tile == "greenery":
        raise_oxygen(ctx)
    return True


def claim_milestone(ctx: Context, cost: int = 0) -> bool:
    slug = milestone_choice(ctx.s, ctx.cat.milestones)
    if slug is None:
        return False
    ctx.s["milestones"][slug] = MARSBOT
    ctx.bot["mc"] -= cost
    goal = ctx.cat.milestone(slug)
    why = told(
        "why-milestone",
        cause=ctx.cause,
        milestone=named("milestone", slug),
        yours=human_value(ctx.s, goal["human_value"]),
        threshold=goal["threshold"],
    )
    ctx.say(
        "claim_milestone",
        {"milestone": slug, "mc": -cost},
        told("instruction-claim-milestone", milestone=named("milestone", slug), cost=cost),
        why,
    )
    return True


def fund_award(ctx: Context) -> bool:
    slug = award_choice(ctx.s, ctx.cat.awards)
    if slug is None:
        return False
    why = told(
        "why-award",
        cause=ctx.cause,
        award=named("award", slug),
        marsbot=award_marsbot_value(ctx.s, slug),
        yours=award_human_value(ctx.s, slug),
    )
    ctx.s["awards"][slug] = MARSBOT
    ctx.say(
        "fund_award",
        {"award": slug},
        told("instruction-fund-award", award=named("award", slug)),
        why,
    )
    return True
