"""The outbox: one table of due work (``OutboxItem``), one back-off policy, one sweeper.

A change that hands work on (a move leaving an automa to act, a game over and not yet scored,
a human's turn timer started, an event an app should hear) writes its rows in its own
transaction, and has them dispatched once it commits. A lost message, a dead broker or a
worker killed mid-task only delays the work: ``outbox_sweep`` (Celery beat, or ``manage.py
outbox_sweep``) claims the rows that are due with ``SKIP LOCKED``, pushes each one's due time
on (waits that double up to a cap) and dispatches it again. Every task is idempotent (by game
version, or by a delivery's attempt number), so work dispatched twice is done once; the change
that does the work deletes its row.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games.models import OutboxItem, OutboxKind, WebhookDelivery
from games.services.locks import rows_claim
from games.services.write_transaction import write_transaction

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class OutboxDue:
    """One piece of work to hand to the worker: game work names the game and the version it
    is for; a webhook delivery names the delivery and the attempts made so far."""

    kind: str
    game_id: str | None = None
    version: int | None = None
    delivery_id: str | None = None
    attempts: int = 0


Dispatcher = Callable[[OutboxDue], None]
_dispatcher: Dispatcher | None = None


def outbox_dispatcher_register(dispatcher: Dispatcher | None) -> Dispatcher | None:
    """Set who carries the work out (the worker app registers its tasks); returns the old."""
    global _dispatcher
    previous, _dispatcher = _dispatcher, dispatcher
    return previous


def outbox_backoff(*, tries: int, base: float, cap: float) -> timedelta:
    """The one back-off policy: the wait after the ``tries``-th try is ``base`` doubled at each
    try before it, at most ``cap`` seconds. The sweeper waits so between hand-overs of work
    still undone (a game whose task keeps failing costs a dispatch every few minutes, not one
    per sweep), and a webhook between failed attempts (with its own base and cap)."""
    return timedelta(seconds=min(base * 2 ** max(0, tries - 1), cap))


def outbox_first_due(now: datetime | None = None) -> datetime:
    """When work dispatched at once is first due for the sweeper: one grace period later, so
    the sweeper steps in only if the first dispatch was lost."""
    return (now or timezone.now()) + timedelta(seconds=settings.FOLLOWUP_OVERDUE_SECONDS)


def outbox_dispatch_on_commit(due: OutboxDue) -> None:
    """Dispatch once the surrounding transaction commits; a failure is logged, never raised
    (the row is written, and the sweeper will dispatch it again)."""
    transaction.on_commit(lambda: _dispatch(due), robust=True)


def _dispatch(due: OutboxDue) -> None:
    if _dispatcher is None:
        logger.warning("no outbox dispatcher registered; %s left to the sweeper", due)
        return
    try:
        _dispatcher(due)
    except Exception:  # a dead broker: the outbox row waits for the sweeper
        logger.exception("dispatching %s failed; the sweeper will retry it", due)


def outbox_sweep(*, now: datetime | None = None, limit: int = 500) -> list[OutboxDue]:
    """Dispatch again every row that is due, and push its due time on (backing off).

    Rows another transaction holds (a move replacing its game's work, a worker recording a
    delivery's outcome, another sweeper) are skipped: the next sweep sees them.
    """
    now = now or timezone.now()
    with write_transaction():
        rows = list(
            rows_claim(OutboxItem.objects.filter(due_at__lte=now).order_by("due_at"))[:limit]
        )
        if not rows:
            return []
        for row in rows:
            row.tries += 1
            row.due_at = now + outbox_backoff(
                tries=row.tries,
                base=settings.FOLLOWUP_OVERDUE_SECONDS,
                cap=settings.FOLLOWUP_BACKOFF_MAX_SECONDS,
            )
        OutboxItem.objects.bulk_update(rows, ["tries", "due_at"])
        due = _due_of(rows)
        for item in due:
            outbox_dispatch_on_commit(item)
    logger.info("outbox sweep dispatched %d due item(s)", len(due))
    return due


def _due_of(rows: list[OutboxItem]) -> list[OutboxDue]:
    deliveries = [
        row.delivery_id
        for row in rows
        if row.kind == OutboxKind.WEBHOOK and row.delivery_id is not None
    ]
    attempts = dict(
        WebhookDelivery.objects.filter(pk__in=deliveries).values_list("id", "attempts")
        if deliveries
        else ()
    )
    return [
        OutboxDue(
            kind=row.kind,
            delivery_id=str(row.delivery_id),
            attempts=attempts.get(row.delivery_id, 0) if row.delivery_id else 0,
        )
        if row.kind == OutboxKind.WEBHOOK
        else OutboxDue(kind=row.kind, game_id=str(row.game_id), version=row.version)
        for row in rows
    ]
