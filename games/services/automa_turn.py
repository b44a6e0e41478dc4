"""An automa seat's turn, played by the worker: chosen from the seat's view outside the row
lock, applied under it if nobody moved meanwhile; the automa turns that follow it at once are
played in the same transaction, while they are quick."""

from __future__ import annotations

import time
from typing import Any

from django.conf import settings

from games.errors import ServiceError
from games.models import Game, GameStatus, Move, OutboxKind, Seat, SeatKind
from games.rules.core import Ruleset, State, rng_for
from games.rules.search import think_budget
from games.rules_binding import game_rules, game_state
from games.selectors import game_get
from games.services.followups import followup_clear, followup_dispatch_on_commit, followup_plan
from games.services.locks import game_lock
from games.services.move_apply import action_hash, move_apply
from games.services.write_transaction import write_transaction


def automa_play(*, game_id: Any, version: int) -> Move | None:
    """Play one automa turn if the game is still at ``version``; otherwise do nothing. Returns
    the last move played (see ``_replies_chained``), or None.

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
    seat = _automa_to_act(game, rules, state)
    if seat is None:
        followup_clear(game_id=game.pk, version=version, kinds=[OutboxKind.AUTOMA_TURN])
        return None
    budget_ms = settings.AUTOMA_THINK_BUDGET_MS.get(seat.automa_level)
    with think_budget(budget_ms / 1000 if budget_ms else None):
        action = _choice(game, rules, state, seat)
    with write_transaction():
        game = game_lock(game_id=game_id)
        if game.version != version or game.status != GameStatus.ACTIVE:
            return None
        move = move_apply(game, seat.index, action, None, action_hash(action), dispatch=False)
        move = _replies_chained(game, move)
        state = game_state(game)
        automa = [s.index for s in game.seats.all() if s.kind == SeatKind.AUTOMA]
        followup = followup_plan(rules=rules, state=state, automa_seats=automa)
        followup_dispatch_on_commit(game_id=game.id, version=game.version, kind=followup)
    return move


def _replies_chained(game: Game, move: Move) -> Move:
    """Play, under the lock already held, the automa turns that follow at once, as long as
    each is a heuristic's (a level without a think budget: a few milliseconds) and the chain
    has held the lock less than ``AUTOMA_CHAIN_MS``: the seats of a table of automa answer a
    human's move in one transaction, not one task and one commit each. The turn left over (a
    searching level's, or one past the budget) goes to the worker as before.

    Each turn is chosen from its seat's view with the same random stream as a task of its own
    would use (by version), so a game plays and replays the same either way.
    """
    deadline = time.monotonic() + settings.AUTOMA_CHAIN_MS / 1000
    while time.monotonic() < deadline and game.status == GameStatus.ACTIVE:
        rules = game_rules(game)
        state = game_state(game)
        if rules.is_over(state):
            break
        seat = _automa_to_act(game, rules, state)
        if seat is None or seat.automa_level in settings.AUTOMA_THINK_BUDGET_MS:
            break
        action = _choice(game, rules, state, seat)
        move = move_apply(game, seat.index, action, None, action_hash(action), dispatch=False)
    return move


def _automa_to_act(game: Game, rules: Ruleset, state: State) -> Seat | None:
    automa = {s.index: s for s in game.seats.all() if s.kind == SeatKind.AUTOMA}
    return next((automa[i] for i in rules.to_act(state) if i in automa), None)


def _choice(game: Game, rules: Ruleset, state: State, seat: Seat) -> Any:
    """The seat's move, from its own view, with the random stream of the game's version."""
    rng = rng_for(game.seed, game.version, "automa")
    return rules.automa(rules.view(state, seat.index), seat.index, seat.automa_level, rng)
