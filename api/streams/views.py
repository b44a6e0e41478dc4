"""Server-Sent Events: the opening of a stream, as a Django view answers it.

The stream process's own ASGI handler (``api.streams.asgi``) runs these views, with the
process's middleware (CORS, security headers), in a worker thread: a refusal is a whole
response (problem details), a stream's 200 is a ``StreamOpening``: its headers, and what it
follows, which the handler then serves on the event loop without Django. Credentials are the
game's (a seat token as for ``GET /games/{id}/``, none for a spectator) or the app's key; they
travel in headers (the page reads the stream with ``fetch``), so tokens stay out of URLs.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import close_old_connections
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.http.response import HttpResponseBase
from django.views.decorators.http import require_safe

from api.auth import app_key, bearer_token
from api.language import request_language
from api.problems import CONTENT_TYPE, problem_body
from api.rate_limits import limits_check
from api.streams.hub import hub
from api.throttles import BadTokenThrottle, bad_token_record
from games.errors import ProblemCode, ServiceError
from games.selectors import game_get, seat_authenticate
from games.services.apps import app_authenticate


@dataclass(frozen=True)
class GameFollow:
    """A seat's (or, ``seat`` None, the spectator's) stream of one game."""

    game_id: str
    version: int  # the game's version when the stream opened
    seat: int | None
    language: str
    resume: str | None  # Last-Event-ID


@dataclass(frozen=True)
class AppFollow:
    """An app's stream of every change to its games."""

    app_id: str
    resume: str | None


class StreamOpening(HttpResponse):
    """A stream's 200 before its first event: the headers the view and the middleware gave
    it, and what it follows (its body is served by ``api.streams.asgi``)."""

    def __init__(self, follow: GameFollow | AppFollow) -> None:
        super().__init__(content_type="text/event-stream; charset=utf-8")
        self["Cache-Control"] = "no-cache, no-transform"
        # nginx buffers a proxied answer unless told not to; a stream must pass at once.
        self["X-Accel-Buffering"] = "no"
        self.follow = follow


def _problem(request: HttpRequest, error: ServiceError) -> JsonResponse:
    language = request_language(request)
    body = problem_body(
        error.code, error.detail_in(language), language, request.path, **error.extensions
    )
    response = JsonResponse(body, status=error.status, content_type=CONTENT_TYPE)
    if "retry_after" in error.extensions:
        response["Retry-After"] = str(error.extensions["retry_after"])
    return response


def last_event_id(request: HttpRequest) -> str | None:
    """``Last-Event-ID`` (the header, as a reconnecting EventSource or SDK sends it, or the
    ``last_event_id`` query parameter for an EventSource opened anew)."""
    value = request.headers.get("Last-Event-ID") or request.GET.get("last_event_id")
    return value.strip()[:64] if value and value.strip() else None


def _room_check() -> None:
    if hub.full():
        raise ServiceError(ProblemCode.BUSY, message="long_polls_full", retry_after=1)


def _seat_open(request: HttpRequest, game_id: str) -> tuple[str, int, int | None]:
    """The game's id, its version now and the caller's seat (None: a spectator)."""
    limit = BadTokenThrottle().limit(request)  # type: ignore[arg-type]
    if limit is not None and limits_check([limit]) is not None:
        raise ServiceError(ProblemCode.THROTTLED, params={"retry_after": 60}, retry_after=60)
    game = game_get(game_id=game_id)
    try:
        seat = seat_authenticate(game=game, token=bearer_token(request))
    except ServiceError as exc:
        if exc.code is ProblemCode.INVALID_TOKEN:
            bad_token_record(request)  # type: ignore[arg-type]
        raise
    return str(game.pk), game.version, None if seat is None else seat.index


def _app_open(request: HttpRequest) -> str:
    key = app_key(request)
    if key is None:
        raise ServiceError(ProblemCode.APP_KEY_REQUIRED)
    return str(app_authenticate(plaintext=key).pk)


@require_safe
def game_events(request: HttpRequest, game_id: str) -> HttpResponseBase:
    """``GET /api/v1/games/{id}/events/``: one ``version`` event per new version."""
    close_old_connections()
    try:
        _room_check()
        game, version, seat = _seat_open(request, game_id)
    except ServiceError as exc:
        return _problem(request, exc)
    language = request_language(request)
    return StreamOpening(GameFollow(game, version, seat, language, last_event_id(request)))


@require_safe
def app_events(request: HttpRequest) -> HttpResponseBase:
    """``GET /api/v1/events/``: every change to the app's games, by position in its log."""
    close_old_connections()
    try:
        _room_check()
        app_id = _app_open(request)
    except ServiceError as exc:
        return _problem(request, exc)
    return StreamOpening(AppFollow(app_id, last_event_id(request)))
