"""Why a report is refused, with MarsBot's own reasons (before the generic legality check)."""

from __future__ import annotations

from typing import Any

from games.rules.core import Action

from .actions import OXYGEN_MAX, TEMPERATURE_MAX
from .card_tiles import card_tile_spaces
from .content import Catalog
from .draws import discard_pool, draw_pool
from .flips import awaiting, flip_pool
from .goals import MAX_CLAIMED, MAX_FUNDED
from .reasons import MarsBotReason
from .reports import MAX_REPORTS_PER_TURN, tile_spaces

# Reports that count towards a turn's cap (the ones that end a turn or a phase do not).
COUNTED_REPORTS = (
    "place_tile",
    "place_card_tile",
    "raise_parameter",
    "claim_milestone",
    "fund_award",
    "remove_marsbot_mc",
    "decrease_production",
    "adjust_standing",
    "plants_protection",
    "drawn_card",
    "cards_drawn",
    "discarded_card",
    "cards_discarded",
)


def refusal(cat: Catalog, s: dict[str, Any], act: Action) -> tuple[Any, ...] | None:
    """A (reason, detail[, params]) for a report the table cannot have produced, else None;
    ``params`` fill in the problem catalogue's sentence for the reason."""
    kind = act["type"]
    if kind in ("place_tile", "final_greenery"):
        tile = act.get("tile", "greenery")
        if s["phase"] in ("action", "final_greenery") and act["space"] not in tile_spaces(
            cat, s, tile
        ):
            return MarsBotReason.SPACE_NOT_LEGAL, f"A {tile} cannot go on hex {act['space']} now."
    if kind == "place_card_tile" and act["space"] not in card_tile_spaces(cat, s, act["card"]):
        return MarsBotReason.SPACE_NOT_LEGAL, (
            f"{act['card'].replace('_', ' ').title()} cannot place its tile on hex "
            f"{act['space']} now."
        )
    if kind == "raise_parameter":
        top = TEMPERATURE_MAX if act["parameter"] == "temperature" else OXYGEN_MAX
        if s["parameters"][act["parameter"]] >= top:
            return MarsBotReason.PARAMETER_MAXED, f"The {act['parameter']} is at its maximum."
    if kind == "claim_milestone" and (
        act["milestone"] in s["milestones"] or len(s["milestones"]) >= MAX_CLAIMED
    ):
        return MarsBotReason.MILESTONE_UNAVAILABLE, "That milestone cannot be claimed now."
    if kind == "fund_award" and (act["award"] in s["awards"] or len(s["awards"]) >= MAX_FUNDED):
        return MarsBotReason.AWARD_UNAVAILABLE, "That award cannot be funded now."
    if kind == "remove_marsbot_mc" and not 1 <= act["amount"] <= s["marsbot"]["mc"]:
        mc = s["marsbot"]["mc"]
        return MarsBotReason.NOT_ENOUGH_MC, f"MarsBot has {mc} M€.", {"mc": mc}
    if kind == "decrease_production":
        track = cat.production_track[act["production"]]
        if s["marsbot"]["tracks"][track] == 0:
            return MarsBotReason.TRACK_AT_ZERO, f"MarsBot's {track} track is on 0."
    if kind in ("marsbot_card", "draft_pick") and s["phase"] == "research":
        pool = s["cards"]["deck"] if kind == "marsbot_card" else s["research"].get("human_pile", [])
        if act["card"] not in pool:
            return MarsBotReason.CARD_NOT_AVAILABLE, f"Card {act['card']} is not available."
    if kind == "drawn_card" and act["card"] not in draw_pool(s):
        return MarsBotReason.CARD_NOT_AVAILABLE, (
            f"Card {act['card']} is not in the project deck: it is placed elsewhere already."
        )
    if kind == "discarded_card" and act["card"] not in discard_pool(s):
        return MarsBotReason.CARD_NOT_AVAILABLE, (
            f"Card {act['card']} is not one of yours: it is placed elsewhere already."
        )
    counted = kind in COUNTED_REPORTS and s["phase"] != "research"
    if counted and s["reports_this_turn"] >= MAX_REPORTS_PER_TURN:
        return (
            MarsBotReason.TOO_MANY_REPORTS,
            f"{MAX_REPORTS_PER_TURN} reports this turn already: end your turn first.",
            {"max": MAX_REPORTS_PER_TURN},
        )
    pause = awaiting(s)
    if kind == "flipped_card" and pause and act["card"] not in flip_pool(s, pause["pile"]):
        return MarsBotReason.CARD_NOT_AVAILABLE, (
            f"Card {act['card']} is not in {pause['pile'].replace('_', ' ')}: it is placed "
            "elsewhere already."
        )
    return None
