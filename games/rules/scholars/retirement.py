"""Neutral translators retiring (rules §3.7, §8.2): at the end of every turn a translator whose
gold reaches its room's mark retires; the neutral ones are the AI's and go to its pile."""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction
from games.rules.scholars import readings, words
from games.rules.scholars.catalogue import told
from games.rules.scholars.table import neutral_rooms

State = dict[str, Any]


def neutral_retirements(state: State, content: dict[str, Any]) -> list[Instruction]:
    """Retire every neutral translator whose gold reached its room's ``retire_gold``, left to
    right, into the AI's pile; the human's own translators the human retires and reports."""
    found: list[Instruction] = []
    for room in neutral_rooms(state):
        gold = state["rooms"][room]["gold"]
        mark = content["rooms"][room]["retire_gold"]
        if gold < mark:
            continue
        retire_neutral(state, room)
        n = room + 1
        found.append(words.instruction(
            "retire_neutral", {"room": n, "gold": gold},
            told("instruction-retire-neutral", room=n, gold=gold),
            told("why-retire-neutral", mark=mark),
        ))  # fmt: skip
    return found


def retire_neutral(state: State, room: int) -> None:
    """The neutral translator in ``room`` (0-based) goes to the AI's pile; from revision 2 the
    pile counts its starting translators apart, for Caliph space 2's silver."""
    if readings.fixed(state) and state["rooms"][room]["deck"] is None:
        state["ai"]["retired_starting"] += 1
    state["rooms"][room] = None
    state["ai"]["retired"] += 1
