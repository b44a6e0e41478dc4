"""Writing one move on a locked game: the game row's new columns, the move's log entry, the
seats' ``to_act`` flags and the work the new version hands on (its outbox rows), as a
compare-and-set on the game's version.

On PostgreSQL the writes are one statement (data-modifying WITH clauses): one round trip where
the ORM takes five, and none of the ORM's compiling, which costs more than the writes.
Elsewhere (SQLite, the embedded default) the ORM writes them one after the other.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db import IntegrityError, connection
from django.db.models import Case, Field, JSONField, Model, Value, When
from psycopg.types.json import Jsonb

from games.errors import ProblemCode, ServiceError
from games.json_columns import json_column_dumps
from games.models import Game, Move, OutboxItem, Seat
from games.services.followups import GameWork, game_work_write

# The move's columns, in the order the statement inserts them.
_MOVE_FIELDS = (
    "number",
    "seat",
    "action",
    "events",
    "by",
    "idempotency_key",
    "request_hash",
    "created_at",
)


def _raced() -> ServiceError:
    return ServiceError(ProblemCode.PRECONDITION_FAILED, message="move_raced")


def move_write(
    *,
    game: Game,
    version: int,
    fields: dict[str, Any],
    move: Move,
    to_act: set[int] | None,
    work: GameWork,
) -> Move:
    """Set ``fields`` on the game's row if it is still at ``version``, insert ``move``, set
    each seat's ``to_act`` from ``to_act`` (None: leave the flags) and replace the game's
    outbox rows by ``work`` for the move's version. Raises a 412 problem (``move_raced``) if
    the version moved on: nothing is then written."""
    if connection.vendor == "postgresql":
        return _one_statement(game, version, fields, move, to_act, work)
    updated = Game.objects.filter(pk=game.pk, version=version).update(**fields)
    if updated != 1:
        raise _raced()
    try:
        move.save(force_insert=True)
    except IntegrityError as exc:  # a concurrent writer without a row lock (SQLite)
        raise _raced() from exc
    if to_act is not None:
        seats_to_act_mark(game, to_act)
    game_work_write(game_id=game.pk, version=move.number, work=work)
    return move


def seats_to_act_mark(game: Game, to_act: Iterable[int]) -> None:
    """Keep ``Seat.to_act`` in step with the state (lists filter on it)."""
    Seat.objects.filter(game=game).update(
        to_act=Case(When(index__in=list(to_act), then=Value(True)), default=Value(False))
    )


def _field(model: type[Model], name: str) -> Field[Any, Any]:
    field = model._meta.get_field(name)
    assert isinstance(field, Field) and field.column is not None, f"{name} is not a column"
    return field


def _column(model: type[Model], name: str) -> str:
    return connection.ops.quote_name(str(_field(model, name).column))


def _value(model: type[Model], name: str, value: Any) -> Any:
    field = _field(model, name)
    if isinstance(field, JSONField) and field.encoder is None and value is not None:
        return Jsonb(value, dumps=json_column_dumps)  # as the ORM would, with orjson
    return field.get_db_prep_save(value, connection)


# The statement's text for each set of game columns written, whether the flags are and
# whether the move hands on work.
_STATEMENTS: dict[tuple[tuple[str, ...], bool, bool], str] = {}


def _statement(names: tuple[str, ...], flags: bool, work: bool) -> str:
    sql = _STATEMENTS.get((names, flags, work))
    if sql is not None:
        return sql
    games, moves, seats, outbox = (
        connection.ops.quote_name(m._meta.db_table) for m in (Game, Move, Seat, OutboxItem)
    )
    assignments = ", ".join(f"{_column(Game, name)} = %s" for name in names)
    sql = f'WITH g AS (UPDATE {games} SET {assignments} WHERE "id" = %s AND "version" = %s '
    sql += 'RETURNING "id")'
    if flags:
        # Only the flags that change: most moves leave them as they were.
        sql += (
            f', s AS (UPDATE {seats} SET "to_act" = ("index" = ANY(%s)) '
            f'WHERE "game_id" = (SELECT "id" FROM g) AND "to_act" <> ("index" = ANY(%s)))'
        )
    # The work of the version left is moot; the new version's rows replace it. The DELETE sees
    # the table as it was before the statement, so it never meets the rows inserted beside it.
    sql += f', d AS (DELETE FROM {outbox} WHERE "game_id" = (SELECT "id" FROM g))'
    if work:  # most moves of human games hand on none: no insert to plan or run
        columns = ", ".join(_column(OutboxItem, n) for n in ("kind", "game", "version", "due_at"))
        sql += (
            f', o AS (INSERT INTO {outbox} ({columns}, "tries", "created_at") '
            'SELECT w.kind, g."id", %s, w.due, 0, %s FROM g, '
            "unnest(%s::varchar[], %s::timestamptz[]) AS w(kind, due))"
        )
    columns = ", ".join(_column(Move, name) for name in ("game", *_MOVE_FIELDS))
    values = ", ".join(["%s"] * len(_MOVE_FIELDS))
    sql += (
        f', m AS (INSERT INTO {moves} ({columns}) SELECT "id", {values} FROM g RETURNING "id") '
        'SELECT "id" FROM m'
    )
    _STATEMENTS[(names, flags, work)] = sql
    return sql


def _one_statement(
    game: Game,
    version: int,
    fields: dict[str, Any],
    move: Move,
    to_act: set[int] | None,
    work: GameWork,
) -> Move:
    sql = _statement(tuple(fields), to_act is not None, bool(work))
    params: list[Any] = [_value(Game, name, value) for name, value in fields.items()]
    params += [game.pk, version]
    if to_act is not None:
        params += [sorted(to_act), sorted(to_act)]
    if work:
        params += [move.number, move.created_at]
        params += [[kind for kind, _ in work], [due for _, due in work]]
    params += [_value(Move, name, getattr(move, name)) for name in _MOVE_FIELDS]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        found = cursor.fetchone()
    if found is None:
        raise _raced()
    move.pk = found[0]
    move._state.adding = False
    move._state.db = connection.alias
    return move
