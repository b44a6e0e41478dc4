"""A human seat's move: authenticated, checked against the game's version and the seat's
earlier requests, applied under the game's row lock (DESIGN §4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.errors import ProblemCode, ServiceError
from games.models import Game, Move, MoveBy, SeatKind
from games.rules.seat_actions import is_resign
from games.selectors import seat_authenticate
from games.services.if_match import if_match_fault
from games.services.locks import game_lock
from games.services.move_apply import action_hash, move_apply
from games.services.seat_takeover import seat_resign
from games.services.write_transaction import write_transaction


@dataclass(frozen=True)
class MoveAccepted:
    move: Move
    game: Game
    replayed: bool


def move_submit(
    *,
    game_id: Any,
    token: str | None,
    action: Any,
    if_match: str | None,
    idempotency_key: str | None = None,
) -> MoveAccepted:
    """Apply a human seat's action under the game's row lock (DESIGN §4); ``resign`` hands
    the seat to the automa (or ends a companion game).

    A retried ``Idempotency-Key`` returns the stored move even though its ``If-Match`` is now
    stale: the retry is the same request, and answering 412 would make keys useless.
    """
    request_hash = action_hash(action)
    with write_transaction():
        game = game_lock(game_id=game_id)
        seat = seat_authenticate(game=game, token=token)
        if seat is None:
            raise ServiceError(ProblemCode.SPECTATOR_CANNOT_ACT)
        if if_match is None:
            raise ServiceError(ProblemCode.PRECONDITION_REQUIRED, current_version=game.version)
        fault = if_match_fault(if_match)
        if fault is not None:  # before an idempotent replay: no first request was malformed
            raise ServiceError(
                ProblemCode.MALFORMED_PRECONDITION,
                message=f"if_match_{fault}",
                current_version=game.version,
            )
        if idempotency_key:
            earlier = Move.objects.filter(
                game=game, seat=seat.index, idempotency_key=idempotency_key
            ).first()
            if earlier is not None:
                if earlier.request_hash != request_hash:
                    raise ServiceError(ProblemCode.IDEMPOTENCY_KEY_REUSED)
                return MoveAccepted(move=earlier, game=game, replayed=True)
        if if_match.strip(" \t") != game.etag:
            raise ServiceError(
                ProblemCode.PRECONDITION_FAILED,
                message="stale_version",
                params={"version": game.version},
                current_version=game.version,
            )
        if seat.kind != SeatKind.HUMAN:
            raise ServiceError(
                ProblemCode.CONFLICT, message="seat_taken_over", params={"seat": seat.index}
            )
        if is_resign(action):
            move = seat_resign(
                game, seat.index, by=MoveBy.SEAT, key=idempotency_key, request_hash=request_hash
            )
        else:
            move = move_apply(game, seat.index, action, idempotency_key or None, request_hash)
    return MoveAccepted(move=move, game=game, replayed=False)
