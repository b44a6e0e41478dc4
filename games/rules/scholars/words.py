"""Papyrus's instructions: built from catalogue messages (``catalogue``), told in full once."""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction
from games.rules.said import Said


def once(state: dict[str, Any], kind: str, full: Said, brief: Said) -> Said:
    """A long instruction's words: in full the first time in a game, then ``brief`` (a player
    who has done it once is told what, not again how)."""
    told = state.setdefault("told", [])
    if kind in told:
        return brief
    told.append(kind)
    return full


def instruction(kind: str, data: dict[str, Any], text: Said, why: Said) -> Instruction:
    """An instruction stored as its kind, data and message ids (never as a sentence)."""
    return Instruction(kind, data, text, why)
