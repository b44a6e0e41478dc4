"""Two web processes and two workers on one database play 50 games at once to the end."""

from __future__ import annotations

import random
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.api.helpers import board_actions
from tests.faults.stack import API, gunicorn_start, move_log, stack_env, worker_start

pytestmark = pytest.mark.django_db(transaction=True)

GAMES = 50
WITH_A_HUMAN = 5  # played over HTTP; the others are all-automa, played by the workers alone


def _play(base: str, index: int) -> tuple[str, int]:
    seats = [{"name": "Bot", "kind": "automa", "level": "basic"}]
    seats.insert(0, {"name": "Ana", "kind": "human"} if index < WITH_A_HUMAN else seats[0])
    with httpx.Client(base_url=base, timeout=30) as http:
        body = {"ruleset": "architects", "seats": seats, "seed": 1000 + index}
        created = http.post(f"{API}/games/", json=body)
        assert created.status_code == 201, created.text
        game = created.json()
        token = next((s["token"] for s in game["seats"] if "token" in s), None)
        auth = {"Authorization": f"Bearer {token}"} if token else {}
        rng = random.Random(index)
        detail, deadline = game, time.monotonic() + 480
        while detail["status"] != "finished":
            assert time.monotonic() < deadline, f"game {game['id']} stuck at {detail['version']}"
            if token and 0 in detail["to_act"]:
                listed = http.get(f"{API}/games/{game['id']}/actions/", headers=auth).json()
                action = rng.choice(board_actions(listed))["action"]
                headers = {**auth, "If-Match": f'"{listed["version"]}"'}
                moved = http.post(
                    f"{API}/games/{game['id']}/moves/", json={"action": action}, headers=headers
                )
                assert moved.status_code == 201, moved.text
            if not token:  # nothing to do but watch: look now and then
                time.sleep(2)
            wait = 10 if token else 0
            polled = http.get(f"{API}/games/{game['id']}/?after={detail['version']}&wait={wait}")
            assert polled.status_code in (200, 304), polled.text
            if polled.status_code == 200:
                detail = polled.json()
        return game["id"], detail["version"]


def test_fifty_games_at_once_end_with_contiguous_move_logs():
    # A backlog of 50 games' turns is not overdue work: keep the sweeper from duplicating it.
    env = stack_env(FOLLOWUP_OVERDUE_SECONDS="15")
    web, base = gunicorn_start(env, workers=2, threads=16)
    workers = [
        worker_start(env, name="one", beat=True, concurrency=2),
        worker_start(env, name="two", concurrency=2),
    ]
    try:
        # A flushed test database has no content: let one creation install it before the burst
        # (content_defaults_install is not safe to race; migrate installs it in production).
        warm = httpx.post(
            f"{base}{API}/games/",
            json={"ruleset": "architects", "seats": [{"name": "A", "kind": "human"}] * 2},
            timeout=30,
        )
        assert warm.status_code == 201, warm.text
        started = time.monotonic()
        with ThreadPoolExecutor(max_workers=GAMES) as pool:
            played = list(pool.map(lambda i: _play(base, i), range(GAMES)))
        print(f"\n{GAMES} games played to the end in {time.monotonic() - started:.1f} s")
        for game_id, version in played:
            numbers = [m["number"] for m in move_log(base, game_id)]
            # The finishing version has no move: it only publishes the result.
            assert numbers == list(range(1, version)), game_id
            result = httpx.get(f"{base}{API}/games/{game_id}/result/", timeout=10)
            assert result.status_code == 200
        assert all("Traceback" not in w.log() for w in workers), workers[0].log()[-3000:]
    finally:
        for process in (*workers, web):
            process.stop()
