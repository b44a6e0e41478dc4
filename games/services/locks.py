"""Every row lock the services take on games, in one place and in one order.

The order: a game's row before anything that belongs to it (its seats, moves, outbox rows,
deliveries), and never two games in one transaction; a content publication locks that
game's releases only. The outbox sweeper locks outbox rows
only (never a game), so a move replacing its game's rows waits at most for one sweep's
short transaction, and never the other way round. A move,
an automa turn, a take-over and a scoring all lock the one game they change first, so no two
paths can wait on each other in opposite orders. The sweeper takes rows with ``SKIP LOCKED``:
it never waits on a move, and a row another sweeper holds is left to the next round.
"""

from __future__ import annotations

from typing import Any, TypeVar

from django.db import connection
from django.db.models import Model, QuerySet

from games.errors import ServiceError
from games.models import ContentRelease, Game
from games.selectors import game_row, seats_attach

RowT = TypeVar("RowT", bound=Model)


def game_lock(*, game_id: Any) -> Game:
    """The game row, locked until the surrounding transaction ends, with its seats (read once
    the lock is held: a move authenticates, finds the automa seats and names the seats from
    them). A game that does not exist is a 404 problem."""
    return seats_attach(game_row(game_id, lock=True))


def game_lock_if_any(*, game_id: Any) -> Game | None:
    """``game_lock``, or None for a game deleted meanwhile (background work)."""
    try:
        return game_lock(game_id=game_id)
    except ServiceError:
        return None


def content_releases_lock(*, ruleset: str) -> None:
    """Lock a game's content releases (never a game row) until the transaction ends, so that
    two publishers cannot take the same release number."""
    list(ContentRelease.objects.select_for_update().filter(ruleset=ruleset).values("id"))


def rows_claim(rows: QuerySet[RowT]) -> QuerySet[RowT]:
    """Lock ``rows`` (ordered by the caller) skipping those another transaction holds,
    where the database can; elsewhere (SQLite) the one writer at a time already excludes."""
    skip_locked = connection.features.has_select_for_update_skip_locked
    return rows.select_for_update(skip_locked=skip_locked)
