"""Every acknowledged move is stored while the web server's database connections are killed.

Sixteen clients play two-human Architects games on gunicorn (their games belong to an app
with a webhook, so each move also writes to the outbox) while PostgreSQL terminates the web
server's connections at random moments for thirty seconds. A client retries a 503, or a
broken connection, with the same ``Idempotency-Key``, as the README tells apps to. Then every
201 is looked up in the move log: stored, once, with its number, seat and action; move numbers
contiguous; the game's version its last move's number; no stored move that no client was told
of. Zero lost and zero made up is the only pass, whatever number of moves the machine allowed.
"""

from __future__ import annotations

import random
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import httpx
import psycopg
import pytest
from django.conf import settings
from django.db import connection

from games.models import Game, Move
from games.services.apps import app_create
from tests.api.helpers import board_actions
from tests.faults.stack import API, database_url, gunicorn_start, stack_env

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="kills PostgreSQL backends"),
]

CLIENTS = 16
PLAY_SECONDS = 30.0
WEB_APP_NAME = "automa-fault-web"  # the web server's connections, the only ones killed
KILL_EVERY = (0.05, 0.6)  # seconds between kills, drawn at random: inside and between writes
RETRY_PAUSE = 0.1
RETRIES = 50


@dataclass(frozen=True)
class Ack:
    game_id: str
    number: int
    seat: int
    action: dict[str, Any]
    key: str


@dataclass
class Counts:
    unavailable: int = 0  # 503 answers and broken connections, each retried
    kills: int = 0


def _retrying(
    http: httpx.Client, method: str, url: str, counts: Counts, **request: Any
) -> httpx.Response:
    """Send until the answer is not a 503 (nor a broken connection): the same request each
    time, so a write carries the same Idempotency-Key."""
    for _ in range(RETRIES):
        try:
            response = http.request(method, url, **request)
        except httpx.TransportError:
            counts.unavailable += 1
            time.sleep(RETRY_PAUSE)
            continue
        if response.status_code != 503:
            return response
        counts.unavailable += 1
        time.sleep(RETRY_PAUSE)
    raise AssertionError("still unavailable after every retry")


def _game_new(http: httpx.Client, app_key: str, counts: Counts) -> tuple[str, dict[int, str]]:
    body = {
        "ruleset": "architects",
        "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}],
    }
    headers = {"Authorization": f"ApiKey {app_key}", "Idempotency-Key": uuid.uuid4().hex}
    created = _retrying(http, "POST", f"{API}/games/", counts, json=body, headers=headers)
    assert created.status_code == 201, created.text
    game = created.json()
    return game["id"], {seat["index"]: seat["token"] for seat in game["seats"]}


def _play(base: str, app_key: str, index: int, stop_at: float, counts: Counts) -> list[Ack]:
    rng = random.Random(index)
    acks: list[Ack] = []
    with httpx.Client(base_url=base, timeout=30) as http:
        game_id, tokens = _game_new(http, app_key, counts)
        while time.monotonic() < stop_at:
            detail = _retrying(http, "GET", f"{API}/games/{game_id}/", counts).json()
            if not detail["to_act"]:  # over (scoring waits for a worker this test has not)
                game_id, tokens = _game_new(http, app_key, counts)
                continue
            seat = detail["to_act"][0]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            url = f"{API}/games/{game_id}/actions/"
            listed = _retrying(http, "GET", url, counts, headers=auth).json()
            action = rng.choice(board_actions(listed))["action"]
            headers = {
                **auth,
                "If-Match": f'"{listed["version"]}"',
                "Idempotency-Key": uuid.uuid4().hex,
            }
            url = f"{API}/games/{game_id}/moves/"
            moved = _retrying(http, "POST", url, counts, json={"action": action}, headers=headers)
            assert moved.status_code == 201, moved.text
            acks.append(
                Ack(game_id, moved.json()["version"], seat, action, headers["Idempotency-Key"])
            )
    return acks


def _web_backends_killed(killer: psycopg.Connection) -> int:
    killed = killer.execute(
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = %s",
        [WEB_APP_NAME],
    ).fetchone()
    return killed[0] if killed else 0


def _kill_web_connections(url: str, stop_at: float, stop: threading.Event, counts: Counts) -> None:
    """Until ``stop_at``: the clients' last moves then go through (killing on while one client
    is left, every idle connection dies before its turn and that client may never get one)."""
    rng = random.Random(7)
    with psycopg.connect(url, autocommit=True) as killer:
        while not stop.wait(rng.uniform(*KILL_EVERY)) and time.monotonic() < stop_at:
            counts.kills += _web_backends_killed(killer)


