"""Request parameters shared by the views: the caller's seat and integer query values."""

from __future__ import annotations

from rest_framework.request import Request

from api.auth import bearer_token
from games.errors import ProblemCode, ServiceError
from games.models import Game
from games.selectors import seat_authenticate

MAX_QUERY_INT = 2**31 - 1  # what an integer column can compare against


def bounded_int(low: int, high: int) -> dict[str, int | str]:
    """The OpenAPI schema of an integer parameter the server takes from ``low`` to ``high``."""
    return {"type": "integer", "minimum": low, "maximum": high}


def bounded_str(shortest: int, longest: int) -> dict[str, int | str]:
    """The OpenAPI schema of a string parameter of ``shortest`` to ``longest`` characters."""
    return {"type": "string", "minLength": shortest, "maxLength": longest}


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
        raise _bad_int(name, 0, MAX_QUERY_INT) from exc
    if not 0 <= value <= MAX_QUERY_INT:
        raise _bad_int(name, 0, MAX_QUERY_INT)
    return value


def _bad_int(name: str, low: int, high: int) -> ServiceError:
    return ServiceError(
        ProblemCode.VALIDATION_ERROR,
        message="integer_param",
        params={"name": name, "min": low, "max": high},
    )


def page_param(request: Request, name: str, default: int, low: int, high: int) -> int:
    """A paging parameter (``limit``, ``offset``): absent means ``default``; anything but an
    integer from ``low`` to ``high`` is refused with 400 rather than silently replaced."""
    raw = request.query_params.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError as exc:
        raise _bad_int(name, low, high) from exc
    if not low <= value <= high:
        raise _bad_int(name, low, high)
    return value
