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
from games.models.outbox import OutboxKind
from games.services.outbox import OutboxDue

logger = logging.getLogger(__name__)
_local = threading.local()


def outbox_dispatch(due: OutboxDue) -> None:
    """The games app's outbox seam: hand one piece of due work to its task."""
    from worker.tasks import (
        automa_play_task,
        game_finish_task,
        turn_timeout_task,
        webhook_deliver_task,
    )

    if due.kind == OutboxKind.AUTOMA_TURN:
        enqueue(automa_play_task, due.game_id, due.version)
    elif due.kind == OutboxKind.TURN_TIMEOUT:
        enqueue(turn_timeout_task, due.game_id, due.version)
    elif due.kind == OutboxKind.SCORING:
        enqueue(game_finish_task, due.game_id)
    elif due.kind == OutboxKind.WEBHOOK:
        enqueue(webhook_deliver_task, due.delivery_id, due.attempts)
    else:
        raise ValueError(f"no task for outbox work of kind {due.kind!r}")


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
