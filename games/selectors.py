"""Reads: games, seats, what a seat may see and do, the redacted move log."""

from __future__ import annotations

import functools
import hmac
import re
import time
import uuid
from dataclasses import dataclass
from typing import Any

import orjson
from django.db import connection
from django.db.models import Exists, OuterRef, QuerySet

from games import notices
from games.errors import ProblemCode, ServiceError
from games.models import App, Game, GameStatus, Move, Seat, SeatKind
from games.rows import row_instance, row_shape
from games.rules.core import Labels, Ruleset
from games.rules.listing_words import entry_in, labelled_listing
from games.rules.memo import Memo
from games.rules.score_labels import score_categories_named
from games.rules.seat_actions import (
    RESIGN,
    SEAT_EVENT_KINDS,
    describe_seat_event,
    is_resign,
    resign_label,
    resign_move_text,
)
from games.rules_binding import game_rules, game_state, release_get
from games.tokens import token_hash


def _game_uuid(game_id: Any) -> uuid.UUID:
    try:
        return game_id if isinstance(game_id, uuid.UUID) else uuid.UUID(str(game_id))
    except ValueError as exc:
        raise ServiceError(ProblemCode.NOT_FOUND, message="game_not_found") from exc


# A game and its seats by written-out queries (``games.rows``): every API request reads them,
# and the ORM's compiling and prefetching cost several times the queries themselves.
@functools.cache
def _game_sql_for(vendor: str, with_seats: bool) -> str:
    sql = f"SELECT {row_shape(Game, 'g').columns}"
    if with_seats:
        # On PostgreSQL a read takes the seats in the same statement, as one JSON column: one
        # round trip instead of two, the game and its seats from one snapshot. Not for a
        # locking read: a statement that waited for the lock would still see the seats as
        # they were before the wait, so a move reads them once it holds the lock.
        sql += (
            f', (SELECT json_agg(s ORDER BY s."index") FROM "{Seat._meta.db_table}" s '
            f"WHERE s.game_id = g.id)::text"
        )
    return sql + f' FROM "{Game._meta.db_table}" g WHERE g.id = %s'


def _game_sql(*, with_seats: bool = False) -> str:
    # Built once per database kind: every API request reads a game.
    return _game_sql_for(connection.vendor, with_seats)


def _seats_set(game: Game, seats: list[Seat]) -> Game:
    """Put ``seats`` in ``game.seats.all()`` (as ``prefetch_related`` would)."""
    queryset = game.seats.all()
    queryset._result_cache = seats
    # Django's private prefetch cache, absent from django-stubs
    queryset._prefetch_done = True  # type: ignore[attr-defined]
    game._prefetched_objects_cache = {"seats": queryset}  # type: ignore[attr-defined]
    return game


def seats_attach(game: Game) -> Game:
    """Load the game's seats into ``game.seats.all()``."""
    shape = row_shape(Seat, "s")
    sql = f'SELECT {shape.columns} FROM "{Seat._meta.db_table}" s WHERE s.game_id = %s'
    with connection.cursor() as cursor:
        cursor.execute(sql + ' ORDER BY s."index"', [_game_key(game.pk)])
        rows = cursor.fetchall()
    return _seats_set(game, [row_instance(Seat, shape, row) for row in rows])


def _seats_from_json(text: str | None) -> list[Seat]:
    # json_agg's rows hold a seat's columns by name, in JSON's types: a seat has no column
    # that JSON cannot carry as it is (no dates), so no converters.
    fields = Seat._meta.concrete_fields
    names = [field.attname for field in fields]
    return [
        Seat.from_db(connection.alias, names, [row[field.column] for field in fields])
        for row in (orjson.loads(text) if text else ())
    ]


def _game_key(game_id: uuid.UUID) -> Any:
    # As the database stores it (SQLite: hex text); the ORM would do this for a query of its own.
    return Game._meta.pk.get_db_prep_value(game_id, connection)


def _game_fetch(sql: str, game_id: Any) -> tuple[Game, tuple[Any, ...]]:
    with connection.cursor() as cursor:
        cursor.execute(sql, [_game_key(_game_uuid(game_id))])
        row = cursor.fetchone()
    if row is None:
        raise ServiceError(ProblemCode.NOT_FOUND, message="game_not_found")
    return row_instance(Game, row_shape(Game, "g"), row), row


def game_row(game_id: Any, *, lock: bool = False) -> Game:
    """The game's row, locked until the transaction ends if ``lock`` and the database can
    lock rows (take locks through ``games.services.locks``, which keeps their order)."""
    sql = _game_sql()
    if lock and connection.features.has_select_for_update:
        sql += " FOR UPDATE"
    return _game_fetch(sql, game_id)[0]


