"""Turn timers: the sweeper that finds human seats whose time ran out (DESIGN §5).

A move that leaves a human seat to act in a game with ``turn_seconds`` records when its time
runs out on the game row (``Game.turn_due_at``, in the move's own transaction). Beat runs
``turns_sweep`` every ``FOLLOWUP_SWEEP_SECONDS``: each game past its due time gets a
``turn_timeout`` task for its current version, and its due time is pushed on (one
``FOLLOWUP_OVERDUE_SECONDS`` period, then doubling up to ``FOLLOWUP_BACKOFF_MAX_SECONDS``), so a
lost message or a dead worker only delays the timeout.
The task (``games.services.seat_takeover.turn_timeout``) is idempotent by version.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.utils import timezone

from games.models import Game, GameStatus
from games.services.followups import (
    FollowupDue,
    followup_dispatch_on_commit,
    followup_next_due,
)
from games.services.locks import rows_claim
from games.services.seat_options import TURN_SECONDS
from games.services.write_transaction import write_transaction

logger = logging.getLogger(__name__)

# The dispatch kind of a timed-out turn (next to the follow-up kinds of ``Followup``).
TURN_TIMEOUT = "turn_timeout"


def turns_sweep(*, now: datetime | None = None, limit: int = 500) -> list[FollowupDue]:
    """Dispatch a timeout for every game whose human seat to act ran out of time."""
    now = now or timezone.now()
    with write_transaction():
        rows = list(
            rows_claim(
                Game.objects.filter(status=GameStatus.ACTIVE, turn_due_at__lte=now).order_by(
                    "turn_due_at"
                )
            ).values_list("id", "version", "updated_at", "seat_options")[:limit]
        )
        if not rows:
            return []
        # The turn ran out turn_seconds after the change that started it (which set
        # updated_at); a timeout still undone is re-sent after waits that double, like a
        # follow-up's.
        pushed = [
            Game(
                pk=pk,
                turn_due_at=followup_next_due(
                    now=now,
                    waiting_since=since + timedelta(seconds=(options or {}).get(TURN_SECONDS) or 0),
                ),
            )
            for pk, _, since, options in rows
        ]
        Game.objects.bulk_update(pushed, ["turn_due_at"])
        due = [FollowupDue(game_id=str(pk), version=v, kind=TURN_TIMEOUT) for pk, v, _, _ in rows]
        for item in due:
            followup_dispatch_on_commit(game_id=item.game_id, version=item.version, kind=item.kind)
    logger.info("turns sweep dispatched %d timed-out turn(s)", len(due))
    return due
