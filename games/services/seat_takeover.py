"""Seat take-overs: a human seat resigns, staff hand it over, or its turn timer runs out;
the automa plays it from then on (in a companion game the game ends instead)."""

from __future__ import annotations

from typing import Any

from games.errors import ProblemCode, ServiceError
from games.models import Game, GameStatus, Move, MoveBy, OutboxKind, SeatKind, SeatTakeover
from games.rules.core import Event, Ruleset, State, rng_for
from games.rules.seat_actions import SEAT_HANDED_OVER, SEAT_RESIGNED, TURN_TIMED_OUT
from games.rules_binding import game_rules, game_state
from games.services.followups import followup_clear
from games.services.locks import game_lock
from games.services.move_apply import SeatsByKind, action_hash, game_advance, move_apply, seat_row
from games.services.seat_options import TAKEOVER_LEVEL, TIMEOUTS_TO_AUTOMA, seat_options_of
from games.services.write_transaction import write_transaction

_TAKEOVER_BY: dict[str, SeatTakeover] = {
    MoveBy.SEAT: SeatTakeover.RESIGN,
    MoveBy.TIMER: SeatTakeover.TIMEOUT,
    MoveBy.STAFF: SeatTakeover.STAFF,
}


def seat_resign(
    game: Game, seat: int, *, by: str, key: str | None = None, request_hash: str = ""
) -> Move:
    """A human seat leaves a locked game: the automa plays it from now on at the game's
    ``takeover_level``; in a companion game the game ends and the automa wins. The engine's
    state does not change: the move is logged (``{"type": "resign"}``) and replay skips it."""
    if game.status != GameStatus.ACTIVE:
        raise ServiceError(ProblemCode.GAME_NOT_ACTIVE)
    rules = game_rules(game)
    state = game_state(game)
    row = seat_row(game, seat)
    if row is None or row.kind != SeatKind.HUMAN:
        raise ServiceError(ProblemCode.CONFLICT, message="seat_taken_over", params={"seat": seat})
    kind = SEAT_HANDED_OVER if by == MoveBy.STAFF else SEAT_RESIGNED
    result = None
    if rules.companion:
        data: dict[str, Any] = {"seat": seat, "ends_game": True}
        result = _resigned_result(rules, state, seat, game.seats.count())
    else:
        level = seat_options_of(game, rules)[TAKEOVER_LEVEL]
        row.kind, row.automa_level, row.takeover = SeatKind.AUTOMA, level, _TAKEOVER_BY[by]
        row.save(update_fields=["kind", "automa_level", "takeover"])
        data = {"seat": seat, "level": level}
    return game_advance(
        game,
        rules,
        seat=seat,
        action={"type": "resign"},
        state=state,
        previous=state,
        events=[{"kind": kind, "data": data, "seat": None}],
        seats=SeatsByKind.of(game),
        by=by,
        idempotency_key=key or None,
        request_hash=request_hash,
        result=result,
    )


def _resigned_result(rules: Ruleset, state: State, seat: int, count: int) -> dict[str, Any]:
    """The result of a companion game its human left: the automa wins; the scores are the
    table's as the server knows it, where the engine can count a game in progress."""
    try:
        scores = [score.to_json() for score in rules.score(state).scores]
    except (KeyError, IndexError, TypeError, ValueError):
        scores = [{"seat": i, "total": 0, "breakdown": {}, "tiebreak": []} for i in range(count)]
    others = [i for i in range(count) if i != seat]
    return {"scores": scores, "ranking": [*others, seat], "winners": others, "resigned": [seat]}


def seat_hand_to_automa(*, game_id: Any, seat: int) -> Move:
    """Staff hand a human seat to the automa (a companion game ends, the automa winning)."""
    with write_transaction():
        game = game_lock(game_id=game_id)
        return seat_resign(game, seat, by=MoveBy.STAFF)


def turn_timeout(*, game_id: Any, version: int) -> Move | None:
    """The human seat to act ran out of time at ``version``: the automa plays its turn (at the
    game's ``takeover_level``), and after ``timeouts_to_automa`` such turns in a row keeps the
    seat. In a companion game the automa cannot play the table: the human resigns.

    Only the sweeper sends it, once the game's ``turn_timeout`` outbox row is due (it then
    pushes the due time on, so a lost task is sent again); idempotent by version: a move
    since then makes it a no-op.
    """
    game = Game.objects.filter(pk=game_id).first()
    if game is None or game.version != version or game.status != GameStatus.ACTIVE:
        return None
    if game.turn_due_at is None:
        return None
    rules = game_rules(game)
    state = game_state(game)
    humans = set(game.seats.filter(kind=SeatKind.HUMAN).values_list("index", flat=True))
    late = [index for index in rules.to_act(state) if index in humans]
    if not late:
        Game.objects.filter(pk=game.pk, version=version).update(turn_due_at=None)
        followup_clear(game_id=game.pk, version=version, kinds=[OutboxKind.TURN_TIMEOUT])
        return None
    seat = late[0]
    options = seat_options_of(game, rules)
    action: dict[str, Any] | None = None
    if not rules.companion:
        level = options[TAKEOVER_LEVEL]
        view = rules.view(state, seat)
        action = rules.automa(view, seat, level, rng_for(game.seed, version, "timeout"))
    with write_transaction():
        game = game_lock(game_id=game_id)
        if game.version != version or game.status != GameStatus.ACTIVE:
            return None
        if action is None:
            return seat_resign(game, seat, by=MoveBy.TIMER)
        row = seat_row(game, seat)
        assert row is not None  # a seat the game's state asked to act
        row.timeouts_in_row += 1
        limit = options[TIMEOUTS_TO_AUTOMA]
        taken = row.timeouts_in_row >= limit
        if taken:
            row.kind, row.automa_level, row.takeover = SeatKind.AUTOMA, level, SeatTakeover.TIMEOUT
        row.save(update_fields=["timeouts_in_row", "kind", "automa_level", "takeover"])
        event = Event(
            TURN_TIMED_OUT,
            {"seat": seat, "timeouts": row.timeouts_in_row, "limit": limit, "taken_over": taken},
        )
        return move_apply(
            game,
            seat,
            action,
            None,
            action_hash(action),
            by=MoveBy.TIMER,
            extra_events=(event.to_json(),),
        )
