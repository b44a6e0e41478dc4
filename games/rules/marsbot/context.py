"""The working context of one resolution: a copied state, the catalogue and what it says.

Rule modules change ``ctx.s`` (a copy made here, never the caller's state) and call ``ctx.say``
for every step the human must carry out on the table, so instructions come out in order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from games.rules.core import Event, Instruction, State, copy_state, rng_for
from games.rules.said import Said

from .catalogue import told
from .content import Catalog


@dataclass
class Context:
    s: State
    cat: Catalog
    instructions: list[Instruction] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    # The cause of the current step (card and tag, bonus option), for every ``why``.
    cause: Said = field(default_factory=lambda: told("why-marsbot-turn"))
    draws: int = 0
    # Cards you reported flipped from the physical piles this turn, and how many are used.
    flips: list[str] = field(default_factory=list)
    flips_used: int = 0

    @classmethod
    def of(cls, state: State, cat: Catalog) -> Context:
        return cls(copy_state(state), cat)

    @property
    def opts(self) -> dict[str, Any]:
        opts: dict[str, Any] = self.s["options"]
        return opts

    @property
    def bot(self) -> dict[str, Any]:
        bot: dict[str, Any] = self.s["marsbot"]
        return bot

    def rng(self, purpose: str) -> random.Random:
        """A generator fixed by the seed, the step and what it is for (replay is exact)."""
        self.draws += 1
        return rng_for(self.s["seed"], self.s["step"], f"{purpose}:{self.draws}")

    def say(self, kind: str, data: dict[str, Any], text: Said, why: Said | None = None) -> None:
        """Ask the human to do ``text`` on the table, because of ``why`` (the current cause
        unless given): stored as message ids and data, worded when read."""
        reason = why if why is not None else self.cause
        self.instructions.append(Instruction(kind, data, text, reason))

    def because(self, cause: Said) -> Said:
        """Set the cause of the next steps; returns the previous one to restore."""
        before = self.cause
        self.cause = cause
        return before

    def gain_mc(self, amount: int) -> None:
        self.bot["mc"] += amount

    def gain_tr(self, amount: int) -> None:
        self.bot["tr"] += amount
        self.bot["tr_gained"] += amount
