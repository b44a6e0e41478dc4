from games.models.content import ContentEntry, ContentRelease
from games.models.play import (
    Followup,
    Game,
    GameStatus,
    Move,
    MoveBy,
    Seat,
    SeatKind,
    SeatTakeover,
)

__all__ = [
    "ContentEntry",
    "ContentRelease",
    "Followup",
    "Game",
    "GameStatus",
    "Move",
    "MoveBy",
    "Seat",
    "SeatKind",
    "SeatTakeover",
]
