"""Terraforming Mars with MarsBot: the Tharsis map with its tiles and owners, the global
parameters, MarsBot's tracks, TR and the claimed milestones and funded awards."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from games.rules.svg import document, el, group, rect, seat_colour, seat_name, text, title

R = 19  # hex radius (pointy top)
HEX_W = math.sqrt(3) * R
ROW_H = 1.5 * R
TILES = {
    "ocean": "#3a7bd5",
    "greenery": "#4caf50",
    "city": "#9e9e9e",
    "special": "#a0522d",
}
OWNERS = {0: "human", 1: "MarsBot"}
PARAMETERS = (("temperature", -30, 8, "°C"), ("oxygen", 0, 14, "%"), ("oceans", 0, 9, ""))


def _hex_points(cx: float, cy: float) -> str:
    corners = []
    for k in range(6):
        angle = math.radians(60 * k - 30)
        corners.append(f"{cx + R * math.cos(angle):.1f},{cy + R * math.sin(angle):.1f}")
    return " ".join(corners)


def _map(view: Mapping[str, Any], content: Mapping[str, Any], left: float, top: float) -> str:
    hexes = content.get("hexes", [])
    per_row: dict[int, int] = {}
    for h in hexes:
        per_row[h["row"]] = per_row.get(h["row"], 0) + 1
    widest = max(per_row.values(), default=9)
    tiles = view.get("map") or {}
    parts = []
    for h in hexes:
        cx = left + (widest - per_row[h["row"]]) * HEX_W / 2 + (h["pos"] - 0.5) * HEX_W
        cy = top + R + (h["row"] - 1) * ROW_H
        tile = tiles.get(h["id"])
        fill = TILES.get(tile["tile"], "#795548") if tile else "#f0d9c0"
        stroke = "#3a7bd5" if h.get("reserved_ocean") else "#b08a6a"
        shape = [
            el("polygon", points=_hex_points(cx, cy), fill=fill, stroke=stroke, stroke_width=1.5)
        ]
        about = f"space {h['row']}-{h['pos']} ({h['id']})"
        if tile:
            owner = tile.get("owner")
            about += f": {tile['tile']}"
            if owner is not None:
                about += f" of {OWNERS.get(owner, owner)}"
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
            if tile.get("card"):
                about += f" ({tile['card']})"
        elif h.get("bonus"):
            about += ", bonus " + ", ".join(map(str, h["bonus"]))
        shape.append(title(about))
        parts.append(group(*shape, class_="space", data_space=h["id"]))
    off_map = sorted(set(tiles) - {h["id"] for h in hexes})
    if off_map:
        words = ", ".join(f"{k}: {tiles[k].get('tile')}" for k in off_map)
        parts.append(text(left, top + 10 * ROW_H + 10, f"Off the map: {words}", 11))
    return group(*parts, class_="tharsis")


def _parameters(view: Mapping[str, Any], x: float, y: float) -> list[str]:
    values = view.get("parameters") or {}
    parts = [text(x, y, "Global parameters", 13, font_weight="bold")]
    for i, (name, low, high, unit) in enumerate(PARAMETERS):
        value = values.get(name, low)
        share = 0 if high == low else max(0.0, min(1.0, (value - low) / (high - low)))
        by = y + 14 + i * 26
        parts.append(
            group(
                rect(x, by, 200, 14, fill="#eee", stroke="#999"),
                rect(x, by, 200 * share, 14, fill="#e67e22"),
                text(x + 206, by + 12, f"{name} {value}{unit}", 12),
                class_="parameter",
            )
        )
    return parts


def _tracks(view: Mapping[str, Any], content: Mapping[str, Any], x: float, y: float) -> list[str]:
    bot = view.get("marsbot") or {}
    positions = bot.get("tracks") or {}
    parts = [text(x, y, "MarsBot tracks", 13, font_weight="bold")]
    for i, track in enumerate(content.get("tracks", [])):
        slug = track["slug"]
        at = int(positions.get(slug, 0))
        ty = y + 10 + i * 20
        parts.append(text(x, ty + 12, slug, 11))
        cells = []
        for space in track.get("spaces", []):
            pos = int(space["pos"])
            here = pos == at
            cells.append(
                rect(
                    x + 70 + pos * 13,
                    ty + 2,
                    11,
                    12,
                    fill="#c0392b" if here else ("#f5deb3" if space.get("icon") else "#fff"),
                    stroke="#999",
                )
            )
        parts.append(group(*cells, title(f"{slug}: {at}"), class_="track", data_track=slug))
    return parts


def draw(
    view: Mapping[str, Any],
    content: Mapping[str, Any],
    names: list[str] | None,
    language: str = "en",
) -> str:
    human = view.get("human") or {}
    bot = view.get("marsbot") or {}
    human_name = names[0] if names else "human"
    header = (
        f"Generation {view.get('generation')} · {view.get('phase')} · "
        f"TR {human_name} {human.get('tr', '?')}, MarsBot {bot.get('tr', '?')} · "
        f"MarsBot M€ {bot.get('mc', 0)}"
    )
    parts = [text(10, 20, header, 13, font_weight="bold"), _map(view, content, 10, 32)]
    side = 10 + 9 * HEX_W + 20
    parts += _parameters(view, side, 44)
    parts += _tracks(view, content, side, 140)
    claimed = ", ".join(
        f"{k} ({OWNERS.get(v, v)})" for k, v in (view.get("milestones") or {}).items()
    )
    funded = ", ".join(f"{k} ({OWNERS.get(v, v)})" for k, v in (view.get("awards") or {}).items())
    parts.append(text(side, 300, f"Milestones: {claimed or 'none'}", 12))
    parts.append(text(side, 316, f"Awards: {funded or 'none'}", 12))
    height = max(32 + 9 * ROW_H + R + 30, 330)
    seat = view.get("seat")
    label = "MarsBot board, as " + ("a spectator" if seat is None else seat_name(names, seat))
    return document(side + 340, height, label, *parts)
