"""Change notices: a committed new version wakes the requests long-polling that game.

With Redis (``REDIS_URL``) every process publishes on one channel and listens on it from one
background thread, so a move committed by a worker wakes a request waiting in a web process.
Without Redis (the embedded default: one process) notices go straight to local waiters. Either
way waiters sleep until woken, and re-read the game only then: nothing polls the database,
except once a second while the Redis listener is down (notices may have been missed).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from django.conf import settings
from django.db import transaction

from games.errors import ProblemCode, ServiceError

logger = logging.getLogger(__name__)

# While the listener is down, waiters re-read the game this often instead of sleeping through.
FALLBACK_RECHECK_SECONDS = 1.0
RECONNECT_PAUSE_SECONDS = 1.0
# Entries kept in each app's log of changes (the app-wide stream resumes from it).
APP_LOG_KEPT = 100_000

# A listener hears every notice this process hears: (game id, version, app id or None).
Listener = Callable[[str, int, "str | None"], None]


def app_log_key(app_id: Any) -> str:
    """The Redis stream that logs an app's changes, one entry per notice (game, version)."""
    return f"{settings.GAME_NOTICE_CHANNEL}:app:{app_id}"


class Watch:
    """One request's wait for one game; woken by any notice about that game."""

    def __init__(self, hub: NoticeHub, game_id: str) -> None:
        self.hub = hub
        self.game_id = game_id
        self.event = threading.Event()

    def wait(self, timeout: float) -> bool:
        """Sleep until a notice (True) or ``timeout`` seconds (False); short while unhealthy."""
        if timeout <= 0:
            return False
        if not self.hub.healthy:
            timeout = min(timeout, FALLBACK_RECHECK_SECONDS)
        woken = self.event.wait(timeout)
        self.event.clear()
        return woken


class NoticeHub:
    """The process's waiters, by game id, and (with Redis) the listener that wakes them."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._watches: dict[str, set[Watch]] = {}
        self._count = 0
        self._listener: threading.Thread | None = None
        self._listening = threading.Event()
        self._redis: Any = None
        self._listeners: list[Listener] = []
        # Counts the listener's subscriptions: a new one means notices may have been lost
        # before it (the stream process then reads the versions of what it follows again).
        self.subscriptions = 0

    @property
    def uses_redis(self) -> bool:
        return bool(settings.REDIS_URL)

    @property
    def healthy(self) -> bool:
        return not self.uses_redis or self._listening.is_set()

    @property
    def open_waits(self) -> int:
        return self._count

    @contextmanager
    def watching(self, game_id: Any) -> Iterator[Watch]:
        """Register a wait (before reading the version, so no notice slips between); refused
        with 503 beyond ``LONG_POLL_MAX_WAITERS`` open waits in this process."""
        watch = Watch(self, str(game_id))
        with self._lock:
            if self._count >= settings.LONG_POLL_MAX_WAITERS:
                raise ServiceError(ProblemCode.BUSY, message="long_polls_full", retry_after=1)
            self._count += 1
            self._watches.setdefault(watch.game_id, set()).add(watch)
        if self.uses_redis:
            self._listener_ensure()
        try:
            yield watch
        finally:
            with self._lock:
                self._count -= 1
                waiting = self._watches.get(watch.game_id)
                if waiting is not None:
                    waiting.discard(watch)
                    if not waiting:
                        del self._watches[watch.game_id]

    def listen(self, listener: Listener) -> None:
        """Call ``listener`` for every notice from now on (the stream process's fan-out)."""
        with self._lock:
            self._listeners.append(listener)
        if self.uses_redis:
            self._listener_ensure()

    def _tell(self, game_id: str, version: int, app_id: str | None) -> None:
        for listener in list(self._listeners):
            try:
                listener(game_id, version, app_id)
            except Exception:  # one listener's fault must not stop the others or the wakes
                logger.exception("notice listener failed for %s v%s", game_id, version)

    def wake(self, game_id: str) -> None:
        with self._lock:
            watches = list(self._watches.get(game_id, ()))
        for watch in watches:
            watch.event.set()

    def wake_all(self) -> None:
        with self._lock:
            watches = [w for group in self._watches.values() for w in group]
        for watch in watches:
            watch.event.set()

    def publish(self, game_id: Any, version: int, app_id: Any = None) -> None:
        """Announce a committed version: to this process's waiters, and over Redis to others;
        a game of an app is logged in that app's stream of changes too (``app_log_key``)."""
        game_id = str(game_id)
        app = None if app_id is None else str(app_id)
        self.wake(game_id)
        self._tell(game_id, version, app)
        if not self.uses_redis:
            return
        try:
            pipe = self._client().pipeline(transaction=False)
            pipe.publish(settings.GAME_NOTICE_CHANNEL, f"{game_id} {version} {app or '-'}")
            if app is not None:
                pipe.xadd(
                    app_log_key(app),
                    {"game": game_id, "version": version},
                    maxlen=APP_LOG_KEPT,
                    approximate=True,
                )
            pipe.execute()
        except Exception as exc:  # waiters elsewhere fall back to re-reading; the move stands
            logger.warning("could not publish the notice for %s v%s: %s", game_id, version, exc)

    def _client(self) -> Any:
        if self._redis is None:
            import redis

            self._redis = redis.Redis.from_url(
                settings.REDIS_URL, socket_connect_timeout=1, socket_timeout=2
            )
        return self._redis

    def _listener_ensure(self) -> None:
        if self._listener is not None and self._listener.is_alive():
            return
        with self._lock:
            if self._listener is not None and self._listener.is_alive():
                return
            self._listener = threading.Thread(
                target=self._listen_forever, name="game-notices", daemon=True
            )
            self._listener.start()

    def _listen_forever(self) -> None:
        import redis

        while True:
            try:
                client = redis.Redis.from_url(
                    settings.REDIS_URL, socket_connect_timeout=2, health_check_interval=10
                )
                pubsub = client.pubsub(ignore_subscribe_messages=True)
                pubsub.subscribe(settings.GAME_NOTICE_CHANNEL)
                self.subscriptions += 1
                self._listening.set()
                # Notices sent while no listener was up are lost: let every waiter re-read.
                self.wake_all()
                while True:
                    message = pubsub.get_message(timeout=5.0)
                    if message and message.get("type") == "message":
                        game_id, version, app = _notice_parse(message["data"])
                        self.wake(game_id)
                        if version is not None:
                            self._tell(game_id, version, app)
            except Exception as exc:
                if self._listening.is_set():
                    logger.warning("game notice listener lost Redis: %s", exc)
                self._listening.clear()
                self.wake_all()
                time.sleep(RECONNECT_PAUSE_SECONDS)


def _notice_parse(data: bytes) -> tuple[str, int | None, str | None]:
    """``"<game> <version> <app or ->"`` (older processes sent ``"<game> <version>"``)."""
    parts = data.decode().split(" ")
    version = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
    app = parts[2] if len(parts) > 2 and parts[2] != "-" else None
    return parts[0], version, app


hub = NoticeHub()


def game_changed_on_commit(*, game_id: Any, version: int, app_id: Any = None) -> None:
    """Wake the game's long polls and streams once the surrounding transaction commits."""
    transaction.on_commit(lambda: hub.publish(game_id, version, app_id), robust=True)
