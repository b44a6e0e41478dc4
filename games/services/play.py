"""Play services: create a game, submit a move, play an automa turn, finish a game (DESIGN §4)."""

from __future__ import annotations

import hashlib
import json
import logging
import secrets
from dataclasses import dataclass
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from games.errors import ProblemCode, ServiceError
from games.models import Followup, Game, GameStatus, Move, Seat, SeatKind
from games.notices import game_changed_on_commit
from games.rules.core import LANGUAGES, IllegalAction, OptionError, rng_for
from games.rules.registry import UnknownRuleset, ruleset_get
from games.rules_binding import game_rules, game_state, release_rules
from games.selectors import game_locked, seat_authenticate, seat_names
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
) -> GameCreated:
    """A new game pinned to the latest content release; human seats get a token, once.

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
    try:
        options = rules.validate_options(options)
    except OptionError as exc:
        raise ServiceError(
            ProblemCode.INVALID_OPTIONS, str(exc), message=exc.message, params=exc.params
        ) from exc
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
    followup = followup_plan(rules=rules, state=state, automa_seats=automa_seats)
    tokens: dict[int, str] = {}
    try:
        with transaction.atomic():
            game = Game.objects.create(
                ruleset=ruleset,
                options=options,
                state=state,
                seed=seed,
                content_release=release,
                idempotency_key_hash=key.key_hash if key else None,
                request_hash=key.request_hash if key else "",
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
                    )
                )
            Seat.objects.bulk_create(rows)
            followup_dispatch_on_commit(game_id=game.id, version=game.version, kind=followup)
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
    """Apply a human seat's action under the game's row lock (DESIGN §4).

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
        if idempotency_key:
            earlier = Move.objects.filter(
                game=game, seat=seat.index, idempotency_key=idempotency_key
            ).first()
            if earlier is not None:
                if earlier.request_hash != request_hash:
                    raise ServiceError(ProblemCode.IDEMPOTENCY_KEY_REUSED)
                return MoveAccepted(move=earlier, game=game, replayed=True)
        if if_match.strip() != game.etag:
            raise ServiceError(
                ProblemCode.PRECONDITION_FAILED,
                message="stale_version",
                params={"version": game.version},
                current_version=game.version,
            )
        move = _move_apply(game, seat.index, action, idempotency_key or None, request_hash)
    return MoveAccepted(move=move, game=game, replayed=False)


def _legal_with_labels(game: Game, rules: Any, state: dict[str, Any], seat: int) -> list[dict]:
    """A refused move's legal actions, each with its labels in every language (the API
    keeps the caller's)."""
    view = rules.view(state, seat)
    names = seat_names(game=game)
    return [
        {"action": action, "labels": rules.label_named(action, view, names)}
        for action in rules.legal_actions(state, seat)
    ]


def _move_apply(
    game: Game, seat: int, action: Any, idempotency_key: str | None, request_hash: str
) -> Move:
    """Check and apply ``action`` on a locked game; the caller's transaction commits it."""
    if game.status != GameStatus.ACTIVE:
        raise ServiceError(ProblemCode.GAME_NOT_ACTIVE)
    rules = game_rules(game)
    current = game_state(game)
    if seat not in rules.to_act(current):
        raise ServiceError(ProblemCode.NOT_YOUR_TURN, to_act=list(rules.to_act(current)))
    try:
        state, events = rules.apply(current, seat, action)
    except IllegalAction as exc:
        raise ServiceError(
            ProblemCode.ILLEGAL_ACTION,
            exc.detail,
            message=f"reason:{exc.code}",
            params=exc.params,
            reason=exc.code,
            legal_actions=_legal_with_labels(game, rules, current, seat),
        ) from exc
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        # An engine that trips over an odd action has still changed nothing: refuse the move
        # as illegal, and log it loudly, since the engine should have said why itself.
        logger.exception("engine %s failed on %r", game.ruleset, action)
        raise ServiceError(
            ProblemCode.ILLEGAL_ACTION,
            message="engine_rejected",
            reason="engine_rejected",
            legal_actions=_legal_with_labels(game, rules, current, seat),
        ) from exc
    automa_seats = game.seats.filter(kind=SeatKind.AUTOMA).values_list("index", flat=True)
    followup = followup_plan(rules=rules, state=state, automa_seats=automa_seats)
    # Compare-and-set on the version: a second line of defence where rows cannot be locked.
    # The follow-up it hands on is recorded in the same write (DESIGN §4).
    updated = Game.objects.filter(pk=game.pk, version=game.version).update(
        state=state,
        version=game.version + 1,
        updated_at=timezone.now(),
        **followup_fields(followup),
    )
    if updated != 1:
        raise ServiceError(ProblemCode.PRECONDITION_FAILED, message="move_raced")
    game.state = state
    game.version += 1
    try:
        with transaction.atomic():
            move = Move.objects.create(
                game=game,
                number=game.version,
                seat=seat,
                action=action,
                events=[event.to_json() for event in events],
                idempotency_key=idempotency_key,
                request_hash=request_hash,
            )
    except IntegrityError as exc:  # a concurrent writer without a row lock (SQLite)
        raise ServiceError(ProblemCode.PRECONDITION_FAILED, message="move_raced") from exc
    followup_dispatch_on_commit(game_id=game.id, version=game.version, kind=followup)
    game_changed_on_commit(game_id=game.id, version=game.version)
    return move


def automa_play(*, game_id: Any, version: int) -> Move | None:
    """Play one automa turn if the game is still at ``version``; otherwise do nothing.

    The choice is computed outside the row lock (a search may take a while) from the seat's
    view only, then applied under the lock if no one moved meanwhile.
    """
    game = Game.objects.filter(pk=game_id).first()
    if game is None or game.version != version or game.status != GameStatus.ACTIVE:
        return None
    rules = game_rules(game)
    state = game_state(game)
    automa = {s.index: s for s in game.seats.filter(kind=SeatKind.AUTOMA)}
    acting = [index for index in rules.to_act(state) if index in automa]
    if not acting:
        followup_clear(game_id=game.pk, version=version)
        return None
    seat = automa[acting[0]]
    view = rules.view(state, seat.index)
    action = rules.automa(
        view, seat.index, seat.automa_level, rng_for(game.seed, version, "automa")
    )
    with transaction.atomic():
        game = game_locked(game_id=game_id)
        if game.version != version or game.status != GameStatus.ACTIVE:
            return None
        return _move_apply(game, seat.index, action, None, _request_hash(action))


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
        game_changed_on_commit(game_id=game.pk, version=game.version)
    return game
