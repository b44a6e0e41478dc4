"""Saboteur: the maze with its cards (tunnels drawn from each card's groups of openings), the
goals as they stand, the seats with their broken tools, this seat's role and hand as cards.
Every word from the board's catalogue (``messages/<language>/board.ftl``) in the reader's
language. The maze's cells carry their coordinates (``data-x``, ``data-y``) and the root the
grid (``data-grid``: left, top, first column, first row, cell size), so that an app can lay
a card where the player taps; each hand card is a ``g.hand-card`` with ``data-card`` and
``data-box`` (x y w h), named by its ``<title>``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.rules.saboteur.catalogue import BOARD, say
from games.rules.saboteur.content import Tables, compile_tables
from games.rules.saboteur.labels import CARD_NAMES, path_words
from games.rules.said import Said
from games.rules.svg import (
    circle,
    document,
    el,
    group,
    line,
    rect,
    seat_colour,
    text,
    title,
)

CELL = 46
HALF = CELL / 2
# Where each opening meets the card's edge, from the card's top-left corner.
EDGE_POINTS = {"N": (HALF, 0), "E": (CELL, HALF), "S": (HALF, CELL), "W": (0, HALF)}
TURNED = {"N": "S", "S": "N", "E": "W", "W": "E"}  # a card turned 180 degrees
DOORS = {"blue": "#2e6fd8", "green": "#2a9d4b"}
TOOLS = ("pickaxe", "lantern", "cart")
TUNNEL = "#6b4f2a"


def _board(message_id: str, language: str, **args: Any) -> str:
    return Said(BOARD, message_id, args).text(language)


# The tables of the content drawn last (cards named by their tunnels): compiled once.
_TABLES: dict[int, tuple[Mapping[str, Any], Tables]] = {}


def _tables(content: Mapping[str, Any]) -> Tables | None:
    known = _TABLES.get(id(content))
    if known is not None and known[0] is content:
        return known[1]
    try:
        tables = compile_tables(dict(content), {})
    except (KeyError, TypeError, ValueError):
        return None  # a content being edited: the hand is named "a path card"
    _TABLES.clear()
    _TABLES[id(content)] = (content, tables)
    return tables


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
        # A ladder drawn, not written: two rails and three rungs in the card's corner.
        ink = {"stroke": "#333", "stroke_width": 1.5}
        parts.append(line(x + 4, y + 3, x + 4, y + 15, **ink))
        parts.append(line(x + 10, y + 3, x + 10, y + 15, **ink))
        for rung in (6, 9, 12):
            parts.append(line(x + 4, y + rung, x + 10, y + rung, **ink))
    if card.get("crystals"):
        parts.append(circle(x + CELL - 8, y + 8, 4, fill="#b46bd6", class_="crystal"))
    return parts


def _cell(
    card_id: str,
    card: Mapping[str, Any] | None,
    rotation: int,
    x: float,
    y: float,
    kind: str,
    name: str = "",
    **data: Any,
) -> str:
    background = {"start": "#f7d9a8", "goal": "#fff3b0"}.get(kind, "#f3e6c8")
    parts = [rect(x, y, CELL, CELL, fill=background, stroke="#8a7350")]
    if card is not None:
        parts += _tunnels(card, rotation, x, y)
        if card.get("treasure"):
            parts.append(circle(x + HALF, y + HALF, 9, fill="#e0b000", stroke="#7a5c00"))
    if kind == "start" and name:
        parts.append(text(x + 3, y + CELL - 4, name, 12))
    if name:
        parts.append(title(name))
    return group(*parts, class_=f"cell {kind}", **data)


def _hidden_goal(
    x: float, y: float, goal: int, seen: str | None, language: str, **data: Any
) -> str:
    """A face-down goal; ``seen`` is the card this view's seat looked at with a Map."""
    where = ("top", "middle", "bottom")[goal] if goal in (0, 1, 2) else "bottom"
    parts = [
        rect(x, y, CELL, CELL, fill="#3d3d3d", stroke="#000"),
        text(x + HALF - 4, y + HALF + 5, "?", 16, fill="#fff"),
    ]
    words = _board("board-goal-hidden", language, goal=where)
    if seen:
        saw = _board(
            "board-goal-seen-gold" if "GOLD" in seen else "board-goal-seen-stone", language
        )
        words = f"{words}; {saw}"
        parts.append(circle(x + CELL - 8, y + 8, 5, fill="#ffd84d" if "GOLD" in seen else "#999"))
    parts.append(title(words))
    return group(*parts, class_="cell goal hidden", **data)


