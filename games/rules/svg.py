"""A few SVG building blocks for the games' board drawings (each game's ``drawing`` module,
its ``Ruleset.board_drawer``); every text and attribute value goes through ``esc``."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

# Seat colours, by seat index (wraps around past twelve seats).
SEAT_COLOURS = (
    "#1f77b4",
    "#d62728",
    "#2ca02c",
    "#9467bd",
    "#ff7f0e",
    "#8c564b",
    "#e377c2",
    "#17becf",
    "#7f7f7f",
    "#bcbd22",
    "#393b79",
    "#637939",
)
FONT = "font-family:sans-serif"


# What ``html.escape(..., quote=True)`` replaces, in one pass over the text instead of five
# (a board is some four hundred elements, drawn at every move).
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def esc(value: Any) -> str:
    """Text safe inside an element or a quoted attribute."""
    return str(value).translate(_ESCAPES)


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


@cache
def _svg_name(name: str) -> str:
    # Python names stand for SVG ones: ``class_`` is class, ``font_size`` is font-size.
    return name.rstrip("_").replace("_", "-")


def _attrs(attrs: dict[str, Any]) -> str:
    return "".join(
        f' {_svg_name(name)}="{esc(value)}"' for name, value in attrs.items() if value is not None
    )


def el(tag: str, *children: str, **attrs: Any) -> str:
    """An element whose children are already SVG (made by these functions)."""
    inner = "".join(children)
    if not inner:
        return f"<{tag}{_attrs(attrs)}/>"
    return f"<{tag}{_attrs(attrs)}>{inner}</{tag}>"


def text(x: float, y: float, words: Any, size: int = 12, **attrs: Any) -> str:
    return el("text", esc(words), x=_n(x), y=_n(y), font_size=size, **attrs)


def title(words: Any) -> str:
    """A tooltip for the enclosing element."""
    return el("title", esc(words))


def rect(x: float, y: float, w: float, h: float, **attrs: Any) -> str:
    return el("rect", x=_n(x), y=_n(y), width=_n(w), height=_n(h), **attrs)


def circle(x: float, y: float, r: float, **attrs: Any) -> str:
    return el("circle", cx=_n(x), cy=_n(y), r=_n(r), **attrs)


def line(x1: float, y1: float, x2: float, y2: float, **attrs: Any) -> str:
    return el("line", x1=_n(x1), y1=_n(y1), x2=_n(x2), y2=_n(y2), **attrs)


def group(*children: str, **attrs: Any) -> str:
    return el("g", *children, **attrs)


def document(width: float, height: float, label: str, *children: str) -> str:
    """A standalone ``<svg>`` sized to its content; ``label`` names it for screen readers."""
    return el(
        "svg",
        title(label),
        *children,
        xmlns="http://www.w3.org/2000/svg",
        width=_n(width),
        height=_n(height),
        viewBox=f"0 0 {_n(width)} {_n(height)}",
        role="img",
        aria_label=label,
        class_="board",
        style=FONT,
    )


def _n(value: float) -> str:
    """A coordinate, short: whole numbers without a decimal point."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def seat_name(names: list[str] | None, seat: int | None) -> str:
    if seat is None:
        return "nobody"
    if names and 0 <= seat < len(names):
        return f"{names[seat]} (seat {seat})"
    return f"seat {seat}"


def content_name(labels: Any, fallback: str, language: str) -> str:
    """A content item's name in ``language`` (English where that is missing), or ``fallback``
    for an item whose name is not a map of languages."""
    if not isinstance(labels, Mapping):
        return fallback
    return str(labels.get(language) or labels.get("en") or fallback)
