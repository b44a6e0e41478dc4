"""Scholars of the South Tigris (companion): what the server tracks of the table: the Solo
Board's resource and dice-sum tracks, the AI's scrolls and Caliph track, the House of Wisdom,
the map, the rooms and the guilds' influence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.svg import document, group, rect, text, title

WIDTH = 720
GUILD_COLOURS = {"purple": "#8e44ad", "orange": "#e67e22", "green": "#27ae60"}
LANGUAGE_COLOURS = {
    "chinese": "#c0392b",
    "sanskrit": "#f39c12",
    "greek": "#2980b9",
    "hebrew": "#7f8c8d",
    "persian": "#16a085",
    "syriac": "#8e44ad",
}
OWNERS = {"human": "#2c3e50", "automa": "#c0392b", "neutral": "#95a5a6"}
RESOURCE_SPACES = 6


def _scroll(x: float, y: float, language: Any, influence: Any, about: str) -> str:
    if language is None:
        return group(rect(x, y, 56, 22, fill="#fff", stroke="#ccc"), title(f"{about}: empty"))
    fill = LANGUAGE_COLOURS.get(str(language), "#bbb")
    label = str(language)[:8]
    return group(
        rect(x, y, 56, 22, rx=3, fill=fill),
        text(x + 3, y + 15, label, 10, fill="#fff"),
        title(f"{about}: {language}" + (f", influence {influence}" if influence else "")),
        class_="scroll",
    )


def _solo_board(view: Mapping[str, Any]) -> list[str]:
    parts = [text(10, 44, "Resource track", 12)]
    for pos in range(RESOURCE_SPACES):
        here = pos == view.get("resource")
        parts.append(
            rect(110 + pos * 22, 32, 18, 16, fill="#c0392b" if here else "#fff", stroke="#999")
        )
    parts.append(
        text(250, 44, f"wraps {view.get('wraps', 0)} · dice sum {view.get('dice_sum', 0)}", 12)
    )
    return [group(*parts, class_="track", data_track="resource")]


def _ai(view: Mapping[str, Any], top: float) -> list[str]:
    ai = view.get("ai") or {}
    scrolls = ai.get("scrolls") or {}
    parts = [text(10, top, "AI scrolls", 13, font_weight="bold")]
    for i, (language, count) in enumerate(scrolls.items()):
        x = 10 + i * 110
        parts.append(
            group(
                rect(x, top + 8, 100, 22, rx=3, fill=LANGUAGE_COLOURS.get(language, "#bbb")),
                text(x + 5, top + 23, f"{language} {count}", 11, fill="#fff"),
                class_="scroll-count",
            )
        )
    caliph = ai.get("caliph") or {}
    words = ", ".join(f"{row} {value}" for row, value in caliph.items())
    parts.append(
        text(
            10,
            top + 48,
            f"Caliph track: {words} · retired {ai.get('retired', 0)} · starting scroll "
            f"{ai.get('starting_scroll')} · human scrolls {view.get('human_scrolls', 0)}",
            12,
        )
    )
    return parts


def _house_and_map(view: Mapping[str, Any], top: float) -> list[str]:
    parts = [text(10, top, "House of Wisdom", 13, font_weight="bold")]
    for g, (guild, slots) in enumerate((view.get("house") or {}).items()):
        y = top + 10 + g * 26
        parts.append(rect(10, y, 10, 22, fill=GUILD_COLOURS.get(guild, "#999")))
        for s, slot in enumerate(slots):
            slot = slot or {}
            parts.append(
                _scroll(
                    24 + s * 60, y, slot.get("language"), slot.get("influence"), f"{guild} row {s}"
                )
            )
    parts.append(text(230, top, "Map", 13, font_weight="bold"))
    for i, space in enumerate(view.get("map") or []):
        space = space or {}
        parts.append(
            _scroll(
                230 + i * 60,
                top + 10,
                space.get("language"),
                space.get("influence"),
                f"map space {i}",
            )
        )
    return parts


def _rooms(view: Mapping[str, Any], top: float) -> list[str]:
    parts = [text(10, top, "Rooms", 13, font_weight="bold")]
    for i, room in enumerate(view.get("rooms") or []):
        x = 10 + i * 70
        if room is None:
            parts.append(
                group(
                    rect(x, top + 8, 64, 34, fill="#fff", stroke="#ccc"), title(f"room {i}: empty")
                )
            )
            continue
        owner = str(room.get("owner"))
        languages = ", ".join(room.get("languages") or [])
        parts.append(
            group(
                rect(x, top + 8, 64, 34, rx=3, fill=OWNERS.get(owner, "#999")),
                text(x + 4, top + 22, owner, 10, fill="#fff"),
                text(x + 4, top + 36, f"gold {room.get('gold', 0)}", 10, fill="#fff"),
                title(f"room {i}: {owner}" + (f", {languages}" if languages else "")),
                class_="room",
            )
        )
    return parts


def _guilds(view: Mapping[str, Any], top: float) -> list[str]:
    parts = [text(10, top, "Guild influence", 13, font_weight="bold")]
    for g, (guild, standing) in enumerate((view.get("guilds") or {}).items()):
        y = top + 10 + g * 22
        colour = GUILD_COLOURS.get(guild, "#999")
        parts.append(rect(10, y, 70, 18, fill=colour))
        parts.append(text(14, y + 13, guild, 11, fill="#fff"))
        for who, offset, marker in (("human", 0, OWNERS["human"]), ("automa", 9, OWNERS["automa"])):
            value = int(standing.get(who, 0))
            parts.append(rect(90, y + offset / 1.5, 12 * value, 6, fill=marker))
        controller = standing.get("controller") or "nobody"
        parts.append(
            text(
                300,
                y + 13,
                f"human {standing.get('human', 0)} · automa {standing.get('automa', 0)} · "
                f"controlled by {controller}",
                11,
            )
        )
    return parts


def draw(
    view: Mapping[str, Any],
    content: Mapping[str, Any],
    names: list[str] | None,
    language: str = "en",
) -> str:
    header = f"{view.get('phase')} · turn: {view.get('turn')} · caliphs {view.get('caliphs', 0)}"
    if view.get("countdown") is not None:
        header += f" · countdown {view['countdown']}"
    parts = [text(10, 20, header, 13, font_weight="bold")]
    parts += _solo_board(view)
    parts += _ai(view, 76)
    parts += _house_and_map(view, 150)
    parts += _rooms(view, 262)
    parts += _guilds(view, 328)
    return document(WIDTH, 404, "Scholars of the South Tigris table", *parts)
