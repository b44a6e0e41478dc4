"""Follow-up work a change hands on (an automa's turn, scoring): recorded, dispatched, swept.

The change records the follow-up on its game row in its own transaction (``Game.followup`` and
``followup_due_at``: a one-slot outbox) and dispatches it once committed. A lost message, a dead
broker or a worker killed mid-task only delays it: ``followups_sweep`` (run by Celery beat and by
``manage.py followups_sweep``) dispatches again whatever is overdue. Tasks are idempotent by
version, so a follow-up dispatched twice is done once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games.models import Followup, Game, GameStatus
from games.services.locks import rows_claim
from games.services.write_transaction import write_transaction

logger = logging.getLogger(__name__)

Dispatcher = Callable[[str, str, int], None]
_dispatcher: Dispatcher | None = None


@dataclass(frozen=True)
class FollowupDue:
    game_id: str
    version: int
    kind: str


def followup_dispatcher_register(dispatcher: Dispatcher | None) -> Dispatcher | None:
    """Set who carries follow-ups out (the worker app registers its tasks); returns the old."""
    global _dispatcher
    previous, _dispatcher = _dispatcher, dispatcher
    return previous


def followup_plan(*, rules: Any, state: dict[str, Any], automa_seats: Iterable[int]) -> str:
    """What a game in ``state`` needs from a worker next."""
    if rules.is_over(state):
        return Followup.SCORING
    if set(automa_seats).intersection(rules.to_act(state)):
        return Followup.AUTOMA_TURN
    return Followup.NONE


def followup_fields(kind: str, *, now: datetime | None = None) -> dict[str, Any]:
    """The game columns recording ``kind``, due after the configured grace period."""
    if kind == Followup.NONE:
        return {"followup": Followup.NONE, "followup_due_at": None}
    due = (now or timezone.now()) + timedelta(seconds=settings.FOLLOWUP_OVERDUE_SECONDS)
    return {"followup": kind, "followup_due_at": due}


def followup_dispatch_on_commit(*, game_id: Any, version: int, kind: str) -> None:
    """Dispatch once the surrounding transaction commits; a failure is logged, never raised
    (the follow-up is recorded, and the sweeper will dispatch it again)."""
    if kind == Followup.NONE:
        return
    due = FollowupDue(game_id=str(game_id), version=version, kind=kind)
    transaction.on_commit(lambda: _dispatch(due), robust=True)


def _dispatch(due: FollowupDue) -> None:
    if _dispatcher is None:
        logger.warning("no follow-up dispatcher registered; %s left to the sweeper", due)
        return
    try:
        _dispatcher(due.kind, due.game_id, due.version)
    except Exception:  # a dead broker: the recorded follow-up waits for the sweeper
        logger.exception("dispatching %s failed; the sweeper will retry it", due)


def followup_next_due(*, now: datetime, waiting_since: datetime) -> datetime:
    """When to dispatch a follow-up again that has waited since ``waiting_since``.

    The wait grows with the time already waited (so it doubles from one sweep to the next), from
    one overdue period up to ``FOLLOWUP_BACKOFF_MAX_SECONDS``: a game whose task keeps failing
    costs a dispatch every few minutes, not one per sweep, and a lost message is still re-sent
    after one period.
    """
    waited = max(0.0, (now - waiting_since).total_seconds())
    wait = min(
        max(waited, settings.FOLLOWUP_OVERDUE_SECONDS), settings.FOLLOWUP_BACKOFF_MAX_SECONDS
    )
    return now + timedelta(seconds=wait)


def followups_sweep(*, now: datetime | None = None, limit: int = 500) -> list[FollowupDue]:
    """Dispatch again every follow-up that is overdue, and push its deadline on (backing off).

    Rows another transaction holds are skipped (the next sweep sees them), so sweepers running
    side by side neither wait on moves nor dispatch the same game twice in one round.
    """
    now = now or timezone.now()
    with write_transaction():
        rows = list(
            rows_claim(
                Game.objects.filter(status=GameStatus.ACTIVE, followup_due_at__lte=now)
                .exclude(followup=Followup.NONE)
                .order_by("followup_due_at")
            ).values_list("id", "version", "followup", "updated_at")[:limit]
        )
        if not rows:
            return []
        # A follow-up has waited since the change that recorded it (which set updated_at).
        pushed = [
            Game(pk=pk, followup_due_at=followup_next_due(now=now, waiting_since=since))
            for pk, _, _, since in rows
        ]
        Game.objects.bulk_update(pushed, ["followup_due_at"])
        overdue = [FollowupDue(game_id=str(pk), version=v, kind=k) for pk, v, k, _ in rows]
        for due in overdue:
            followup_dispatch_on_commit(game_id=due.game_id, version=due.version, kind=due.kind)
    logger.info("followups sweep dispatched %d overdue game(s)", len(overdue))
    return overdue


def followup_clear(*, game_id: Any, version: int) -> None:
    """Forget a recorded follow-up that turned out to have nothing to do at ``version``."""
    Game.objects.filter(pk=game_id, version=version).update(**followup_fields(Followup.NONE))