def _seats(
    view: Mapping[str, Any], names: list[str] | None, top: float, language: str
) -> list[str]:
    parts = [text(10, top + 14, _board("board-seats", language), 13, font_weight="bold")]
    turn = view.get("turn")
    for i, seat in enumerate(view.get("seats") or []):
        index = int(seat["seat"])
        y = top + 24 + i * 24
        broken = set(seat.get("broken") or [])
        row = [
            circle(16, y + 8, 6, fill=seat_colour(index)),
            text(28, y + 12, _seat_name(names, index, turn, language), 12),
        ]
        for t, tool in enumerate(TOOLS):
            tx = 300 + t * 26
            is_broken = tool in broken
            state = "broken" if is_broken else "whole"
            row.append(
                group(
                    rect(tx, y, 20, 16, rx=3, fill="#e74c3c" if is_broken else "#dfe6e9"),
                    text(tx + 5, y + 13, _board(f"board-tool-{tool}-initial", language), 12),
                    title(_board(f"board-tool-{tool}-{state}", language)),
                    class_="tool broken" if is_broken else "tool",
                )
            )
        flags = [
            _board(
                "board-seat-counts",
                language,
                cards=int(seat.get("hand_size", 0)),
                gold=int(seat.get("gold", 0)),
            )
        ]
        if seat.get("trapped"):
            flags.append(_board("board-trapped", language))
        if seat.get("theft"):
            flags.append(_board("board-thief", language))
        row.append(text(386, y + 12, " · ".join(flags), 12))
        parts.append(group(*row, class_="seat", data_seat=index))
    return parts


def _card_name(card_id: str, tables: Tables | None, language: str) -> str:
    """A card as printed (an action card's name) or told by its tunnels (a path card's)."""
    if card_id in CARD_NAMES:
        return say(CARD_NAMES[card_id]).text(language)
    return path_words(card_id, tables).text(language)


def _seat_name(names: list[str] | None, seat: int, turn: Any, language: str) -> str:
    name = names[seat] if names and 0 <= seat < len(names) else str(seat + 1)
    return f"{name} · {_board('board-to-act', language)}" if seat == turn else name


def _hand(
    view: Mapping[str, Any],
    cards: Mapping[str, Mapping[str, Any]],
    tables: Tables | None,
    top: float,
    language: str,
) -> tuple[list[str], float]:
    """This seat's role in words and its hand as cards, each named (its ``<title>``)."""
    role = say("role-name", role=str(view.get("role"))).text(language)
    parts = [text(10, top + 14, _board("board-role", language, role=role), 13, font_weight="bold")]
    parts.append(text(10, top + 36, _board("board-hand", language), 13, font_weight="bold"))
    y = top + 44
    for i, card_id in enumerate(view.get("hand") or []):
        x = 10 + i * (CELL + 8)
        name = _card_name(str(card_id), tables, language)
        card = cards.get(card_id)
        data = {"data_card": card_id, "data_index": i, "data_box": f"{x} {y} {CELL} {CELL}"}
        if card is not None:
            body = _cell(card_id, card, 0, x, y, "path", name)
        else:  # an action card: its tool or effect as a coloured card, its name a tap away
            body = group(
                rect(x, y, CELL, CELL, rx=4, fill="#dfe6e9", stroke="#555"),
                text(x + HALF - 6, y + HALF + 6, "✦", 16, fill="#555"),
                title(name),
            )
        parts.append(group(body, class_="hand-card", **data))
    return parts, y + CELL + 8


