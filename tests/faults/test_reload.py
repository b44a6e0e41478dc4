"""A ``kill -HUP`` of gunicorn's master under sixteen players loses and breaks nothing.

gunicorn runs with the deployment's config (the app preloaded and warmed in the master), two
workers. Sixteen clients play two-human Architects games; midway the master is sent HUP, which
forks new workers and stops the old ones gracefully. A client whose idle kept-alive connection
an old worker closed sends the same request again (a move with the same
``Idempotency-Key``), as HTTP clients do. Then: no answer was a 5xx, the new workers answered
moves, and every acknowledged move is in the log, once, as it was acknowledged. How long the
reload made anyone wait is the bench's figure (``manage.py bench reload``), not this test's.
"""

from __future__ import annotations

import random
import signal
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from django.db import connection

from bench.cpu import children
from games.models import Move
from tests.api.helpers import board_actions
from tests.faults.stack import API, gunicorn_start, stack_env

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="the deployed stack's database"),
]

CLIENTS = 16
BEFORE_SECONDS = 3.0
AFTER_SECONDS = 5.0
RETRIES = 5


@dataclass
class Played:
    acks: list[tuple[str, int, int, dict[str, Any]]] = field(default_factory=list)
    statuses: list[tuple[float, int]] = field(default_factory=list)
    resent: int = 0


def _send(http: httpx.Client, played: Played, method: str, url: str, **request: Any):
    """The request, sent again on a connection closed under it (idle, by an old worker)."""
    for _ in range(RETRIES):
        try:
            response = http.request(method, url, **request)
        except httpx.TransportError:
            played.resent += 1
            continue
        played.statuses.append((time.monotonic(), response.status_code))
        return response
    raise AssertionError(f"{method} {url}: no answer after {RETRIES} tries")


def _play(base: str, index: int, stop_at: float) -> Played:
    rng = random.Random(index)
    played = Played()
    two_humans = [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}]
    with httpx.Client(base_url=base, timeout=30) as http:
        game_id, tokens = "", {}
        while time.monotonic() < stop_at:
            if not game_id:
                body = {"ruleset": "architects", "seats": two_humans}
                created = _send(http, played, "POST", f"{API}/games/", json=body)
                assert created.status_code == 201, created.text
                game_id = created.json()["id"]
                tokens = {s["index"]: s["token"] for s in created.json()["seats"]}
            detail = _send(http, played, "GET", f"{API}/games/{game_id}/").json()
            if not detail["to_act"]:
                game_id = ""
                continue
            seat = detail["to_act"][0]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            listed = _send(http, played, "GET", f"{API}/games/{game_id}/actions/", headers=auth)
            listed = listed.json()
            action = rng.choice(board_actions(listed))["action"]
            headers = {
                **auth,
                "If-Match": f'"{listed["version"]}"',
                "Idempotency-Key": uuid.uuid4().hex,
            }
            url = f"{API}/games/{game_id}/moves/"
            moved = _send(http, played, "POST", url, json={"action": action}, headers=headers)
            assert moved.status_code == 201, moved.text
            played.acks.append((game_id, moved.json()["version"], seat, action))
    return played


def _workers_once_handed_over(master: int, old: set[int], seconds: float = 60) -> set[int]:
    """The master's workers once every old one has gone (they serve until a new one is ready,
    then finish what they hold: config/gunicorn_worker.py), or as they are at ``seconds``."""
    deadline = time.monotonic() + seconds
    workers = children(master) - {master}
    while workers & old and time.monotonic() < deadline:
        time.sleep(0.2)
        workers = children(master) - {master}
    return workers


def test_a_hup_under_sixteen_players_loses_no_move_and_answers_every_request():
    """Given gunicorn with two workers serving sixteen players, when its master is sent HUP
    mid-play, then every request is answered without a 5xx, new workers take over and answer
    moves, the old ones exit, and every acknowledged move is stored once as acknowledged."""
    server, base = gunicorn_start(stack_env(), workers=2, threads=32)
    try:
        old_workers = children(server.popen.pid) - {server.popen.pid}
        stop_at = time.monotonic() + BEFORE_SECONDS + AFTER_SECONDS
        with ThreadPoolExecutor(CLIENTS) as pool:
            futures = [pool.submit(_play, base, i, stop_at) for i in range(CLIENTS)]
            time.sleep(BEFORE_SECONDS)
            hup_at = time.monotonic()
            server.popen.send_signal(signal.SIGHUP)
            results = [future.result() for future in futures]
        new_workers = _workers_once_handed_over(server.popen.pid, old_workers)
    finally:
        server.stop()

    statuses = [status for played in results for _, status in played.statuses]
    assert [s for s in statuses if s >= 500] == [], server.log()[-3000:]
    assert len(new_workers) == 2 and not new_workers & old_workers
    after = [s for played in results for at, s in played.statuses if at > hup_at + 1]
    assert after.count(201) > 0, "no move was answered after the reload"
    acks = [ack for played in results for ack in played.acks]
    stored = {
        (str(m.game_id), m.number): (m.seat, m.action)
        for m in Move.objects.filter(game_id__in={game_id for game_id, *_ in acks})
    }
    missing = [ack for ack in acks if stored.get((ack[0], ack[1])) != (ack[2], ack[3])]
    assert missing == []
    assert len({(game_id, number) for game_id, number, *_ in acks}) == len(acks)
