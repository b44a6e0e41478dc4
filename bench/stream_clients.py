"""Thousands of event-stream subscribers in one process of their own (asyncio, raw sockets).

Started by ``bench.streams`` with the ``spawn`` method and driven through a pipe: no Django
here, so its CPU is its own and it starts in a moment. Each subscriber speaks HTTP/1.0 (the
server then sends the body unframed until it closes), records the ids it receives with their
arrival times (``time.time()`` when the bytes are handed to its protocol: the clock the movers
read too, on the same machine), and reconnects by itself with ``Last-Event-ID`` when its
connection ends, as the SDKs do.
"""

from __future__ import annotations

import asyncio
import random
import threading
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any, cast

CONNECT_AT_ONCE = 200


@dataclass
class Subscriber:
    path: str
    token: str | None
    tracked: bool  # a played game's: every id and its arrival is kept
    ids: list[int] = field(default_factory=list)
    arrivals: list[float] = field(default_factory=list)
    last: int | None = None
    connected: int = 0  # successful (200) connections so far
    marked: int = 0  # ``connected`` when last marked (before a restart)
    task: asyncio.Task[None] | None = None
    transport: asyncio.Transport | None = None
    first_event: asyncio.Event = field(default_factory=asyncio.Event)


class _Stream(asyncio.Protocol):
    """One connection, parsed as its bytes arrive (a protocol, not a stream reader: no
    coroutine step per line, so that 10,000 connections cost this process little and the
    arrival times are the server's, not this process's backlog)."""

    def __init__(self, sub: Subscriber, request: bytes) -> None:
        self.sub = sub
        self.request = request
        self.rest = b""
        self.status: int | None = None
        loop = asyncio.get_running_loop()
        self.headed: asyncio.Future[int] = loop.create_future()
        self.closed: asyncio.Future[None] = loop.create_future()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's: no asyncio subclass
        self.transport.write(self.request)

    def data_received(self, data: bytes) -> None:
        arrived = time.time()
        data = self.rest + data if self.rest else data
        if self.status is None:
            head, found, data = data.partition(b"\r\n\r\n")
            if not found:
                self.rest = head
                return
            self.status = int(head.split(b" ", 2)[1])
            self.headed.set_result(self.status)
        # uvicorn frames the body in chunks even for HTTP/1.0: a chunk's size line may come
        # before an event's first line, so the id is found at the start of any of its lines.
        *events, self.rest = data.split(b"\n\n")
        for event in events:
            at = event.rfind(b"id: ")
            if at == 0 or (at > 0 and event[at - 1] == 10):  # a line's start (after b"\n")
                self._received(int(event[at + 4 : event.index(b"\n", at)]), arrived)

    def _received(self, event_id: int, arrived: float) -> None:
        sub = self.sub
        sub.last = event_id
        if sub.tracked:
            sub.ids.append(event_id)
            sub.arrivals.append(arrived)
        sub.first_event.set()

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.headed.done():
            self.headed.set_exception(ConnectionError("closed before the headers"))
        if not self.closed.done():  # cancelled when the bench closes its subscribers
            self.closed.set_result(None)


class Subscribers:
    def __init__(self, port: int, retry_seconds: float) -> None:
        self.port = port
        self.retry_seconds = retry_seconds
        self.all: list[Subscriber] = []
        self.gate = asyncio.Semaphore(CONNECT_AT_ONCE)
        self.refused = 0

    async def run_one(self, sub: Subscriber) -> None:
        while True:
            try:
                await self._connection(sub)
            except asyncio.CancelledError:
                raise
            except Exception:
                pass
            # As EventSource does after a dropped stream: wait, then resume (jittered, so that
            # a restart's reconnections spread out instead of arriving in one instant).
            await asyncio.sleep(self.retry_seconds * (0.5 + random.random()))

    def _request(self, sub: Subscriber) -> bytes:
        lines = [f"GET {sub.path} HTTP/1.0", "Host: 127.0.0.1"]
        if sub.token:
            lines.append(f"Authorization: Bearer {sub.token}")
        if sub.last is not None:
            lines.append(f"Last-Event-ID: {sub.last}")
        return ("\r\n".join(lines) + "\r\n\r\n").encode()

    async def _connection(self, sub: Subscriber) -> None:
        loop = asyncio.get_running_loop()
        async with self.gate:
            transport, stream = await loop.create_connection(
                lambda: _Stream(sub, self._request(sub)), "127.0.0.1", self.port
            )
            try:
                status = await stream.headed
            except BaseException:
                transport.abort()
                raise
        if status != 200:
            self.refused += 1
            transport.close()
            return
        sub.transport = transport
        sub.connected += 1
        try:
            await stream.closed
        finally:
            sub.transport = None
            transport.abort()

    def open(self, specs: list[tuple[str, str | None, bool]]) -> list[Subscriber]:
        subs = [Subscriber(path, token, tracked) for path, token, tracked in specs]
        for sub in subs:
            sub.task = asyncio.get_running_loop().create_task(self.run_one(sub))
        self.all += subs
        return subs

    def drop(self, sub: Subscriber) -> None:
        """Cut one connection (the subscriber resumes by itself)."""
        if sub.transport is not None:
            sub.transport.abort()

    async def close_all(self) -> None:
        for sub in self.all:
            if sub.task is not None:
                sub.task.cancel()
        await asyncio.gather(*(s.task for s in self.all if s.task), return_exceptions=True)
        self.all = []


async def _serve(conn: Connection, port: int, retry_seconds: float) -> None:
    loop = asyncio.get_running_loop()
    subs = Subscribers(port, retry_seconds)
    inbox: asyncio.Queue[Any] = asyncio.Queue()

    def commands() -> None:  # the pipe read in a thread: a large message arrives in parts
        while True:
            message = conn.recv()
            loop.call_soon_threadsafe(inbox.put_nowait, message)
            if message[0] == "stop":
                return

    threading.Thread(target=commands, daemon=True).start()
    while True:
        command, arg = await inbox.get()
        if command == "open":  # [(path, token, tracked)]: answers once each had an event
            started = time.monotonic()
            opened = subs.open(arg)
            await asyncio.gather(*(s.first_event.wait() for s in opened))
            conn.send({"seconds": time.monotonic() - started, "refused": subs.refused})
        elif command == "churn":  # (count, seconds): cut tracked connections at random
            count, seconds = arg
            tracked = [s for s in subs.all if s.tracked]
            for _ in range(count):
                subs.drop(random.choice(tracked))
                await asyncio.sleep(seconds / count)
            conn.send({"dropped": count})
        elif command == "mark":  # remember each one's connections; answers how many are up
            for s in subs.all:
                s.marked = s.connected
            conn.send(sum(1 for s in subs.all if s.transport is not None))
        elif command == "reconnected":  # how many connected again since the mark
            conn.send(sum(1 for s in subs.all if s.connected > s.marked))
        elif command == "tracked":
            conn.send([(s.path, s.token, s.ids, s.arrivals) for s in subs.all if s.tracked])
        elif command == "close":
            await subs.close_all()
            conn.send("closed")
        elif command == "stop":
            await subs.close_all()
            conn.send("stopped")
            return


def subscribers_main(conn: Connection, port: int, retry_seconds: float) -> None:
    """The subscribers process's entry point."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    import uvloop

    uvloop.run(_serve(conn, port, retry_seconds))
