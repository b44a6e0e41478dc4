"""A subscriber's wake-up call (api.streams.hub sets it on a notice or a heartbeat tick)."""

from __future__ import annotations

import asyncio


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
