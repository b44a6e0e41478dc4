"""An app's leaderboard in one ruleset: the top N, or the rows around one player, each read in
one statement from index ranges of ``rating_board`` (index-only: the rows shown are in it) and
the ``RatingBucket`` counts, never a count of every rating.

Ranks: a rating's rank is 1 + the buckets wholly above its displayed value's floor + the rows
of its own bucket ahead of it; the board's size is the sum of the buckets (a few thousand rows
at most: the width of the rating scale, whatever the number of players)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from django.db import connection

from games.errors import ProblemCode, ServiceError
from games.models import App, Player, Rating, RatingBucket

_RATINGS, _PLAYERS = Rating._meta.db_table, Player._meta.db_table
_BUCKETS = RatingBucket._meta.db_table
_SIZE = f'(SELECT coalesce(sum(players), 0) FROM "{_BUCKETS}" WHERE app_id = %s AND ruleset = %s)'
_ROW = "r.player_id, p.external_id, r.displayed, r.mu, r.sigma, r.games"


@dataclass(frozen=True)
class BoardRow:
    rank: int
    player: str
    displayed: float
    mu: float
    sigma: float
    games: int


@dataclass(frozen=True)
class Board:
    size: int  # the app's players rated in the ruleset
    rows: list[BoardRow]


def leaderboard_top(*, app: App, ruleset: str, limit: int) -> Board:
    """The app's best ``limit`` ratings in ``ruleset``: one backward index-only range of
    ``limit`` rows, each joined to its player, and the board's size, in one statement."""
    with connection.cursor() as cursor:
        cursor.execute(
            f'SELECT {_ROW}, {_SIZE} FROM "{_RATINGS}" r JOIN "{_PLAYERS}" p ON p.id = r.player_id '
            "WHERE r.app_id = %s AND r.ruleset = %s "
            "ORDER BY r.displayed DESC, r.player_id DESC LIMIT %s",
            [app.pk, ruleset, app.pk, ruleset, limit],
        )
        found = cursor.fetchall()
    size = found[0][-1] if found else 0
    return Board(int(size), [_row(i + 1, row) for i, row in enumerate(found)])


def leaderboard_around(*, app: App, ruleset: str, player: str, limit: int) -> Board:
    """``limit`` ratings either side of the player's own in ``ruleset``, ranked: the player's
    rating by the app's unique (app, external_id) index, then the rank, both neighbouring
    ranges and the size in one statement (two in all; a third only to tell an unknown player
    from an unrated one)."""
    own = _own_rating(app, ruleset, player)
    own_id, displayed = own[0], own[2]
    floor = math.floor(displayed)
    # The own bucket's count bounded below by the rating too: the planner then sees a range
    # under one point wide (without it, it guessed tens of thousands of rows and started
    # parallel workers, 20 ms on a busy machine for a 0.1 ms count).
    key: list[Any] = [displayed, own_id]
    side = (
        f'SELECT {_ROW}, %s AS side FROM "{_RATINGS}" r JOIN "{_PLAYERS}" p '
        "ON p.id = r.player_id WHERE r.app_id = %s AND r.ruleset = %s AND "
        "(r.displayed, r.player_id) {op} (%s, %s) ORDER BY r.displayed {order}, "
        "r.player_id {order} LIMIT %s"
    )
    board: list[Any] = [app.pk, ruleset]
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT a.*, {_SIZE}, (SELECT coalesce(sum(players), 0) FROM \"{_BUCKETS}\" "
            "WHERE app_id = %s AND ruleset = %s AND floor > %s), "
            f'(SELECT count(*) FROM "{_RATINGS}" WHERE app_id = %s AND ruleset = %s '
            "AND displayed >= %s AND displayed < %s AND (displayed, player_id) > (%s, %s)) "
            f"FROM (SELECT * FROM ({side.format(op='>', order='ASC')}) x UNION ALL "
            f"SELECT * FROM ({side.format(op='<', order='DESC')}) y) a",
            [*board, *board, floor, *board, displayed, floor + 1, *key,
             "above", *board, *key, limit, "below", *board, *key, limit],
        )  # fmt: skip
        found = cursor.fetchall()
    return _around_board(own, found)


def _own_rating(app: App, ruleset: str, player: str) -> tuple[Any, ...]:
    """The player's board row (``_ROW``): the player by the app's unique (app, external_id)
    index, then their rating by (player, ruleset); a fixed statement, not compiled by the
    ORM per request."""
    with connection.cursor() as cursor:
        cursor.execute(
            f'SELECT {_ROW} FROM "{_PLAYERS}" p JOIN "{_RATINGS}" r ON r.player_id = p.id '
            "WHERE p.app_id = %s AND p.external_id = %s AND r.ruleset = %s",
            [app.pk, player, ruleset],
        )
        own = cursor.fetchone()
    if own is not None:
        return tuple(own)
    if not Player.objects.filter(app=app, external_id=player).exists():
        raise ServiceError(
            ProblemCode.NOT_FOUND, message="player_not_found", params={"player": player}
        )
    raise ServiceError(
        ProblemCode.NOT_FOUND,
        message="player_unrated",
        params={"player": player, "ruleset": ruleset},
    )


def _around_board(own: tuple[Any, ...], found: list[tuple[Any, ...]]) -> Board:
    def board_order(row: tuple[Any, ...]) -> tuple[float, int]:
        return (-row[2], -row[0])

    above = sorted((r for r in found if r[6] == "above"), key=board_order)
    below = sorted((r for r in found if r[6] == "below"), key=board_order)
    if found:
        size, higher, same = found[0][7:10]
    else:  # alone on the board
        size, higher, same = 1, 0, 0
    rank = 1 + int(higher) + int(same)
    rows = [*above, own, *below]
    first = rank - len(above)
    return Board(int(size), [_row(first + i, row) for i, row in enumerate(rows)])


def _row(rank: int, row: tuple[Any, ...]) -> BoardRow:
    return BoardRow(rank, row[1], row[2], row[3], row[4], row[5])
