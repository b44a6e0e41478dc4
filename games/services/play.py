"""Play services: create a game, submit a move, play an automa turn, finish a game (DESIGN §4)."""

from __future__ import annotations

import hashlib
import json
import logging
import secrets
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from games.errors import ProblemCode, ServiceError
from games.models import (
    App,
    Followup,
    Game,
    GameStatus,
    Move,
    MoveBy,
    Seat,
    SeatKind,
    SeatTakeover,
)
from games.notices import game_changed_on_commit
from games.rules.core import (
    LANGUAGES,
    Event,
    IllegalAction,
    OptionError,
    Ruleset,
    State,
    rng_for,
)
from games.rules.registry import UnknownRuleset, ruleset_get
from games.rules.search import think_budget
from games.rules.seat_actions import (
    SEAT_HANDED_OVER,
    SEAT_RESIGNED,
    TURN_TIMED_OUT,
    is_resign,
    resign_label,
)
from games.rules_binding import game_rules, game_state, release_rules
from games.selectors import game_get, game_locked, seat_authenticate, seat_names
from games.services.content import content_release_latest
from games.services.followups import (
    followup_clear,
    followup_dispatch_on_commit,
    followup_fields,
    followup_plan,
)
from games.services.idempotency import (
    GameCreationKey,
    game_creation_key,
    game_creation_replay,
)
from games.services.if_match import if_match_fault
from games.services.move_write import move_write, seats_to_act_mark
from games.services.seat_options import (
    TAKEOVER_LEVEL,
    TIMEOUTS_TO_AUTOMA,
    seat_options_of,
    seat_options_split,
    turn_due,
)
from games.services.webhooks import game_events, game_finished_event, webhooks_record
from games.tokens import token_hash, token_new

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str
    level: str = ""


@dataclass(frozen=True)
class GameCreated:
    game: Game
    tokens: dict[int, str]
    replayed: bool = False


@dataclass(frozen=True)
class MoveAccepted:
    move: Move
    game: Game
    replayed: bool


def game_create(
    *,
    ruleset: str,
    options: dict[str, Any],
    seats: list[SeatSpec],
    seed: int | None = None,
    idempotency_key: str | None = None,
    app: App | None = None,
) -> GameCreated:
    """A new game pinned to the latest content release; human seats get a token, once.
    It belongs to ``app`` (the caller's app key), whose webhook hears about it.

    With an ``idempotency_key`` a retried request returns the game the first one created (and
    the same tokens, derived from the key: see ``games.services.idempotency``).
    """
    key: GameCreationKey | None = None
    if idempotency_key:
        key = game_creation_key(
            idempotency_key=idempotency_key,
            request={"ruleset": ruleset, "options": options, "seats": seats, "seed": seed},
        )
        replayed = game_creation_replay(key=key)
        if replayed is not None:
            return GameCreated(game=replayed.game, tokens=replayed.tokens, replayed=True)
    try:
        rules = ruleset_get(ruleset)
    except UnknownRuleset as exc:
        raise ServiceError(ProblemCode.UNKNOWN_RULESET, params={"ruleset": ruleset}) from exc
    if not rules.min_seats <= len(seats) <= rules.max_seats:
        raise ServiceError(
            ProblemCode.INVALID_SEATS,
            message="seat_count",
            params={
                "title": {lang: rules.title_in(lang) for lang in LANGUAGES},
                "min": rules.min_seats,
                "max": rules.max_seats,
                "count": len(seats),
            },
        )
    seats = [_seat_spec_checked(rules, spec) for spec in seats]
    options, seat_options = seat_options_split(rules, options)
    try:
        options = rules.validate_options(options)
    except OptionError as exc:
        raise ServiceError(
            ProblemCode.INVALID_OPTIONS, str(exc), message=exc.message, params=exc.params
        ) from exc
    problem = rules.seats_problem(options, [spec.kind for spec in seats])
    if problem is not None:
        raise ServiceError(
            ProblemCode.INVALID_SEATS,
            message="seat_mode",
            params={
                "title": {lang: rules.title_in(lang) for lang in LANGUAGES},
                "count": len(seats),
                **problem,
            },
        )
    release = content_release_latest(ruleset=ruleset)
    rules = release_rules(ruleset=ruleset, release_id=release.pk)
    seed = secrets.randbits(62) if seed is None else seed
    try:
        state = rules.setup(options, len(seats), None, seed)
    except OptionError as exc:
        raise ServiceError(
            ProblemCode.INVALID_OPTIONS, str(exc), message=exc.message, params=exc.params
        ) from exc
    except (ValueError, IllegalAction) as exc:
        raise ServiceError(ProblemCode.INVALID_OPTIONS, message="setup_refused") from exc

    automa_seats = [i for i, spec in enumerate(seats) if spec.kind == SeatKind.AUTOMA]
    human_seats = [i for i, spec in enumerate(seats) if spec.kind == SeatKind.HUMAN]
    followup = followup_plan(rules=rules, state=state, automa_seats=automa_seats)
    to_act = set(rules.to_act(state))
    tokens: dict[int, str] = {}
    try:
        with transaction.atomic():
            game = Game.objects.create(
                ruleset=ruleset,
                options=options,
                state=state,
                seed=seed,
                content_release=release,
                seat_options=seat_options,
                turn_due_at=turn_due(rules, state, human_seats, seat_options),
                idempotency_key_hash=key.key_hash if key else None,
                request_hash=key.request_hash if key else "",
                app=app,
                **followup_fields(followup),
            )
            rows = []
            for index, spec in enumerate(seats):
                hashed = ""
                if spec.kind == SeatKind.HUMAN:
                    tokens[index] = key.seat_token(index) if key else token_new()
                    hashed = token_hash(tokens[index])
                rows.append(
                    Seat(
                        game=game,
                        index=index,
                        name=spec.name,
                        kind=spec.kind,
                        automa_level=spec.level,
                        token_hash=hashed,
                        to_act=index in to_act,
                    )
                )
            Seat.objects.bulk_create(rows)
            followup_dispatch_on_commit(game_id=game.id, version=game.version, kind=followup)
            webhooks_record(game=game, events=lambda: game_events(game=game, to_act=to_act))
    except IntegrityError:
        # The same key raced in from another request, which created the game first.
        replayed = game_creation_replay(key=key) if key else None
        if replayed is None:
            raise
        return GameCreated(game=replayed.game, tokens=replayed.tokens, replayed=True)
    return GameCreated(game=game, tokens=tokens)