def _web_backends(admin: psycopg.Connection) -> int:
    row = admin.execute(
        "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s", [WEB_APP_NAME]
    ).fetchone()
    return row[0] if row else 0


def test_no_acknowledged_move_is_lost_while_database_connections_die():
    _app, issued = app_create(name="Hooked", webhook_url="http://127.0.0.1:9/hook")
    # libpq names the web server's connections, so that only those are killed.
    env = stack_env(PGAPPNAME=WEB_APP_NAME)
    web, base = gunicorn_start(env, workers=1, threads=CLIENTS)
    counts = Counts()
    stop = threading.Event()
    stop_at = time.monotonic() + PLAY_SECONDS
    killer = threading.Thread(
        target=_kill_web_connections, args=(database_url(), stop_at, stop, counts), daemon=True
    )
    try:
        killer.start()
        with ThreadPoolExecutor(max_workers=CLIENTS) as pool:
            runs = [
                pool.submit(_play, base, issued.plaintext, i, stop_at, counts)
                for i in range(CLIENTS)
            ]
            acks = [ack for run in runs for ack in run.result()]
        tail = time.monotonic() - stop_at
    finally:
        stop.set()
        killer.join(timeout=10)
        web.stop()
    print(
        f"\n{len(acks)} acknowledged moves, {counts.kills} connections killed, "
        f"{counts.unavailable} answers retried (503 or broken connection); the last client "
        f"finished {tail:.1f} s after the kills stopped"
    )
    # How many moves the clients got through depends on the machine: what is asserted is what
    # was lost or made up, whatever the count (the kills are the test's own doing).
    assert counts.kills >= 20, "too few kills to test anything"
    assert acks, "no move was acknowledged"
    assert "Traceback" not in web.log(), web.log()[-3000:]

    stored = {
        (m.game_id.hex, m.idempotency_key): m
        for m in Move.objects.filter(game_id__in={a.game_id for a in acks})
    }
    acknowledged = {(uuid.UUID(a.game_id).hex, a.key) for a in acks}
    lost = [a for a in acks if (uuid.UUID(a.game_id).hex, a.key) not in stored]
    assert lost == [], f"{len(lost)} of {len(acks)} acknowledged moves are not stored"
    # A retried write stored once, under its key: no move that no client was told of.
    made_up = sorted(set(stored) - acknowledged)
    assert made_up == [], f"{len(made_up)} stored moves were never acknowledged"
    for ack in acks:
        move = stored[(uuid.UUID(ack.game_id).hex, ack.key)]
        assert (move.number, move.seat, move.action) == (ack.number, ack.seat, ack.action)
    for game in Game.objects.filter(pk__in={a.game_id for a in acks}):
        numbers = list(game.moves.order_by("number").values_list("number", flat=True))
        assert numbers == list(range(1, game.version + 1)), game.pk


def test_after_every_web_connection_dies_at_once_the_next_request_is_answered():
    """As after a database restart: the pool's every connection is dead, and the next request
    is answered (its pool tries the next connection at once; psycopg_pool's own check backed
    off 1, 2, 4 s between dead ones and refused it with a 503 at its 10-second timeout)."""
    env = stack_env(PGAPPNAME=WEB_APP_NAME)
    web, base = gunicorn_start(env, workers=1, threads=CLIENTS)
    try:
        with (
            psycopg.connect(database_url(), autocommit=True) as admin,
            httpx.Client(base_url=base, timeout=30) as http,
        ):
            # Concurrent requests until the pool holds its most connections.
            with ThreadPoolExecutor(max_workers=CLIENTS) as pool:
                for _ in range(50):
                    list(pool.map(lambda _: http.get("/readyz"), range(CLIENTS)))
                    if _web_backends(admin) >= settings.DB_POOL_MAX_SIZE:
                        break
            held = _web_backends(admin)
            killed = _web_backends_killed(admin)
            # A restart outlasts the pool's test window: each connection is tested on loan.
            time.sleep(settings.DB_POOL_CHECK_SECONDS + 0.2)
            started = time.monotonic()
            answer = http.get("/readyz")
            took = time.monotonic() - started
    finally:
        web.stop()
    print(f"\n{killed} of {held} pooled connections killed; the next request took {took:.3f} s")
    assert held == settings.DB_POOL_MAX_SIZE and killed == held
    assert answer.json()["checks"]["database"] == {"ok": True, "detail": ""}, answer.text
