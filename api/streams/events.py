"""What a stream writes, chunk by chunk, once open: a game's versions as one seat sees them,
or an app's changes. Each sequence follows its game (or app) in the hub for as long as it is
iterated, and sleeps on its ``Waiter`` between chunks (no timer, thread or connection of its
own); the hub's heartbeat tick wakes it to write a keep-alive."""

from __future__ import annotations

from collections.abc import AsyncGenerator

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections

from api.streams import sse, trace
from api.streams.app_log import MemoryAppLog
from api.streams.hub import Waiter, hub
from api.streams.views import AppFollow, GameFollow
from games.models import Game

# Versions written at once to a subscriber catching up (one write, not one per version).
CATCH_UP_BATCH = 64


async def game_chunks(follow: GameFollow, waiter: Waiter) -> AsyncGenerator[bytes, None]:
    """One ``version`` event per version after the resume point (without one, from the
    current version), then each new one as it is heard; a ``reset`` when the resume point is
    unknown or further behind than ``STREAM_REPLAY_MAX``. Versions already rendered go out
    together; one still rendering is waited for only after those before it are written."""
    game_id, seat, language = follow.game_id, follow.seat, follow.language
    feed = hub.follow(game_id, follow.version, waiter, seat, language)
    try:
        yield sse.retry(settings.STREAM_RETRY_MS)
        sent = follow.version - 1
        reset = False
        if follow.resume is not None:
            reset = not follow.resume.isdigit() or int(follow.resume) > follow.version
            sent = follow.version if reset else int(follow.resume)
        while True:
            current = feed.version
            if reset or current - sent > settings.STREAM_REPLAY_MAX:
                reset = False
                sent = current
                yield sse.event("reset", b'{"version":%d}' % current, current)
            batch: list[bytes] = []
            while sent < current:
                data = hub.rendered(game_id, sent + 1, seat, language)
                if data is None:
                    if batch:  # the ready ones now: never held back by a later one's render
                        yield _written(game_id, batch, sent)
                        batch = []
                    try:
                        data = await hub.event(game_id, sent + 1, seat, language)
                    except ValueError:  # a version the log cannot give again: start afresh
                        reset = True
                        break
                batch.append(data)
                sent += 1
                if len(batch) == CATCH_UP_BATCH:
                    yield _written(game_id, batch, sent)
                    batch = []
            if batch:
                yield _written(game_id, batch, sent)
            if reset or feed.version > sent:
                continue
            # Until a notice or the hub's heartbeat tick (no timer per subscriber)
            await waiter.wait()
            if feed.version <= sent:  # the heartbeat's tick (or the client left)
                yield sse.KEEP_ALIVE
    finally:
        hub.unfollow(game_id, waiter, seat, language)


def _written(game_id: str, batch: list[bytes], last: int) -> bytes:
    """One write of ``batch``'s events, the versions up to ``last``."""
    if trace.ON:
        for version in range(last - len(batch) + 1, last + 1):
            trace.written(game_id, version)
    return batch[0] if len(batch) == 1 else b"".join(batch)


def _app_versions(app_id: str) -> dict[str, int]:
    close_old_connections()
    rows = Game.objects.filter(app_id=app_id).values_list("pk", "version")
    return {str(pk): version for pk, version in rows}


async def app_chunks(follow: AppFollow, waiter: Waiter) -> AsyncGenerator[bytes, None]:
    """One ``change`` event per change to the app's games after the resume position (without
    one, from now), by position in the app's log; a ``reset`` to the newest position when the
    resume position is no longer (or never was) in the log."""
    app_id = follow.app_id
    log = hub.follow_app(app_id, waiter)
    try:
        if isinstance(log, MemoryAppLog) and not log.primed:
            log.prime(await sync_to_async(_app_versions, thread_sensitive=False)(app_id))
        yield sse.retry(settings.STREAM_RETRY_MS)
        position = follow.resume or await log.newest()
        first = follow.resume is not None
        while True:
            read = await log.after(position, first=first)
            first = False
            if read.reset_to is not None:
                position = read.reset_to
                yield sse.event("reset", b'{"position":"%s"}' % position.encode(), position)
                continue
            if read.entries:
                # A full batch may have more behind it: read again before sleeping.
                position = read.entries[-1][0]
                yield b"".join(sse.event("change", _change(g, v), p) for p, g, v in read.entries)
                continue
            # Woken by a notice or by the heartbeat's tick: the log is read again either way
            # (without notices, the tick is when changes are found), a keep-alive if nothing.
            await waiter.wait()
            read = await log.after(position, first=False)
            if not read.entries:
                yield sse.KEEP_ALIVE
                continue
            position = read.entries[-1][0]
            yield b"".join(sse.event("change", _change(g, v), p) for p, g, v in read.entries)
    finally:
        hub.unfollow_app(app_id, waiter)


def _change(game_id: str, version: int) -> bytes:
    return b'{"game":"%s","version":%d}' % (game_id.encode(), version)
