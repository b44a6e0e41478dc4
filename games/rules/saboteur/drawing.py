"""Saboteur: the maze with its cards (tunnels drawn from each card's groups of openings), the
goals as they stand, the seats with their broken tools."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.svg import (
    circle,
    document,
    el,
    group,
    line,
    rect,
    seat_colour,
    seat_name,
    text,
    title,
)

CELL = 46
HALF = CELL / 2
# Where each opening meets the card's edge, from the card's top-left corner.
EDGE_POINTS = {"N": (HALF, 0), "E": (CELL, HALF), "S": (HALF, CELL), "W": (0, HALF)}
TURNED = {"N": "S", "S": "N", "E": "W", "W": "E"}  # a card turned 180 degrees
DOORS = {"blue": "#2e6fd8", "green": "#2a9d4b"}
TOOLS = (("pickaxe", "P"), ("lantern", "L"), ("cart", "C"))
TUNNEL = "#6b4f2a"


def _cards(content: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    cards = [content.get("start_card") or {}, *content.get("goal_cards", [])]
    cards += content.get("path_cards", [])
    return {c["id"]: c for c in cards if "id" in c}


def _turned(edges: str, rotation: int) -> str:
    return "".join(TURNED[e] for e in edges) if rotation == 180 else edges


def _tunnels(card: Mapping[str, Any], rotation: int, x: float, y: float) -> list[str]:
    """One stroke per group of openings: a dead-end stub, a straight or curved tunnel, or
    spokes to the middle; a bridge's second tunnel is drawn over the first with a gap."""
    parts: list[str] = []
    door_group = card.get("door_group")
    for index, raw in enumerate(card.get("groups", [])):
        edges = _turned(str(raw), rotation)
        points = [EDGE_POINTS[e] for e in edges if e in EDGE_POINTS]
        stroke = {"stroke": TUNNEL, "stroke_width": 7, "stroke_linecap": "round", "fill": "none"}
        if index and len(points) == 2:  # crossing tunnels (a bridge): a gap under the second
            (ax, ay), (bx, by) = points
            parts.append(line(x + ax, y + ay, x + bx, y + by, stroke="#f3e6c8", stroke_width=12))
        if len(points) == 1:
            (ax, ay) = points[0]
            mx, my = x + (ax + HALF) / 2, y + (ay + HALF) / 2
            parts.append(line(x + ax, y + ay, mx, my, **stroke))
            parts.append(circle(mx, my, 4, fill="#333", class_="dead-end"))
        elif len(points) == 2:
            (ax, ay), (bx, by) = points
            d = f"M{x + ax:g},{y + ay:g} Q{x + HALF:g},{y + HALF:g} {x + bx:g},{y + by:g}"
            parts.append(el("path", d=d, **stroke))
        else:
            for ax, ay in points:
                parts.append(line(x + ax, y + ay, x + HALF, y + HALF, **stroke))
        if door_group == index and card.get("door"):
            colour = DOORS.get(str(card["door"]), "#888")
            parts.append(rect(x + HALF - 6, y + HALF - 6, 12, 12, fill=colour, class_="door"))
    if card.get("ladder_group") is not None and card.get("id") != "START":
        parts.append(text(x + 3, y + 12, "L", 10, fill="#333", font_weight="bold"))
    if card.get("crystals"):
        parts.append(circle(x + CELL - 8, y + 8, 4, fill="#b46bd6", class_="crystal"))
    return parts


def _cell(
    card_id: str, card: Mapping[str, Any] | None, rotation: int, x: float, y: float, kind: str
) -> str:
    background = {"start": "#f7d9a8", "goal": "#fff3b0"}.get(kind, "#f3e6c8")
    parts = [rect(x, y, CELL, CELL, fill=background, stroke="#8a7350")]
    if card is not None:
        parts += _tunnels(card, rotation, x, y)
        if card.get("treasure"):
            parts.append(circle(x + HALF, y + HALF, 9, fill="#e0b000", stroke="#7a5c00"))
    if kind == "start":
        parts.append(text(x + 3, y + CELL - 4, "start", 9))
    name = card.get("name", card_id) if card else card_id
    parts.append(title(f"{card_id} ({name}), turned {rotation}°"))
    return group(*parts, class_=f"cell {kind}")


