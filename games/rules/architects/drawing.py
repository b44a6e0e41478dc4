"""7 Wonders Architects: each city's Wonder stages, cards by kind, conflict and progress
tokens, the Cat, the decks (each a card with its size and, where shown, its top card's kind:
``g.deck`` with ``data-deck``, the deck a ``take_card`` action names, for an app to take
from it by a tap). Every word from the board's catalogue (``messages/<language>/board.ftl``)
or the content's names, in the reader's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.architects.catalogue import BOARD, piece
from games.rules.said import Said
from games.rules.svg import circle, content_name, document, group, rect, text, title

WIDTH = 760
ROW = 118
DECKS_TOP = 62
DECK_W, DECK_H = 118, 58
TOP = DECKS_TOP + DECK_H + 12
CARD_COLOURS = {
    "grey": "#9e9e9e",
    "yellow": "#f2c12e",
    "blue": "#3b7dd8",
    "green": "#3aa655",
    "red": "#d64541",
}


def _board(message_id: str, language: str, **args: Any) -> str:
    return Said(BOARD, message_id, args).text(language)


def _player(names: list[str] | None, seat: int) -> str:
    return names[seat] if names and 0 <= seat < len(names) else str(seat + 1)


def _table(view: Mapping[str, Any], content: Mapping[str, Any], language: str) -> str:
    """The middle of the table: conflict tokens, progress tokens, decks."""
    parts = [text(10, 22, _board("board-conflict", language), 13, font_weight="bold")]
    conflict = view.get("conflict") or {}
    total, battle = int(conflict.get("total", 0)), int(conflict.get("battle", 0))
    for i in range(total):
        at_war = i < battle
        parts.append(
            circle(
                100 + i * 20,
                18,
                8,
                fill="#c0392b" if at_war else "#ecf0f1",
                stroke="#555",
                class_="conflict-token",
            )
        )
    words = _board("board-conflict-count", language, battle=battle, total=total)
    parts.append(text(110 + total * 20, 22, words))
    tokens = view.get("progress_tokens") or {}
    names = {
        t["slug"]: content_name(t.get("name"), t["slug"], language)
        for t in content.get("progress_tokens", [])
    }
    parts.append(text(10, 48, _board("board-progress", language), 13, font_weight="bold"))
    x = 100
    for slug in tokens.get("face_up", []):
        label = names.get(slug, slug)
        width = 12 + 7 * len(label)
        parts.append(
            group(
                rect(x, 35, width, 18, rx=9, fill="#fdf2d0", stroke="#b8860b"),
                text(x + 6, 48, label, 12),
                class_="progress-token",
            )
        )
        x += width + 6
    count = int(tokens.get("face_down_count", 0))
    parts.append(text(x + 4, 48, _board("board-face-down", language, count=count)))
    parts += _decks(view, content, language)
    return group(*parts)


def _decks(view: Mapping[str, Any], content: Mapping[str, Any], language: str) -> list[str]:
    """Each deck as a card: its name, its size, its top card's kind when it shows."""
    wonders = {w["slug"]: w for w in content.get("wonders", [])}
    kinds = {c["kind"]: c for c in content.get("cards", [])}
    parts = []
    for i, (deck, info) in enumerate((view.get("decks") or {}).items()):
        x, y = 10 + i * (DECK_W + 8), DECKS_TOP
        name = (
            _board("board-deck-central", language)
            if deck == "central"
            else content_name(wonders.get(deck, {}).get("name"), str(deck), language)
        )
        top = (info or {}).get("top") or {}
        card = kinds.get(str(top.get("kind")), {})
        face = content_name(card.get("name"), "", language) if top else ""
        colour = CARD_COLOURS.get(card.get("color"), "#f4ecd8") if top else "#f4ecd8"
        size = _board("board-deck-size", language, count=int((info or {}).get("size", 0)))
        parts.append(
            group(
                rect(x, y, DECK_W, DECK_H, rx=5, fill=colour, stroke="#6b5a3a", stroke_width=2),
                rect(x + 4, y + 4, DECK_W - 8, 34, rx=3, fill="#fff", opacity="0.85"),
                text(x + 8, y + 18, name, 12, font_weight="bold"),
                text(x + 8, y + 33, face, 12),
                text(x + 8, y + 52, size, 12, fill="#000" if top else "#333"),
                title(f"{name}: {size}"),
                class_="deck",
                data_deck=deck,
                data_box=f"{x} {y} {DECK_W} {DECK_H}",
            )
        )
    discard = len(view.get("discard") or [])
    x = 10 + len(view.get("decks") or {}) * (DECK_W + 8)
    parts.append(text(x + 4, DECKS_TOP + 34, _board("board-discard", language, count=discard)))
    return parts


