"""Service-level benchmarks for ``manage.py bench``: the HTTP stack and the real worker."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from django.conf import settings
from django.test import Client

from games.models import Game, GameStatus
from games.rules.registry import ruleset_get

ROOT = Path(settings.BASE_DIR)


def _create(client: Client, ruleset: str, seats: list[dict[str, str]], seed: int) -> dict[str, Any]:
    response = client.post(
        "/api/v1/games/",
        {"ruleset": ruleset, "seats": seats, "seed": seed},
        content_type="application/json",
    )
    if response.status_code != 201:
        raise RuntimeError(f"create failed: {response.status_code} {response.content[:300]!r}")
    return response.json()


def _play_one(
    client: Client, game: dict[str, Any], tokens: dict[int, str], rng: random.Random
) -> bool:
    """Post one random legal move for a human seat to act; False when none can act."""
    detail = client.get(f"/api/v1/games/{game['id']}/").json()
    humans = [seat for seat in detail["to_act"] if seat in tokens]
    if detail["status"] != GameStatus.ACTIVE or not humans:
        return False
    auth = {"HTTP_AUTHORIZATION": f"Bearer {tokens[humans[0]]}"}
    listed = client.get(f"/api/v1/games/{game['id']}/actions/", **auth).json()
    action = rng.choice(listed["actions"])["action"]
    response = client.post(
        f"/api/v1/games/{game['id']}/moves/",
        {"action": action},
        content_type="application/json",
        HTTP_IF_MATCH=f'"{listed["version"]}"',
        **auth,
    )
    if response.status_code != 201:
        raise RuntimeError(f"move failed: {response.status_code} {response.content[:300]!r}")
    return True


def http_moves_per_second(
    ruleset: str, seats: int, seconds: float, seed: int = 0
) -> dict[str, float]:
    """Random legal moves by human seats through the whole HTTP stack (in-process client).

    Each move is a game read, an actions listing and a post, as an app would do it.
    """
    client = Client()
    rng = random.Random(seed)
    moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = _create(
            client, ruleset, [{"name": f"P{i}", "kind": "human"} for i in range(seats)], seed
        )
        tokens = {seat["index"]: seat["token"] for seat in game["seats"] if "token" in seat}
        while time.perf_counter() - start < seconds and _play_one(client, game, tokens, rng):
            moves += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {"moves": moves, "seconds": elapsed, "moves_per_second": moves / elapsed}


def automa_reply_latency(
    ruleset: str, level: str, samples: int, broker: str, warmup: int = 3
) -> dict[str, float]:
    """Time from a human move's response to the automa's reply, through a real worker process
    started as ``docker-compose.yml`` starts the worker service. The first ``warmup`` replies
    (imports, the bound ruleset, the first connections) are not counted."""
    from config.celery import app
    from games.bench_http import compose_worker_command
    from games.bench_storage import database_url

    queue = f"automa-bench-{os.getpid()}"
    was_eager = app.conf.task_always_eager
    app.conf.task_always_eager = False
    app.conf.broker_url = broker
    app.conf.task_default_queue = queue
    env = {
        **os.environ,
        "CELERY_BROKER_URL": broker,
        "CELERY_TASK_DEFAULT_QUEUE": queue,
        "DATABASE_URL": database_url(),
    }
    command = compose_worker_command()
    command[0:1] = [sys.executable, "-m", "celery"]
    command += ["-Q", queue, "--without-gossip", "--without-mingle", "--without-heartbeat"]
    worker = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    rules = ruleset_get(ruleset)
    client = Client()
    rng = random.Random(7)
    latencies: list[float] = []
    try:
        seed = 1000
        while len(latencies) < samples + warmup:
            seats = [{"name": "Human", "kind": "human"}]
            seats += [
                {"name": f"Bot{i}", "kind": "automa", "level": level}
                for i in range(rules.min_seats - 1)
            ]
            game = _create(client, ruleset, seats, seed)
            seed += 1
            tokens = {0: game["seats"][0]["token"]}
            _wait_for_humans(game["id"], timeout=120)
            while len(latencies) < samples + warmup and _play_one(client, game, tokens, rng):
                moved_at = time.perf_counter()
                if _wait_for_humans(game["id"], timeout=120):
                    latencies.append(time.perf_counter() - moved_at)
    finally:
        worker.terminate()
        worker.wait(timeout=30)
        app.conf.task_always_eager = was_eager
    latencies = sorted(latencies[warmup:])
    return {
        "samples": len(latencies),
        "p50_ms": 1000 * latencies[len(latencies) // 2],
        "p99_ms": 1000 * latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))],
        "max_ms": 1000 * latencies[-1],
    }


def _wait_for_humans(game_id: str, timeout: float) -> bool:
    """Wait until the game needs seat 0 or is over; True if an automa moved meanwhile."""
    rules = None
    start_version = Game.objects.values_list("version", flat=True).get(pk=game_id)
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        game = Game.objects.only("ruleset", "state", "version", "status").get(pk=game_id)
        rules = rules or ruleset_get(game.ruleset)
        if game.status != GameStatus.ACTIVE or 0 in rules.to_act(game.state):
            return game.version > start_version
        time.sleep(0.002)
    raise RuntimeError("the worker did not reply in time")


def game_resource_bytes(ruleset: str, seats: int) -> int:
    """Bytes of seat 0's ``GET games/{id}/`` for a new all-human game (as an app reads it)."""
    client = Client()
    kinds = [{"name": f"P{i}", "kind": "human"} for i in range(seats)]
    game = _create(client, ruleset, kinds, seed=1)
    token = game["seats"][0]["token"]
    response = client.get(f"/api/v1/games/{game['id']}/", HTTP_AUTHORIZATION=f"Bearer {token}")
    return len(response.content)
