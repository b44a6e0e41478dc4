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
from .flips import awaiting, flip_pool
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


def human_resolve(ctx: Context, action: Action) -> None:
    s, kind = ctx.s, action["type"]
    counted = kind not in ("turn_end", "generation_pass", "final_greeneries_done", "final_score")
    # Your research draws are no turn's reports (revision 1 had none).
    counted = counted and not (kind in DRAW_REPORTS and s["phase"] == "research")
    if counted:
        s["reports_this_turn"] += 1
    if kind == "place_card_tile" and action["space"] in OFF_MARS_SPACES:
        s["human"].setdefault("off_mars_cities", []).append(action["space"])
    elif kind == "place_card_tile" and action["card"] == "land_claim":
        s["human"].setdefault("land_claims", []).append(action["space"])
    elif kind == "place_card_tile":
        tile = CARD_TILES[action["card"]][1]
        place(ctx, action["space"], tile, None if tile == "ocean" else HUMAN, HUMAN)
        s["map"][action["space"]]["card"] = action["card"]
        _tile_effect(s, tile)
    if kind == "place_tile":
        tile = action["tile"]
        place(ctx, action["space"], tile, None if tile == "ocean" else HUMAN, HUMAN)
        _tile_effect(s, tile)
    elif kind == "raise_parameter":
        (human_temperature if action["parameter"] == "temperature" else human_oxygen)(s)
    elif kind == "claim_milestone":
        s["milestones"][action["milestone"]] = HUMAN
    elif kind == "fund_award":
        s["awards"][action["award"]] = HUMAN
    elif kind == "remove_marsbot_mc":
        s["marsbot"]["mc"] -= action["amount"]
    elif kind == "decrease_production":
        track = ctx.cat.production_track[action["production"]]
        tracks, markers = s["marsbot"]["tracks"], s["marsbot"]["markers"]
        # The marker stays on the furthest space reached: icons up to it have fired already.
        markers[track] = max(markers[track] or 0, tracks[track])
        tracks[track] -= 1
    elif kind == "adjust_standing":
        s["human"][action["standing"]] += action["delta"]
    elif kind == "plants_protection":
        s["human"]["plants_protected"] = action["protected"]
    elif kind == "turn_end":
        turn_over(ctx, HUMAN)
    elif kind == "generation_pass":
        s["passed"][HUMAN] = True
        turn_over(ctx, HUMAN)
    elif kind == "marsbot_card":
        s["cards"]["deck"].remove(action["card"])
        s["research"]["reported"].append(action["card"])
    elif kind == "draft_pick":
        draft_pick(ctx, action["card"])
    elif kind == "drawn_card":
        draw_named(ctx, action["card"])
    elif kind == "cards_drawn":
        draw_unnamed(ctx, action["count"])
    elif kind == "discarded_card":
        discard_named(ctx, action["card"])
    elif kind == "cards_discarded":
        discard_unnamed(ctx, action["count"])
    elif kind == "final_greenery":
        place(ctx, action["space"], "greenery", HUMAN, HUMAN)
    elif kind == "final_greeneries_done":
        s["reports_this_turn"] = 0
        final_greenery_done(ctx, HUMAN)
    elif kind == "final_score":
        s["human_score"] = action["points"]
        s["phase"] = "over"
