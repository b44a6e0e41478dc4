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


def enqueue(task: Task, *args: Any) -> None:
    if not app.conf.task_always_eager:
        task.delay(*args)
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
