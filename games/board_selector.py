"""A game's board picture as one seat (or the spectator) may see it: the admin's drawing,
served to every app through the API."""

from __future__ import annotations

from games.models import Game
from games.rules_binding import game_rules
from games.selectors import game_view, seat_names


def game_board_svg(*, game: Game, seat: int | None, language: str = "en") -> str | None:
    """The ``<svg>`` of ``game`` drawn from ``seat``'s view only (None: the spectator's),
    worded in ``language``; None when the game has no drawing. Every text in it is escaped by
    the game's drawing (``Ruleset.draw``)."""
    rules = game_rules(game)
    return rules.draw(game_view(game=game, seat=seat), seat_names(game=game), language)