def _stages(wonder: Mapping[str, Any], built: set[str], y: float, language: str) -> list[str]:
    """The Wonder's stages in a row, the built ones coloured."""
    parts = []
    for i, stage in enumerate(wonder.get("stages", [])):
        done = stage["id"] in built
        sx = 14 + i * 74
        cost = stage.get("cost") or {}
        kind = "different" if cost.get("kind") == "different" else "identical"
        costs = piece("stage-with-cost", number=i + 1, count=int(cost.get("count", 0)), kind=kind)
        state = _board("board-built" if done else "board-not-built", language)
        vp = _board("board-stage-vp", language, vp=int(stage.get("vp", 0)))
        parts.append(
            group(
                rect(
                    sx, y + 30, 68, 34, rx=3, fill="#c8a96a" if done else "#fff", stroke="#8a6d3b"
                ),
                text(sx + 5, y + 44, _board("board-stage", language, number=i + 1), 12),
                text(sx + 5, y + 59, vp + (" ✓" if done else ""), 12),
                title(f"{costs.text(language)}: {state}"),
                class_="stage built" if done else "stage",
            )
        )
    return parts


def _cards(
    player: Mapping[str, Any], content: Mapping[str, Any], y: float, language: str
) -> list[str]:
    """The city's cards, one chip per kind with its count, in the card's colour."""
    kinds = {c["kind"]: c for c in content.get("cards", [])}
    parts = []
    x: float = 14
    for kind, count in sorted((player.get("cards_by_kind") or {}).items()):
        card = kinds.get(kind, {})
        label = f"{content_name(card.get('name'), kind, language)} ×{count}"
        width = 10 + 7 * len(label)
        parts.append(
            group(
                rect(x, y + 72, width, 20, rx=3, fill=CARD_COLOURS.get(card.get("color"), "#ddd")),
                text(
                    x + 5,
                    y + 86,
                    label,
                    12,
                    fill="#fff" if card.get("color") not in ("yellow", "grey") else "#000",
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
    view: Mapping[str, Any],
    y: float,
    language: str,
) -> str:
    seat = int(player["seat"])
    wonders = {w["slug"]: w for w in content.get("wonders", [])}
    wonder = wonders.get(player.get("wonder"), {})
    wonder_name = content_name(wonder.get("name"), str(player.get("wonder")), language)
    heading = _board("board-city", language, name=_player(names, seat), wonder=wonder_name)
    if seat in list(view.get("to_act") or []):
        heading += f" · {_board('board-to-act', language)}"
    parts = [
        rect(4, y, WIDTH - 8, ROW - 8, rx=6, fill="#fafafa", stroke="#ccc"),
        text(14, y + 20, heading, 14, font_weight="bold"),
    ]
    if view.get("cat") == seat or player.get("has_cat"):
        parts.append(
            group(
                circle(WIDTH - 34, y + 18, 15, fill="#333"),
                text(WIDTH - 46, y + 22, _board("board-cat", language), 12, fill="#fff"),
                title(_board("board-holds-cat", language)),
                class_="cat",
            )
        )
    parts += _stages(wonder, set(player.get("stages_built") or []), y, language)
    parts += _cards(player, content, y, language)
    shields, military = int(player.get("shields", 0)), int(player.get("military_tokens", 0))
    words = _board("board-military", language, shields=shields, military=military)
    parts.append(text(400, y + 48, words, 12))
    token_names = {
        t["slug"]: content_name(t.get("name"), t["slug"], language)
        for t in content.get("progress_tokens", [])
    }
    held = [token_names.get(t, t) for t in player.get("progress_tokens") or []]
    tokens = (
        _board("board-tokens", language, tokens=", ".join(held))
        if held
        else _board("board-tokens-none", language)
    )
    parts.append(text(400, y + 64, tokens, 12))
    return group(*parts, class_="city", data_seat=seat)


def draw(
    view: Mapping[str, Any],
    content: Mapping[str, Any],
    names: list[str] | None,
    language: str = "en",
) -> str:
    players = view.get("players") or []
    cities = [
        _city(p, content, names, view, TOP + i * ROW, language) for i, p in enumerate(players)
    ]
    height = TOP + len(players) * ROW + 4
    viewer = view.get("viewer")
    label = (
        _board("board-label-spectator", language)
        if viewer is None
        else _board("board-label-seat", language, seat=_player(names, int(viewer)))
    )
    width = max(WIDTH, 20 + len(view.get("decks") or {}) * (DECK_W + 8) + 120)
    return document(width, height, label, _table(view, content, language), *cities)
