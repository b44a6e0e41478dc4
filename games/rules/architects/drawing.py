"""7 Wonders Architects: each city's Wonder stages, cards by kind, conflict and progress
tokens, the Cat, the decks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.svg import circle, document, group, rect, seat_name, text, title

WIDTH = 760
ROW = 118
CARD_COLOURS = {
    "grey": "#9e9e9e",
    "yellow": "#f2c12e",
    "blue": "#3b7dd8",
    "green": "#3aa655",
    "red": "#d64541",
}


def _name(labels: Any, fallback: str) -> str:
    return labels.get("en", fallback) if isinstance(labels, Mapping) else fallback


def _table(view: Mapping[str, Any], content: Mapping[str, Any]) -> str:
    """The middle of the table: conflict tokens, progress tokens, decks."""
    parts = [text(10, 22, "Conflict", 13, font_weight="bold")]
    conflict = view.get("conflict") or {}
    total, battle = int(conflict.get("total", 0)), int(conflict.get("battle", 0))
    for i in range(total):
        at_war = i < battle
        parts.append(
            circle(
                90 + i * 20,
                18,
                8,
                fill="#c0392b" if at_war else "#ecf0f1",
                stroke="#555",
                class_="conflict-token",
            )
        )
    parts.append(text(100 + total * 20, 22, f"{battle} of {total} on the battle side"))
    tokens = view.get("progress_tokens") or {}
    names = {t["slug"]: _name(t.get("name"), t["slug"]) for t in content.get("progress_tokens", [])}
    parts.append(text(10, 48, "Progress", 13, font_weight="bold"))
    x = 90
    for slug in tokens.get("face_up", []):
        label = names.get(slug, slug)
        width = 12 + 7 * len(label)
        parts.append(
            group(
                rect(x, 35, width, 18, rx=9, fill="#fdf2d0", stroke="#b8860b"),
                text(x + 6, 48, label, 11),
                class_="progress-token",
            )
        )
        x += width + 6
    parts.append(text(x + 4, 48, f"+ {tokens.get('face_down_count', 0)} face down"))
    decks = view.get("decks") or {}
    sizes = ", ".join(f"{deck} {info.get('size', 0)}" for deck, info in decks.items())
    parts.append(text(10, 74, f"Decks: {sizes}; discard {len(view.get('discard') or [])}"))
    return group(*parts)


def _stages(wonder: Mapping[str, Any], built: set[str], y: float) -> list[str]:
    """The Wonder's stages in a row, the built ones coloured."""
    parts = []
    for i, stage in enumerate(wonder.get("stages", [])):
        done = stage["id"] in built
        sx = 14 + i * 74
        parts.append(
            group(
                rect(
                    sx, y + 30, 68, 34, rx=3, fill="#c8a96a" if done else "#fff", stroke="#8a6d3b"
                ),
                text(sx + 5, y + 44, f"{stage['id']} {stage.get('cost_code', '')}", 11),
                text(sx + 5, y + 58, f"{stage.get('vp', 0)} VP" + (" ✓" if done else ""), 11),
                title(f"stage {stage['id']}: {'built' if done else 'not built'}"),
                class_="stage built" if done else "stage",
            )
        )
    return parts


def _cards(player: Mapping[str, Any], content: Mapping[str, Any], y: float) -> list[str]:
    """The city's cards, one chip per kind with its count, in the card's colour."""
    kinds = {c["kind"]: c for c in content.get("cards", [])}
    parts = []
    x: float = 14
    for kind, count in sorted((player.get("cards_by_kind") or {}).items()):
        card = kinds.get(kind, {})
        label = f"{_name(card.get('name'), kind)} ×{count}"
        width = 10 + 6.5 * len(label)
        parts.append(
            group(
                rect(x, y + 72, width, 20, rx=3, fill=CARD_COLOURS.get(card.get("color"), "#ddd")),
                text(
                    x + 5,
                    y + 86,
                    label,
                    11,
                    fill="#fff" if card.get("color") != "yellow" else "#000",
                ),
                class_="card-kind",
            )
        )
        x += width + 4
    return parts


def _city(
    player: Mapping[str, Any],
    content: Mapping[str, Any],
    names: list[str] | None,
    cat: Any,
    to_act: list[int],
    y: float,
) -> str:
    seat = int(player["seat"])
    wonders = {w["slug"]: w for w in content.get("wonders", [])}
    wonder = wonders.get(player.get("wonder"), {})
    heading = f"{seat_name(names, seat)} · {_name(wonder.get('name'), str(player.get('wonder')))}"
    if seat in to_act:
        heading += " · to act"
    parts = [
        rect(4, y, WIDTH - 8, ROW - 8, rx=6, fill="#fafafa", stroke="#ccc"),
        text(14, y + 20, heading, 14, font_weight="bold"),
    ]
    if cat == seat or player.get("has_cat"):
        parts.append(
            group(
                circle(WIDTH - 30, y + 18, 11, fill="#333"),
                text(WIDTH - 37, y + 22, "Cat", 9, fill="#fff"),
                title("holds the Cat"),
                class_="cat",
            )
        )
    parts += _stages(wonder, set(player.get("stages_built") or []), y)
    parts += _cards(player, content, y)
    tokens = ", ".join(player.get("progress_tokens") or []) or "none"
    parts.append(
        text(
            400,
            y + 48,
            f"shields {player.get('shields', 0)} · military {player.get('military_tokens', 0)}",
            12,
        )
    )
    parts.append(text(400, y + 62, f"progress: {tokens}", 12))
    return group(*parts, class_="city", data_seat=seat)


def draw(
    view: Mapping[str, Any],
    content: Mapping[str, Any],
    names: list[str] | None,
    language: str = "en",
) -> str:
    players = view.get("players") or []
    top = 86
    to_act = list(view.get("to_act") or [])
    cities = [
        _city(p, content, names, view.get("cat"), to_act, top + i * ROW)
        for i, p in enumerate(players)
    ]
    height = top + len(players) * ROW + 4
    viewer = view.get("viewer")
    label = f"Architects board, as {'a spectator' if viewer is None else seat_name(names, viewer)}"
    return document(WIDTH, height, label, _table(view, content), *cities)
