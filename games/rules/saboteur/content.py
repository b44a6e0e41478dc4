"""Card data: a content release compiled into the compact tables the engine uses.

The ruleset bound to a game's release compiles the tables once per set of options
(``compile_tables``, its ``catalog``) and hands them to every rule module as an argument. A
state names the compact content it was dealt with by key (``state["content_key"]``, a hash of
the compact data), so the ruleset refuses a state made with other content. States never carry
the content itself.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

CONTENT_PATH = Path(__file__).resolve().parents[2] / "content" / "saboteur" / "content.json"

EDGE_BITS = {"N": 1, "E": 2, "S": 4, "W": 8}
EDGES = ("N", "E", "S", "W")
# (bit, dx, dy, opposite bit)
DIRECTIONS = ((1, 0, -1, 4), (2, 1, 0, 8), (4, 0, 1, 1), (8, -1, 0, 2))

START = "START"
GOLD = "GOAL-GOLD"
TOOLS = ("pickaxe", "lantern", "cart")
ROLE_ORDER = ("green_digger", "blue_digger", "saboteur", "boss", "profiteer", "geologist")


def rot180(mask: int) -> int:
    """The edge mask turned half a turn (N<->S, E<->W)."""
    return ((mask << 2) | (mask >> 2)) & 15


@dataclass(frozen=True)
class Shape:
    """A card lying in one orientation: its openings and the groups joined inside it."""

    openings: int
    groups: tuple[int, ...]
    door: tuple[str | None, ...]  # door colour per group
    ladder: tuple[bool, ...]  # ladder per group
    crystals: int


@dataclass(frozen=True)
class Tables:
    shapes: dict[tuple[str, int], Shape]
    path_counts: dict[str, int]
    action_counts: dict[str, int]
    action_kind: dict[str, str]
    action_tools: dict[str, tuple[str, ...]]
    role_counts: dict[str, int]
    goal_positions: tuple[tuple[int, int], ...]
    goal_cards: tuple[str, ...]
    rules: dict[str, Any]
    # The key of the compact content compiled (what a state names: ``state["content_key"]``).
    key: str

    def is_path(self, card: str) -> bool:
        return card in self.path_counts

    def is_ladder(self, card: str) -> bool:
        return any(self.shapes[(card, 0)].ladder)


@cache
def default_content() -> dict[str, Any]:
    """The shipped content release (games/content/saboteur/content.json)."""
    content: dict[str, Any] = json.loads(CONTENT_PATH.read_text(encoding="utf-8"))
    return content


def compact_content(content: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """The part of the content the engine reads, with the deck variants of ``options`` applied."""

    def tile(card: dict[str, Any]) -> list[Any]:
        return [
            card["groups"],
            card.get("crystals", 0),
            card.get("door"),
            card.get("door_group"),
            card.get("ladder_group"),
        ]

    tiles = {c["id"]: tile(c) for c in content["path_cards"]}
    tiles[START] = tile(content["start_card"])
    for goal in content["goal_cards"]:
        tiles[goal["id"]] = tile(goal)
    path_counts = {c["id"]: c["count"] for c in content["path_cards"]}
    if not options.get("double_curve_mirror", True) and "X-DC-b" in path_counts:
        # C1's reading: two copies of the same double curve (reference 3.4).
        path_counts["X-DC-a"] = path_counts.get("X-DC-a", 0) + path_counts.pop("X-DC-b")
    actions = {}
    for card in content["action_cards"]:
        entry = {"kind": card["kind"], "count": card["count"]}
        if card["kind"] == "break_tool":
            entry["tools"] = [card["tool"]]
        elif card["kind"] == "repair":
            entry["tools"] = list(card["repairs_one_of"])
        actions[card["id"]] = entry
    rockfalls = options.get("rockfall_count", 4)
    if "ROCKFALL" in actions:
        actions["ROCKFALL"]["count"] = rockfalls
    compact = {
        "tiles": tiles,
        "path_counts": path_counts,
        "actions": actions,
        "roles": dict(content["roles"]),
        "goal_positions": [list(p) for p in content["board"]["goal_positions"]],
        "goal_cards": [g["id"] for g in content["goal_cards"]],
        "rules": dict(content["rules"]),
    }
    text = json.dumps(compact, sort_keys=True)
    compact["key"] = hashlib.sha256(text.encode()).hexdigest()[:16]
    return compact


def compile_tables(content: dict[str, Any], options: dict[str, Any]) -> Tables:
    """The engine's tables of a content document under ``options``."""
    return _compile(compact_content(content, options))


def _compile(compact: dict[str, Any]) -> Tables:
    shapes: dict[tuple[str, int], Shape] = {}
    for card, (groups, crystals, door, door_group, ladder_group) in compact["tiles"].items():
        masks = tuple(sum(EDGE_BITS[e] for e in g) for g in groups)
        doors = tuple(door if i == door_group else None for i in range(len(masks)))
        ladders = tuple(i == ladder_group for i in range(len(masks)))
        openings = 0
        for m in masks:
            openings |= m
        shapes[(card, 0)] = Shape(openings, masks, doors, ladders, crystals)
        shapes[(card, 180)] = Shape(
            rot180(openings), tuple(rot180(m) for m in masks), doors, ladders, crystals
        )
    actions = compact["actions"]
    return Tables(
        shapes=shapes,
        path_counts=dict(compact["path_counts"]),
        action_counts={k: v["count"] for k, v in actions.items()},
        action_kind={k: v["kind"] for k, v in actions.items()},
        action_tools={k: tuple(v.get("tools", ())) for k, v in actions.items()},
        role_counts=dict(compact["roles"]),
        goal_positions=tuple((p[0], p[1]) for p in compact["goal_positions"]),
        goal_cards=tuple(compact["goal_cards"]),
        rules=dict(compact["rules"]),
        key=compact["key"],
    )
