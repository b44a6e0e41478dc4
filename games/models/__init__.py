from games.models.content import ContentEntry, ContentRelease
from games.models.play import Followup, Game, GameStatus, Move, Seat, SeatKind

__all__ = [
    "ContentEntry",
    "ContentRelease",
    "Followup",
    "Game",
    "GameStatus",
    "Move",
    "Seat",
    "SeatKind",
]
