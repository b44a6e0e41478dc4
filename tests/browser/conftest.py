"""The browser tests' live server is the local server's: threads, no Nagle's delay
(``config.local_server``) and a process warmed before its first request (``config.wsgi``),
so that the page's figures are those ``scripts/serve`` gives."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from pytest_django.live_server_helper import LiveServer

from config.local_server.server import NoDelayThreadedWSGIServer
from games.services.warmup import process_warm


@pytest.fixture(scope="session")
def live_server(request: pytest.FixtureRequest) -> Iterator[LiveServer]:
    """pytest-django's ``live_server``, served by ``NoDelayThreadedWSGIServer``."""
    addr = (
        request.config.getvalue("liveserver")
        or os.getenv("DJANGO_LIVE_TEST_SERVER_ADDRESS")
        or "localhost"
    )
    process_warm()
    server = LiveServer(addr, start=False)
    server.thread.server_class = NoDelayThreadedWSGIServer
    server.start()
    yield server
    server.stop()
