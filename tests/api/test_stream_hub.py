"""The stream process's hub, in this process: no notice is lost between a subscriber's read of
its game's version and its following, nor before the process's subscription to the notices."""

from __future__ import annotations

import asyncio
import random
import re
import threading
import time
from contextlib import aclosing
from typing import Any

import pytest
from django.conf import settings

from api.streams.events import game_chunks
from api.streams.hub import StreamHub, Waiter
from api.streams.views import GameFollow
from games import notices


@pytest.fixture(autouse=True)
def _no_listener(monkeypatch):
    # These hubs hear only the notices a test gives them (no Redis listener thread here).
    monkeypatch.setattr(notices.hub, "listen", lambda listener: None)


def _run(coroutine):
    return asyncio.run(coroutine)


def test_a_notice_heard_between_a_read_and_the_follow_starts_the_feed_at_its_version():
    async def scenario() -> int:
        hub = StreamHub()
        hub.start()
        # Given a subscriber that read version 8, and version 9's notice heard before it follows
        hub.notice("g1", 9, None)
        # When it follows with the version it read
        feed = hub.follow("g1", 8, Waiter(), None, "en")
        return feed.version

    # Then its feed is at version 9 (it renders 9 at once), not 8 waiting for a notice
    assert _run(scenario()) == 9


def test_an_older_notice_never_lowers_the_newest_heard():
    async def scenario() -> int:
        hub = StreamHub()
        hub.start()
        hub.notice("g1", 5, None)
        hub.notice("g1", 4, None)  # heard late, from another path
        feed = hub.follow("g1", 3, Waiter(), None, "en")
        return feed.version

    assert _run(scenario()) == 5


def test_a_new_subscription_to_the_notices_reads_the_followed_versions_once(monkeypatch):
    # Given notices over a healthy Redis subscription
    monkeypatch.setattr(type(notices.hub), "healthy", property(lambda self: True))
    monkeypatch.setattr(type(notices.hub), "uses_redis", property(lambda self: True))
    monkeypatch.setattr(notices.hub, "subscriptions", 1)
    hub = StreamHub()
    # Then a subscription not yet followed by a read of the versions is due one
    assert hub._poll_due()
    hub._polled_subscription = 1
    assert not hub._poll_due()
    # And a resubscription (Redis came back: notices were lost meanwhile) is due another
    monkeypatch.setattr(notices.hub, "subscriptions", 2)
    assert hub._poll_due()


def test_the_heartbeat_wakes_each_subscriber_once_per_period(settings):
    settings.STREAM_HEARTBEAT_SECONDS = 15

    async def scenario() -> list[int]:
        hub = StreamHub()
        hub.start()
        assert hub._ticker is not None
        hub._ticker.cancel()
        # A tick a tenth of a second: 150 slices in a period
        ticks = len(hub._beats)
        assert ticks == 150
        waiters = [Waiter() for _ in range(300)]
        for waiter in waiters:
            hub.follow("g1", 0, waiter, None, "en")
        woken = [0] * len(waiters)
        for tick in range(ticks):
            for waiter in hub._beats[tick % len(hub._beats)]:
                waiter.set()
            for i, waiter in enumerate(waiters):
                if waiter._woken:
                    woken[i] += 1
                    await waiter.wait()  # cleared at once: it was set
        return woken

    # Then over one period every subscriber was woken exactly once
    assert _run(scenario()) == [1] * 300


def test_a_waiter_set_while_awake_wakes_its_next_wait_at_once():
    async def scenario() -> bool:
        waiter = Waiter()
        waiter.set()
        await asyncio.wait_for(waiter.wait(), 1)
        # cleared by that wait: the next one sleeps until set
        sleeping = asyncio.ensure_future(waiter.wait())
        await asyncio.sleep(0)
        asleep = not sleeping.done()
        waiter.set()
        await asyncio.wait_for(sleeping, 1)
        return asleep

    assert _run(scenario())


def test_a_versions_views_are_rendered_once_each_in_one_trip_whoever_asks(monkeypatch):
    # Given a game followed by 30 subscribers holding three views (two seats, the spectator)
    calls: list[tuple[str, int, list]] = []

    def render(game_id: str, version: int, views: list) -> dict:
        calls.append((game_id, version, sorted(views, key=repr)))
        return {view: b'{"seat":%s}' % _seat_json(view[0]) for view in views}

    monkeypatch.setattr("api.streams.hub._render_in_thread", render)
    views = [(0, "en"), (1, "en"), (None, "en")]

    async def scenario() -> list[bytes]:
        hub = StreamHub()
        hub.start()
        for i in range(30):
            hub.follow("g1", 1, Waiter(), *views[i % 3])
        # When every subscriber asks for version 2 at once
        return await asyncio.gather(
            *(hub.event("g1", 2, *views[i % 3]) for i in range(30)),
            hub.event("g1", 2, 0, "en"),  # and again once rendered
        )

    got = _run(scenario())
    # Then one trip rendered the three views, and each subscriber got its own view's event
    assert calls == [("g1", 2, sorted(views, key=repr))]
    for i, data in enumerate(got[:30]):
        seat = views[i % 3][0]
        assert data == b'id: 2\nevent: version\ndata: {"seat":%s}\n\n' % _seat_json(seat)
    assert got[30] == got[0]


