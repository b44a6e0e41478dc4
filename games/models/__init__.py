from games.models.content import ContentEntry, ContentRelease
from games.models.play import Game, GameStatus, Move, Seat, SeatKind

__all__ = [
    "ContentEntry",
    "ContentRelease",
    "Game",
    "GameStatus",
    "Move",
    "Seat",
    "SeatKind",
]
