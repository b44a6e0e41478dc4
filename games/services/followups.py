"""The work a game hands on (an automa's turn, its scoring, a human's turn timeout), as rows of
the outbox (``games.services.outbox``) for one version of the game.

Every change of a game replaces its rows in its own transaction: the work of the version it
leaves is moot (tasks are idempotent by version anyway), and the new version's is due. The
automa's turn and the scoring are dispatched at once, once committed, and due for the sweeper
one grace period later; a turn timeout is due when the human's time runs out (the sweeper
dispatches it then).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from games.models import GAME_WORK, OutboxItem, OutboxKind
from games.services.outbox import OutboxDue, outbox_dispatch_on_commit, outbox_first_due

# (kind, due at) of each row a game's version hands on.
GameWork = list[tuple[str, datetime]]


def followup_plan(*, rules: Any, state: dict[str, Any], automa_seats: Iterable[int]) -> str | None:
    """What a game in ``state`` needs from a worker next (None: nothing, a human is to act)."""
    if rules.is_over(state):
        return OutboxKind.SCORING
    if set(automa_seats).intersection(rules.to_act(state)):
        return OutboxKind.AUTOMA_TURN
    return None


def game_work(
    *, followup: str | None, turn_due: datetime | None, now: datetime | None = None
) -> GameWork:
    """The rows a version hands on: its follow-up, due one grace period after ``now`` (it is
    dispatched at once), and its turn timeout, due when the human's time runs out."""
    work: GameWork = []
    if followup:
        work.append((followup, outbox_first_due(now)))
    if turn_due is not None:
        work.append((OutboxKind.TURN_TIMEOUT, turn_due))
    return work


def game_work_write(*, game_id: Any, version: int, work: GameWork) -> None:
    """Replace the game's rows by ``work`` for ``version``, in the current transaction (the
    ORM's way; on PostgreSQL a move does it inside its one statement, ``move_write``)."""
    OutboxItem.objects.filter(game_id=game_id).delete()
    game_work_add(game_id=game_id, version=version, work=work)


def game_work_add(*, game_id: Any, version: int, work: GameWork) -> None:
    """Record ``work`` for a game that has none yet (one just created)."""
    OutboxItem.objects.bulk_create(
        OutboxItem(kind=kind, game_id=game_id, version=version, due_at=due) for kind, due in work
    )


def followup_dispatch_on_commit(*, game_id: Any, version: int, kind: str | None) -> None:
    """Hand the follow-up to the worker once the transaction commits (a turn timeout waits
    for its due time: the sweeper sends it)."""
    if kind:
        outbox_dispatch_on_commit(OutboxDue(kind=kind, game_id=str(game_id), version=version))


def followup_clear(*, game_id: Any, version: int, kinds: Iterable[str] = GAME_WORK) -> None:
    """Forget the game's rows of ``kinds`` at ``version``: the work turned out to have nothing
    to do there."""
    OutboxItem.objects.filter(game_id=game_id, version=version, kind__in=list(kinds)).delete()


def game_work_drop(*, game_id: Any) -> None:
    """Forget all the work of a game that is over (scored or abandoned)."""
    OutboxItem.objects.filter(game_id=game_id).delete()
