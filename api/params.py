"""Request parameters shared by the views: the caller's seat and integer query values."""

from __future__ import annotations

from rest_framework.request import Request

from api.auth import bearer_token
from games.errors import ProblemCode, ServiceError
from games.models import Game
from games.selectors import seat_authenticate

MAX_QUERY_INT = 2**31 - 1  # what an integer column can compare against


def caller_seat(request: Request, game: Game) -> int | None:
    seat = seat_authenticate(game=game, token=bearer_token(request))
    return None if seat is None else seat.index


def int_param(request: Request, name: str) -> int | None:
    raw = request.query_params.get(name)
    if raw is None:
        return None
    try:
        value = int(raw)
    except ValueError as exc:
        raise ServiceError(ProblemCode.VALIDATION_ERROR, f"{name} must be an integer.") from exc
    if not 0 <= value <= MAX_QUERY_INT:
        raise ServiceError(
            ProblemCode.VALIDATION_ERROR, f"{name} must be between 0 and {MAX_QUERY_INT}."
        )
    return value
