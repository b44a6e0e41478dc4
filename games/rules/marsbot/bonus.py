"""MarsBot's bonus cards B01-B08 (reference §2): each defines its own fallback and fate.

A bonus card never causes a Failed Action unless its text says so; lettered options (B06) are
tried from the top and only the first that applies is resolved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rules.said import Said

from .actions import (
    OXYGEN_MAX,
    TEMPERATURE_MAX,
    TEMPERATURE_STEP,
    claim_milestone,
    fund_award,
    place_tile,
    raise_oxygen,
    raise_temperature,
)
from .catalogue import named, told
from .context import Context
from .deck import draw_bonus, draw_project
from .edition import corrected
from .flips import is_reported
from .mars import OCEAN_TILES, marsbot_candidates, neighbours, ocean_spaces
from .projects import resolve_project
from .tracks import advance

# An award helper's move (its result unused), or None when it cannot help.
Helper = Callable[[], object] | None

METEOR_PLANTS = 5  # B01 removes up to 5 of your plants
METEOR_DESTROY_AT = 3  # and is destroyed once 3 or more were removed
INVASIVE_MC = 5  # B02: MarsBot gains 5 M€ regardless
OVERACHIEVEMENT_MC = 5  # B04's printed fallback (5 even on Easy)
OVERACHIEVEMENT_AWARD_GENERATION = 6  # B04 tries an award only from generation 6
COMPETITION_COST = 5  # B08 costs MarsBot 5 M€
LOBBY_TEMPERATURE_TARGETS = (-24, -20, 0, TEMPERATURE_MAX)
LOBBY_OXYGEN_TARGETS = (8, OXYGEN_MAX)
LOBBY_NEAR = (1, 2)  # "1-2 steps from" a bonus step or completion

DESTROY, DISCARD = "destroyed", "discarded"
_INVASIVE = {True: "instruction-invasive-protected", False: "instruction-invasive"}


def resolve_bonus(ctx: Context, card: str, forced_fate: str | None = None) -> None:
    """Resolve bonus card ``card`` and move it to the bonus discard or out of the game."""
    name = ctx.cat.bonus_names[card]
    ctx.say(
        "reveal_bonus_card",
        {"card": card, "name": name["en"]},
        told("instruction-reveal-bonus", card=card, name=named("bonus", card)),
    )
    before = ctx.because(told("why-bonus-card", card=card, name=named("bonus", card)))
    fate = BONUS_EFFECTS[card](ctx)
    ctx.cause = before
    fate = forced_fate or fate
    pile = ctx.s["bonus"]["destroyed" if fate == DESTROY else "discard"]
    pile.append(card)
    ctx.say(
        "bonus_card_" + fate,
        {"card": card},
        told(f"instruction-bonus-{fate}", card=card, name=named("bonus", card)),
    )


def _option(ctx: Context, letter: str) -> None:
    ctx.because(told("why-bonus-option", cause=ctx.cause, letter=letter))


def meteor_shower(ctx: Context) -> str:
    human = ctx.s["human"]
    protected = human["plants_protected"]
    removed = 0 if protected else min(METEOR_PLANTS, human["plants"])
    human["plants"] -= removed
    ctx.say(
        "remove_your_plants",
        {"plants": removed, "protected": protected},
        _plants_words(protected, removed),
    )
    return DESTROY if protected or removed >= METEOR_DESTROY_AT else DISCARD


def _plants_words(protected: bool, removed: int) -> Said:
    """B01's instruction: never "remove 0": with no plants reported, up to the card's 5."""
    if protected:
        return told("instruction-plants-protected")
    if removed == 0:
        return told("instruction-plants-up-to", max=METEOR_PLANTS)
    return told("instruction-plants-remove", count=removed)


def invasive_species(ctx: Context) -> str:
    protected = ctx.s["human"]["plants_protected"]
    ctx.gain_mc(INVASIVE_MC)
    ctx.say(
        "remove_your_animal_or_microbe",
        {"protected": protected, "mc": INVASIVE_MC},
        told(
            "instruction-invasive-protected" if protected else "instruction-invasive",
            mc=INVASIVE_MC,
        ),
    )
    return DISCARD


def research_and_development(ctx: Context) -> str:
    _draw_and_resolve(ctx, "research_and_development")
    return DISCARD


def _draw_and_resolve(ctx: Context, purpose: str) -> None:
    card = draw_project(ctx, purpose)
    if card is None:
        ctx.say("no_card", {}, told("instruction-deck-empty"))
        return
    if is_reported(ctx):
        name = ctx.cat.cards[card].name
        ctx.say(
            "draw_project_card",
            {"card": card},
            told("instruction-take-flipped", card=card, name=name),
        )
    else:
        ctx.say(
            "draw_project_card",
            {"card": card},
            told("instruction-draw-top"),
        )
    resolve_project(ctx, card)


def overachievement(ctx: Context) -> str:
    if claim_milestone(ctx):
        return DESTROY
    if ctx.s["generation"] >= OVERACHIEVEMENT_AWARD_GENERATION and fund_award(ctx):
        return DESTROY
    ctx.gain_mc(OVERACHIEVEMENT_MC)
    ctx.say(
        "gain_mc",
        {"mc": OVERACHIEVEMENT_MC},
        told("instruction-overachievement", mc=OVERACHIEVEMENT_MC),
    )
    return DISCARD


def expedited_construction(ctx: Context) -> str:
    if place_tile(ctx, "expedited_city"):
        return DESTROY
    ctx.say("nothing", {}, told("instruction-no-space"))
    return DISCARD


def _steps_to_next(value: int, targets: tuple[int, ...], step: int) -> int | None:
    ahead = [t for t in targets if t > value]
    return (min(ahead) - value) // step if ahead else None


def lobbyists(ctx: Context) -> str:
    params = ctx.s["parameters"]
    if _steps_to_next(params["temperature"], LOBBY_TEMPERATURE_TARGETS, TEMPERATURE_STEP) in (
        LOBBY_NEAR
    ):
        _option(ctx, "a")
        raise_temperature(ctx)
        raise_temperature(ctx)
        return DESTROY
    near_oxygen = _steps_to_next(params["oxygen"], LOBBY_OXYGEN_TARGETS, 1) in LOBBY_NEAR
    if near_oxygen and marsbot_candidates(ctx, "greenery")[0]:
        _option(ctx, "b")
        place_tile(ctx, "greenery")
        raise_oxygen(ctx)
        return DESTROY
    if lobby_ocean_spaces(ctx):
        _option(ctx, "c")
        place_tile(ctx, "lobby_ocean")
        return DESTROY
    _option(ctx, "d")
    furthest = furthest_parameter(ctx)
    if furthest == "oxygen":
        raise_oxygen(ctx)
    elif furthest == "oceans":
        place_tile(ctx, "ocean")
    elif furthest == "temperature":
        raise_temperature(ctx)
    return DISCARD


def lobby_ocean_spaces(ctx: Context) -> list[str]:
    """B06 c): empty ocean-reserved spaces next to 2 or more ocean tiles."""
    return [
        h for h in ocean_spaces(ctx.cat, ctx.s) if len(neighbours(ctx.cat, ctx.s, h, "ocean")) >= 2
    ]


def furthest_parameter(ctx: Context) -> str | None:
    """B06 d): the parameter furthest from completion; ties: oxygen, ocean, temperature."""
    p = ctx.s["parameters"]
    remaining = {
        "oxygen": (OXYGEN_MAX - p["oxygen"], OXYGEN_MAX),
        "oceans": (OCEAN_TILES - p["oceans"], OCEAN_TILES),
        "temperature": ((TEMPERATURE_MAX - p["temperature"]) // TEMPERATURE_STEP, 19),
    }
    open_ones = [k for k, (left, _) in remaining.items() if left > 0]
    if ctx.opts["lobbyists_furthest"] == "fraction_completed":
        return max(open_ones, key=lambda k: remaining[k][0] / remaining[k][1], default=None)
    return max(open_ones, key=lambda k: remaining[k][0], default=None)


def neural_instance(ctx: Context) -> str:
    if not place_tile(ctx, "neural"):
        _draw_and_resolve(ctx, "neural_instance_fallback")
    return DESTROY


def corporate_competition(ctx: Context) -> str:
    from .goals import award_human_value, award_marsbot_value

    if ctx.bot["mc"] < COMPETITION_COST:
        if ctx.opts["competition_below_5"] == "draw_another":
            _another_bonus(ctx)
        else:
            ctx.say(
                "nothing",
                {},
                told("instruction-too-poor", mc=COMPETITION_COST),
            )
        return DISCARD
    funded = [a["slug"] for a in ctx.cat.awards if a["slug"] in ctx.s["awards"]]

    def closeness(slug: str) -> tuple[int, int, int]:
        you_lead = award_human_value(ctx.s, slug) - award_marsbot_value(ctx.s, slug)
        # Where you lead or tie, the smallest margin first; then where MarsBot leads least.
        group = 0 if you_lead >= 0 else 1
        return (group, abs(you_lead), funded.index(slug))

    for slug in sorted(funded, key=closeness):
        helper = AWARD_HELPERS[slug](ctx)
        if helper is None:
            continue
        ctx.bot["mc"] -= COMPETITION_COST
        ctx.say(
            "pay_mc",
            {"mc": -COMPETITION_COST, "award": slug},
            told("instruction-pay-for-award", mc=COMPETITION_COST, award=named("award", slug)),
        )
        helper()
        return DISCARD
    _another_bonus(ctx)
    return DISCARD


def _another_bonus(ctx: Context) -> None:
    card = draw_bonus(ctx)
    if card is not None:
        resolve_bonus(ctx, card, forced_fate=DISCARD)


def _track_helper(track_of: Callable[[Context], str]) -> Callable[[Context], Helper]:
    def helper(ctx: Context) -> Helper:
        track = track_of(ctx)
        if ctx.bot["tracks"][track] >= 18:
            return None
        return lambda: advance(ctx, track)

    return helper


def _landlord(ctx: Context) -> Helper:
    if not marsbot_candidates(ctx, "greenery")[0]:
        return None
    return lambda: place_tile(ctx, "greenery") and None


# The tracks each resource award is valued on (goals.award_marsbot_value), by reading; Banker's
# pair in the order its tie goes (the first named).
AWARD_TRACKS = {
    "reference_card": {"banker": ("building", "event"), "thermalist": "energy", "miner": "space"},
    "seed_reading": {"banker": ("event", "space"), "thermalist": "earth", "miner": "building"},
}


def _reading(ctx: Context) -> dict[str, Any]:
    # Revision 1 helped the reference card's tracks whatever the award values in play.
    return AWARD_TRACKS[ctx.opts["award_values"] if corrected(ctx.s) else "reference_card"]


def _banker_track(ctx: Context) -> str:
    """The less advanced of Banker's two tracks (the first named if tied)."""
    t = ctx.bot["tracks"]
    first, second = _reading(ctx)["banker"]
    track: str = first if t[first] <= t[second] else second
    return track


AWARD_HELPERS = {
    "landlord": _landlord,
    "banker": _track_helper(_banker_track),
    "scientist": _track_helper(lambda ctx: "science"),
    "thermalist": _track_helper(lambda ctx: _reading(ctx)["thermalist"]),
    "miner": _track_helper(lambda ctx: _reading(ctx)["miner"]),
}

BONUS_EFFECTS: dict[str, Callable[[Context], str]] = {
    "B01": meteor_shower,
    "B02": invasive_species,
    "B03": research_and_development,
    "B04": overachievement,
    "B05": expedited_construction,
    "B06": lobbyists,
    "B07": neural_instance,
    "B08": corporate_competition,
}
