"""An app's log of changes, which the app-wide stream reads and resumes from.

With Redis, the processes that commit a change append it to the app's Redis stream
(``games.notices.app_log_key``) when they announce it: positions are Redis entry ids
(``1767225600000-0``), kept for ``APP_LOG_KEPT`` entries whoever reads, across restarts of
the stream process. Without Redis (the embedded default) the stream process keeps the log in
memory from the changes it hears or polls: positions (``m<boot>-<n>``) name that process's
life, and one from another life (a restart) is too old to resume from.
"""

from __future__ import annotations

import re
import secrets
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings
from django.utils import timezone

from games import notices

_REDIS_ID = re.compile(r"^[0-9]{1,20}-[0-9]{1,20}$")
READ_BATCH = 500
_BOOT = secrets.token_hex(4)


@dataclass
class AppRead:
    """Entries after a position, each ``(position, game id, version)``; or, when the position
    is too old (or unknown), ``reset_to``: the newest position, to go on from."""

    entries: list[tuple[str, str, int]] = field(default_factory=list)
    reset_to: str | None = None


class AppLog:
    in_memory = False
    polled_at: datetime

    def heard(self, game_id: str, version: int) -> None:
        """A change heard by this process (only an in-memory log records it)."""

    async def newest(self) -> str:
        raise NotImplementedError

    async def after(self, position: str, *, first: bool) -> AppRead:
        """What follows ``position``; ``first`` checks it is still in the log."""
        raise NotImplementedError


class RedisAppLog(AppLog):
    _client: Any = None

    def __init__(self, app_id: str) -> None:
        self.key = notices.app_log_key(app_id)

    @classmethod
    def client(cls) -> Any:
        if cls._client is None:
            import redis.asyncio

            cls._client = redis.asyncio.Redis.from_url(
                settings.REDIS_URL, socket_connect_timeout=2, socket_timeout=5
            )
        return cls._client

    async def newest(self) -> str:
        last = await self.client().xrevrange(self.key, count=1)
        return last[0][0].decode() if last else "0-0"

    async def after(self, position: str, *, first: bool) -> AppRead:
        if not _REDIS_ID.match(position):
            return AppRead(reset_to=await self.newest())
        if first and await self._trimmed_past(position):
            return AppRead(reset_to=await self.newest())
        rows = await self.client().xrange(self.key, min=f"({position}", count=READ_BATCH)
        return AppRead(
            entries=[
                (rid.decode(), values[b"game"].decode(), int(values[b"version"]))
                for rid, values in rows
            ]
        )

    async def _trimmed_past(self, position: str) -> bool:
        try:
            info = await self.client().xinfo_stream(self.key)
        except Exception:  # no such stream: nothing was ever logged, nothing trimmed
            return False
        deleted = info.get("max-deleted-entry-id", b"0-0")
        deleted = deleted.decode() if isinstance(deleted, bytes) else str(deleted)
        return _id_key(position) <= _id_key(deleted) and deleted != "0-0"


def _id_key(entry_id: str) -> tuple[int, int]:
    ms, _, seq = entry_id.partition("-")
    return int(ms), int(seq or 0)


class MemoryAppLog(AppLog):
    in_memory = True

    def __init__(self) -> None:
        self.entries: deque[tuple[int, str, int]] = deque(maxlen=notices.APP_LOG_KEPT)
        self.count = 0
        self.known: dict[str, int] = {}
        self.polled_at = timezone.now()
        self.primed = False

    def prime(self, versions: dict[str, int]) -> None:
        """The app's games' versions when the log began: not changes, the starting point."""
        for game_id, version in versions.items():
            self.known[game_id] = max(self.known.get(game_id, 0), version)
        self.primed = True

    def heard(self, game_id: str, version: int) -> None:
        if version <= self.known.get(game_id, 0):
            return  # heard twice (in-process and polled), or an older notice after a newer
        self.known[game_id] = version
        self.count += 1
        self.entries.append((self.count, game_id, version))

    def _position(self, number: int) -> str:
        return f"m{_BOOT}-{number}"

    async def newest(self) -> str:
        return self._position(self.count)

    async def after(self, position: str, *, first: bool) -> AppRead:
        boot, _, number = position[1:].partition("-")
        oldest = self.entries[0][0] if self.entries else self.count + 1
        if (
            not position.startswith("m")
            or boot != _BOOT
            or not number.isdigit()
            or int(number) > self.count
            or int(number) < oldest - 1
        ):
            return AppRead(reset_to=self._position(self.count))
        seen = int(number)
        return AppRead(
            entries=[(self._position(n), g, v) for n, g, v in self.entries if n > seen][:READ_BATCH]
        )


def app_log_for(app_id: str) -> AppLog:
    return RedisAppLog(app_id) if notices.hub.uses_redis else MemoryAppLog()
