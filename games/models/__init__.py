from games.models.content import (
    ArchitectsCardGroup,
    ArchitectsProgressToken,
    ArchitectsWonder,
    ContentRelease,
)
from games.models.play import Followup, Game, GameStatus, Move, Seat, SeatKind

__all__ = [
    "ArchitectsCardGroup",
    "ArchitectsProgressToken",
    "ArchitectsWonder",
    "ContentRelease",
    "Followup",
    "Game",
    "GameStatus",
    "Move",
    "Seat",
    "SeatKind",
]
