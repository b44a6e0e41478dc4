"""Sentence pieces every game's labels and event sentences share, in English and Brazilian
Portuguese: a list joined with "and"/"e", a counted noun, a seat's name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.rules.core import Labels

_AND = {"en": " and ", "pt-BR": " e "}


def join(items: Sequence[str], lang: str) -> str:
    """'Brick and Gold', 'Tijolo, Pedra e Ouro'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + _AND[lang] + items[-1]


def joined(items: Sequence[Labels]) -> dict[str, str]:
    """Each language's words of ``items`` joined: [Wood, Gold] -> 'Wood and Gold'."""
    return {lang: join([item[lang] for item in items], lang) for lang in _AND}


def counted(n: int, en: tuple[str, str], pt: tuple[str, str]) -> dict[str, str]:
    """'1 card' / '2 cards', '1 carta' / '2 cartas': ``en`` and ``pt`` are (one, many)."""
    return {"en": f"{n} {en[n != 1]}", "pt-BR": f"{n} {pt[n != 1]}"}


def seat_name(names: Sequence[str] | None, seat: Any, unknown: str = "?") -> str:
    """The name of ``seat`` (0-based), or ``unknown`` when there is none."""
    if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return unknown
