"""Terraforming Mars with MarsBot: the Tharsis map with its tiles and owners, the global
parameters, MarsBot's tracks, TR and the claimed milestones and funded awards, stacked in one
column 340 wide (a phone's width, every text 12 or more). Every word from the board's
catalogue (``messages/<language>/board.ftl``), the instructions' or the content's names."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from games.rules.said import Param, Said
from games.rules.svg import content_name, document, el, group, rect, seat_colour, text, title

from .card_tiles import CARD_TILES
from .catalogue import BOARD, PRINTED_BONUSES, joined, told

WIDTH = 340
R = 19  # hex radius (pointy top)
HEX_W = math.sqrt(3) * R
ROW_H = 1.5 * R
MAP_TOP = 62
MAP_BOTTOM = MAP_TOP + 2 * R + 8 * ROW_H
TILES = {
    "ocean": "#3a7bd5",
    "greenery": "#4caf50",
    "city": "#9e9e9e",
    "special": "#a0522d",
}
PARAMETERS = (("temperature", -30, 8), ("oxygen", 0, 14), ("oceans", 0, 9))
CELL = 16  # a track space's step


def _board(message_id: str, language: str, **args: Param) -> str:
    return Said(BOARD, message_id, args).text(language)


def _owner(owner: Any, names: list[str] | None, language: str) -> str:
    if owner == 1:
        return _board("board-marsbot", language)
    return names[0] if names else _board("board-player", language)


def _hex_points(cx: float, cy: float) -> str:
    corners = []
    for k in range(6):
        angle = math.radians(60 * k - 30)
        corners.append(f"{cx + R * math.cos(angle):.1f},{cy + R * math.sin(angle):.1f}")
    return " ".join(corners)


def _space(h: Mapping[str, Any]) -> Said:
    """The space as the instructions name it, with its printed bonus."""
    space = told("space", place=h["pos"], row=h["row"])
    printed: list[Param] = []
    if h.get("reserved_ocean"):
        printed.append(told("printed-ocean-area"))
    bonus = list(h.get("bonus") or [])
    for icon in dict.fromkeys(bonus):
        count = bonus.count(icon)
        if icon in PRINTED_BONUSES:
            printed.append(told(f"printed-{icon}", count=count))
        else:
            printed.append(told("printed-other", count=count, icon=str(icon)))
    return told("space-printed", space=space, printed=joined(printed)) if printed else space


def _about(h: Mapping[str, Any], tile: Mapping[str, Any] | None, words: dict[str, Any]) -> str:
    language = words["language"]
    space = _space(h).text(language)
    if not tile:
        return space
    kind = str(tile.get("tile"))
    worded = _board("board-tile", language, tile=kind if kind in TILES else "special")
    owner = tile.get("owner")
    about = (
        _board("board-space-tile", language, space=space, tile=worded)
        if owner is None
        else _board(
            "board-space-owned",
            language,
            space=space,
            tile=worded,
            owner=_owner(owner, words["names"], language),
        )
    )
    if tile.get("card"):
        slug = str(tile["card"])  # a card that places a tile, by its slug
        number = CARD_TILES[slug][0] if slug in CARD_TILES else slug
        card = words["cards"].get(number, {})
        name = content_name(card.get("name"), str(tile["card"]), language)
        about = _board("board-space-card", language, about=about, card=name)
    return about


def _map(view: Mapping[str, Any], content: Mapping[str, Any], words: dict[str, Any]) -> str:
    hexes = content.get("hexes", [])
    per_row: dict[int, int] = {}
    for h in hexes:
        per_row[h["row"]] = per_row.get(h["row"], 0) + 1
    widest = max(per_row.values(), default=9)
    left = (WIDTH - widest * HEX_W) / 2
    tiles = view.get("map") or {}
    parts = []
    for h in hexes:
        cx = left + (widest - per_row[h["row"]]) * HEX_W / 2 + (h["pos"] - 0.5) * HEX_W
        cy = MAP_TOP + R + (h["row"] - 1) * ROW_H
        tile = tiles.get(h["id"])
        fill = TILES.get(tile["tile"], "#795548") if tile else "#f0d9c0"
        stroke = "#3a7bd5" if h.get("reserved_ocean") else "#b08a6a"
        shape = [
            el("polygon", points=_hex_points(cx, cy), fill=fill, stroke=stroke, stroke_width=1.5)
        ]
        owner = (tile or {}).get("owner")
        if owner is not None:
            shape.append(
                el(
                    "circle",
                    cx=f"{cx:.1f}",
                    cy=f"{cy:.1f}",
                    r=6,
                    fill=seat_colour(int(owner)),
                    stroke="#fff",
                )
            )
        shape.append(title(_about(h, tile, words)))
        parts.append(group(*shape, class_="space", data_space=h["id"]))
    return group(*parts, class_="tharsis")


def _parameters(view: Mapping[str, Any], y: float, language: str) -> list[str]:
    values = view.get("parameters") or {}
    parts = [text(10, y, _board("board-parameters", language), 14, font_weight="bold")]
    for i, (name, low, high) in enumerate(PARAMETERS):
        value = values.get(name, low)
        share = 0 if high == low else max(0.0, min(1.0, (value - low) / (high - low)))
        by = y + 10 + i * 22
        parts.append(
            group(
                rect(10, by, 140, 16, fill="#eee", stroke="#999"),
                rect(10, by, 140 * share, 16, fill="#e67e22"),
                text(158, by + 13, _board(f"board-{name}", language, value=value), 13),
                class_="parameter",
            )
        )
    return parts


def _tracks(
    view: Mapping[str, Any], content: Mapping[str, Any], y: float, language: str
) -> tuple[list[str], float]:
    bot = view.get("marsbot") or {}
    positions = bot.get("tracks") or {}
    parts = [text(10, y, _board("board-tracks", language), 14, font_weight="bold")]
    for i, track in enumerate(content.get("tracks", [])):
        slug = track["slug"]
        name = content_name(track.get("name"), slug, language)
        at = int(positions.get(slug, 0))
        ty = y + 6 + i * 34
        cells = [text(10, ty + 13, name, 12)]
        for space in track.get("spaces", []):
            pos = int(space["pos"])
            here = pos == at
            cells.append(
                rect(
                    10 + pos * CELL,
                    ty + 17,
                    CELL - 2,
                    13,
                    fill="#c0392b" if here else ("#f5deb3" if space.get("icon") else "#fff"),
                    stroke="#999",
                )
            )
        about = _board("board-track-at", language, track=name, at=at)
        parts.append(group(*cells, title(about), class_="track", data_track=slug))
    return parts, y + 6 + len(content.get("tracks", [])) * 34


def _goals(
    view: Mapping[str, Any], content: Mapping[str, Any], y: float, words: dict[str, Any]
) -> tuple[list[str], float]:
    """The claimed milestones and the funded awards, one a line under each heading."""
    language = words["language"]
    parts = []
    for key, heading in (("milestones", "board-milestones"), ("awards", "board-awards")):
        parts.append(text(10, y, _board(heading, language), 14, font_weight="bold"))
        named = {g["slug"]: g.get("name") for g in content.get(key, [])}
        held = (view.get(key) or {}).items()
        for slug, owner in held:
            y += 18
            name = content_name(named.get(slug), str(slug), language)
            who = _owner(owner, words["names"], language)
            parts.append(text(20, y, _board("board-goal", language, name=name, owner=who), 13))
        if not held:
            y += 18
            parts.append(text(20, y, _board("board-none", language), 13))
        y += 26
    return parts, y


def draw(
    view: Mapping[str, Any],
    content: Mapping[str, Any],
    names: list[str] | None,
    language: str = "en",
) -> str:
    human = view.get("human") or {}
    bot = view.get("marsbot") or {}
    words = {
        "language": language,
        "names": names,
        "cards": {str(c.get("number")): c for c in content.get("project_cards", [])},
    }
    phase = _board("board-phase", language, phase=str(view.get("phase")))
    heading = _board("board-heading", language, generation=view.get("generation", 1), phase=phase)
    score = _board(
        "board-tr",
        language,
        name=_owner(0, names, language),
        human=human.get("tr", 0),
        marsbot=bot.get("tr", 0),
    )
    parts = [
        text(10, 20, heading, 15, font_weight="bold"),
        text(10, 38, score, 13),
        text(10, 54, _board("board-mc", language, mc=bot.get("mc", 0)), 13),
        _map(view, content, words),
    ]
    y = MAP_BOTTOM + 22
    off_map = set(view.get("map") or {}) - {h["id"] for h in content.get("hexes", [])}
    if off_map:
        parts.append(text(10, y, _board("board-off-map", language, count=len(off_map)), 13))
        y += 26
    parts += _parameters(view, y, language)
    tracks, y = _tracks(view, content, y + 98, language)
    goals, y = _goals(view, content, y + 24, words)
    seat = view.get("seat")
    label = (
        _board("board-label-spectator", language)
        if seat is None
        else _board("board-label-seat", language, seat=_owner(0, names, language))
    )
    return document(WIDTH, y, label, *parts, *tracks, *goals)
