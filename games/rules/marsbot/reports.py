"""Your reports of the table (the human seat's legal actions), each checked against what the
server tracks, and what each does to the state."""

from __future__ import annotations

from typing import Any

from games.rules.core import Action

from .actions import OXYGEN_MAX, TEMPERATURE_MAX, TEMPERATURE_STEP
from .card_tiles import CARD_TILES, OFF_MARS_SPACES, card_tile_spaces
from .content import Catalog
from .context import Context
from .draws import (
    DRAW_REPORTS,
    discard_named,
    discard_unnamed,
    draw_named,
    draw_reports,
    draw_unnamed,
    draws_tracked,
)
from .flips import awaiting, flip_pool, report_flip
from .generation import draft_pick, final_greenery_done, turn_over
from .goals import MAX_CLAIMED, MAX_FUNDED, human_value
from .mars import (
    HUMAN,
    city_spaces,
    greenery_spaces,
    ocean_spaces,
    place,
    special_spaces,
)
from .setup import STANDINGS

TILES = ("ocean", "greenery", "city", "special")
PARAMETERS = ("temperature", "oxygen")
PRODUCTIONS = ("steel", "titanium", "megacredits", "energy", "heat", "plants")
DELTAS = (-5, -1, 1, 5)
HEAT_PRODUCTION_STEPS = (-24, -20)
TEMPERATURE_BONUS_OXYGEN = 8
# Guards that keep a random game finite (values that go up and down could loop for ever), set
# far beyond any real table so that they never refuse a legitimate report: a real turn is 1-2
# actions with a handful of reports, a generation a few dozen turns, a standing or a solo
# score in the low hundreds. Any value is reachable in steps of 1 and 5 within a turn.
MAX_REPORTS_PER_TURN = 100
MAX_TURNS_PER_GENERATION = 100
STANDING_MAX = 999
MAX_REPORTED_SCORE = 500


def tile_spaces(cat: Catalog, s: dict[str, Any], tile: str) -> list[str]:
    """The spaces where you may place ``tile`` by the usual rules (a card that names other
    spaces is a ``place_card_tile`` report)."""
    if tile == "ocean":
        return ocean_spaces(cat, s)
    if tile == "greenery":
        return greenery_spaces(cat, s, HUMAN)
    if tile == "city":
        return city_spaces(cat, s)
    return special_spaces(cat, s)


def human_reports(cat: Catalog, s: dict[str, Any]) -> list[Action]:
    pause = awaiting(s)
    if pause:
        pool = flip_pool(s, pause["pile"])
        return [{"type": "flipped_card", "card": c} for c in sorted(pool)]
    phase = s["phase"]
    if phase == "research":
        r = s["research"]
        if "to_draw" in r:
            return draw_reports(s)
        if s["options"]["card_source"] == "reported":
            return [{"type": "marsbot_card", "card": c} for c in sorted(s["cards"]["deck"])]
        return [{"type": "draft_pick", "card": c} for c in sorted(r["human_pile"])]
    if phase == "final_score":
        out: list[Action] = [
            {"type": "final_score", "points": p} for p in range(MAX_REPORTED_SCORE + 1)
        ]
        return out + _standings(s)
    if phase == "final_greenery":
        out = [{"type": "final_greenery", "space": h} for h in tile_spaces(cat, s, "greenery")]
        out.append({"type": "final_greeneries_done"})
        return out + _standings(s)
    out = []
    if s["reports_this_turn"] < MAX_REPORTS_PER_TURN:
        out += _table_reports(cat, s)
    if s["human_turns"] < MAX_TURNS_PER_GENERATION:
        out.append({"type": "turn_end"})
    out.append({"type": "generation_pass"})
    return out


def _standings(s: dict[str, Any]) -> list[Action]:
    if s["reports_this_turn"] >= MAX_REPORTS_PER_TURN:
        return []
    return [
        {"type": "adjust_standing", "standing": name, "delta": d}
        for name in STANDINGS
        for d in DELTAS
        if 0 <= s["human"][name] + d <= STANDING_MAX
    ]


def _table_reports(cat: Catalog, s: dict[str, Any]) -> list[Action]:
    out: list[Action] = [
        {"type": "place_tile", "tile": tile, "space": h}
        for tile in TILES
        for h in tile_spaces(cat, s, tile)
    ]
    out += [
        {"type": "place_card_tile", "card": card, "space": h}
        for card in CARD_TILES
        for h in card_tile_spaces(cat, s, card)
    ]
    params = s["parameters"]
    if params["temperature"] < TEMPERATURE_MAX:
        out.append({"type": "raise_parameter", "parameter": "temperature"})
    if params["oxygen"] < OXYGEN_MAX:
        out.append({"type": "raise_parameter", "parameter": "oxygen"})
    if len(s["milestones"]) < MAX_CLAIMED:
        out += [
            {"type": "claim_milestone", "milestone": m["slug"]}
            for m in cat.milestones
            if m["slug"] not in s["milestones"]
            and human_value(s, m["human_value"]) >= m["threshold"]
        ]
    if len(s["awards"]) < MAX_FUNDED:
        out += [
            {"type": "fund_award", "award": a["slug"]}
            for a in cat.awards
            if a["slug"] not in s["awards"]
        ]
    out += [{"type": "remove_marsbot_mc", "amount": n} for n in range(1, s["marsbot"]["mc"] + 1)]
    out += [
        {"type": "decrease_production", "production": p}
        for p in PRODUCTIONS
        if s["marsbot"]["tracks"][cat.production_track[p]] > 0
    ]
    out += _standings(s)
    out.append({"type": "plants_protection", "protected": not s["human"]["plants_protected"]})
    if draws_tracked(s):
        out += draw_reports(s)
    return out