def _hidden_goal(x: float, y: float, goal: int, seen: str | None) -> str:
    """A face-down goal; ``seen`` is the card this view's seat looked at with a Map."""
    parts = [
        rect(x, y, CELL, CELL, fill="#3d3d3d", stroke="#000"),
        text(x + HALF - 4, y + HALF + 5, "?", 16, fill="#fff"),
        title(f"goal {goal}: face down" + (f"; this seat saw {seen}" if seen else "")),
    ]
    if seen:
        word = "gold" if "GOLD" in seen else "stone"
        parts.append(text(x + 3, y + CELL - 4, f"saw {word}", 9, fill="#ffd84d"))
    return group(*parts, class_="cell goal hidden")


def _seats(view: Mapping[str, Any], names: list[str] | None, top: float) -> list[str]:
    parts = [text(10, top + 14, "Seats", 13, font_weight="bold")]
    turn = view.get("turn")
    for i, seat in enumerate(view.get("seats") or []):
        index = int(seat["seat"])
        y = top + 24 + i * 24
        broken = set(seat.get("broken") or [])
        row = [
            circle(16, y + 8, 6, fill=seat_colour(index)),
            text(28, y + 12, seat_name(names, index) + (" · to act" if index == turn else ""), 12),
        ]
        for t, (tool, letter) in enumerate(TOOLS):
            tx = 300 + t * 26
            is_broken = tool in broken
            row.append(
                group(
                    rect(tx, y, 20, 16, rx=3, fill="#e74c3c" if is_broken else "#dfe6e9"),
                    text(tx + 6, y + 12, letter, 11),
                    title(f"{tool}: {'broken' if is_broken else 'whole'}"),
                    class_="tool broken" if is_broken else "tool",
                )
            )
        flags = [f"hand {seat.get('hand_size', 0)}", f"gold {seat.get('gold', 0)}"]
        if seat.get("trapped"):
            flags.append("trapped")
        if seat.get("theft"):
            flags.append("thief")
        row.append(text(386, y + 12, " · ".join(flags), 12))
        parts.append(group(*row, class_="seat", data_seat=index))
    return parts


def draw(view: Mapping[str, Any], content: Mapping[str, Any], names: list[str] | None) -> str:
    cards = _cards(content)
    grid = view.get("grid") or []
    goals = view.get("goals") or []
    xs = [int(c["x"]) for c in [*grid, *goals]] or [0]
    ys = [int(c["y"]) for c in [*grid, *goals]] or [0]
    min_x, min_y = min(xs) - 1, min(ys) - 1
    cols, rows = max(xs) - min_x + 2, max(ys) - min_y + 2
    left, top = 10, 30
    seen = {
        k.get("goal"): str(k.get("card"))
        for k in view.get("knowledge") or []
        if k.get("kind") == "map"
    }

    def at(cx: int, cy: int) -> tuple[float, float]:
        return left + (cx - min_x) * CELL, top + (cy - min_y) * CELL

    parts = [
        text(
            10,
            20,
            f"Round {view.get('round')} of {view.get('rounds')} · {view.get('phase')} · "
            f"draw pile {view.get('draw_pile_size', 0)}",
            13,
            font_weight="bold",
        ),
        rect(left, top, cols * CELL, rows * CELL, fill="#e9e2d0"),
    ]
    for cell in grid:
        kind = "start" if cell["card"] == "START" else "path"
        x, y = at(int(cell["x"]), int(cell["y"]))
        parts.append(
            _cell(cell["card"], cards.get(cell["card"]), int(cell.get("rotation", 0)), x, y, kind)
        )
    for goal in goals:
        x, y = at(int(goal["x"]), int(goal["y"]))
        if goal.get("revealed") and goal.get("card"):
            card_id = goal["card"]
            parts.append(
                _cell(card_id, cards.get(card_id), int(goal.get("rotation", 0)), x, y, "goal")
            )
        else:
            parts.append(_hidden_goal(x, y, int(goal.get("goal", 0)), seen.get(goal.get("goal"))))
    seats_top = top + rows * CELL + 10
    parts += _seats(view, names, seats_top)
    bottom = seats_top + 30 + len(view.get("seats") or []) * 24
    if view.get("seat") is not None and view.get("hand") is not None:
        hand = ", ".join(view.get("hand") or [])
        parts.append(text(10, bottom, f"Role: {view.get('role')} · hand: {hand}", 12))
        bottom += 16
    width = max(left + cols * CELL + 10, 560)
    seat = view.get("seat")
    label = f"Saboteur maze, as {'a spectator' if seat is None else seat_name(names, seat)}"
    return document(width, bottom + 6, label, *parts)


def card_svg(card: Mapping[str, Any], kind: str = "path") -> str:
    """One tile card alone, as the board draws it (the admin's content list shows it)."""
    card_id = str(card.get("id", ""))
    return document(CELL, CELL, f"card {card_id}", _cell(card_id, card, 0, 0, 0, kind))
