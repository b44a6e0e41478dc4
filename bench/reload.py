"""``manage.py bench reload``: what a ``kill -HUP`` of gunicorn's master costs the players.

gunicorn starts as ``docker-compose.yml`` starts the web service; ``clients`` players loop
over their own all-human Architects games (GET the game, GET the actions, POST the first one)
and time every request. Halfway through, the master is sent HUP: it forks new workers (from
the preloaded, warmed app: config/gunicorn.py) and stops the old ones gracefully. A player
whose kept-alive connection an old worker closes while it is idle reconnects and sends the
request again, as an HTTP client does with an idle connection the server closed; that retry is
counted and its time is part of the request's.

The figure the issue asks for: the longest request during the reload against the longest
before it (no request should wait more than a second longer than usual).
"""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db import connection

from bench.compare import load_average
from bench.gunicorn import Gunicorn
from bench.http_load import ReconnectingClient, _new_game, first_listed_move, percentile
from bench.reload_trace import Sent, WorkerWatch, access_log_arguments, child_pids, served_by, trace
from config.gunicorn_worker import ready_workers


def _game(seed: int) -> tuple[str, dict[int, str]]:
    """A new game, its pooled connection given back at once (sixteen players share the pool)."""
    try:
        return _new_game(seed)
    finally:
        connection.close()


def _timed(
    conn: ReconnectingClient, timeline: list[Sent], rid: str, kind: str, *request: Any
) -> tuple[int, Any]:
    """One request, sent with its id (``X-Request-ID``: the access log names its worker)."""
    method, path, headers, *body = request
    began = time.perf_counter()
    status, answer = conn.request(method, path, {**headers, "X-Request-ID": rid}, *body)
    seconds = time.perf_counter() - began
    timeline.append(Sent(began, seconds, f"{kind} {status}", rid, conn.reconnected))
    return status, answer


def _player(port: int, index: int, stop: threading.Event, timeline: list[Sent]) -> int:
    """Play until ``stop``; each request goes to ``timeline``."""
    conn = ReconnectingClient(port)
    seed = 700_000 + index * 1000
    game_id, tokens = _game(seed)
    sent = 0
    try:
        while not stop.is_set():
            sent += 3
            rids = [f"p{index}-{sent + n}" for n in range(3)]
            auth0 = {"Authorization": f"Bearer {tokens[0]}"}
            status, game = _timed(
                conn, timeline, rids[0], "GET game", "GET", f"/api/v1/games/{game_id}/", auth0
            )
            if status != 200:
                raise RuntimeError(f"GET game: {status} {game}")
            if game["status"] != "active" or not game["to_act"]:
                seed += 1
                game_id, tokens = _game(seed)
                continue
            auth = {"Authorization": f"Bearer {tokens[game['to_act'][0]]}"}
            path = f"/api/v1/games/{game_id}/actions/"
            status, listed = _timed(conn, timeline, rids[1], "GET actions", "GET", path, auth)
            if status != 200:
                raise RuntimeError(f"GET actions: {status} {listed}")
            body, headers = first_listed_move(listed, auth)
            path = f"/api/v1/games/{game_id}/moves/"
            status, answer = _timed(
                conn, timeline, rids[2], "POST move", "POST", path, headers, body
            )
            if status != 201:
                raise RuntimeError(f"POST move: {status} {answer}")
    finally:
        conn.close()
    return conn.retries


def _new_master(old: int, workers: int, timeout: float = 300) -> int:
    """After USR2: the old master's child that is a master itself, once its ``workers`` are
    ready (it imports and warms the code first, then each worker opens its pool and serves
    its own first requests, while the old workers serve: config/gunicorn_worker.py)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for child in child_pids(old):
            if len(child_pids(child)) >= workers and len(ready_workers(child)) >= workers:
                return child
        time.sleep(0.05)
    raise RuntimeError("the new master did not start its workers in time")


def _gone(pid: int, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while Path(f"/proc/{pid}").exists() and time.monotonic() < deadline:
        time.sleep(0.1)


def _rolling(master: int) -> int:
    """gunicorn's documented code upgrade: USR2 starts a new master (new code, loaded and
    warmed before it forks) beside the old one; once its workers are up, TERM stops the old
    master gracefully. Returns the new master's pid."""
    workers = len(child_pids(master))
    os.kill(master, signal.SIGUSR2)
    new = _new_master(master, workers)
    os.kill(master, signal.SIGTERM)
    return new


