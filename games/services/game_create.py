"""Creating a game: seats and options checked, the state set up from the latest content
release, the game and its seats stored with the follow-up and events it starts with."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from django.db import IntegrityError

from games.errors import ProblemCode, ServiceError
from games.models import App, Game, Player, Seat, SeatKind
from games.problem_texts import PROBLEMS
from games.rules.core import LANGUAGES, TITLES, IllegalAction, OptionError, Ruleset, State
from games.rules.registry import UnknownRuleset, ruleset_get
from games.rules_binding import release_rules
from games.services.content import content_release_latest
from games.services.followups import (
    followup_dispatch_on_commit,
    followup_plan,
    game_work,
    game_work_add,
)
from games.services.idempotency import (
    GameCreationKey,
    game_creation_key,
    game_creation_replay,
)
from games.services.seat_options import seat_options_split, turn_due
from games.services.seat_players import seat_players, seat_players_check, seat_players_count
from games.services.webhooks import game_events, webhooks_record
from games.services.write_transaction import write_transaction
from games.tokens import token_hash, token_new


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str
    level: str = ""
    player: str = ""  # the app's id of the player in a human seat ("": a guest)


@dataclass(frozen=True)
class GameCreated:
    game: Game
    tokens: dict[int, str]
    replayed: bool = False


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
    request = {"ruleset": ruleset, "options": options, "seats": seats, "seed": seed}
    key = game_creation_key(idempotency_key=idempotency_key, request=request, app=app)
    replayed = game_creation_replay(key=key) if key else None
    if replayed is not None:
        return GameCreated(game=replayed.game, tokens=replayed.tokens, replayed=True)
    seats, options, seat_options = _request_checked(ruleset, options, seats, app)
    release = content_release_latest(ruleset=ruleset)
    rules = release_rules(ruleset=ruleset, release_id=release.pk)
    seed = secrets.randbits(62) if seed is None else seed
    state = _state_setup(rules, options, len(seats), seed)
    followup = followup_plan(
        rules=rules, state=state, automa_seats=_indices(seats, SeatKind.AUTOMA)
    )
    to_act = set(rules.to_act(state))
    turn_due_at = turn_due(rules, state, _indices(seats, SeatKind.HUMAN), seat_options)
    try:
        with write_transaction():
            game = Game.objects.create(
                ruleset=ruleset,
                options=options,
                state=state,
                seed=seed,
                content_release=release,
                seat_options=seat_options,
                turn_due_at=turn_due_at,
                idempotency_key_hash=key.key_hash if key else None,
                idempotency_scope=key.scope if key else "",
                request_hash=key.request_hash if key else "",
                app=app,
            )
            players = seat_players(app=app, players=[spec.player for spec in seats])
            seat_players_count(players=list(players.values()), ruleset=ruleset)
            tokens = _seats_store(game, seats, to_act, key, players)
            work = game_work(followup=followup, turn_due=turn_due_at)
            game_work_add(game_id=game.id, version=game.version, work=work)
            followup_dispatch_on_commit(game_id=game.id, version=game.version, kind=followup)
            webhooks_record(game=game, events=lambda: game_events(game=game, to_act=to_act))
    except IntegrityError:
        # The same key raced in from another request, which created the game first.
        replayed = game_creation_replay(key=key) if key else None
        if replayed is None:
            raise
        return GameCreated(game=replayed.game, tokens=replayed.tokens, replayed=True)
    return GameCreated(game=game, tokens=tokens)


def _request_checked(
    ruleset: str, options: dict[str, Any], seats: list[SeatSpec], app: App | None
) -> tuple[list[SeatSpec], dict[str, Any], dict[str, Any]]:
    """The request's seats and options, checked against the ruleset (a ServiceError if not
    playable): (seats, the game's options, the per-seat options split off them)."""
    rules = _rules_of(ruleset)
    seats = _seats_checked(rules, seats)
    seat_players_check(app=app, players=[spec.player for spec in seats])
    options, seat_options = seat_options_split(rules, options)
    return seats, _options_checked(rules, options, seats), seat_options


def _indices(seats: list[SeatSpec], kind: str) -> list[int]:
    return [i for i, spec in enumerate(seats) if spec.kind == kind]


def _seats_store(
    game: Game,
    seats: list[SeatSpec],
    to_act: set[int],
    key: GameCreationKey | None,
    players: dict[str, Player],
) -> dict[int, str]:
    """Store the seats, a token for each human (derived from the creation's key, if any);
    returns the tokens, shown this once."""
    tokens: dict[int, str] = {}
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
                player=players.get(spec.player) if spec.player else None,
            )
        )
    Seat.objects.bulk_create(rows)
    return tokens


def _rules_of(ruleset: str) -> Ruleset:
    try:
        return ruleset_get(ruleset)
    except UnknownRuleset as exc:
        raise ServiceError(ProblemCode.UNKNOWN_RULESET, params={"ruleset": ruleset}) from exc


def _titles(rules: Ruleset) -> dict[str, str]:
    # Every language a translator added too, not only the shipped ones.
    spoken = dict.fromkeys((*LANGUAGES, *TITLES.languages(), *PROBLEMS.languages()))
    return {lang: rules.title_in(lang) for lang in spoken}


def _seats_checked(rules: Ruleset, seats: list[SeatSpec]) -> list[SeatSpec]:
    if not rules.min_seats <= len(seats) <= rules.max_seats:
        raise ServiceError(
            ProblemCode.INVALID_SEATS,
            message="seat_count",
            params={
                "title": _titles(rules),
                "min": rules.min_seats,
                "max": rules.max_seats,
                "count": len(seats),
            },
        )
    return [_seat_spec_checked(rules, spec) for spec in seats]


def _options_checked(
    rules: Ruleset, options: dict[str, Any], seats: list[SeatSpec]
) -> dict[str, Any]:
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
            params={"title": _titles(rules), "count": len(seats), **problem},
        )
    return options


def _state_setup(rules: Ruleset, options: dict[str, Any], seats: int, seed: int) -> State:
    try:
        return rules.setup(options, seats, seed)
    except OptionError as exc:
        raise ServiceError(
            ProblemCode.INVALID_OPTIONS, str(exc), message=exc.message, params=exc.params
        ) from exc
    except (ValueError, IllegalAction) as exc:
        raise ServiceError(ProblemCode.INVALID_OPTIONS, message="setup_refused") from exc


def _seat_spec_checked(rules: Ruleset, spec: SeatSpec) -> SeatSpec:
    if spec.kind not in SeatKind.values:
        raise ServiceError(
            ProblemCode.INVALID_SEATS,
            message="seat_kind",
            params={"kind": spec.kind, "allowed": list(SeatKind.values)},
        )
    if spec.kind == SeatKind.HUMAN:
        return SeatSpec(name=spec.name, kind=spec.kind, level="", player=spec.player)
    if spec.player:
        raise ServiceError(
            ProblemCode.INVALID_SEATS, message="player_seat", params={"player": spec.player}
        )
    level = spec.level or rules.default_automa_level
    if level not in rules.automa_levels:
        raise ServiceError(
            ProblemCode.INVALID_SEATS,
            message="automa_level",
            params={"level": level, "allowed": list(rules.automa_levels)},
        )
    return SeatSpec(name=spec.name, kind=spec.kind, level=level)