def _seat_spec_checked(rules: Any, spec: SeatSpec) -> SeatSpec:
    if spec.kind not in SeatKind.values:
        raise ServiceError(
            ProblemCode.INVALID_SEATS,
            message="seat_kind",
            params={"kind": spec.kind, "allowed": list(SeatKind.values)},
        )
    if spec.kind == SeatKind.HUMAN:
        return SeatSpec(name=spec.name, kind=spec.kind, level="")
    level = spec.level or rules.default_automa_level
    if level not in rules.automa_levels:
        raise ServiceError(
            ProblemCode.INVALID_SEATS,
            message="automa_level",
            params={"level": level, "allowed": list(rules.automa_levels)},
        )
    return SeatSpec(name=spec.name, kind=spec.kind, level=level)


def _request_hash(action: Any) -> str:
    return hashlib.sha256(json.dumps(action, sort_keys=True).encode()).hexdigest()


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
    request_hash = _request_hash(action)
    with transaction.atomic():
        game = game_locked(game_id=game_id)
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
            move = _seat_resign(
                game, seat.index, by=MoveBy.SEAT, key=idempotency_key, request_hash=request_hash
            )
        else:
            move = _move_apply(game, seat.index, action, idempotency_key or None, request_hash)
    return MoveAccepted(move=move, game=game, replayed=False)


def _legal_with_labels(
    game: Game, rules: Any, state: dict[str, Any], seat: int, human: bool
) -> list[dict]:
    """A refused move's legal actions, each with its labels in every language (the API
    keeps the caller's); a human seat may also resign."""
    view = rules.view(state, seat)
    names = seat_names(game=game)
    found = [
        {"action": action, "labels": rules.label_named(action, view, names)}
        for action in rules.legal_actions(state, seat)
    ]
    if human:
        found.append(
            {"action": {"type": "resign"}, "labels": resign_label(companion=rules.companion)}
        )
    return found


@dataclass(frozen=True)
class _Seats:
    """The game's seats by kind, read in the move's transaction."""

    automa: list[int]
    human: list[int]
    timeouts: dict[int, int]

    @classmethod
    def of(cls, game: Game) -> _Seats:
        # The seats read with the locked game (``game_locked``), which the changes below keep.
        rows = [(s.index, s.kind, s.timeouts_in_row) for s in game.seats.all()]
        return cls(
            automa=[i for i, kind, _ in rows if kind == SeatKind.AUTOMA],
            human=[i for i, kind, _ in rows if kind == SeatKind.HUMAN],
            timeouts={i: n for i, _, n in rows},
        )


