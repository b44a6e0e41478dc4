"""Game boards drawn as SVG on the server, for the admin: pure functions of a seat's (or the
spectator's) view and the game's content document, one module per game. They see only the
view they are given, so a picture never shows more than that seat may see; every text is
escaped."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.board_svg import architects, marsbot, saboteur, scholars

Drawer = Callable[[Mapping[str, Any], Mapping[str, Any], list[str] | None], str]
DRAWERS: dict[str, Drawer] = {
    "architects": architects.draw,
    "saboteur": saboteur.draw,
    "marsbot": marsbot.draw,
    "scholars": scholars.draw,
}


def board_svg(
    slug: str, view: Mapping[str, Any], content: Mapping[str, Any], names: list[str] | None = None
) -> str | None:
    """The board of game ``slug`` as an ``<svg>`` element; None for a game with no drawing."""
    drawer = DRAWERS.get(slug)
    return None if drawer is None else drawer(view, content, names)
