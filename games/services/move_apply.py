"""Applying a move to a locked game: the engine's check, the new state and version, the log
entry, the follow-up and turn timer it hands on, and the events an app hears (DESIGN §4).

Every path that changes a game's state (a seat's move, an automa turn, a timeout, a
resignation) goes through ``game_advance``, inside the caller's transaction.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from typing import Any

from django.utils import timezone

from games.errors import ProblemCode, ServiceError, illegal_problem
from games.models import Game, GameStatus, Move, MoveBy, Seat, SeatKind
from games.notices import game_changed_on_commit
from games.rules.core import IllegalAction, Ruleset, State
from games.rules.listing_words import labelled_listing
from games.rules.seat_actions import resign_label
from games.rules_binding import game_rules, game_state
from games.selectors import seat_names
from games.services.followups import followup_dispatch_on_commit, followup_plan, game_work
from games.services.move_write import move_write
from games.services.seat_options import seat_options_of, turn_due
from games.services.webhooks import game_events, game_finished_event, webhooks_record

logger = logging.getLogger(__name__)


def action_hash(action: Any) -> str:
    """What a retried request is compared by: the action, keys sorted."""
    return hashlib.sha256(json.dumps(action, sort_keys=True).encode()).hexdigest()


def legal_with_labels(
    game: Game, rules: Any, state: dict[str, Any], seat: int, human: bool
) -> list[dict]:
    """A refused move's listed actions (parameterised as ``GET /actions/`` lists them), each
    with its labels in every language (the API keeps the caller's); a human seat may also
    resign."""
    found = labelled_listing(rules, state, seat, seat_names(game=game))
    if human:
        found.append(
            {"action": {"type": "resign"}, "labels": resign_label(companion=rules.companion)}
        )
    return found


@dataclass(frozen=True)
class SeatsByKind:
    """The game's seats by kind, read in the move's transaction."""

    automa: list[int]
    human: list[int]
    timeouts: dict[int, int]

    @classmethod
    def of(cls, game: Game) -> SeatsByKind:
        # The seats read with the locked game (``game_lock``), which the changes below keep.
        rows = [(s.index, s.kind, s.timeouts_in_row) for s in game.seats.all()]
        return cls(
            automa=[i for i, kind, _ in rows if kind == SeatKind.AUTOMA],
            human=[i for i, kind, _ in rows if kind == SeatKind.HUMAN],
            timeouts={i: n for i, _, n in rows},
        )


def seat_row(game: Game, seat: int) -> Seat | None:
    """The seat's row among those read with the game, so that a change to it is what
    ``SeatsByKind.of`` sees next."""
    return next((row for row in game.seats.all() if row.index == seat), None)


def move_apply(
    game: Game,
    seat: int,
    action: Any,
    idempotency_key: str | None,
    request_hash: str,
    *,
    by: str = MoveBy.SEAT,
    extra_events: tuple[dict[str, Any], ...] = (),
    dispatch: bool = True,
) -> Move:
    """Check and apply ``action`` on a locked game; the caller's transaction commits it.
    With ``dispatch`` off, the caller hands the follow-up to the worker itself (an automa
    playing several turns in one transaction dispatches only the last one's)."""
    if game.status != GameStatus.ACTIVE:
        raise ServiceError(ProblemCode.GAME_NOT_ACTIVE)
    rules = game_rules(game)
    current = game_state(game)
    if seat not in rules.to_act(current):
        raise ServiceError(ProblemCode.NOT_YOUR_TURN, to_act=list(rules.to_act(current)))
    seats = SeatsByKind.of(game)
    try:
        state, events = rules.apply(current, seat, action)
    except IllegalAction as exc:
        raise illegal_problem(
            exc,
            ProblemCode.ILLEGAL_ACTION,
            legal_actions=legal_with_labels(game, rules, current, seat, seat in seats.human),
        ) from exc
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        # An engine that trips over an odd action has still changed nothing: refuse the move
        # as illegal, and log it loudly, since the engine should have said why itself.
        logger.exception("engine %s failed on %r", game.ruleset, action)
        raise ServiceError(
            ProblemCode.ILLEGAL_ACTION,
            message="engine_rejected",
            reason="engine_rejected",
            legal_actions=legal_with_labels(game, rules, current, seat, seat in seats.human),
        ) from exc
    if by == MoveBy.SEAT and seat in seats.human and seats.timeouts.get(seat):
        # The player is back: the count of timeouts in a row starts again.
        Seat.objects.filter(game=game, index=seat).update(timeouts_in_row=0)
    return game_advance(
        game,
        rules,
        seat=seat,
        action=action,
        state=state,
        previous=current,
        events=[*extra_events, *(event.to_json() for event in events)],
        seats=seats,
        by=by,
        idempotency_key=idempotency_key,
        request_hash=request_hash,
        dispatch=dispatch,
    )


def game_advance(
    game: Game,
    rules: Ruleset,
    *,
    seat: int,
    action: Any,
    state: State,
    previous: State,
    events: list[dict[str, Any]],
    seats: SeatsByKind,
    by: str,
    idempotency_key: str | None = None,
    request_hash: str = "",
    result: dict[str, Any] | None = None,
    dispatch: bool = True,
) -> Move:
    """Record one move on a locked game: the new state and version, the follow-up and turn
    timer it hands on, and the log entry, in the caller's transaction. With ``result`` the
    move ends the game. ``previous`` is the state before it (the same for a resignation)."""
    now = timezone.now()
    if result is None:
        followup = followup_plan(rules=rules, state=state, automa_seats=seats.automa)
        due = turn_due(rules, state, seats.human, seat_options_of(game, rules), now=now)
        ending: dict[str, Any] = {}
    else:
        followup, due = None, None
        ending = {"status": GameStatus.FINISHED, "result": result, "finished_at": now}
    to_act = set() if result is not None else set(rules.to_act(state))
    turn_changed = to_act != set(rules.to_act(previous))
    # Compare-and-set on the version: a second line of defence where rows cannot be locked.
    # The work it hands on (its outbox rows) is recorded in the same write (DESIGN §4).
    fields = {"state": state, "version": game.version + 1, "updated_at": now, "turn_due_at": due}
    move = move_write(
        game=game,
        version=game.version,
        fields={**fields, **ending},
        work=game_work(followup=followup, turn_due=due, now=now),
        move=Move(
            game=game,
            number=game.version + 1,
            seat=seat,
            action=action,
            events=events,
            by=by,
            idempotency_key=idempotency_key,
            request_hash=request_hash,
            created_at=now,
        ),
        to_act=to_act if result is not None or turn_changed else None,
    )
    for name, value in {**fields, **ending}.items():
        setattr(game, name, value)
    if dispatch:
        followup_dispatch_on_commit(game_id=game.id, version=game.version, kind=followup)
    game_changed_on_commit(game_id=game.id, version=game.version, app_id=game.app_id)
    # A seat that goes on acting (several steps of one turn) is not told again; after an
    # automa's move the human is, even if it was to act before (companion games).
    _move_announce(game, move, to_act, turn_changed or seat in seats.automa, result is not None)
    return move


def _move_announce(
    game: Game, move: Move, to_act: set[int], turn_changed: bool, ends_game: bool
) -> None:
    """Record the move's webhook events in its transaction (the outbox)."""
    if ends_game:  # a companion game its human left: over, nobody to act
        webhooks_record(game=game, events=lambda: game_finished_event(game=game))
        return
    webhooks_record(
        game=game,
        events=lambda: game_events(
            game=game, to_act=to_act, move_events=move.events, turn_changed=turn_changed
        ),
    )
