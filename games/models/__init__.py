from games.models.apps import App, AppKey
from games.models.content import (
    ContentChange,
    ContentChangeAction,
    ContentEntry,
    ContentRelease,
)
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
from games.models.webhooks import DeliveryStatus, WebhookAttempt, WebhookDelivery, WebhookEvent

__all__ = [
    "App",
    "AppKey",
    "ContentChange",
    "ContentChangeAction",
    "ContentEntry",
    "ContentRelease",
    "DeliveryStatus",
    "Followup",
    "Game",
    "GameStatus",
    "Move",
    "MoveBy",
    "Seat",
    "SeatKind",
    "SeatTakeover",
    "WebhookAttempt",
    "WebhookDelivery",
    "WebhookEvent",
]