def _seat_row(game: Game, seat: int) -> Seat | None:
    """The seat's row among those read with the game, so that a change to it is what
    ``_Seats.of`` sees next."""
    return next((row for row in game.seats.all() if row.index == seat), None)


def _move_apply(
    game: Game,
    seat: int,
    action: Any,
    idempotency_key: str | None,
    request_hash: str,
    *,
    by: str = MoveBy.SEAT,
    extra_events: tuple[dict[str, Any], ...] = (),
) -> Move:
    """Check and apply ``action`` on a locked game; the caller's transaction commits it."""
    if game.status != GameStatus.ACTIVE:
        raise ServiceError(ProblemCode.GAME_NOT_ACTIVE)
    rules = game_rules(game)
    current = game_state(game)
    if seat not in rules.to_act(current):
        raise ServiceError(ProblemCode.NOT_YOUR_TURN, to_act=list(rules.to_act(current)))
    seats = _Seats.of(game)
    try:
        state, events = rules.apply(current, seat, action)
    except IllegalAction as exc:
        raise ServiceError(
            ProblemCode.ILLEGAL_ACTION,
            exc.detail,
            message=f"reason:{exc.code}",
            params=exc.params,
            reason=exc.code,
            legal_actions=_legal_with_labels(game, rules, current, seat, seat in seats.human),
        ) from exc
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        # An engine that trips over an odd action has still changed nothing: refuse the move
        # as illegal, and log it loudly, since the engine should have said why itself.
        logger.exception("engine %s failed on %r", game.ruleset, action)
        raise ServiceError(
            ProblemCode.ILLEGAL_ACTION,
            message="engine_rejected",
            reason="engine_rejected",
            legal_actions=_legal_with_labels(game, rules, current, seat, seat in seats.human),
        ) from exc
    if by == MoveBy.SEAT and seat in seats.human and seats.timeouts.get(seat):
        # The player is back: the count of timeouts in a row starts again.
        Seat.objects.filter(game=game, index=seat).update(timeouts_in_row=0)
    return _game_advance(
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
    )


