from games.models.content import (
    ArchitectsCardGroup,
    ArchitectsProgressToken,
    ArchitectsWonder,
    ContentRelease,
)
from games.models.play import Game, GameStatus, Move, Seat, SeatKind

__all__ = [
    "ArchitectsCardGroup",
    "ArchitectsProgressToken",
    "ArchitectsWonder",
    "ContentRelease",
    "Game",
    "GameStatus",
    "Move",
    "Seat",
    "SeatKind",
]
