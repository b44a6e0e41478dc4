"""An automa seat's turn, played by the worker: chosen from the seat's view outside the row
lock, applied under it if nobody moved meanwhile."""

from __future__ import annotations

from typing import Any

from django.conf import settings

from games.errors import ServiceError
from games.models import GameStatus, Move, OutboxKind, SeatKind
from games.rules.core import rng_for
from games.rules.search import think_budget
from games.rules_binding import game_rules, game_state
from games.selectors import game_get
from games.services.followups import followup_clear
from games.services.locks import game_lock
from games.services.move_apply import action_hash, move_apply
from games.services.write_transaction import write_transaction


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
        followup_clear(game_id=game.pk, version=version, kinds=[OutboxKind.AUTOMA_TURN])
        return None
    seat = automa[acting[0]]
    view = rules.view(state, seat.index)
    budget_ms = settings.AUTOMA_THINK_BUDGET_MS.get(seat.automa_level)
    with think_budget(budget_ms / 1000 if budget_ms else None):
        action = rules.automa(
            view, seat.index, seat.automa_level, rng_for(game.seed, version, "automa")
        )
    with write_transaction():
        game = game_lock(game_id=game_id)
        if game.version != version or game.status != GameStatus.ACTIVE:
            return None
        return move_apply(game, seat.index, action, None, action_hash(action))
