"""What a Scholars move is applied to (the move table's ``Ctx``, ``moves``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.rules.core import Instruction, State


@dataclass
class Context:
    """A copied state the move changes, the seat that moved, the content it is played with,
    and the instructions the automa's turn leaves for the human."""

    state: State
    seat: int
    content: dict[str, Any]
    instructions: list[Instruction] = field(default_factory=list)

    @property
    def scoring(self) -> bool:
        """A game in the scoring mode (stored companion games predate the option)."""
        scoring: bool = self.state["options"].get("mode") == "scoring"
        return scoring

    @property
    def facts(self) -> dict[str, Any]:
        """Where the seat's end-of-game figures go: its player's report in the scoring mode,
        the human's facts in a solo game's final phase."""
        found: dict[str, Any] = (
            self.state["players"][self.seat] if self.scoring else self.state["final_facts"]
        )
        return found
