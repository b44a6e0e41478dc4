"""MarsBot's content: the shipped JSON, its checks, and the compiled ``Catalog`` the rules read.

The catalogue is built once per bound ruleset and shared read-only; states hold only ids.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from games.rules.content_names import Named
from games.rules.input_words import member_type, shown
from games.rules.marsbot.content_bounds import bounds_problems
from games.rules.said import Param, Said, words_catalogue

CONTENT_PATH = Path(__file__).resolve().parents[2] / "content" / "marsbot" / "content.json"
# What is wrong with a content document (here, not in ``catalogue``, which reads this module's
# types: one arrow between the two).
CONTENT = words_catalogue(Path(__file__).resolve().parent / "messages", "marsbot/content")

TRACKS = ("building", "space", "event", "science", "energy", "earth", "plant")
LAST_SPACE = 18  # every Tharsis track runs 0..18
BONUS_IDS = tuple(f"B0{i}" for i in range(1, 9))
PROJECT_CARDS = 208
HEXES = 61
NOCTIS_CITY = "31"
ICONS = (
    None,
    "advance_this_tracker",
    "advance_other_track",
    "gain_tr",
    "raise_temperature",
    "raise_temperature_x2",
    "place_greenery",
    "place_ocean",
    "place_city",
    "claim_milestone",
    "fund_award",
    "expansion",
)


@dataclass(frozen=True)
class Hex:
    id: str
    row: int
    pos: int
    reserved_ocean: bool
    bonus: tuple[str, ...]
    adjacent: tuple[str, ...]
    edge: bool
    reserved_for: str | None


@dataclass(frozen=True)
class Card:
    number: str
    name: Named  # one text per language, as the content gives it
    cost: int
    tags: tuple[str, ...]  # MarsBot's tags, left to right, the event tag last
    deck: str
    vp_nonnegative: bool  # a printed VP icon worth 0 or more (Hard/Brutal scoring)
    tag_order_uncertain: bool


@dataclass(frozen=True)
class Catalog:
    release: str
    spaces: dict[str, tuple[dict[str, Any], ...]]  # track -> spaces 0..18
    track_names: dict[str, dict[str, str]]
    tag_track: dict[str, str]
    production_track: dict[str, str]
    hexes: dict[str, Hex]
    hex_order: tuple[str, ...]  # top-left, rightwards, then the next row
    cards: dict[str, Card]
    bonus_names: dict[str, dict[str, str]]
    milestones: tuple[dict[str, Any], ...]
    awards: tuple[dict[str, Any], ...]
    mc_to_vp: dict[str, tuple[tuple[int, int], ...]]

    def milestone(self, slug: str) -> dict[str, Any]:
        return next(m for m in self.milestones if m["slug"] == slug)

    def award(self, slug: str) -> dict[str, Any]:
        return next(a for a in self.awards if a["slug"] == slug)


@cache
def load_default_content() -> dict[str, Any]:
    """The shipped content document (games/content/marsbot/content.json)."""
    content: dict[str, Any] = json.loads(CONTENT_PATH.read_text(encoding="utf-8"))
    return content


def compile_catalog(content: Mapping[str, Any]) -> Catalog:
    """The compact tables of a content document (assumed valid)."""
    tracks = {t["slug"]: t for t in content["tracks"]}
    tag_track = {tag: slug for slug, t in tracks.items() for tag in t["tags"]}
    hexes = {
        h["id"]: Hex(
            h["id"],
            h["row"],
            h["pos"],
            h["reserved_ocean"],
            tuple(h["bonus"]),
            tuple(h["adjacent"]),
            h["edge"],
            h.get("reserved_for"),
        )
        for h in content["hexes"]
    }
    cards = {
        c["number"]: Card(
            c["number"],
            Named.of(c["name"]),
            c["cost"],
            tuple(c["marsbot_tags"]),
            c["deck"],
            c.get("vp_icon_nonnegative") is True,
            bool(c.get("tag_order_uncertain")),
        )
        for c in content["project_cards"]
    }
    return Catalog(
        release=str(content.get("release", "1")),
        spaces={slug: tuple(t["spaces"]) for slug, t in tracks.items()},
        track_names={slug: dict(t["name"]) for slug, t in tracks.items()},
        tag_track=tag_track,
        production_track={t["production"]: slug for slug, t in tracks.items() if t["production"]},
        hexes=hexes,
        hex_order=tuple(sorted(hexes, key=lambda i: (hexes[i].row, hexes[i].pos))),
        cards=cards,
        bonus_names={b["id"]: dict(b["name"]) for b in content["bonus_cards"]},
        milestones=tuple(content["milestones"]),
        awards=tuple(content["awards"]),
        mc_to_vp={k: tuple(tuple(r) for r in v) for k, v in content["mc_to_vp"].items()},
    )


MILESTONES = ("terraformer", "mayor", "gardener", "builder", "planner")
AWARDS = ("landlord", "banker", "scientist", "thermalist", "miner")


def _problem(message_id: str, **args: Param) -> Said:
    return Said(CONTENT, message_id, args)


def validate_content(content: Mapping[str, Any]) -> list[Said]:
    """Every problem of a whole content document, as words worded when read (empty when
    valid)."""
    problems: list[Said] = []
    for key in ("tracks", "bonus_cards", "hexes", "milestones", "awards", "project_cards"):
        if not isinstance(content.get(key), list):
            problems.append(member_type(key, "array"))
    if problems:
        return problems
    slugs = [t.get("slug") for t in content["tracks"]]
    if tuple(slugs) != TRACKS:
        problems.append(_problem("tracks-order", tracks=shown(list(TRACKS))))
    for track in content["tracks"]:
        spaces = track.get("spaces", [])
        slug = str(track.get("slug"))
        if [s.get("pos") for s in spaces] != list(range(LAST_SPACE + 1)):
            problems.append(_problem("track-spaces", track=slug, last=LAST_SPACE))
        for space in spaces:
            pos = str(space.get("pos"))
            if space.get("icon") not in ICONS:
                problems.append(_problem("space-icon", track=slug, space=pos))
            if space.get("icon") == "advance_other_track" and space.get("track") not in TRACKS:
                problems.append(_problem("space-track", track=slug, space=pos))
    if sorted(b.get("id") for b in content["bonus_cards"]) != list(BONUS_IDS):
        problems.append(_problem("bonus-cards", ids=shown(list(BONUS_IDS))))
    ids = {h.get("id") for h in content["hexes"]}
    if len(ids) != HEXES:
        problems.append(_problem("hex-count", count=HEXES))
    for card in content["project_cards"]:
        if not isinstance(card.get("cost"), int) or card["cost"] < 0:
            problems.append(_problem("card-cost", card=str(card.get("number"))))
    if tuple(m.get("slug") for m in content["milestones"]) != MILESTONES:
        problems.append(_problem("milestones", slugs=shown(list(MILESTONES))))
    if tuple(a.get("slug") for a in content["awards"]) != AWARDS:
        problems.append(_problem("awards", slugs=shown(list(AWARDS))))
    ladder = content.get("mc_to_vp", {})
    if not {"base", "prelude"} <= set(ladder):
        problems.append(_problem("mc-to-vp"))
    return problems + bounds_problems(content)
