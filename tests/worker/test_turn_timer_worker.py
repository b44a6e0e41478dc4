"""Turn timers on the deployed stack: gunicorn, a Celery worker running beat, Redis and
PostgreSQL. A human seat that never moves has the automa play its turns when its timer runs
out, and after ``timeouts_to_automa`` in a row the automa keeps the seat and the game ends."""

from __future__ import annotations

import time

import httpx
import pytest

from games.models import Game
from games.rules_binding import game_state
from games.services.replay import game_replay
from tests.faults.stack import API, gunicorn_start, move_log, stack_env, worker_start

pytestmark = pytest.mark.django_db(transaction=True)


def _wait_finished(base: str, game_id: str, deadline: float) -> dict:
    detail = httpx.get(f"{base}{API}/games/{game_id}/", timeout=10).json()
    while detail["status"] != "finished":
        left = deadline - time.monotonic()
        assert left > 0, f"game {game_id} stuck at version {detail['version']}"
        wait = max(1, min(int(left), 10))
        url = f"{base}{API}/games/{game_id}/?after={detail['version']}&wait={wait}"
        response = httpx.get(url, timeout=wait + 10)
        if response.status_code == 200:
            detail = response.json()
    return detail


def test_a_silent_human_times_out_the_automa_plays_for_it_then_keeps_the_seat():
    env = stack_env()
    web, base = gunicorn_start(env)
    worker = worker_start(env, name="timers", beat=True)
    try:
        body = {
            "ruleset": "architects",
            "seed": 12,
            "options": {"turn_seconds": 2, "timeouts_to_automa": 2},
            "seats": [
                {"name": "Ana", "kind": "human"},
                {"name": "Bot", "kind": "automa", "level": "basic"},
            ],
        }
        created = httpx.post(f"{base}{API}/games/", json=body, timeout=30)
        assert created.status_code == 201, created.text
        game = created.json()
        assert game["to_act"] == [0] and game["turn_due_at"] is not None
        started = time.monotonic()
        detail = _wait_finished(base, game["id"], deadline=started + 180)
        took = time.monotonic() - started
        print(f"\nturn timer: two timeouts and the automa's game took {took:.1f} s")
        assert took >= 4  # two turns of two seconds each, at least
        assert detail["seats"][0] | {"level": "basic"} == {
            "index": 0,
            "name": "Ana",
            "kind": "automa",
            "level": "basic",
            "timeouts_in_row": 2,
            "takeover": "timeout",
            "rating": None,
        }
        moves = move_log(base, game["id"])
        timed = [m for m in moves if m["by"] == "timer"]
        assert [m["seat"] for m in timed] == [0, 0]
        assert [m["events"][0]["data"]["timeouts"] for m in timed] == [1, 2]
        assert timed[0]["number"] == 1  # Ana's very first turn was played for her
        # Before the second timeout only the timer played seat 0; after it, the automa did.
        seat_zero = [m for m in moves if m["seat"] == 0]
        assert seat_zero[:1] == timed[:1]
        assert any(m["by"] == "seat" for m in seat_zero)
        assert all(m["number"] > timed[1]["number"] for m in seat_zero if m["by"] == "seat")
        assert [m["number"] for m in moves] == list(range(1, len(moves) + 1))
        result = httpx.get(f"{base}{API}/games/{game['id']}/result/", timeout=10)
        assert result.status_code == 200
        row = Game.objects.get(pk=game["id"])
        assert game_replay(game=row) == game_state(row)
    finally:
        worker.stop()
        web.stop()
