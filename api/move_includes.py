"""What a move's answer may carry besides the move (``POST moves/?include=...``): what the
seat reads next, so that an app draws the seat's page again without four more requests.

Everything included is read from one read of the game after the move (and the automa turns
that ran in-process after it): the game, the seat's listed actions and its board at that one
version, and the moves after the posted one up to it. All of it as the posting seat sees it,
exactly as the GETs it stands for answer that seat.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.urls import reverse
from rest_framework.request import Request

from api.language import request_language
from api.representations import actions_payload, game_payload
from games.board_selector import game_board_svg
from games.errors import ProblemCode, ServiceError
from games.models import Game
from games.selectors import game_get, moves_for_viewer

# The members, in the order of the GETs they stand for.
INCLUDES = ("game", "actions", "moves", "board")
MOVES_MAX = 200  # as a page of the move log at its largest


def includes_read(request: Request) -> tuple[str, ...]:
    """The members asked for: ``include`` repeated or comma-separated; an unknown one is a
    400 naming it (a typo would otherwise quietly cost the requests it meant to save)."""
    # ``include=`` alone is an empty list (as the schema's form style writes one): nothing.
    raw_names = [name for raw in request.query_params.getlist("include") for name in raw.split(",")]
    asked = [name.strip() for name in raw_names if name.strip()]
    unknown = [name for name in asked if name not in INCLUDES]
    if unknown:
        raise ServiceError(
            ProblemCode.VALIDATION_ERROR,
            message="unknown_include",
            params={"name": unknown[0], "allowed": list(INCLUDES)},
        )
    return tuple(name for name in INCLUDES if name in asked)


def move_includes(
    request: Request, *, game_id: Any, seat: int, posted: int, wanted: tuple[str, ...]
) -> dict[str, Any]:
    """The ``wanted`` members for ``seat`` after its move numbered ``posted``."""
    if not wanted:
        return {}
    game = game_get(game_id=game_id)
    language = request_language(request)
    out: dict[str, Any] = {}
    if "game" in wanted:
        out["game"] = game_payload(request, game, seat)
    if "actions" in wanted:
        out["actions"] = actions_payload(game, seat, language)
    if "moves" in wanted:
        out["moves"] = _moves_since(game, seat, posted, language)
    if "board" in wanted:
        out["board"] = game_board_svg(game=game, seat=seat, language=language)
    return out


def _moves_since(game: Game, seat: int, posted: int, language: str) -> dict[str, Any]:
    """The move log's page after the posted move, up to the game's version as read (a move
    landing meanwhile is left for the next read, as the included game does not show it)."""
    moves = moves_for_viewer(
        game=game, viewer=seat, after=posted, limit=MOVES_MAX + 1, language=language
    )
    moves = [move for move in moves if move["number"] <= game.version]
    more = len(moves) > MOVES_MAX
    moves = moves[:MOVES_MAX]
    next_link = None
    if more:
        query = urlencode({"after": moves[-1]["number"], "limit": MOVES_MAX})
        next_link = f"{reverse('game-moves', args=[game.id])}?{query}"
    return {"results": moves, "next": next_link}
