"""The stream process's fan-out: one subscription to the change notices, many subscribers.

The process hears every notice once (``games.notices``: its one Redis listener thread, or
in-process notices when the process itself commits), and hands it to the event loop, which
wakes the subscribers of that game (or app) from memory: no subscriber holds a thread, a
database connection or a Redis connection of its own. A game's version is rendered once per
(seat, language) and shared by every subscriber asking for it; its renders start as its notice
is heard, before any subscriber asks, so that they overlap the writes of the version before.

Without Redis (the embedded default) or while its listener is down, notices from other
processes are not heard: the hub then reads the versions of the games followed here every
``STREAM_POLL_SECONDS`` instead, so the streams are late, never wrong.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections
from django.urls import set_urlconf

from api.streams import sse, trace
from api.streams.app_log import AppLog, app_log_for
from api.streams.renders import game_event_renders, game_versions_read
from games import notices

logger = logging.getLogger(__name__)

# How a subscriber sees a game: its seat (None: the spectator) and its language.
View = tuple[int | None, str]
RenderKey = tuple[str, int, int | None, str]  # game, version, seat, language

RENDERS_KEPT = 8192
# The heartbeat's tick: each wakes one slice of the subscribers, so that a period's
# keep-alives come in small batches (a few dozen at 10,000 subscribers), not one burst a
# second that a delivery would queue behind.
TICK_SECONDS = 0.1
# The newest version heard of the games most recently changed, followed here or not: a
# subscriber that read its game's version just before a notice is told it on following.
HEARD_KEPT = 16_384
WEB_URLCONF = "config.urls"
# A notice moving a feed on by several versions at once (a poll after notices were missed)
# starts the renders of this many of them, the oldest first; the subscribers ask for the rest
# in order, each rendered on its first ask.
RENDER_AHEAD = 8


class Waiter:
    """One subscriber's wake-up call, set by a notice or the heartbeat's tick. Lighter than an
    ``asyncio.Event`` (whose deque of waiters costs ~600 bytes a subscriber): a future only
    while it sleeps."""

    __slots__ = ("_future", "_woken", "closed")

    def __init__(self) -> None:
        self._future: asyncio.Future[None] | None = None
        self._woken = False
        self.closed = False  # its client left: woken one last time, to stop

    def close(self) -> None:
        self.closed = True
        self.set()

    def set(self) -> None:
        self._woken = True
        future = self._future
        if future is not None and not future.done():
            future.set_result(None)

    async def wait(self) -> None:
        """Until set (at once if set since the last wait), then cleared."""
        if not self._woken:
            self._future = asyncio.get_running_loop().create_future()
            try:
                await self._future
            finally:
                self._future = None
        self._woken = False


class Feed:
    """One game followed in this process: its newest version heard, who waits for it, and
    how many of them see it as each (seat, language): the renders a new version needs."""

    __slots__ = ("version", "waiters", "views")

    def __init__(self, version: int) -> None:
        self.version = version
        self.waiters: set[Waiter] = set()
        self.views: dict[View, int] = {}


class StreamHub:
    def __init__(self) -> None:
        self.loop: asyncio.AbstractEventLoop | None = None
        self.feeds: dict[str, Feed] = {}
        self.app_waiters: dict[str, set[Waiter]] = {}
        self.apps: dict[str, AppLog] = {}
        self.subscribers = 0
        self._renders: OrderedDict[RenderKey, bytes] = OrderedDict()
        self._pending: dict[RenderKey, asyncio.Future[bytes]] = {}
        self._rendering: set[asyncio.Task[None]] = set()
        self._newest: dict[str, int] = {}
        self._polled_subscription = 0
        self._poller: asyncio.Task[None] | None = None
        self._ticker: asyncio.Task[None] | None = None
        # Every subscriber in one of the heartbeat's slices; each tick wakes one slice.
        self._beats: list[set[Waiter]] = []

    # -- start, and notices from any thread ------------------------------------------------

    def start(self) -> None:
        """Bind to the running loop and listen (once per process, on the first subscriber)."""
        loop = asyncio.get_running_loop()
        if self.loop is loop:
            return
        first = self.loop is None
        self.loop = loop
        if first:
            slices = max(1, round(settings.STREAM_HEARTBEAT_SECONDS / TICK_SECONDS))
            self._beats = [set() for _ in range(slices)]
            notices.hub.listen(self._heard)
        self._poller = loop.create_task(self._poll_forever())
        self._ticker = loop.create_task(self._tick_forever())

    def _heard(self, game_id: str, version: int, app_id: str | None) -> None:
        if trace.ON:
            trace.mark("heard", game_id, version)
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self.notice, game_id, version, app_id)

    def notice(self, game_id: str, version: int, app_id: str | None) -> None:
        """A committed version of a game (on the loop's thread): its renders start now, for
        every view its subscribers here hold, and they are woken once those are done."""
        if trace.ON:
            trace.mark("loop", game_id, version)
        # Popped and put back: the dict's order is then the order heard, the oldest first.
        self._newest[game_id] = max(version, self._newest.pop(game_id, version))
        if len(self._newest) > HEARD_KEPT:
            del self._newest[next(iter(self._newest))]
        feed = self.feeds.get(game_id)
        if feed is not None and version > feed.version:
            first = feed.version + 1
            self._renders_ahead(game_id, feed, version)
            feed.version = version
            self._wake_when_rendered(game_id, feed, first)
        if app_id is not None:
            log = self.apps.get(app_id)
            if log is not None:
                log.heard(game_id, version)
            for waiter in self.app_waiters.get(app_id, ()):
                waiter.set()

    # -- subscribers -------------------------------------------------------------------------

    def full(self) -> bool:
        return self.subscribers >= settings.STREAM_MAX_SUBSCRIBERS

    def follow(
        self, game_id: str, version: int, waiter: Waiter, seat: int | None, language: str
    ) -> Feed:
        """Register ``waiter`` for ``game_id`` as ``seat`` sees it in ``language``; ``version``
        is the version just read. A notice heard between that read and now is not lost: the
        feed starts at the newest heard."""
        self.start()
        version = max(version, self._newest.get(game_id, version))
        feed = self.feeds.get(game_id)
        if feed is None:
            feed = self.feeds[game_id] = Feed(version)
        feed.version = max(feed.version, version)
        feed.waiters.add(waiter)
        view = (seat, language)
        feed.views[view] = feed.views.get(view, 0) + 1
        self._beat(waiter).add(waiter)
        self.subscribers += 1
        return feed

    def unfollow(self, game_id: str, waiter: Waiter, seat: int | None, language: str) -> None:
        self.subscribers -= 1
        self._beat(waiter).discard(waiter)
        feed = self.feeds.get(game_id)
        if feed is None:
            return
        feed.waiters.discard(waiter)
        view = (seat, language)
        left = feed.views.get(view, 1) - 1
        if left > 0:
            feed.views[view] = left
        else:
            feed.views.pop(view, None)
        if not feed.waiters:
            del self.feeds[game_id]

    def follow_app(self, app_id: str, waiter: Waiter) -> AppLog:
        self.start()
        self.app_waiters.setdefault(app_id, set()).add(waiter)
        self._beat(waiter).add(waiter)
        self.subscribers += 1
        log = self.apps.get(app_id)
        if log is None:
            log = self.apps[app_id] = app_log_for(app_id)
        return log

    def unfollow_app(self, app_id: str, waiter: Waiter) -> None:
        # The app's log stays: an in-memory log is the only record of its positions.
        self.subscribers -= 1
        self._beat(waiter).discard(waiter)
        waiters = self.app_waiters.get(app_id)
        if waiters is None:
            return
        waiters.discard(waiter)
        if not waiters:
            del self.app_waiters[app_id]

    # -- events, rendered once per version and view, all of a version's views at once ---------

    async def event(self, game_id: str, version: int, seat: int | None, language: str) -> bytes:
        """The ``version`` event as ``seat`` sees it, whole (id, name and data): rendered once
        however many subscribers ask (they wait for the one render, started by the notice or
        by the first ask), and the same bytes written to each of them."""
        key = (game_id, version, seat, language)
        done = self._renders.get(key)
        if done is not None:
            return done
        pending = self._pending.get(key)
        if pending is None:
            feed = self.feeds.get(game_id)
            views = {(seat, language), *(feed.views if feed is not None else ())}
            pending = self._renders_start(game_id, version, views)[(seat, language)]
        # Shielded: a subscriber that leaves does not cancel the others' render.
        return await asyncio.shield(pending)

    def rendered(self, game_id: str, version: int, seat: int | None, language: str) -> bytes | None:
        """The ``version`` event as ``seat`` sees it if already rendered, else None."""
        return self._renders.get((game_id, version, seat, language))

    def _renders_ahead(self, game_id: str, feed: Feed, version: int) -> None:
        """Start the renders of the versions after ``feed``'s up to ``version`` before anyone
        asks: they run while the previous version is still being written, so that a version
        waits for its own render only. None when the subscribers will be told to reset."""
        if version - feed.version > settings.STREAM_REPLAY_MAX:
            return
        for ahead in range(feed.version + 1, min(version, feed.version + RENDER_AHEAD) + 1):
            self._renders_start(game_id, ahead, feed.views)

    def _wake_when_rendered(self, game_id: str, feed: Feed, version: int) -> None:
        """Wake ``feed``'s subscribers once ``version``'s renders are done (at once if none is
        under way). Woken before, each would only wait for the render, and their wake-ups
        would hold the interpreter while the render's thread waits to start."""
        pending = {
            future
            for seat, language in feed.views
            if (future := self._pending.get((game_id, version, seat, language))) is not None
        }
        if not pending:
            _wake(feed)
            return

        def rendered(future: asyncio.Future[bytes]) -> None:
            pending.discard(future)
            if not pending:  # the version's last view (a failure too: they ask again)
                _wake(feed)

        for future in list(pending):
            future.add_done_callback(rendered)

    def _renders_start(
        self, game_id: str, version: int, views: Iterable[View]
    ) -> dict[View, asyncio.Future[bytes]]:
        """Render ``views`` of ``version`` not yet rendered or under way, all in one trip to a
        worker thread (one read of the game); the futures of those started."""
        loop = asyncio.get_running_loop()
        futures: dict[View, asyncio.Future[bytes]] = {}
        for seat, language in views:
            key = (game_id, version, seat, language)
            if key not in self._renders and key not in self._pending:
                futures[(seat, language)] = self._pending[key] = loop.create_future()
        if futures:
            task = loop.create_task(self._render(game_id, version, futures))
            self._rendering.add(task)  # the loop keeps only a weak reference to a task
            task.add_done_callback(self._rendering.discard)
        return futures

    async def _render(
        self, game_id: str, version: int, futures: dict[View, asyncio.Future[bytes]]
    ) -> None:
        try:
            bodies = await sync_to_async(_render_in_thread, thread_sensitive=False)(
                game_id, version, list(futures)
            )
        except BaseException as exc:  # every asker gets it (ValueError: start afresh)
            failure = exc if isinstance(exc, Exception) else RuntimeError("render cancelled")
            for future in futures.values():
                if not future.done():
                    future.set_exception(failure)
                    future.exception()  # read: an unwaited failure is not logged as lost
            if not isinstance(exc, Exception):
                raise
            return
        finally:
            for seat, language in futures:
                self._pending.pop((game_id, version, seat, language), None)
        for (seat, language), future in futures.items():
            data = sse.event("version", bodies[(seat, language)], version)
            self._renders[(game_id, version, seat, language)] = data
            if not future.done():
                future.set_result(data)
        while len(self._renders) > RENDERS_KEPT:
            self._renders.popitem(last=False)

    # -- heartbeats: one timer for the process, not one per subscriber ----------------------

    def _beat(self, waiter: Waiter) -> set[Waiter]:
        return self._beats[hash(waiter) % len(self._beats)]

    async def _tick_forever(self) -> None:
        """Wake every subscriber once per heartbeat period, a slice each tick: woken with
        nothing new, a subscriber sends its keep-alive (an app's also reads its log again)."""
        tick = 0
        while True:
            await asyncio.sleep(TICK_SECONDS)
            tick += 1
            for waiter in self._beats[tick % len(self._beats)]:
                waiter.set()

    # -- polling while notices are not heard -------------------------------------------------

    def _poll_due(self) -> bool:
        """While notices are not heard, and once after each new subscription to them (what
        was committed before it was never heard: a restart's first subscribers, a reconnection
        to Redis)."""
        if not (notices.hub.uses_redis and notices.hub.healthy):
            return True
        return notices.hub.subscriptions != self._polled_subscription

    async def _poll_forever(self) -> None:
        while True:
            await asyncio.sleep(settings.STREAM_POLL_SECONDS)
            if not self._poll_due():
                continue
            subscription = notices.hub.subscriptions  # read before: a later one polls again
            games = list(self.feeds)
            apps = [app for app, log in self.apps.items() if log.in_memory]
            if not games and not apps:
                continue
            try:
                versions, app_changes = await sync_to_async(
                    _poll_in_thread, thread_sensitive=False
                )(games, apps, {app: self.apps[app].polled_at for app in apps})
            except Exception as exc:  # the database is away: try again next round
                logger.warning("stream poll failed: %s", exc)
                continue
            self._polled_subscription = subscription
            for game_id, version in versions.items():
                self.notice(game_id, version, None)
            for app_id, (polled_at, changes) in app_changes.items():
                log = self.apps.get(app_id)
                if log is not None:
                    log.polled_at = polled_at
                for game_id, version in changes:
                    self.notice(game_id, version, app_id)


def _wake(feed: Feed) -> None:
    for waiter in feed.waiters:
        waiter.set()


def _render_in_thread(game_id: str, version: int, views: list[View]) -> dict[View, bytes]:
    if trace.ON:
        trace.mark("render_start", game_id, version)
    close_old_connections()
    # The game's links name the web's routes, which this process does not serve itself.
    set_urlconf(WEB_URLCONF)
    bodies = game_event_renders(game_id=game_id, version=version, views=views)
    if trace.ON:
        trace.mark("render_end", game_id, version)
    return bodies


def _poll_in_thread(
    games: list[str], apps: list[str], since: dict[str, Any]
) -> tuple[dict[str, int], dict[str, tuple[Any, list[tuple[str, int]]]]]:
    close_old_connections()
    return game_versions_read(games=games, apps=apps, since=since)


hub = StreamHub()
