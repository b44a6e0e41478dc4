"""Scholars of the South Tigris (companion): what the server tracks of the table: the Solo
Board's resource and dice-sum tracks, the AI's scrolls and Caliph track, the House of Wisdom,
the map, the rooms and the guilds' influence, stacked in one column 340 wide (a phone's
width, every text 12 or more). Every word from the board's catalogue
(``messages/<language>/board.ftl``) or the instructions' (languages, guilds, rows)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.said import Param, Said
from games.rules.svg import document, group, rect, text, title

from .catalogue import BOARD, GUILD_CODES, LANGUAGE_CODES, ROWS, guild, language, row

WIDTH = 340
GUILD_COLOURS = {"purple": "#8e44ad", "orange": "#e67e22", "green": "#27ae60"}
LANGUAGE_COLOURS = {
    "chinese": "#c0392b",
    "sanskrit": "#f39c12",
    "greek": "#2980b9",
    "hebrew": "#7f8c8d",
    "persian": "#16a085",
    "syriac": "#8e44ad",
}
DARK_TEXT = {"sanskrit"}  # a light chip: its words in black
OWNERS = {"human": "#2c3e50", "automa": "#c0392b", "neutral": "#95a5a6"}
RESOURCE_SPACES = 6
CHIP_W, CHIP_H = 96, 22


def _board(message_id: str, reader: str, **args: Param) -> str:
    return Said(BOARD, message_id, args).text(reader)


def _language(code: Any, reader: str) -> str:
    return language(str(code)).text(reader) if code in LANGUAGE_CODES else str(code)


def _guild(code: Any, reader: str) -> str:
    return guild(str(code)).text(reader) if code in GUILD_CODES else str(code)


def _scroll(x: float, y: float, slot: Mapping[str, Any], place: str, reader: str) -> str:
    code = slot.get("language")
    if code is None:
        empty = _board("board-scroll", reader, place=place, language=_board("board-empty", reader))
        return group(rect(x, y, CHIP_W, CHIP_H, fill="#fff", stroke="#ccc"), title(empty))
    name = _language(code, reader)
    influence = slot.get("influence")
    about = (
        _board(
            "board-scroll-influence",
            reader,
            place=place,
            language=name,
            owner=_board("board-influence", reader, owner=str(influence)),
        )
        if influence in OWNERS
        else _board("board-scroll", reader, place=place, language=name)
    )
    parts = [
        rect(x, y, CHIP_W, CHIP_H, rx=3, fill=LANGUAGE_COLOURS.get(str(code), "#bbb")),
        text(x + 5, y + 16, name, 12, fill="#000" if code in DARK_TEXT else "#fff"),
    ]
    if influence in OWNERS:  # a cube of its owner's colour in the chip's corner
        parts.append(rect(x + CHIP_W - 14, y + 5, 10, 12, fill=OWNERS[influence], stroke="#fff"))
    return group(*parts, title(about), class_="scroll")


def _solo_board(view: Mapping[str, Any], y: float, reader: str) -> tuple[list[str], float]:
    parts = [text(10, y, _board("board-resource", reader), 14, font_weight="bold")]
    for pos in range(RESOURCE_SPACES):
        here = pos == view.get("resource")
        parts.append(
            rect(10 + pos * 26, y + 8, 22, 18, fill="#c0392b" if here else "#fff", stroke="#999")
        )
    words = _board("board-wraps", reader, wraps=view.get("wraps", 0), sum=view.get("dice_sum", 0))
    parts.append(text(10, y + 44, words, 13))
    return [group(*parts, class_="track", data_track="resource")], y + 72


def _ai(view: Mapping[str, Any], y: float, reader: str) -> tuple[list[str], float]:
    ai = view.get("ai") or {}
    parts = [text(10, y, _board("board-ai", reader), 14, font_weight="bold")]
    for i, (code, count) in enumerate((ai.get("scrolls") or {}).items()):
        x, top = 10 + (i % 3) * (CHIP_W + 8), y + 8 + (i // 3) * (CHIP_H + 6)
        words = _board("board-scroll-count", reader, language=_language(code, reader), count=count)
        parts.append(
            group(
                rect(x, top, CHIP_W + 4, CHIP_H, rx=3, fill=LANGUAGE_COLOURS.get(code, "#bbb")),
                text(x + 5, top + 16, words, 12, fill="#000" if code in DARK_TEXT else "#fff"),
                class_="scroll-count",
            )
        )
    y += 8 + ((len(ai.get("scrolls") or {}) + 2) // 3) * (CHIP_H + 6) + 14
    caliph = ai.get("caliph") or {}
    start = ai.get("starting_scroll")
    lines = [
        _board("board-caliph-track", reader, **{r: caliph.get(r, 0) for r in ROWS}),
        _board("board-retired", reader, count=ai.get("retired", 0)),
        _board("board-starting-scroll", reader, language=_language(start, reader))
        if start
        else _board("board-starting-scroll-none", reader),
        _board("board-human-scrolls", reader, count=view.get("human_scrolls", 0)),
    ]
    for i, line in enumerate(lines):
        parts.append(text(10, y + i * 18, line, 13))
    return parts, y + len(lines) * 18 + 16


def _house_and_map(view: Mapping[str, Any], y: float, reader: str) -> tuple[list[str], float]:
    parts = [text(10, y, _board("board-house", reader), 14, font_weight="bold")]
    for g, (code, slots) in enumerate((view.get("house") or {}).items()):
        top = y + 8 + g * (CHIP_H + 6)
        parts.append(rect(10, top, 10, CHIP_H, fill=GUILD_COLOURS.get(code, "#999")))
        for s, slot in enumerate(slots):
            where = row(s).text(reader) if s < len(ROWS) else str(s)  # the House has three rows
            place = _board("board-house-slot", reader, guild=_guild(code, reader), row=where)
            parts.append(_scroll(24 + s * (CHIP_W + 4), top, slot or {}, place, reader))
    y += 8 + len(view.get("house") or {}) * (CHIP_H + 6) + 24
    parts.append(text(10, y, _board("board-map", reader), 14, font_weight="bold"))
    spaces = view.get("map") or []
    for i, space in enumerate(spaces):
        x, top = 10 + (i % 3) * (CHIP_W + 8), y + 8 + (i // 3) * (CHIP_H + 6)
        place = _board("board-map-space", reader, number=i + 1)
        parts.append(_scroll(x, top, space or {}, place, reader))
    return parts, y + 8 + ((len(spaces) + 2) // 3) * (CHIP_H + 6) + 24


def _rooms(view: Mapping[str, Any], y: float, reader: str) -> tuple[list[str], float]:
    parts = [text(10, y, _board("board-rooms", reader), 14, font_weight="bold")]
    rooms = view.get("rooms") or []
    for i, room in enumerate(rooms):
        x, top = 10 + (i % 4) * 80, y + 8 + (i // 4) * 46
        if room is None:
            about = _board(
                "board-room-about", reader, number=i + 1, owner=_board("board-empty", reader)
            )
            parts.append(group(rect(x, top, 76, 40, fill="#fff", stroke="#ccc"), title(about)))
            continue
        owner = str(room.get("owner"))
        who = _board("board-owner", reader, owner=owner)
        languages = ", ".join(_language(c, reader) for c in room.get("languages") or [])
        about = (
            _board("board-room-languages", reader, number=i + 1, owner=who, languages=languages)
            if languages
            else _board("board-room-about", reader, number=i + 1, owner=who)
        )
        parts.append(
            group(
                rect(x, top, 76, 40, rx=3, fill=OWNERS.get(owner, "#999")),
                text(x + 5, top + 16, who, 12, fill="#fff"),
                text(
                    x + 5,
                    top + 33,
                    _board("board-gold", reader, gold=room.get("gold", 0)),
                    12,
                    fill="#fff",
                ),
                title(about),
                class_="room",
            )
        )
    return parts, y + 8 + ((len(rooms) + 3) // 4) * 46 + 22


def _guilds(view: Mapping[str, Any], y: float, reader: str) -> tuple[list[str], float]:
    parts = [text(10, y, _board("board-guilds", reader), 14, font_weight="bold")]
    for g, (code, standing) in enumerate((view.get("guilds") or {}).items()):
        top = y + 8 + g * 46
        name = _board("board-guild", reader, guild=_guild(code, reader))
        parts.append(rect(10, top, 120, 20, fill=GUILD_COLOURS.get(code, "#999")))
        parts.append(text(15, top + 15, name, 12, fill="#fff"))
        for who, offset in (("human", 0), ("automa", 10)):
            width = min(190, 10 * int(standing.get(who, 0)))
            parts.append(rect(140, top + 2 + offset, width, 7, fill=OWNERS[who]))
        controller = str(standing.get("controller") or "nobody")
        words = _board(
            "board-standing",
            reader,
            human=standing.get("human", 0),
            automa=standing.get("automa", 0),
        )
        words += " · " + _board("board-controller", reader, controller=controller)
        parts.append(text(10, top + 36, words, 12))
    return parts, y + 8 + len(view.get("guilds") or {}) * 46


def _heading(view: Mapping[str, Any], reader: str) -> str:
    """The phase and whose turn; once over, the result (never a turn): who won, by what."""
    phase = _board("board-phase", reader, phase=str(view.get("phase")))
    if view.get("phase") != "over":
        turn = _board("board-turn", reader, turn=str(view.get("turn")))
        return _board("board-heading", reader, phase=phase, turn=turn)
    totals = [t.get("total") for t in view.get("final_totals") or ()]
    if len(totals) != 2 or view.get("options", {}).get("mode", "companion") != "companion":
        return phase  # no solo result to tell (resigned, or a scored table game: see its scores)
    mine, theirs = int(totals[0]), int(totals[1])
    ties_to_automa = view.get("options", {}).get("ties_to_automa", True)
    winner = "human" if mine > theirs else "automa" if mine < theirs or ties_to_automa else "shared"
    result = _board("board-result", reader, winner=winner, mine=mine, theirs=theirs)
    return _board("board-heading", reader, phase=phase, turn=result)


def draw(
    view: Mapping[str, Any],
    content: Mapping[str, Any],
    names: list[str] | None,
    language: str = "en",
) -> str:
    reader = language
    parts = [text(10, 20, _heading(view, reader), 15, font_weight="bold")]
    parts.append(text(10, 40, _board("board-caliphs", reader, count=view.get("caliphs", 0)), 13))
    y = 58.0
    if view.get("countdown") is not None:
        parts.append(text(10, y, _board("board-countdown", reader, count=view["countdown"]), 13))
        y += 18
    for section in (_solo_board, _ai, _house_and_map, _rooms, _guilds):
        drawn, y = section(view, y + 14, reader)
        parts += drawn
    return document(WIDTH, y + 10, _board("board-label", reader), *parts)
