"""The stream process in tests: uvicorn serving ``config.asgi_streams`` against this test
database, and a reader that parses its events in a thread."""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from tests.faults.stack import ROOT, free_port, stack_env


@dataclass
class StreamEvent:
    """One parsed event (``comment`` set for a comment line such as the keep-alive)."""

    name: str = "message"
    id: str | None = None
    data: str = ""
    retry: int | None = None
    comment: str | None = None

    def json(self) -> Any:
        return json.loads(self.data)


@contextmanager
def streams_server(port: int | None = None, **env: str) -> Iterator[str]:
    """A stream process on ``port`` (default: a free one); yields its base URL."""
    port = port or free_port()
    log = Path(f"/tmp/automa-streams-test-{port}.log")
    with log.open("wb") as out:
        popen = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "config.asgi_streams:application",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--no-access-log",
                "--timeout-graceful-shutdown",
                "1",
            ],
            cwd=ROOT,
            env=stack_env(**env),
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        # A guard against a process that never answers, not a speed check: on a loaded machine
        # (a full suite on 2 cores) Django's start and the rulesets' warm-up took over 60 s.
        deadline = time.monotonic() + 180
        while True:
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if popen.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the stream process did not start:\n{log.read_text()}")
            time.sleep(0.1)
        yield base
    finally:
        popen.terminate()
        try:
            popen.wait(timeout=10)
        except subprocess.TimeoutExpired:
            popen.kill()
            popen.wait()


class Reader(threading.Thread):
    """Reads one stream into a queue of events until closed or the server ends it."""

    def __init__(self, url: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.headers = headers or {}
        self.events: queue.Queue[StreamEvent | None] = queue.Queue()
        self.status: int | None = None
        self.headers_received: httpx.Headers = httpx.Headers()
        self.body = b""
        self.opened = threading.Event()
        self._closing = False
        self._response: httpx.Response | None = None

    def run(self) -> None:
        try:
            with httpx.stream("GET", self.url, headers=self.headers, timeout=None) as response:
                self._response = response
                self.status = response.status_code
                self.headers_received = response.headers
                self.opened.set()
                if response.status_code != 200:
                    self.body = response.read()
                    return
                current = StreamEvent()
                for line in response.iter_lines():
                    if line == "":
                        if current.id or current.data or current.retry is not None:
                            self.events.put(current)
                        current = StreamEvent()
                    elif line.startswith(":"):
                        self.events.put(StreamEvent(name="", comment=line[1:].strip()))
                    else:
                        field, _, value = line.partition(":")
                        value = value[1:] if value.startswith(" ") else value
                        if field == "id":
                            current.id = value
                        elif field == "event":
                            current.name = value
                        elif field == "data":
                            current.data = value if not current.data else current.data + value
                        elif field == "retry":
                            current.retry = int(value)
        except Exception:  # closed from the test's thread, or the server went away
            if not self._closing:
                self.body = b"broken"
        finally:
            self.opened.set()
            self.events.put(None)

    def next(self, timeout: float = 10) -> StreamEvent:
        event = self.events.get(timeout=timeout)
        if event is None:
            raise EOFError("the stream ended")
        return event

    def next_event(self, timeout: float = 10) -> StreamEvent:
        """The next event that is not a comment or a bare retry hint."""
        while True:
            event = self.next(timeout)
            if event.comment is None and (event.id is not None or event.data):
                return event

    def until_version(self, version: int, timeout: float = 20) -> list[StreamEvent]:
        """Events (not comments) up to and including ``id == version``."""
        out: list[StreamEvent] = []
        deadline = time.monotonic() + timeout
        while True:
            event = self.next_event(max(0.1, deadline - time.monotonic()))
            out.append(event)
            if event.id is not None and event.id.isdigit() and int(event.id) >= version:
                return out

    def close(self) -> None:
        self._closing = True
        if self._response is not None:
            self._response.close()
        self.join(timeout=5)


def reader_open(url: str, headers: dict[str, str] | None = None) -> Reader:
    reader = Reader(url, headers)
    reader.start()
    reader.opened.wait(10)
    return reader
