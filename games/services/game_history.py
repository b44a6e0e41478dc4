"""A game as it was at an earlier version: what a stream replays after ``Last-Event-ID``.

Versions 1..M are the moves (``Move.number`` is the version it made); a game that ended
without a move (scored by ``game_finish``, abandoned) has one version more, its last. So any
version below the current one is the state after its move, which the move log gives from the
seed (the state is a cache of that replay, DESIGN §3). Replayed states are kept per process
for a while, so a catch-up of k versions replays from the nearest one kept, not from the seed.

What the log does not keep is left as it is now: the seats' names, kinds and timeout counts;
``turn_due_at`` of an earlier version is not known and reads null. A version below the
current one was always played in an active game (a game ends at its last version).
"""

from __future__ import annotations

import copy
import threading
from collections import OrderedDict
from typing import Any

from games.models import Game, GameStatus, Move
from games.rules.core import State
from games.rules.seat_actions import is_resign
from games.rules_binding import game_rules

# Replayed states kept per process: enough for every game followed to step on by one version.
STATES_KEPT = 2048

_lock = threading.Lock()
_states: OrderedDict[tuple[str, int], State] = OrderedDict()


def _kept(game_id: str, version: int) -> State | None:
    with _lock:
        state = _states.get((game_id, version))
        if state is not None:
            _states.move_to_end((game_id, version))
        return state


def _keep(game_id: str, version: int, state: State) -> None:
    with _lock:
        _states[(game_id, version)] = state
        while len(_states) > STATES_KEPT:
            _states.popitem(last=False)


def _nearest_below(game_id: str, version: int) -> tuple[int, State | None]:
    with _lock:
        best = max(
            (v for (g, v) in _states if g == game_id and v < version),
            default=0,
        )
        return best, _states.get((game_id, best)) if best else None


def game_at_version(*, game: Game, version: int) -> Game:
    """``game`` (read now, with its seats and release) as it was at ``version``: the current
    game itself for its current version, else a detached copy with the state after move
    ``version``. A version the game never had raises ``ValueError``."""
    if version == game.version:
        # Kept as the replay's starting point: a stream that falls one version behind (the
        # game moved on while it rendered) then replays one move, not the game from its seed,
        # which cost more the further behind it was and so pushed it further behind.
        _keep(str(game.pk), version, game.state)
        return game
    if not 0 <= version < game.version:
        raise ValueError(f"game {game.pk} has no version {version}")
    game_id = str(game.pk)
    rules = game_rules(game)
    state = _kept(game_id, version)
    made_at = (
        game.created_at
        if version == 0
        else (
            Move.objects.filter(game_id=game.pk, number=version)
            .values_list("created_at", flat=True)
            .first()
        )
    )
    if made_at is None:
        raise ValueError(f"game {game.pk} has no move {version}")
    if state is None:
        start, state = _nearest_below(game_id, version)
        if state is None:
            start, state = 0, rules.setup(dict(game.options), len(game.seats.all()), game.seed)
        for move in Move.objects.filter(
            game_id=game.pk, number__gt=start, number__lte=version
        ).order_by("number"):
            if not is_resign(move.action):  # a resignation changes a seat, not the board
                state, _events = rules.apply(state, move.seat, move.action)
        _keep(game_id, version, state)
    return _snapshot(game, version, state, made_at)


def _snapshot(game: Game, version: int, state: State, made_at: Any) -> Game:
    then = copy.copy(game)  # shares the prefetched seats and the release
    then.state = state
    then.version = version
    then.status = GameStatus.ACTIVE
    then.result = None
    then.finished_at = None
    then.turn_due_at = None
    then.updated_at = made_at
    return then
