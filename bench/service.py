"""Service-level benchmarks for ``manage.py bench``: the HTTP stack and the real worker."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from django.conf import settings
from django.test import Client, override_settings

from games.models import Game, GameStatus
from games.rules.companion import CompanionRuleset
from games.rules.registry import ruleset_get

ROOT = Path(settings.BASE_DIR)


def _create(
    client: Client, ruleset: str, seats: list[dict[str, str]], seed: int, **headers: Any
) -> dict[str, Any]:
    response = client.post(
        "/api/v1/games/",
        {"ruleset": ruleset, "seats": seats, "seed": seed},
        content_type="application/json",
        **headers,
    )
    if response.status_code != 201:
        raise RuntimeError(f"create failed: {response.status_code} {response.content[:300]!r}")
    return response.json()


def _human_seats(ruleset: str, seats: int) -> list[dict[str, str]]:
    """Every seat human, unless the ruleset wants its automa seated (a companion game whose
    seat kinds are fixed): then that one is an automa."""
    kinds = ["human"] * seats
    rules = ruleset_get(ruleset)
    if isinstance(rules, CompanionRuleset) and (
        rules.seats_problem(rules.default_options(), kinds) is not None
    ):
        kinds[rules.automa_seat] = "automa"
    return [{"name": f"P{i}", "kind": kind} for i, kind in enumerate(kinds)]


def _play_one(
    client: Client, game: dict[str, Any], tokens: dict[int, str], rng: random.Random
) -> bool:
    """Post one random legal move for a human seat to act; False when none can act."""
    detail = client.get(f"/api/v1/games/{game['id']}/").json()
    humans = [seat for seat in detail["to_act"] if seat in tokens]
    if detail["status"] != GameStatus.ACTIVE or not humans:
        return False
    auth: dict[str, Any] = {"HTTP_AUTHORIZATION": f"Bearer {tokens[humans[0]]}"}
    listed = client.get(f"/api/v1/games/{game['id']}/actions/", **auth).json()
    # The game's own moves: a random player that resigned would hand its seat to the automa.
    playable = [item["action"] for item in listed["actions"] if item["action"]["type"] != "resign"]
    if not playable:
        return False
    action = rng.choice(playable)
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
        game = _create(client, ruleset, _human_seats(ruleset, seats), seed)
        tokens = {seat["index"]: seat["token"] for seat in game["seats"] if "token" in seat}
        while time.perf_counter() - start < seconds and _play_one(client, game, tokens, rng):
            moves += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {"moves": moves, "seconds": elapsed, "moves_per_second": moves / elapsed}


def _worker_start(broker: str, extra_env: dict[str, str] | None = None) -> subprocess.Popen:
    """A Celery worker process started as ``docker-compose.yml`` starts the worker service,
    on a queue of its own; tasks are sent to it from now on (until ``_worker_stop``)."""
    from bench.gunicorn import compose_worker_command
    from bench.storage import database_url
    from config.celery import app

    queue = f"automa-bench-{os.getpid()}"
    app.conf.task_always_eager = False
    # settable at run time, though celery-types declares it read-only
    app.conf.broker_url = broker  # type: ignore[misc]
    app.conf.task_default_queue = queue
    env = {
        **os.environ,
        "CELERY_BROKER_URL": broker,
        "CELERY_TASK_DEFAULT_QUEUE": queue,
        "DATABASE_URL": database_url(),
        **(extra_env or {}),
    }
    command = compose_worker_command()
    command[0:1] = [sys.executable, "-m", "celery"]
    command += ["-Q", queue, "--without-gossip", "--without-mingle", "--without-heartbeat"]
    return subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )


def _worker_stop(worker: subprocess.Popen) -> None:
    from config.celery import app

    worker.terminate()
    worker.wait(timeout=30)
    app.conf.task_always_eager = settings.CELERY_TASK_ALWAYS_EAGER


def webhook_latency(samples: int, broker: str) -> dict[str, float]:
    """Time from a move's response to its ``game.turn`` webhook arriving at a local receiver,
    sent by a real worker process (two human seats: every move hands the turn over)."""
    from games.models import App
    from games.services.apps import app_create

    arrived: list[float] = []
    condition = threading.Condition()
    server = _webhook_receiver(arrived, condition)
    # The receiver is on loopback, which webhooks may reach only when allowed by name.
    with override_settings(WEBHOOK_ALLOWED_HOSTS=["127.0.0.1"]):
        app, issued = app_create(
            name=f"bench-{os.getpid()}-{time.time_ns()}",
            webhook_url=f"http://127.0.0.1:{server.server_port}/",
        )
    key = {"HTTP_AUTHORIZATION": f"ApiKey {issued.plaintext}"}
    worker = _worker_start(broker, {"WEBHOOK_ALLOWED_HOSTS": "127.0.0.1"})
    try:
        latencies = _webhook_samples(samples, key, condition, arrived)
    finally:
        _worker_stop(worker)
        server.shutdown()
        server.server_close()
        App.objects.filter(pk=app.pk).delete()
    latencies.sort()
    return {
        "samples": len(latencies),
        "median_ms": 1000 * latencies[len(latencies) // 2],
        "p90_ms": 1000 * latencies[int(len(latencies) * 0.9)],
        "max_ms": 1000 * latencies[-1],
    }


def _webhook_receiver(arrived: list[float], condition: threading.Condition) -> ThreadingHTTPServer:
    """A local receiver, serving in a thread, noting when each webhook arrives."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers["Content-Length"]))
            with condition:
                arrived.append(time.perf_counter())
                condition.notify_all()
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _webhook_samples(
    samples: int, key: dict[str, str], condition: threading.Condition, arrived: list[float]
) -> list[float]:
    """Seconds from each move that hands the turn over to its webhook, game after game."""
    client = Client()
    rng = random.Random(11)
    latencies: list[float] = []
    seed = 2000
    while len(latencies) < samples:
        seats = [{"name": f"P{i}", "kind": "human"} for i in range(2)]
        game = _create(client, "architects", seats, seed, **key)
        seed += 1
        tokens = {seat["index"]: seat["token"] for seat in game["seats"]}
        _arrivals_wait(condition, arrived, 1)
        while len(latencies) < samples:
            before = len(arrived)
            to_act = client.get(f"/api/v1/games/{game['id']}/").json()["to_act"]
            if not _play_one(client, game, tokens, rng):
                break
            moved_at = time.perf_counter()
            after = client.get(f"/api/v1/games/{game['id']}/").json()
            if after["status"] != GameStatus.ACTIVE:
                break
            if after["to_act"] == to_act:
                continue  # the same seat goes on acting: no webhook
            _arrivals_wait(condition, arrived, before + 1)
            latencies.append(arrived[before] - moved_at)
        time.sleep(0.5)  # the game.finished webhook, if any, lands before the next game
        del arrived[:]
    return latencies


def _arrivals_wait(condition: threading.Condition, arrived: list[float], count: int) -> None:
    with condition:
        if not condition.wait_for(lambda: len(arrived) >= count, timeout=60):
            raise RuntimeError("the webhook did not arrive in time")


def automa_reply_latency(
    ruleset: str, level: str, samples: int, broker: str, warmup: int = 3
) -> dict[str, float]:
    """Time from a human move's response to the automa's reply, through a real worker process
    started as ``docker-compose.yml`` starts the worker service. The first ``warmup`` replies
    (imports, the bound ruleset, the first connections) are not counted."""
    worker = _worker_start(broker)
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
                # a companion game's automa is seat 1 whatever other modes allow
                for i in range(1 if rules.companion else rules.min_seats - 1)
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
        _worker_stop(worker)
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
    """Bytes of seat 0's ``GET games/{id}/`` for a new game of human seats (as an app reads it)."""
    client = Client()
    game = _create(client, ruleset, _human_seats(ruleset, seats), seed=1)
    token = game["seats"][0]["token"]
    response = client.get(f"/api/v1/games/{game['id']}/", HTTP_AUTHORIZATION=f"Bearer {token}")
    return len(response.content)
