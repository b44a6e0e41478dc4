"""A stream's opening, which Django answers in a worker thread of the stream process, is a
request like any other to Django's signals: its database connection goes back afterwards."""

from __future__ import annotations

import threading
from io import BytesIO
from typing import Any

import pytest
from django.core import signals
from django.core.handlers.asgi import ASGIRequest
from django.db import connection

from api.streams.asgi import _Openings
from api.streams.views import GameFollow, StreamOpening
from games.services import SeatSpec, game_create

pytestmark = pytest.mark.django_db(transaction=True)


def _request(path: str) -> ASGIRequest:
    scope = {
        "type": "http",
        "method": "GET",
        "path": path,
        "query_string": b"",
        "headers": [(b"host", b"127.0.0.1")],
        "server": ("127.0.0.1", 8001),
        "client": ("127.0.0.1", 50000),
    }
    return ASGIRequest(scope, BytesIO())


def test_an_opening_sends_the_request_signals_and_gives_back_its_database_connection(settings):
    settings.ROOT_URLCONF = "config.urls_streams"
    game = game_create(
        ruleset="architects",
        options={},
        seats=[SeatSpec(name=f"P{i}", kind="human") for i in range(2)],
        seed=1,
    ).game
    openings = _Openings()
    signalled: list[str] = []
    seen: dict[str, Any] = {}

    def started(**kwargs: Any) -> None:
        signalled.append("started")

    def finished(**kwargs: Any) -> None:
        signalled.append("finished")

    def in_worker_thread() -> None:  # as the stream process answers: in a thread of its pool
        seen["response"] = openings.answer(_request(f"/api/v1/games/{game.pk}/events/"))
        seen["connection_kept"] = connection.connection is not None

    signals.request_started.connect(started)
    signals.request_finished.connect(finished)
    try:
        thread = threading.Thread(target=in_worker_thread)
        thread.start()
        thread.join(30)
    finally:
        signals.request_started.disconnect(started)
        signals.request_finished.disconnect(finished)
    # The view read the game (its version and the spectator's seat)...
    response = seen["response"]
    assert isinstance(response, StreamOpening), response.content
    assert response.follow == GameFollow(str(game.pk), game.version, None, "en", None)
    # ...between the two signals, and the thread holds no connection afterwards
    assert signalled == ["started", "finished"]
    assert seen["connection_kept"] is False
