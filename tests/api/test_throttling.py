"""Rates per client address and per seat token: over them, a 429 problem with Retry-After."""

import random

import pytest
from django.test import Client, override_settings

from tests.api.helpers import API, bearer, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db

LOW = {
    "game_create": "2/minute",
    "move_address": "1000/minute",
    "move_seat": "1/minute",
    "read_address": "3/minute",
    "read_seat": "1000/minute",
    "bad_token": "2/minute",
}


def _address() -> str:
    """A fresh client address per test: counters live in the shared cache between runs."""
    return f"10.{random.randrange(256)}.{random.randrange(256)}.{random.randrange(1, 255)}"


def _assert_throttled(response) -> None:
    assert response.status_code == 429
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "throttled"
    assert 1 <= int(response["Retry-After"]) <= 60
    assert response.json()["retry_after"] == int(response["Retry-After"])


@override_settings(API_THROTTLE_RATES=LOW)
def test_creating_games_is_limited_per_client_address():
    client = Client(REMOTE_ADDR=_address())
    body = {"ruleset": "architects", "seats": [{"name": "A", "kind": "human"}] * 2}
    for _ in range(2):
        assert (
            client.post(f"{API}/games/", body, content_type="application/json").status_code == 201
        )
    _assert_throttled(client.post(f"{API}/games/", body, content_type="application/json"))
    other = Client(REMOTE_ADDR=_address())
    assert other.post(f"{API}/games/", body, content_type="application/json").status_code == 201


@override_settings(API_THROTTLE_RATES=LOW)
def test_anonymous_reads_are_limited_per_address_but_seat_reads_per_token():
    client = Client(REMOTE_ADDR=_address())
    game = game_create(client, seed=3)
    for _ in range(3):
        assert client.get(f"{API}/rulesets/").status_code == 200
    _assert_throttled(client.get(f"{API}/games/{game['id']}/"))
    token = tokens_of(game)[0]
    assert client.get(f"{API}/games/{game['id']}/", **bearer(token)).status_code == 200


@override_settings(API_THROTTLE_RATES=LOW)
def test_moves_are_limited_per_seat_token():
    client = Client(REMOTE_ADDR=_address())
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(2)]
    game = game_create(client, seats=seats, seed=4)
    token = tokens_of(game)[game["to_act"][0]]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    action = listed["actions"][0]["action"]
    assert move_post(client, game["id"], token, action, listed["version"]).status_code == 201
    _assert_throttled(move_post(client, game["id"], token, action, listed["version"] + 1))
    other = tokens_of(game)[1 - game["to_act"][0]]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(other)).json()
    action = listed["actions"][0]["action"]
    assert move_post(client, game["id"], other, action, listed["version"]).status_code == 201


@override_settings(API_THROTTLE_RATES=LOW)
def test_made_up_tokens_do_not_dodge_the_address_throttle():
    client = Client(REMOTE_ADDR=_address())
    game = game_create(client, seed=5)
    url = f"{API}/games/{game['id']}/"
    for n in range(2):
        assert client.get(url, **bearer(f"made-up-{n}")).json()["code"] == "invalid_token"
    _assert_throttled(client.get(url, **bearer("made-up-2")))
    # The address is held back for bearer requests, real tokens included, until the window
    # passes; another address is not.
    _assert_throttled(client.get(url, **bearer(tokens_of(game)[0])))
    other = Client(REMOTE_ADDR=_address())
    assert other.get(url, **bearer(tokens_of(game)[0])).status_code == 200
