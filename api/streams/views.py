"""Server-Sent Events: a game's versions as one seat sees them, and an app's changes.

Async views, served by the stream process (``config.asgi_streams``): a subscriber waiting is
an idle coroutine, not a thread. Credentials are the game's (a seat token as for
``GET /games/{id}/``, none for a spectator) or the app's key; they travel in headers (the
page reads the stream with ``fetch``), so tokens stay out of URLs and logs.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections
from django.http import HttpRequest, JsonResponse, StreamingHttpResponse
from django.http.response import HttpResponseBase
from django.views.decorators.http import require_safe

from api.auth import app_key, bearer_token
from api.language import request_language
from api.problems import CONTENT_TYPE, problem_body
from api.rate_limits import limits_check
from api.streams import sse
from api.streams.app_log import AppLog, MemoryAppLog
from api.streams.hub import Waiter, hub
from api.throttles import BadTokenThrottle, bad_token_record
from games.errors import ProblemCode, ServiceError
from games.models import Game
from games.selectors import game_get, seat_authenticate
from games.services.apps import app_authenticate


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


def _seat_open(request: HttpRequest, game_id: str) -> tuple[str, int, int | None]:
    """The game's id, its version now and the caller's seat (None: a spectator)."""
    close_old_connections()
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
    close_old_connections()
    key = app_key(request)
    if key is None:
        raise ServiceError(ProblemCode.APP_KEY_REQUIRED)
    return str(app_authenticate(plaintext=key).pk)


def _app_versions(app_id: str) -> dict[str, int]:
    close_old_connections()
    rows = Game.objects.filter(app_id=app_id).values_list("pk", "version")
    return {str(pk): version for pk, version in rows}


def _stream(events: AsyncIterator[bytes]) -> StreamingHttpResponse:
    response = StreamingHttpResponse(events, content_type="text/event-stream; charset=utf-8")
    response["Cache-Control"] = "no-cache, no-transform"
    # nginx buffers a proxied answer unless told not to; a stream must pass at once.
    response["X-Accel-Buffering"] = "no"
    return response


# Versions written at once to a subscriber catching up (one write, not one per version).
CATCH_UP_BATCH = 64


@require_safe
async def game_events(request: HttpRequest, game_id: str) -> HttpResponseBase:
    """``GET /api/v1/games/{id}/events/``: one ``version`` event per new version."""
    try:
        if hub.full():
            raise ServiceError(ProblemCode.BUSY, message="long_polls_full", retry_after=1)
        game, version, seat = await sync_to_async(_seat_open, thread_sensitive=False)(
            request, game_id
        )
    except ServiceError as exc:
        return _problem(request, exc)
    resume = last_event_id(request)
    language = request_language(request)
    return _stream(_game_events(game, version, seat, language, resume))


async def _game_events(
    game_id: str, version: int, seat: int | None, language: str, resume: str | None
) -> AsyncIterator[bytes]:
    waiter = Waiter()
    feed = hub.follow(game_id, version, waiter)
    try:
        yield sse.retry(settings.STREAM_RETRY_MS)
        # Without Last-Event-ID the stream starts with the current version; a position the
        # game never had (or not a number) is answered with a reset to the current one.
        sent = version - 1
        reset = False
        if resume is not None:
            reset = not resume.isdigit() or int(resume) > version
            sent = version if reset else int(resume)
        while True:
            current = feed.version
            if reset or current - sent > settings.STREAM_REPLAY_MAX:
                reset = False
                sent = current
                yield sse.event("reset", b'{"version":%d}' % current, current)
            batch: list[bytes] = []
            while sent < current:
                try:
                    batch.append(await hub.event(game_id, sent + 1, seat, language))
                except ValueError:  # a version the log cannot give again: start afresh
                    reset = True
                    break
                sent += 1
                if len(batch) == CATCH_UP_BATCH:
                    yield b"".join(batch)
                    batch = []
            if batch:
                yield batch[0] if len(batch) == 1 else b"".join(batch)
            if reset or feed.version > sent:
                continue
            # Until a notice or the hub's heartbeat tick (no timer per subscriber)
            await waiter.wait()
            if feed.version <= sent:  # the heartbeat's tick, not a new version
                yield sse.KEEP_ALIVE
    finally:
        hub.unfollow(game_id, waiter)


@require_safe
async def app_events(request: HttpRequest) -> HttpResponseBase:
    """``GET /api/v1/events/``: every change to the app's games, by position in its log."""
    try:
        if hub.full():
            raise ServiceError(ProblemCode.BUSY, message="long_polls_full", retry_after=1)
        app_id = await sync_to_async(_app_open, thread_sensitive=False)(request)
    except ServiceError as exc:
        return _problem(request, exc)
    return _stream(_app_events(app_id, last_event_id(request)))


async def _app_events(app_id: str, resume: str | None) -> AsyncIterator[bytes]:
    waiter = Waiter()
    log = hub.follow_app(app_id, waiter)
    try:
        if isinstance(log, MemoryAppLog) and not log.primed:
            log.prime(await sync_to_async(_app_versions, thread_sensitive=False)(app_id))
        yield sse.retry(settings.STREAM_RETRY_MS)
        position = resume or await log.newest()
        first = resume is not None
        while True:
            read = await log.after(position, first=first)
            first = False
            if read.reset_to is not None:
                position = read.reset_to
                yield sse.event("reset", b'{"position":"%s"}' % position.encode(), position)
                continue
            for position, game, version in read.entries:
                yield sse.event("change", _change(game, version), position)
            if read.entries:
                continue  # a full batch may have more behind it
            # Woken by a notice or by the heartbeat's tick: the log is read again either way
            # (without notices, the tick is when changes are found), a keep-alive if nothing.
            await waiter.wait()
            read = await log.after(position, first=False)
            if not read.entries:
                yield sse.KEEP_ALIVE
                continue
            for position, game, version in read.entries:
                yield sse.event("change", _change(game, version), position)
    finally:
        hub.unfollow_app(app_id, waiter)


def _change(game_id: str, version: int) -> bytes:
    return b'{"game":"%s","version":%d}' % (game_id.encode(), version)


__all__: list[Any] = ["AppLog", "app_events", "game_events", "last_event_id"]
