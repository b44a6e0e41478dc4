"""No game stays stuck: a worker killed with -9 mid-turn, a broker that was down when a move
committed. Real gunicorn, Celery workers with beat (the sweeper), Redis and PostgreSQL."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from tests.faults.stack import (
    API,
    free_port,
    gunicorn_start,
    move_log,
    post_first_legal,
    redis_start,
    stack_env,
    wait_for_version,
    worker_start,
)

pytestmark = pytest.mark.django_db(transaction=True)

HUMAN_THEN_AUTOMA = [
    {"name": "Ana", "kind": "human"},
    {"name": "Bot", "kind": "automa", "level": "basic"},
]


def _create(base: str, seats: list[dict], seed: int) -> dict:
    body = {"ruleset": "architects", "seats": seats, "seed": seed}
    response = httpx.post(f"{base}{API}/games/", json=body, timeout=30)
    assert response.status_code == 201, response.text
    return response.json()


def _token(game: dict, index: int) -> str:
    return next(s["token"] for s in game["seats"] if s["index"] == index)


def _assert_contiguous(base: str, game_id: str, upto: int) -> list[dict]:
    moves = move_log(base, game_id)
    assert [m["number"] for m in moves] == list(range(1, upto + 1))
    return moves


def test_a_worker_killed_mid_turn_is_replaced_and_the_automa_replies_within_ten_seconds(
    tmp_path: Path,
):
    env = stack_env(AUTOMA_HOLD_MARKER=str(tmp_path / "held"))
    web, base = gunicorn_start(env)
    held = worker_start(env, name="held", held=True)
    fresh = None
    try:
        game = _create(base, HUMAN_THEN_AUTOMA, seed=31)
        assert post_first_legal(base, game["id"], _token(game, 0)).status_code == 201
        marker = tmp_path / "held"
        for _ in range(600):
            if marker.exists():
                break
            time.sleep(0.1)
        assert marker.exists(), held.log()
        held.kill9()  # mid-task: the message stays unacknowledged in Redis for an hour
        killed_at = time.monotonic()
        fresh = worker_start(env, name="fresh", beat=True)
        detail = wait_for_version(base, game["id"], above=1, deadline=killed_at + 10)
        recovery = time.monotonic() - killed_at
        print(f"\nkill -9 recovery: automa replied {recovery:.1f} s after the kill")
        assert detail["version"] == 2
        moves = _assert_contiguous(base, game["id"], 2)
        assert [m["seat"] for m in moves] == [0, 1]
        assert detail["to_act"] == [0]
    finally:
        for process in (fresh, held, web):
            if process is not None:
                process.stop()


def test_a_move_committed_while_the_broker_is_down_is_201_and_the_game_goes_on(tmp_path: Path):
    port = free_port()
    broker = redis_start(port, tmp_path / "redis")
    env = stack_env(broker=f"redis://127.0.0.1:{port}/0")
    web, base = gunicorn_start(env)
    worker = worker_start(env, name="worker", beat=True)
    try:
        game = _create(base, HUMAN_THEN_AUTOMA, seed=32)
        broker.stop()

        started = time.monotonic()
        moved = post_first_legal(base, game["id"], _token(game, 0))
        assert moved.status_code == 201, moved.text
        seats = [HUMAN_THEN_AUTOMA[1], HUMAN_THEN_AUTOMA[0]]
        automa_first = _create(base, seats, seed=33)
        assert _token(automa_first, 1)
        print(f"\nbroker down: move and creation answered in {time.monotonic() - started:.1f} s")

        broker = redis_start(port, tmp_path / "redis")  # empty: whatever was queued is lost
        restarted_at = time.monotonic()
        wait_for_version(base, game["id"], above=1, deadline=restarted_at + 60)
        wait_for_version(base, automa_first["id"], above=0, deadline=restarted_at + 60)
        print(f"broker down: both games went on {time.monotonic() - restarted_at:.1f} s after")
        _assert_contiguous(base, game["id"], 2)
        _assert_contiguous(base, automa_first["id"], 1)
    finally:
        for process in (worker, web, broker):
            process.stop()
