"""The stream process's ASGI application: the two stream routes by a plain ASGI handler, every
other request (the health check, a 404) by Django's.

A stream is opened by Django: its view and the process's middleware (CORS, security headers)
run in a worker thread, as a request, and answer either a whole response (a refusal, as
problem details; a CORS preflight) or a ``StreamOpening``. From then on the stream is this
handler's: its events are written straight to the ASGI ``send``, one call a chunk, with no
request object, response iterator or middleware kept for its life. Through Django's
streaming response each delivery cost ~150 us of its machinery; here it is a wake-up, a
cache hit and a socket write.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import aclosing
from io import BytesIO
from typing import Any

from asgiref.sync import sync_to_async
from django.core import signals
from django.core.handlers.asgi import ASGIRequest
from django.core.handlers.base import BaseHandler
from django.http.response import HttpResponseBase

from api.streams.events import app_chunks, game_chunks
from api.streams.hub import Waiter
from api.streams.views import GameFollow, StreamOpening

logger = logging.getLogger(__name__)

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[Mapping[str, Any]]]
Send = Callable[[Mapping[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

# The routes of api/streams/urls.py (``<str:...>`` matches up to a slash).
STREAM_PATH = re.compile(r"^/api/v1/(?:games/[^/]+/)?events/$")


class _Openings(BaseHandler):
    """Django's request handling (URL resolution, middleware, exception responses) for the
    streams' openings, synchronous: run in a worker thread, where the views read the
    database and CORS may look up an app's origins."""

    def __init__(self) -> None:
        super().__init__()
        self.load_middleware(is_async=False)

    def answer(self, request: ASGIRequest) -> HttpResponseBase:
        """The view's answer, between the signals Django's own handlers send around a request
        (``get_response`` sends neither): ``request_finished`` gives back the database
        connection this thread borrowed for it, as at the end of any request, instead of the
        idle worker thread keeping it until its next task."""
        signals.request_started.send(sender=type(self), scope=request.scope)
        try:
            return self.get_response(request)
        finally:
            signals.request_finished.send(sender=type(self))


def streams_router(django_app: ASGIApp) -> ASGIApp:
    """The process's application: streams here, the rest to ``django_app``."""
    openings = _Openings()
    answer = sync_to_async(openings.answer, thread_sensitive=False)

    async def application(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not STREAM_PATH.match(scope["path"]):
            await django_app(scope, receive, send)
            return
        try:
            request = ASGIRequest(scope, BytesIO())
        except Exception:  # a request Django refuses to build: its own handler answers it
            await django_app(scope, receive, send)
            return
        response = await answer(request)
        if isinstance(response, StreamOpening):
            await _stream(response, scope["method"], receive, send)
        else:
            await _whole(response, send)

    return application


def _headers(response: HttpResponseBase) -> list[tuple[bytes, bytes]]:
    headers = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in response.items()]
    for cookie in response.cookies.values():
        headers.append((b"set-cookie", cookie.output(header="").encode("ascii").strip()))
    return headers


async def _whole(response: HttpResponseBase, send: Send) -> None:
    """A response that is not a stream (a refusal, a preflight), as Django would send it."""
    body = b"".join(response) if response.streaming else response.content  # type: ignore[attr-defined]
    headers = _headers(response)
    if not response.has_header("Content-Length"):
        headers.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": response.status_code, "headers": headers})
    await send({"type": "http.response.body", "body": body, "more_body": False})


async def _until_disconnect(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


async def _stream(opening: StreamOpening, method: str, receive: Receive, send: Send) -> None:
    """Write the stream's chunks as they come until the client leaves (or, on a failure, end
    the stream: the client resumes from its last event, as after any disconnection)."""
    waiter = Waiter()
    # The client's leaving wakes the stream (one small task: uvicorn tells it by ``receive``)
    listener = asyncio.ensure_future(_until_disconnect(receive))
    listener.add_done_callback(lambda _task: waiter.close())
    try:
        await send({"type": "http.response.start", "status": 200, "headers": _headers(opening)})
        if method != "HEAD":
            await _write(_chunks(opening, waiter), waiter, send)
        if not waiter.closed:
            await send({"type": "http.response.body", "body": b"", "more_body": False})
    finally:
        listener.cancel()


def _chunks(opening: StreamOpening, waiter: Waiter) -> AsyncIterator[bytes]:
    follow = opening.follow
    if isinstance(follow, GameFollow):
        return game_chunks(follow, waiter)
    return app_chunks(follow, waiter)


async def _write(chunks: AsyncIterator[bytes], waiter: Waiter, send: Send) -> None:
    try:
        async with aclosing(chunks):  # type: ignore[type-var]
            async for chunk in chunks:
                if waiter.closed:
                    return
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
    except Exception:  # the database away for a render, say: the client resumes later
        logger.exception("stream ended by a failure")
