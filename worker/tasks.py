"""Celery tasks: take ids, call one service (DESIGN §1). Idempotent by game version."""

from typing import Any

from celery import shared_task
from django.db import OperationalError

from games.services import automa_play, game_finish, turn_timeout
from games.services.outbox import outbox_sweep
from games.services.webhooks import webhook_deliver

TASK_OPTIONS: dict[str, Any] = {
    "acks_late": True,
    "autoretry_for": (OperationalError,),
    "retry_backoff": True,
    "retry_backoff_max": 30,
    "max_retries": 5,
    "soft_time_limit": 90,
    "time_limit": 120,
}


@shared_task(name="automa.play", **TASK_OPTIONS)
def automa_play_task(game_id: str, version: int) -> int | None:
    move = automa_play(game_id=game_id, version=version)
    return move.number if move else None


@shared_task(name="game.finish", **TASK_OPTIONS)
def game_finish_task(game_id: str) -> int | None:
    game = game_finish(game_id=game_id)
    return game.version if game else None


@shared_task(name="outbox.sweep", acks_late=False, ignore_result=True)
def outbox_sweep_task() -> int:
    """Run by Celery beat: hand on again the due work of the outbox (automa turns, scorings,
    timed-out turns, webhook deliveries) whose first dispatch was lost or failed."""
    return len(outbox_sweep())


@shared_task(name="turn.timeout", **TASK_OPTIONS)
def turn_timeout_task(game_id: str, version: int) -> int | None:
    move = turn_timeout(game_id=game_id, version=version)
    return move.number if move else None


@shared_task(name="webhooks.deliver", acks_late=True, ignore_result=True, time_limit=120)
def webhook_deliver_task(delivery_id: str, attempts: int) -> bool | None:
    """One attempt of a webhook delivery; the service records it and schedules the next."""
    attempt = webhook_deliver(delivery_id=delivery_id, attempts=attempts)
    return None if attempt is None else attempt.ok
