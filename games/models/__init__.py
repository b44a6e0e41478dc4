from games.models.apps import App, AppKey
from games.models.content import (
    ContentChange,
    ContentChangeAction,
    ContentEntry,
    ContentRelease,
)
from games.models.messages import MessageOverride
from games.models.outbox import GAME_WORK, OutboxItem, OutboxKind
from games.models.play import (
    Game,
    GameStatus,
    Move,
    MoveBy,
    Seat,
    SeatKind,
    SeatTakeover,
)
from games.models.players import (
    GamesPlayed,
    LevelRating,
    Player,
    RatedGame,
    Rating,
    RatingBucket,
    RatingChange,
)
from games.models.webhooks import DeliveryStatus, WebhookAttempt, WebhookDelivery, WebhookEvent

__all__ = [
    "App",
    "AppKey",
    "ContentChange",
    "ContentChangeAction",
    "ContentEntry",
    "ContentRelease",
    "GamesPlayed",
    "DeliveryStatus",
    "GAME_WORK",
    "Game",
    "GameStatus",
    "MessageOverride",
    "LevelRating",
    "Move",
    "OutboxItem",
    "OutboxKind",
    "MoveBy",
    "Player",
    "RatedGame",
    "Rating",
    "RatingBucket",
    "RatingChange",
    "Seat",
    "SeatKind",
    "SeatTakeover",
    "WebhookAttempt",
    "WebhookDelivery",
    "WebhookEvent",
]
