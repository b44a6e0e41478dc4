"""Milestones and awards: MarsBot's Tharsis criteria, your reported values, the seed's
tie-breaks."""

from __future__ import annotations

from typing import Any

from .card_tiles import off_mars_cities
from .content import TRACKS
from .edition import corrected
from .mars import HUMAN, MARSBOT
from .options import EASY_AWARD_MALUS

MAX_CLAIMED = 3
MAX_FUNDED = 3
BUILDER_SPACE = 8  # MarsBot meets Builder on Building space 8
PLANNER_SPACE = 4  # and Planner with every tracker on space 4 or more


def tiles_of(s: dict[str, Any], seat: int, kind: str | None = None) -> int:
    neural_counts = s["options"]["neural_instance_owned"]
    return sum(
        1
        for t in s["map"].values()
        if t["owner"] == seat
        and (kind is None or t["tile"] == kind)
        and (t["tile"] != "neural" or neural_counts)
    )


def human_value(s: dict[str, Any], key: str) -> int:
    """One of your values the server compares against (tiles from the map, the rest
    reported)."""
    if key == "cities":
        return tiles_of(s, HUMAN, "city") + len(off_mars_cities(s))
    if key == "greeneries":
        return tiles_of(s, HUMAN, "greenery")
    if key == "tr":
        value: int = s["human"]["tr"]
        return value
    value = s["human"][key]
    return value


def marsbot_meets(s: dict[str, Any], milestone: str) -> bool:
    bot = s["marsbot"]
    if milestone == "terraformer":
        met: bool = bot["tr"] >= 35
        return met
    if milestone == "mayor":
        return tiles_of(s, MARSBOT, "city") >= 3
    if milestone == "gardener":
        return tiles_of(s, MARSBOT, "greenery") >= 3
    if milestone == "builder":
        met = bot["tracks"]["building"] >= BUILDER_SPACE
        return met
    return all(bot["tracks"][t] >= PLANNER_SPACE for t in TRACKS)


def milestone_choice(s: dict[str, Any], milestones: tuple[dict[str, Any], ...]) -> str | None:
    """The milestone MarsBot claims now, or None (3 claimed, or it meets none)."""
    if len(s["milestones"]) >= MAX_CLAIMED:
        return None
    open_ones = [m for m in milestones if m["slug"] not in s["milestones"]]
    met = [m for m in open_ones if marsbot_meets(s, m["slug"])]
    if not met:
        return None

    def closeness(m: dict[str, Any]) -> float:
        value = human_value(s, m["human_value"])
        if s["options"]["milestone_closeness"] == "raw_count":
            near: float = -max(0, m["threshold"] - value)
            return near
        near = min(1.0, value / m["threshold"])
        return near

    # 1. one you meet too; 2. the one you are closest to; 3. the leftmost (stable order).
    ranked = sorted(
        enumerate(met),
        key=lambda im: (
            -(human_value(s, im[1]["human_value"]) >= im[1]["threshold"]),
            -closeness(im[1]),
            im[0],
        ),
    )
    slug: str = ranked[0][1]["slug"]
    return slug


def milestones_met(s: dict[str, Any], milestones: tuple[dict[str, Any], ...]) -> int:
    return sum(
        1 for m in milestones if m["slug"] not in s["milestones"] and marsbot_meets(s, m["slug"])
    )


def award_marsbot_value(s: dict[str, Any], award: str) -> int:
    tracks = s["marsbot"]["tracks"]
    seed_reading = s["options"]["award_values"] == "seed_reading"
    if award == "landlord":
        value = tiles_of(s, MARSBOT)
    elif award == "banker":
        value = tracks["event"] + (tracks["space"] if seed_reading else tracks["building"])
    elif award == "scientist":
        value = tracks["science"]
    elif award == "thermalist":
        value = (tracks["earth"] if seed_reading else tracks["energy"]) + 5
    else:
        value = (tracks["building"] if seed_reading else tracks["space"]) + 5
    if s["options"]["difficulty"] == "easy":
        value -= EASY_AWARD_MALUS
    return value


def award_human_value(s: dict[str, Any], award: str) -> int:
    """Your value when MarsBot weighs funding an award: for the resource awards your
    resources plus your production (seed, in its paragraph on funding)."""
    h = s["human"]
    if award == "landlord":
        return tiles_of(s, HUMAN) + len(off_mars_cities(s))
    if award == "banker":
        value: int = h["mc_production"]
        return value
    if award == "scientist":
        value = h["science_tags"]
        return value
    if award == "thermalist":
        value = h["heat"] + h["heat_production"]
        return value
    value = h["steel"] + h["titanium"] + h["steel_production"] + h["titanium_production"]
    return value


def award_final_human_value(s: dict[str, Any], award: str) -> int:
    """Your value when the award is scored: its printed criterion (Thermalist: most heat;
    Miner: most steel and titanium). Revision 1 compared resources plus production here too."""
    h = s["human"]
    if not corrected(s):
        return award_human_value(s, award)
    if award == "thermalist":
        value: int = h["heat"]
        return value
    if award == "miner":
        value = h["steel"] + h["titanium"]
        return value
    return award_human_value(s, award)


def award_choice(s: dict[str, Any], awards: tuple[dict[str, Any], ...]) -> str | None:
    """The award MarsBot funds: the one it is furthest ahead on (strictly), leftmost if tied."""
    if len(s["awards"]) >= MAX_FUNDED:
        return None
    best, margin = None, 0
    for a in awards:
        if a["slug"] in s["awards"]:
            continue
        lead = award_marsbot_value(s, a["slug"]) - award_human_value(s, a["slug"])
        if lead > margin:
            best, margin = a["slug"], lead
    return best