def _game_advance(
    game: Game,
    rules: Ruleset,
    *,
    seat: int,
    action: Any,
    state: State,
    previous: State,
    events: list[dict[str, Any]],
    seats: _Seats,
    by: str,
    idempotency_key: str | None = None,
    request_hash: str = "",
    result: dict[str, Any] | None = None,
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
        followup, due = Followup.NONE, None
        ending = {"status": GameStatus.FINISHED, "result": result, "finished_at": now}
    to_act = set() if result is not None else set(rules.to_act(state))
    turn_changed = to_act != set(rules.to_act(previous))
    # Compare-and-set on the version: a second line of defence where rows cannot be locked.
    # The follow-up it hands on is recorded in the same write (DESIGN §4).
    move = move_write(
        game=game,
        version=game.version,
        fields={
            "state": state,
            "version": game.version + 1,
            "updated_at": now,
            "turn_due_at": due,
            **ending,
            **followup_fields(followup, now=now),
        },
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
    game.state = state
    game.version += 1
    game.turn_due_at = due
    for name, value in ending.items():
        setattr(game, name, value)
    followup_dispatch_on_commit(game_id=game.id, version=game.version, kind=followup)
    game_changed_on_commit(game_id=game.id, version=game.version)
    if result is not None:  # a companion game its human left: over, nobody to act
        webhooks_record(game=game, events=lambda: game_finished_event(game=game))
        return move
    # A seat that goes on acting (several steps of one turn) is not told again; after an
    # automa's move the human is, even if it was to act before (companion games).
    turn_changed = turn_changed or seat in seats.automa
    webhooks_record(
        game=game,
        events=lambda: game_events(
            game=game, to_act=to_act, move_events=move.events, turn_changed=turn_changed
        ),
    )
    return move


_TAKEOVER_BY = {
    MoveBy.SEAT: SeatTakeover.RESIGN,
    MoveBy.TIMER: SeatTakeover.TIMEOUT,
    MoveBy.STAFF: SeatTakeover.STAFF,
}


def _seat_resign(
    game: Game, seat: int, *, by: str, key: str | None = None, request_hash: str = ""
) -> Move:
    """A human seat leaves a locked game: the automa plays it from now on at the game's
    ``takeover_level``; in a companion game the game ends and the automa wins. The engine's
    state does not change: the move is logged (``{"type": "resign"}``) and replay skips it."""
    if game.status != GameStatus.ACTIVE:
        raise ServiceError(ProblemCode.GAME_NOT_ACTIVE)
    rules = game_rules(game)
    state = game_state(game)
    row = _seat_row(game, seat)
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
    return _game_advance(
        game,
        rules,
        seat=seat,
        action={"type": "resign"},
        state=state,
        previous=state,
        events=[{"kind": kind, "data": data, "seat": None}],
        seats=_Seats.of(game),
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
    with transaction.atomic():
        game = game_locked(game_id=game_id)
        return _seat_resign(game, seat, by=MoveBy.STAFF)


def automa_play(*, game_id: Any, version: int) -> Move | None:
    """Play one automa turn if the game is still at ``version``; otherwise do nothing.

    The choice is computed outside the row lock (a search may take a while) from the seat's
    view only, then applied under the lock if no one moved meanwhile.
    """
    try:
        game = game_get(game_id=game_id)
    except ServiceError:  # deleted meanwhile
        return None
    if game.version != version or game.status != GameStatus.ACTIVE:
        return None
    rules = game_rules(game)
    state = game_state(game)
    automa = {s.index: s for s in game.seats.all() if s.kind == SeatKind.AUTOMA}
    acting = [index for index in rules.to_act(state) if index in automa]
    if not acting:
        followup_clear(game_id=game.pk, version=version)
        return None
    seat = automa[acting[0]]
    view = rules.view(state, seat.index)
    budget_ms = settings.AUTOMA_THINK_BUDGET_MS.get(seat.automa_level)
    with think_budget(budget_ms / 1000 if budget_ms else None):
        action = rules.automa(
            view, seat.index, seat.automa_level, rng_for(game.seed, version, "automa")
        )
    with transaction.atomic():
        game = game_locked(game_id=game_id)
        if game.version != version or game.status != GameStatus.ACTIVE:
            return None
        return _move_apply(game, seat.index, action, None, _request_hash(action))


def turn_timeout(*, game_id: Any, version: int) -> Move | None:
    """The human seat to act ran out of time at ``version``: the automa plays its turn (at the
    game's ``takeover_level``), and after ``timeouts_to_automa`` such turns in a row keeps the
    seat. In a companion game the automa cannot play the table: the human resigns.

    Only the sweeper sends it, once ``turn_due_at`` has passed (it then pushes the due time on,
    so a lost task is sent again); idempotent by version: a move since then makes it a no-op.
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
        return None
    seat = late[0]
    options = seat_options_of(game, rules)
    action: dict[str, Any] | None = None
    if not rules.companion:
        level = options[TAKEOVER_LEVEL]
        view = rules.view(state, seat)
        action = rules.automa(view, seat, level, rng_for(game.seed, version, "timeout"))
    with transaction.atomic():
        game = game_locked(game_id=game_id)
        if game.version != version or game.status != GameStatus.ACTIVE:
            return None
        if action is None:
            return _seat_resign(game, seat, by=MoveBy.TIMER)
        row = _seat_row(game, seat)
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
        return _move_apply(
            game,
            seat,
            action,
            None,
            _request_hash(action),
            by=MoveBy.TIMER,
            extra_events=(event.to_json(),),
        )


def game_finish(*, game_id: Any) -> Game | None:
    """Score a game whose play is over; idempotent (a finished game is left as it is)."""
    with transaction.atomic():
        game = Game.objects.select_for_update().filter(pk=game_id).first()
        if game is None or game.status != GameStatus.ACTIVE:
            return None
        rules = game_rules(game)
        state = game_state(game)
        if not rules.is_over(state):
            if game.followup == Followup.SCORING:
                followup_clear(game_id=game.pk, version=game.version)
            return None
        game.result = rules.score(state).to_json()
        game.status = GameStatus.FINISHED
        game.finished_at = timezone.now()
        game.followup, game.followup_due_at = Followup.NONE, None
        # The finishing version has no move: it tells long-polling clients the result is in.
        game.version += 1
        game.save(
            update_fields=[
                "result",
                "status",
                "finished_at",
                "version",
                "updated_at",
                "followup",
                "followup_due_at",
            ]
        )
        seats_to_act_mark(game, set())
        game_changed_on_commit(game_id=game.pk, version=game.version)
        webhooks_record(game=game, events=lambda: game_finished_event(game=game))
    return game


def seats_to_act_refresh(*, batch: int = 200) -> int:
    """Set ``Seat.to_act`` from the state of every active game (games stored before the flag
    existed); returns how many games were looked at."""
    ids = list(Game.objects.filter(status=GameStatus.ACTIVE).values_list("id", flat=True))
    for start in range(0, len(ids), batch):
        with transaction.atomic():
            for game in Game.objects.filter(pk__in=ids[start : start + batch]):
                seats_to_act_mark(game, set(game_rules(game).to_act(game_state(game))))
    return len(ids)