def _heading(view: Mapping[str, Any], language: str) -> str:
    """The line above the maze: the round, the pile, and whether a theft or the end is on."""
    key = {"theft": "board-heading-theft", "over": "board-heading-over"}.get(
        str(view.get("phase")), "board-heading"
    )
    words = _board(
        key,
        language,
        round=int(view.get("round") or 0),
        rounds=int(view.get("rounds") or 0),
        pile=int(view.get("draw_pile_size") or 0),
    )
    return text(10, 20, words, 13, font_weight="bold")


def _maze_cards(
    view: Mapping[str, Any],
    cards: dict[str, Mapping[str, Any]],
    tables: Tables | None,
    at: Callable[[int, int], tuple[float, float]],
    language: str,
) -> list[str]:
    """The cards laid in the maze, and the goals: face up once revealed, else hidden (with
    what this seat's map peeks told it)."""
    seen = {
        k.get("goal"): str(k.get("card"))
        for k in view.get("knowledge") or []
        if k.get("kind") == "map"
    }
    parts = []
    for cell in view.get("grid") or []:
        kind = "start" if cell["card"] == "START" else "path"
        x, y = at(int(cell["x"]), int(cell["y"]))
        card_id = str(cell["card"])
        name = (
            _board("board-start", language)
            if kind == "start"
            else _card_name(card_id, tables, language)
        )
        place = {"data_x": cell["x"], "data_y": cell["y"]}
        rotation = int(cell.get("rotation", 0))
        parts.append(_cell(card_id, cards.get(card_id), rotation, x, y, kind, name, **place))
    for goal in view.get("goals") or []:
        x, y = at(int(goal["x"]), int(goal["y"]))
        place = {"data_x": goal["x"], "data_y": goal["y"]}
        if goal.get("revealed") and goal.get("card"):
            card_id = goal["card"]
            name = _card_name(str(card_id), tables, language)
            rotation = int(goal.get("rotation", 0))
            parts.append(_cell(card_id, cards.get(card_id), rotation, x, y, "goal", name, **place))
        else:
            goal_index = int(goal.get("goal", 0))
            parts.append(
                _hidden_goal(x, y, goal_index, seen.get(goal.get("goal")), language, **place)
            )
    return parts


def draw(
    view: Mapping[str, Any],
    content: Mapping[str, Any],
    names: list[str] | None,
    language: str = "en",
) -> str:
    cards = _cards(content)
    tables = _tables(content)
    placed = [*(view.get("grid") or []), *(view.get("goals") or [])]
    xs = [int(c["x"]) for c in placed] or [0]
    ys = [int(c["y"]) for c in placed] or [0]
    min_x, min_y = min(xs) - 1, min(ys) - 1
    cols, rows = max(xs) - min_x + 2, max(ys) - min_y + 2
    left, top = 10, 30

    def at(cx: int, cy: int) -> tuple[float, float]:
        return left + (cx - min_x) * CELL, top + (cy - min_y) * CELL

    parts = [
        _heading(view, language),
        rect(left, top, cols * CELL, rows * CELL, fill="#e9e2d0", class_="maze"),
        *_maze_cards(view, cards, tables, at, language),
    ]
    seats_top = top + rows * CELL + 10
    parts += _seats(view, names, seats_top, language)
    bottom: float = seats_top + 30 + len(view.get("seats") or []) * 24
    if view.get("seat") is not None and view.get("hand") is not None:
        hand, bottom = _hand(view, cards, tables, bottom, language)
        parts += hand
    width = max(left + cols * CELL + 10, 560)
    seat = view.get("seat")
    label = (
        _board("board-label-spectator", language)
        if seat is None
        else _board("board-label-seat", language, seat=_seat_name(names, int(seat), None, language))
    )
    svg = document(width, bottom + 6, label, *parts)
    grid_data = f"{left} {top} {min_x} {min_y} {CELL}"
    return svg.replace("<svg ", f'<svg data-grid="{grid_data}" ', 1)


def card_svg(card: Mapping[str, Any], kind: str = "path") -> str:
    """One tile card alone, as the board draws it (the admin's content list shows it)."""
    card_id = str(card.get("id", ""))
    name = str(card.get("name", card_id))
    return document(CELL, CELL, name, _cell(card_id, card, 0, 0, 0, kind, name))
