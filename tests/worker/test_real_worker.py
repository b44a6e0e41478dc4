"""Automa turns and scoring done by a real Celery worker process on Redis, over PostgreSQL."""

import time

import pytest
from django.test import Client

from tests.api.helpers import API, bearer, board_actions, game_create, move_post, tokens_of

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.real_worker]


def _wait_for(client: Client, game_id: str, predicate, timeout: float = 120.0) -> dict:
    deadline = time.monotonic() + timeout
    detail = client.get(f"{API}/games/{game_id}/").json()
    while time.monotonic() < deadline:
        if predicate(detail):
            return detail
        response = client.get(f"{API}/games/{game_id}/?after={detail['version']}&wait=5")
        if response.status_code == 200:
            detail = response.json()
    raise AssertionError("the worker did not get there in time")


def _play_seat_zero_until_finished(client: Client, game: dict, stride: int) -> dict:
    """Seat 0 (a human) plays listed actions whenever the worker hands it the turn."""
    token = tokens_of(game)[0]
    turns = 0
    while True:
        detail = _wait_for(
            client, game["id"], lambda d: d["status"] == "finished" or 0 in d["to_act"], 300
        )
        if detail["status"] == "finished":
            return detail
        listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
        playable = board_actions(listed)
        action = playable[turns * stride % len(playable)]["action"]
        turns += 1
        response = move_post(client, game["id"], token, action, listed["version"])
        assert response.status_code == 201, response.content


def test_architects_human_and_automa_seats_play_to_the_end(celery_worker_process):
    client = Client()
    seats = [
        {"name": "Ana", "kind": "human"},
        {"name": "Basic", "kind": "automa", "level": "basic"},
        {"name": "Strong", "kind": "automa", "level": "strong"},
    ]
    game = game_create(client, seats=seats, seed=21)
    _play_seat_zero_until_finished(client, game, stride=1)
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    assert len(result["scores"]) == 3
    moves = client.get(f"{API}/games/{game['id']}/moves/?limit=200").json()["results"]
    assert {m["seat"] for m in moves} == {0, 1, 2}


def test_all_automa_game_finishes_on_the_worker(celery_worker_process):
    client = Client()
    seats = [{"name": f"Bot{i}", "kind": "automa", "level": "basic"} for i in range(4)]
    game = game_create(client, seats=seats, seed=3)
    assert game["status"] == "active"
    detail = _wait_for(client, game["id"], lambda d: d["status"] == "finished")
    assert detail["to_act"] == []
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    assert all(s["total"] == sum(s["breakdown"].values()) for s in result["scores"])


def test_saboteur_with_twelve_seats_plays_to_the_end(celery_worker_process):
    client = Client()
    seats = [{"name": "Ana", "kind": "human"}]
    seats += [{"name": "Sly", "kind": "automa", "level": "strong"}]
    seats += [{"name": f"Bot{i}", "kind": "automa", "level": "basic"} for i in range(10)]
    game = game_create(client, ruleset="saboteur", seats=seats, seed=41)
    detail = _play_seat_zero_until_finished(client, game, stride=7)
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    assert len(result["scores"]) == 12
    assert all(s["total"] == sum(s["breakdown"].values()) for s in result["scores"])
    assert detail["view"]["round_results"]  # roles are revealed as each round ends
    moves = client.get(f"{API}/games/{game['id']}/moves/?limit=200").json()
    assert {m["seat"] for m in moves["results"]} == set(range(12))


def test_marsbot_companion_game_is_scored_by_the_real_worker(celery_worker_process):
    client = Client()
    seats = [{"name": "Ana", "kind": "human"}, {"name": "MarsBot", "kind": "automa"}]
    game = game_create(client, ruleset="marsbot", seats=seats, seed=17)
    token = tokens_of(game)[0]
    while True:
        detail = _wait_for(
            client, game["id"], lambda d: d["status"] == "finished" or 0 in d["to_act"], 300
        )
        if detail["status"] == "finished":
            break
        listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
        actions = [a["action"] for a in listed["actions"]]
        # The human acknowledges MarsBot's instructions and passes at once every generation.
        action = next(
            (a for a in actions if a["type"] in ("acknowledge", "generation_pass")), actions[0]
        )
        if any(a["type"] == "final_score" for a in actions):
            action = {"type": "final_score", "points": 40}
        response = move_post(client, game["id"], token, action, listed["version"])
        assert response.status_code == 201, response.content
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    marsbot = result["scores"][1]
    assert marsbot["total"] == sum(marsbot["breakdown"].values())
    assert result["winners"] == [1]  # passing at once, you reach generation 20 and lose
