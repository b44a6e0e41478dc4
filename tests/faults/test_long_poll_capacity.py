"""A thousand open long polls on one gunicorn process: plain requests still answer at once,
and one committed move wakes every waiter through its change notice."""

from __future__ import annotations

import socket
import statistics
import time

import httpx
import pytest

from tests.faults.stack import API, gunicorn_start, post_first_legal, stack_env

pytestmark = pytest.mark.django_db(transaction=True)

WAITS = 1000


def _open_wait(host: str, port: int, path: str) -> socket.socket:
    sock = socket.create_connection((host, port), timeout=300)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
    return sock


def _status_of(sock: socket.socket) -> int:
    head = b""
    while b"\r\n" not in head:
        chunk = sock.recv(4096)
        if not chunk:
            break
        head += chunk
    sock.close()
    return int(head.split(b" ", 2)[1]) if head else 0


def test_a_thousand_open_waits_leave_plain_requests_served_and_all_wake_on_one_move():
    # Waits long enough not to expire while a loaded machine takes the thousand in; a thousand
    # waiters woken at once queue for the process's pooled connections longer than the
    # default 10 s (beyond which each would be a 503 with Retry-After).
    env = stack_env(
        LONG_POLL_MAX_WAITERS=str(WAITS),
        LONG_POLL_MAX_SECONDS="240",
        DB_POOL_TIMEOUT="240",
        # config/gunicorn.py refuses more waiters than threads: the threads given below.
        GUNICORN_THREADS=str(WAITS + 64),
    )
    web, base = gunicorn_start(
        env, workers=1, threads=WAITS + 64, extra=["--worker-connections", str(WAITS * 2)]
    )
    waits: list[socket.socket] = []
    try:
        seats = [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}]
        body = {"ruleset": "architects", "seats": seats, "seed": 5}
        game = httpx.post(f"{base}{API}/games/", json=body, timeout=30).json()
        host, port = base.removeprefix("http://").split(":")
        path = f"{API}/games/{game['id']}/?after=0&wait=240"
        opened_at = time.monotonic()
        waits = [_open_wait(host, int(port), path) for _ in range(WAITS)]
        with httpx.Client(base_url=base, timeout=300) as http:
            # Queued behind the waits, this answers once the server has taken them all in.
            assert http.get(f"{API}/rulesets/").status_code == 200
            absorbed = time.monotonic() - opened_at
            latencies = []
            for _ in range(20):
                started = time.perf_counter()
                assert http.get(f"{API}/rulesets/").status_code == 200
                latencies.append(time.perf_counter() - started)
        print(
            f"\n{WAITS} open waits taken in within {absorbed:.1f} s; then a plain GET: median "
            f"{statistics.median(latencies) * 1000:.0f} ms, max {max(latencies) * 1000:.0f} ms"
        )

        token = next(s["token"] for s in game["seats"] if s["index"] == game["to_act"][0])
        woke_at = time.monotonic()
        assert post_first_legal(base, game["id"], token, timeout=240).status_code == 201
        statuses = [_status_of(sock) for sock in waits]
        print(f"{WAITS} waiters answered {time.monotonic() - woke_at:.1f} s after the move")
        assert statuses == [200] * WAITS
    finally:
        for sock in waits:
            sock.close()
        web.stop()
