"""The stream process's hub, in this process: no notice is lost between a subscriber's read of
its game's version and its following, nor before the process's subscription to the notices."""

from __future__ import annotations

import asyncio

import pytest

from api.streams.hub import StreamHub, Waiter
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
        feed = hub.follow("g1", 8, Waiter())
        return feed.version

    # Then its feed is at version 9 (it renders 9 at once), not 8 waiting for a notice
    assert _run(scenario()) == 9


def test_an_older_notice_never_lowers_the_newest_heard():
    async def scenario() -> int:
        hub = StreamHub()
        hub.start()
        hub.notice("g1", 5, None)
        hub.notice("g1", 4, None)  # heard late, from another path
        feed = hub.follow("g1", 3, Waiter())
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
    ticks = 15
    settings.STREAM_HEARTBEAT_SECONDS = ticks

    async def scenario() -> list[int]:
        hub = StreamHub()
        hub.start()
        assert hub._ticker is not None
        hub._ticker.cancel()
        waiters = [Waiter() for _ in range(300)]
        for waiter in waiters:
            hub.follow("g1", 0, waiter)
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
