"""Enqueue tasks; in the embedded eager mode, run them one after another, not nested.

Eager tasks enqueue their follow-ups on commit, which would otherwise call the next task from
inside the previous one: a game of automa turns would recurse hundreds of frames deep.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from typing import Any

from celery import Task

from config.celery import app

logger = logging.getLogger(__name__)
_local = threading.local()


def followup_dispatch(kind: str, game_id: str, version: int) -> None:
    """The games app's follow-up seam: hand the work to its task."""
    from games.models import Followup
    from games.services.turns import TURN_TIMEOUT
    from worker.tasks import automa_play_task, game_finish_task, turn_timeout_task

    if kind == Followup.AUTOMA_TURN:
        enqueue(automa_play_task, game_id, version)
    elif kind == TURN_TIMEOUT:
        enqueue(turn_timeout_task, game_id, version)
    elif kind == Followup.SCORING:
        enqueue(game_finish_task, game_id)


def webhook_dispatch(delivery_id: str, attempts: int) -> None:
    """The games app's webhook seam: one attempt of a delivery, on the worker."""
    from worker.tasks import webhook_deliver_task

    enqueue(webhook_deliver_task, delivery_id, attempts)


def enqueue(task: Task, *args: Any) -> None:
    """Send ``task``; raises if the broker is unreachable (the caller logs it)."""
    if not app.conf.task_always_eager:
        task.apply_async(args=args)
        return
    pending: deque | None = getattr(_local, "pending", None)
    if pending is not None:
        pending.append((task, args))
        return
    _local.pending = deque([(task, args)])
    try:
        while _local.pending:
            queued, queued_args = _local.pending.popleft()
            try:
                queued.apply(args=queued_args, throw=True)
            except Exception:  # a failed background task must not fail the request that queued it
                logger.exception("eager task %s%r failed", queued.name, queued_args)
    finally:
        _local.pending = None
