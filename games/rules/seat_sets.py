"""Which seats a game can play: how many, and of which kinds ("human" or "automa").

Each ruleset says it with ``Ruleset.seat_set(options)``; game creation refuses every other set
with ``invalid_seats`` (a game the engine could never start must not be created), and the
conformance suite proves that every set accepted reaches its first move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

HUMAN = "human"
AUTOMA = "automa"
SEAT_KINDS = (HUMAN, AUTOMA)


@dataclass(frozen=True)
class SeatSet:
    """``min`` to ``max`` seats; ``kinds`` empty: any kind at any seat; one kind: every seat
    of it; more: seat by seat (then ``min == max == len(kinds)``)."""

    min: int
    max: int
    kinds: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if len(self.kinds) > 1 and not self.min == self.max == len(self.kinds):
            raise ValueError("seat-by-seat kinds fix the number of seats")

    def accepts(self, kinds: Sequence[str]) -> bool:
        """Whether seats of these kinds, in seat order, are one of this set's."""
        if not self.min <= len(kinds) <= self.max:
            return False
        if len(self.kinds) == 1:
            return all(kind == self.kinds[0] for kind in kinds)
        return not self.kinds or tuple(kinds) == self.kinds

    def described(self) -> list[str]:
        """The kinds as the ``seat_mode`` problem names them (every kind when any will do)."""
        return list(self.kinds or SEAT_KINDS)