def test_a_failed_render_fails_every_asker_and_is_tried_again_on_the_next_ask(monkeypatch):
    attempts: list[int] = []

    def render(game_id: str, version: int, views: list) -> dict:
        attempts.append(version)
        if len(attempts) == 1:
            raise ValueError("no such version")
        return {view: b"{}" for view in views}

    monkeypatch.setattr("api.streams.hub._render_in_thread", render)

    async def scenario() -> tuple[Any, bytes]:
        hub = StreamHub()
        hub.start()
        hub.follow("g1", 1, Waiter(), None, "en")
        failed = await asyncio.gather(
            hub.event("g1", 2, None, "en"), hub.event("g1", 2, None, "en"), return_exceptions=True
        )
        return failed, await hub.event("g1", 2, None, "en")

    failed, later = _run(scenario())
    assert [type(f) for f in failed] == [ValueError, ValueError]
    assert later == b"id: 2\nevent: version\ndata: {}\n\n"


def _seat_json(seat: int | None) -> bytes:
    return b"null" if seat is None else str(seat).encode()


def _ids(chunk: bytes) -> list[int]:
    """The ids of the ``version`` events in one written chunk."""
    return [int(i) for i in re.findall(rb"^id: (\d+)\nevent: version$", chunk, re.MULTILINE)]


def test_a_notice_starts_its_versions_renders_before_any_subscriber_asks(monkeypatch):
    calls: list[tuple[str, int, list]] = []

    def render(game_id: str, version: int, views: list) -> dict:
        calls.append((game_id, version, sorted(views, key=repr)))
        return {view: b"{}" for view in views}

    monkeypatch.setattr("api.streams.hub._render_in_thread", render)
    views = [(0, "en"), (None, "en")]

    async def scenario() -> tuple[bool, bytes | None, bytes | None, bool]:
        hub = StreamHub()
        hub.start()
        # Given a game followed at version 1 by two views, and one not followed here
        waiters = [Waiter() for _ in views]
        for waiter, view in zip(waiters, views, strict=True):
            hub.follow("g1", 1, waiter, *view)
        # When version 2's notice is heard, and no subscriber has asked for anything
        hub.notice("g1", 2, None)
        hub.notice("other", 7, None)
        woken_at_once = any(waiter._woken for waiter in waiters)
        await asyncio.gather(*hub._rendering)
        await asyncio.sleep(0)  # the futures' callbacks
        woken = all(waiter._woken for waiter in waiters)
        return (
            woken_at_once,
            hub.rendered("g1", 2, 0, "en"),
            hub.rendered("g1", 2, None, "en"),
            woken,
        )

    woken_at_once, seat, spectator, woken = _run(scenario())
    # Then both views of version 2 were rendered already, in one trip; nothing for the other game
    assert calls == [("g1", 2, sorted(views, key=repr))]
    assert seat == spectator == b"id: 2\nevent: version\ndata: {}\n\n"
    # And the subscribers were woken once their version was rendered, not before
    assert not woken_at_once and woken


def test_a_catching_up_subscriber_gets_the_ready_versions_without_waiting_for_a_later_one(
    monkeypatch,
):
    # Given version 3's render held back while version 2's is done at once
    release = threading.Event()

    def render(game_id: str, version: int, views: list) -> dict:
        if version == 3:
            release.wait(5)
        return {view: b"{}" for view in views}

    monkeypatch.setattr("api.streams.hub._render_in_thread", render)
    hub = StreamHub()
    monkeypatch.setattr("api.streams.events.hub", hub)

    async def scenario() -> tuple[list[int], list[int]]:
        chunks = game_chunks(GameFollow("g1", 1, None, "en", "1"), Waiter())
        assert await anext(chunks) == b"retry: %d\n\n" % settings.STREAM_RETRY_MS
        # When versions 2 and 3 are heard together
        hub.notice("g1", 2, None)
        hub.notice("g1", 3, None)
        # Then version 2 is written while version 3 still renders
        before = _ids(await asyncio.wait_for(anext(chunks), 2))
        still_rendering = not release.is_set()
        release.set()
        after = _ids(await asyncio.wait_for(anext(chunks), 5))
        await chunks.aclose()
        assert still_rendering
        return before, after

    assert _run(scenario()) == ([2], [3])


def test_every_subscriber_gets_each_version_once_in_order_whatever_order_renders_end(
    monkeypatch,
):
    # Given renders that take a random time each (so later versions often end first)
    rng = random.Random(38)
    delays = {version: rng.random() / 50 for version in range(1, 80)}

    def render(game_id: str, version: int, views: list) -> dict:
        time.sleep(delays[version])
        return {view: b'{"v":%d}' % version for view in views}

    monkeypatch.setattr("api.streams.hub._render_in_thread", render)
    hub = StreamHub()
    monkeypatch.setattr("api.streams.events.hub", hub)

    async def subscriber(resume: int, seat: int | None, last: int) -> list[int]:
        chunks = game_chunks(GameFollow("g1", 5, seat, "en", str(resume)), Waiter())
        got: list[int] = []
        async with aclosing(chunks):
            async for chunk in chunks:
                got += _ids(chunk)
                if got and got[-1] >= last:
                    return got
        return got

    async def scenario() -> list[list[int]]:
        # Subscribers resuming from different points of a game at version 5
        followers = [
            asyncio.ensure_future(subscriber(resume, seat, 60))
            for resume in (1, 3, 5)
            for seat in (None, 0, 1)
        ]
        await asyncio.sleep(0.05)
        # When notices come quickly, one now and then skipped (a later one stands for it)
        for version in range(6, 61):
            if version % 7:
                hub.notice("g1", version, None)
            await asyncio.sleep(rng.random() / 200)
        return await asyncio.wait_for(asyncio.gather(*followers), 20)

    got = _run(scenario())
    # Then each got every version after its resume point, once, in order
    assert got == [list(range(resume + 1, 61)) for resume in (1, 3, 5) for _seat in range(3)]
