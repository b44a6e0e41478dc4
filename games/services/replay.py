"""Replaying a game from its seed and its move log (DESIGN §3: the state is a cache of this)."""

from __future__ import annotations

from games.models import Game
from games.rules.core import State
from games.rules.seat_actions import is_resign
from games.rules_binding import game_rules


def game_replay(*, game: Game) -> State:
    """The state the game's moves give from its seed, with the content release it pinned.

    A ``resign`` move changes a seat, not the board: the engine never sees it. A move the
    automa made for a seat whose time ran out is an engine move like any other."""
    rules = game_rules(game)
    state = rules.setup(dict(game.options), game.seats.count(), game.seed)
    for move in game.moves.order_by("number"):
        if is_resign(move.action):
            continue
        state, _events = rules.apply(state, move.seat, move.action)
    return state
