"""Long polls sleep until a change notice wakes them, hold no database connection meanwhile,
and are capped per process (503 with Retry-After beyond the cap)."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
import redis
from django.conf import settings
from django.db import connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from games import notices
from games.models import Game
from tests.api.helpers import API, bearer, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)


class Waiter(threading.Thread):
    """A long poll in its own thread, counting the queries it makes."""

    def __init__(self, game_id: str, after: int, wait: int = 20) -> None:
        super().__init__(daemon=True)
        self.url = f"{API}/games/{game_id}/?after={after}&wait={wait}"
        self.response: Any = None  # the test client's response, once the request returns
        self.queries = 0

    def run(self) -> None:
        try:
            with CaptureQueriesContext(connection) as captured:
                self.response = Client().get(self.url)
            self.queries = len(captured)
        finally:
            connection.close()


def _until_waiting(count: int) -> None:
    for _ in range(500):
        if notices.hub.open_waits >= count:
            return
        time.sleep(0.01)
    raise AssertionError("the long poll never started waiting")


def _first_move(client: Client, game: dict):
    token = tokens_of(game)[game["to_act"][0]]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    return move_post(client, game["id"], token, listed["actions"][0]["action"], listed["version"])


@pytest.mark.parametrize("redis_url", [settings.REDIS_URL, ""], ids=["redis", "embedded"])
def test_a_move_wakes_the_long_poll_which_did_not_poll_meanwhile(redis_url):
    with override_settings(REDIS_URL=redis_url):
        client = Client()
        game = game_create(client, seed=2)
        waiter = Waiter(game["id"], after=0)
        waiter.start()
        _until_waiting(1)
        time.sleep(1.5)  # a poller re-reading every 0.2 s would make seven reads meanwhile
        assert _first_move(client, game).status_code == 201
        waiter.join(timeout=10)
    assert waiter.response.status_code == 200
    assert waiter.response.json()["version"] == 1
    assert waiter.queries <= 8  # the reads before waiting, and one after the notice


def test_a_notice_from_another_process_over_redis_wakes_the_long_poll():
    client = Client()
    game = game_create(client, seed=2)
    waiter = Waiter(game["id"], after=0)
    waiter.start()
    _until_waiting(1)
    # Another process (a worker) commits version 1 and announces it on the channel.
    Game.objects.filter(pk=game["id"]).update(version=1)
    redis.Redis.from_url(settings.REDIS_URL).publish(
        settings.GAME_NOTICE_CHANNEL, f"{game['id']} 1"
    )
    waiter.join(timeout=10)
    assert waiter.response.status_code == 200
    assert waiter.response.json()["version"] == 1


def test_long_polls_beyond_the_cap_are_503_with_retry_after():
    client = Client()
    game = game_create(client, seed=2)
    with override_settings(LONG_POLL_MAX_WAITERS=1):
        waiter = Waiter(game["id"], after=0)
        waiter.start()
        _until_waiting(1)
        refused = client.get(f"{API}/games/{game['id']}/?after=0&wait=20")
        plain = client.get(f"{API}/games/{game['id']}/")
        assert _first_move(client, game).status_code == 201
        waiter.join(timeout=10)
    assert refused.status_code == 503
    assert refused["Content-Type"] == "application/problem+json"
    assert refused["Retry-After"] == "1"
    assert refused.json()["code"] == "busy"
    assert plain.status_code == 200
    assert waiter.response.status_code == 200
    assert notices.hub.open_waits == 0