def _spread(seconds: list[float]) -> dict[str, float]:
    """How many requests, and their p50, p99 and longest in milliseconds."""
    return {
        "requests": len(seconds),
        "p50_ms": percentile(seconds, 0.5),
        "p99_ms": percentile(seconds, 0.99),
        "max_ms": 1000 * max(seconds, default=0.0),
    }


@dataclass
class _Run:
    timeline: list[Sent] = field(default_factory=list)
    retries: list[int] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)
    started: float = 0.0
    signalled: float = 0.0
    handed_over: float = 0.0
    load: str = ""


def _signal(master: int, how: str) -> int | None:
    """HUP, or USR2 then TERM to the old master: the new master's pid for USR2."""
    if how == "usr2":
        return _rolling(master)
    os.kill(master, signal.SIGHUP)
    return None


def _play_through(server: Gunicorn, clients: int, seconds: float, how: str) -> _Run:
    """``clients`` players for ``seconds`` before the signal and ``seconds`` after it."""
    run = _Run()
    stop = threading.Event()

    def play(index: int) -> None:
        try:
            run.retries.append(_player(server.port, index, stop, run.timeline))
        except BaseException as exc:  # noqa: BLE001 - reported by the caller
            run.errors.append(exc)

    threads = [threading.Thread(target=play, args=(i,), daemon=True) for i in range(clients)]
    for thread in threads:
        thread.start()
    time.sleep(min(3.0, seconds))  # untimed: the players' games made, the pools grown
    run.started = time.perf_counter()
    load_before = load_average()
    time.sleep(seconds)
    run.signalled = time.perf_counter()
    new_master = _signal(server.process.pid, how)
    run.handed_over = time.perf_counter() - run.signalled
    time.sleep(seconds)  # after the old workers were told to go
    stop.set()
    for thread in threads:
        thread.join(timeout=120)
    run.load = f"{load_before} -> {load_average()}"
    if new_master is not None:  # not this process's child: stopped by its pid
        os.kill(new_master, signal.SIGTERM)
        _gone(new_master)
    return run


def reload_under_load(clients: int, seconds: float, how: str = "hup") -> dict[str, Any]:
    """``clients`` players for ``seconds`` before and ``seconds`` after a reload of a
    compose-started gunicorn: ``hup`` (new workers forked from the master) or ``usr2`` (a new
    master, then the old one stopped: ``_rolling``). Request times before and from the
    signal on, and where the waits came from (bench/reload_trace.py)."""
    log = Path(tempfile.mkdtemp(prefix="bench-reload-")) / "access.log"
    try:
        with (
            Gunicorn(extra=access_log_arguments(log)) as server,
            WorkerWatch(server.process.pid) as watch,
        ):
            run = _play_through(server, clients, seconds, how)
        served = served_by(log)
    finally:
        shutil.rmtree(log.parent, ignore_errors=True)
    if run.errors:
        raise run.errors[0]
    before = [s.seconds for s in run.timeline if run.started <= s.at < run.signalled]
    during = [s.seconds for s in run.timeline if s.at >= run.signalled]
    failed = [s.kind for s in run.timeline if not s.kind.endswith(("200", "201"))]
    return {
        "clients": clients,
        "before": _spread(before),
        "during": _spread(during),
        "longer_than_usual_ms": 1000 * (max(during, default=0.0) - max(before, default=0.0)),
        "reconnects": sum(run.retries),
        "handed_over_s": run.handed_over,
        "failed": len(failed),
        "load": run.load,
        "trace": trace(run.timeline, watch, served, run.signalled),
    }