def human_temperature(s: dict[str, Any]) -> None:
    p = s["parameters"]
    if p["temperature"] >= TEMPERATURE_MAX:
        return
    p["temperature"] += TEMPERATURE_STEP
    s["human"]["tr"] += 1
    if p["temperature"] in HEAT_PRODUCTION_STEPS:
        s["human"]["heat_production"] += 1


def human_oxygen(s: dict[str, Any]) -> None:
    p = s["parameters"]
    if p["oxygen"] >= OXYGEN_MAX:
        return
    p["oxygen"] += 1
    s["human"]["tr"] += 1
    if p["oxygen"] == TEMPERATURE_BONUS_OXYGEN:
        human_temperature(s)


def _tile_effect(s: dict[str, Any], tile: str) -> None:
    """Your TR for an ocean, the oxygen step of a greenery (other steps you report)."""
    if tile == "ocean":
        s["human"]["tr"] += 1
    elif tile == "greenery":
        human_oxygen(s)


def count_report(ctx: Context, action: Action) -> None:
    """A report counts towards the turn's cap (your research draws are no turn's reports:
    revision 1 had none)."""
    if not (action["type"] in DRAW_REPORTS and ctx.s["phase"] == "research"):
        ctx.s["reports_this_turn"] += 1


def _place_human(ctx: Context, space: str, tile: str) -> None:
    place(ctx, space, tile, None if tile == "ocean" else HUMAN, HUMAN)
    _tile_effect(ctx.s, tile)


def apply_place_tile(ctx: Context, action: Action) -> None:
    _place_human(ctx, action["space"], action["tile"])


def apply_place_card_tile(ctx: Context, action: Action) -> None:
    s, space, card = ctx.s, action["space"], action["card"]
    if space in OFF_MARS_SPACES:
        s["human"].setdefault("off_mars_cities", []).append(space)
    elif card == "land_claim":
        s["human"].setdefault("land_claims", []).append(space)
    else:
        _place_human(ctx, space, CARD_TILES[card][1])
        s["map"][space]["card"] = card


def apply_raise_parameter(ctx: Context, action: Action) -> None:
    (human_temperature if action["parameter"] == "temperature" else human_oxygen)(ctx.s)


def apply_claim_milestone(ctx: Context, action: Action) -> None:
    ctx.s["milestones"][action["milestone"]] = HUMAN


def apply_fund_award(ctx: Context, action: Action) -> None:
    ctx.s["awards"][action["award"]] = HUMAN


def apply_remove_marsbot_mc(ctx: Context, action: Action) -> None:
    ctx.bot["mc"] -= action["amount"]


def apply_decrease_production(ctx: Context, action: Action) -> None:
    track = ctx.cat.production_track[action["production"]]
    tracks, markers = ctx.bot["tracks"], ctx.bot["markers"]
    # The marker stays on the furthest space reached: icons up to it have fired already.
    markers[track] = max(markers[track] or 0, tracks[track])
    tracks[track] -= 1


def apply_adjust_standing(ctx: Context, action: Action) -> None:
    ctx.s["human"][action["standing"]] += action["delta"]


def apply_plants_protection(ctx: Context, action: Action) -> None:
    ctx.s["human"]["plants_protected"] = action["protected"]


def apply_turn_end(ctx: Context, action: Action) -> None:
    turn_over(ctx, HUMAN)


def apply_generation_pass(ctx: Context, action: Action) -> None:
    ctx.s["passed"][HUMAN] = True
    turn_over(ctx, HUMAN)


def apply_marsbot_card(ctx: Context, action: Action) -> None:
    ctx.s["cards"]["deck"].remove(action["card"])
    ctx.s["research"]["reported"].append(action["card"])


def apply_flipped_card(ctx: Context, action: Action) -> None:
    report_flip(ctx.s, action["card"])


def apply_draft_pick(ctx: Context, action: Action) -> None:
    draft_pick(ctx, action["card"])


def apply_drawn_card(ctx: Context, action: Action) -> None:
    draw_named(ctx, action["card"])


def apply_cards_drawn(ctx: Context, action: Action) -> None:
    draw_unnamed(ctx, action["count"])


def apply_discarded_card(ctx: Context, action: Action) -> None:
    discard_named(ctx, action["card"])


def apply_cards_discarded(ctx: Context, action: Action) -> None:
    discard_unnamed(ctx, action["count"])


def apply_final_greenery(ctx: Context, action: Action) -> None:
    place(ctx, action["space"], "greenery", HUMAN, HUMAN)


def apply_final_greeneries_done(ctx: Context, action: Action) -> None:
    ctx.s["reports_this_turn"] = 0
    final_greenery_done(ctx, HUMAN)


def apply_final_score(ctx: Context, action: Action) -> None:
    ctx.s["human_score"] = action["points"]
    ctx.s["phase"] = "over"
