from games.models.apps import App, AppKey
from games.models.content import ContentEntry, ContentRelease
from games.models.play import Followup, Game, GameStatus, Move, Seat, SeatKind
from games.models.webhooks import DeliveryStatus, WebhookAttempt, WebhookDelivery, WebhookEvent

__all__ = [
    "App",
    "AppKey",
    "ContentEntry",
    "ContentRelease",
    "DeliveryStatus",
    "Followup",
    "Game",
    "GameStatus",
    "Move",
    "Seat",
    "SeatKind",
    "WebhookAttempt",
    "WebhookDelivery",
    "WebhookEvent",
]