def _game_with_seats(game_id: Any) -> Game:
    if connection.vendor != "postgresql":
        return seats_attach(game_row(game_id))
    game, row = _game_fetch(_game_sql(with_seats=True), game_id)
    return _seats_set(game, _seats_from_json(row[-1]))


# A game's ruleset never changes: once read, it is known while it is among the latest games
# read (about 200 bytes each; at 100,000 and emptied when full, every new game grew a worker
# by that much for days before the first emptying).
_RULESETS: Memo[uuid.UUID, str] = Memo(cap=4_096)


def game_get(*, game_id: Any) -> Game:
    """The game with its content release (without the content) and its seats."""
    game = _game_with_seats(game_id)
    game.content_release = release_get(release_id=game.content_release_id)
    _ruleset_remember(game.pk, game.ruleset)
    return game


def game_ruleset(*, game_id: Any) -> tuple[uuid.UUID, str]:
    """The game's id and ruleset slug, without loading its state. A game deleted since an
    earlier call may still be answered from memory: the caller reads the game afterwards."""
    key = _game_uuid(game_id)
    ruleset = _RULESETS.get(key)
    if ruleset is not None:
        return key, ruleset
    found = Game.objects.filter(pk=key).values_list("id", "ruleset").first()
    if found is None:
        raise ServiceError(ProblemCode.NOT_FOUND, message="game_not_found")
    _ruleset_remember(key, found[1])
    return found


def _ruleset_remember(game_id: uuid.UUID, ruleset: str) -> None:
    _RULESETS.put(game_id, ruleset)


# ``to_act`` in a list: any human seat to act, or a seat index.
TO_ACT_HUMAN = "human"
_SEAT_INDEX = re.compile("[0-9]{1,3}")


def game_list(
    *,
    ruleset: str | None = None,
    status: str | None = None,
    app: App | None = None,
    to_act: str | None = None,
) -> QuerySet[Game]:
    """Games, newest first; only ``app``'s when given, and only those where ``to_act`` (a seat
    index, or ``"human"``: any human seat) is to act."""
    games = (
        Game.objects.select_related("content_release")
        .defer("content_release__data")
        .prefetch_related("seats")
        .order_by("-created_at", "id")
    )
    if app is not None:
        games = games.filter(app=app)
    if to_act is not None:  # an empty value is a bad filter, not a missing one
        games = games.filter(Exists(_seats_to_act(to_act).filter(game=OuterRef("pk"))))
    if ruleset:
        games = games.filter(ruleset=ruleset)
    if status is not None:
        if status not in GameStatus.values:
            raise ServiceError(
                ProblemCode.VALIDATION_ERROR,
                message="unknown_status",
                params={"status": status, "allowed": list(GameStatus.values)},
            )
        games = games.filter(status=status)
    return games


def _seats_to_act(to_act: str) -> QuerySet[Seat]:
    seats = Seat.objects.filter(to_act=True)
    if to_act == TO_ACT_HUMAN:
        return seats.filter(kind=SeatKind.HUMAN)
    if _SEAT_INDEX.fullmatch(to_act):  # ASCII digits only, as the schema's pattern
        return seats.filter(index=int(to_act))
    raise ServiceError(
        ProblemCode.VALIDATION_ERROR,
        message="to_act_filter",
        params={"to_act": to_act},
    )


def seat_authenticate(*, game: Game, token: str | None) -> Seat | None:
    """The seat the bearer token opens, None for a spectator; a wrong token is refused."""
    if token is None:
        return None
    hashed = token_hash(token)
    # The game's seats are at hand (prefetched by game_get and game_lock): no query here.
    for seat in game.seats.all():
        if seat.token_hash and hmac.compare_digest(seat.token_hash, hashed):
            return seat
    raise ServiceError(ProblemCode.INVALID_TOKEN)


def game_wait(*, game_id: Any, after: int, wait: float) -> Game | None:
    """The game once its version passes ``after``; None if ``wait`` seconds pass first.

    The wait sleeps until a change notice about this game (``games.notices``) and holds no
    database connection meanwhile: a thousand waits must not take a thousand connections.
    """
    deadline = time.monotonic() + wait
    with notices.hub.watching(game_id) as watch:
        while True:
            game = game_get(game_id=game_id)
            if game.version > after:
                return game
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            connection_release()
            watch.wait(remaining)


def connection_release() -> None:
    """Give this thread's database connection back (outside transactions): a thread that
    sleeps in a long poll, or has just finished one, must not keep a connection open."""
    if not connection.in_atomic_block:
        connection.close()


def game_view(*, game: Game, seat: int | None) -> dict[str, Any]:
    return game_rules(game).view(game_state(game), seat)


def game_to_act(*, game: Game) -> list[int]:
    if game.status != GameStatus.ACTIVE:
        return []
    return list(game_rules(game).to_act(game_state(game)))


@dataclass(frozen=True)
class LabelledAction:
    action: dict[str, Any]
    label: str
    # The open fields' schemas of a parameterised entry (``games.rules.params``).
    params: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action, "label": self.label}
        if self.params:
            out["params"] = self.params
        return out


def seat_names(*, game: Game) -> list[str]:
    """The seats' display names by index: the names labels and sentences use."""
    seats = sorted(game.seats.all(), key=lambda seat: seat.index)
    return [seat.name for seat in seats]


def _in(labels: Labels | None, language: str) -> str | None:
    if not labels:
        return None
    return labels.get(language) or labels.get("en")


def actions_for_seat(*, game: Game, seat: int, language: str) -> list[LabelledAction]:
    """The seat's legal actions now, each with a label in ``language``; a human seat may
    also resign at any time (listed last)."""
    if game.status != GameStatus.ACTIVE:
        return []
    rules = game_rules(game)
    state = game_state(game)
    human = any(row.index == seat and row.kind == SeatKind.HUMAN for row in game.seats.all())
    if not human:
        return []  # a seat handed to the automa: its token still reads, but cannot act
    found = []
    if seat in rules.to_act(state):
        found = [
            LabelledAction(**entry_in(entry, language))
            for entry in labelled_listing(rules, state, seat, seat_names(game=game))
        ]
    label = _in(resign_label(companion=rules.companion), language) or ""
    return [*found, LabelledAction(action=dict(RESIGN), label=label)]


def move_for_viewer(
    *,
    rules: Ruleset,
    move: Move,
    viewer: int | None,
    names: list[str],
    language: str = "en",
) -> dict[str, Any]:
    """One move as ``viewer`` may see it: the one redaction policy of the move response and
    the move log (the action redacted by the engine, events it may not see dropped), with
    what happened in words (``text``, in ``language``) worded from what is left. Seat
    changes (resigning, a timed-out turn) are worded here, not by the engine."""
    if is_resign(move.action):
        action = dict(move.action)
        text: Labels | None = resign_move_text(move.seat, move.by, names)
    else:
        action = rules.redact_action(move.action, move.seat, viewer)
        text = rules.describe_move(action, move.seat, viewer, names)
    said = _in(text, language)
    events = [
        {**event, "text": _unless_said(_in(_describe(rules, event, viewer, names), language), said)}
        for event in move.events
        if event.get("kind") in SEAT_EVENT_KINDS or rules.event_visible(event, viewer)
    ]
    return {
        "number": move.number,
        "seat": move.seat,
        "by": move.by,
        "action": action,
        "text": said,
        "events": events,
        "created_at": move.created_at,
    }


def _unless_said(text: str | None, said: str | None) -> str | None:
    """An event that only repeats its move's sentence (a path card laid, an action card
    played) has no sentence of its own: a reader of the log is told once."""
    return None if text is not None and text == said else text


def _describe(rules: Ruleset, event: dict[str, Any], viewer: int | None, names: list[str]):
    if event.get("kind") in SEAT_EVENT_KINDS:
        return describe_seat_event(event, names)
    return rules.describe(event, viewer, names)


def moves_for_viewer(
    *, game: Game, viewer: int | None, after: int = 0, limit: int = 50, language: str = "en"
) -> list[dict[str, Any]]:
    """Moves numbered above ``after`` (at most ``limit``), redacted for ``viewer``."""
    rules = game_rules(game)
    names = seat_names(game=game)
    rows: list[Move] = list(game.moves.filter(number__gt=after).order_by("number")[:limit])
    return [
        move_for_viewer(rules=rules, move=move, viewer=viewer, names=names, language=language)
        for move in rows
    ]


def game_result_worded(*, game: Game, language: str) -> dict[str, Any]:
    """A finished game's result as readers get it: each score's categories named in
    ``language`` beside its ``breakdown`` (``breakdown_labels``), never only as keys."""
    result: dict[str, Any] = dict(game.result or {})
    result["scores"] = [
        {
            **score,
            "breakdown_labels": score_categories_named(
                game.ruleset, score.get("breakdown") or {}, language
            ),
        }
        for score in result.get("scores") or []
    ]
    return result
