"""Memory of gunicorn's workers while clients play for a while: RSS of each worker, per minute.

gunicorn is started as docker-compose starts the web service (``bench.gunicorn.Gunicorn``),
with its environment (app keys required). ``--mix bench``: the bench's players (all-human
games made by the service; read, list actions, post a move). ``--mix apps`` (the default):
each client is an app with its key, creating games against an automa over HTTP, moving,
long-polling for the automa's reply (a Celery worker is started to play it), listing its
games and reading the move log. A worker whose memory keeps growing at a steady load leaks.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from django.core.management.base import BaseCommand
from django.test import override_settings

from bench.cpu import children
from bench.gunicorn import ROOT, Gunicorn, compose_metrics_command
from bench.http_load import (
    ReconnectingClient,
    _run_clients,
    first_listed_move,
    http_client_moves,
)
from bench.scrape_timing import SCRAPE_TOKEN, ScrapeTimer
from games.services.apps import app_create

API = "/api/v1"


def _status(pid: int, field: str) -> int:
    """A number from ``/proc/<pid>/status`` (0 if the process is gone)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1])
    return 0


def rss_kib(pid: int) -> int:
    """Resident memory of process ``pid`` in KiB."""
    return _status(pid, "VmRSS")


def _sizes(pids: list[int], replaced: list[int]) -> str:
    """Each worker's RSS in MiB and its thread count (and how many times its slot's worker was
    replaced, once any was)."""
    return " ".join(
        f"{rss_kib(p) / 1024:7.1f} ({_status(p, 'Threads'):3d} th" + (f", #{n + 1})" if n else ")")
        for p, n in zip(pids, replaced, strict=True)
    )


def workers_follow(master: int, slots: list[int], replaced: list[int]) -> None:
    """Put the master's new workers in the slots of those that are gone (a worker replaced
    after its ``max_requests``), so that each slot's series runs on across replacements."""
    alive = children(master) - {master}
    new = sorted(alive - set(slots))
    for i, pid in enumerate(slots):
        if pid not in alive and new:
            slots[i] = new.pop(0)
            replaced[i] += 1


def growth_summary(samples: list[tuple[float, list[int]]]) -> list[str]:
    """Per worker: RSS (MiB) at the start, half-way and the end, and the growth over the last
    half (the figure that says whether memory levelled off once the process warmed up)."""
    if len(samples) < 2:
        return []
    end = samples[-1][0]
    half = min(samples, key=lambda sample: abs(sample[0] - end / 2))
    lines = []
    for i in range(len(samples[0][1])):
        first, middle, last = (s[1][i] / 1024 for s in (samples[0], half, samples[-1]))
        lines.append(
            f"worker {i}: {first:.1f} MiB at 0 min, {middle:.1f} at {half[0] / 60:.1f}, "
            f"{last:.1f} at {end / 60:.1f}; last half +{last - middle:.1f} MiB"
        )
    return lines


@dataclass
class _Tally:
    """What each client saw, by client index (the lists are written by their own thread)."""

    sent: list[int]  # requests answered
    slowest: list[float]  # seconds, the longest request but a long poll
    slow: list[int]  # requests (long polls aside) that took a second or more
    resent: list[int]  # requests sent again on a new connection (the old one closed)
    chunked: dict[int, int] = field(default_factory=dict)  # answers in chunks, by status

    @classmethod
    def of(cls, clients: int) -> _Tally:
        return cls([0] * clients, [0.0] * clients, [0] * clients, [0] * clients)


class _AppClient:
    """One app playing games against a basic automa over one (reconnecting) connection."""

    def __init__(self, port: int, key: str, index: int, tally: _Tally) -> None:
        self.conn = ReconnectingClient(port)
        self.index, self.tally = index, tally
        self.timed: list[float] = []  # seconds, every request but the long polls
        self.app_auth = {"Authorization": f"ApiKey {key}", "Content-Type": "application/json"}

    def request(self, *args: Any) -> tuple[int, Any]:
        start = time.perf_counter()
        answer = self.conn.request(*args)
        took = time.perf_counter() - start
        self.timed.append(took)
        self.tally.slowest[self.index] = max(self.tally.slowest[self.index], took)
        self.tally.slow[self.index] += took >= 1.0
        return answer

    def new_game(self) -> tuple[dict[str, Any], dict[str, str]]:
        seats = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}]
        body = orjson.dumps({"ruleset": "architects", "seats": seats})
        keyed = {**self.app_auth, "Idempotency-Key": os.urandom(8).hex()}  # resent safely
        status, game = self.request("POST", f"{API}/games/", keyed, body)
        if status != 201:
            raise RuntimeError(f"POST game: {status} {game}")
        self.request("GET", f"{API}/games/?limit=20", self.app_auth)
        return game, {"Authorization": f"Bearer {game['seats'][0]['token']}"}

    def wait_turn(self, game: dict[str, Any], auth: dict[str, str]) -> dict[str, Any]:
        """The game once the automa moved, or as it was after a long poll's timeout (untimed)."""
        path = f"{API}/games/{game['id']}/?after={game['version']}&wait=10"
        status, polled = self.conn.request("GET", path, auth)
        if status not in (200, 304):
            raise RuntimeError(f"GET wait: {status} {polled}")
        return polled if status == 200 else game

    def move(self, game: dict[str, Any], auth: dict[str, str]) -> dict[str, Any]:
        """Post the first listed action; the game after it."""
        path = f"{API}/games/{game['id']}/"
        status, listed = self.request("GET", f"{path}actions/", auth)
        if status != 200 or not listed["actions"]:
            raise RuntimeError(f"GET actions: {status} {listed}")
        move, headers = first_listed_move(listed, auth)
        headers["Idempotency-Key"] = os.urandom(8).hex()  # resent safely
        status, answer = self.request("POST", f"{path}moves/", headers, move)
        if status != 201:
            raise RuntimeError(f"POST move: {status} {answer}")
        status, game = self.request("GET", path, auth)
        self.request("GET", f"{path}moves/?limit=5", auth)
        return game

    def play(self, stop: threading.Event) -> int:
        moves, game = 0, None
        auth: dict[str, str] = {}
        try:
            while not stop.is_set():
                if game is None or game["status"] != "active":
                    game, auth = self.new_game()
                elif 0 not in game["to_act"]:
                    game = self.wait_turn(game, auth)
                else:
                    game = self.move(game, auth)
                    moves += 1
        finally:
            self.close()
        return moves

    def close(self) -> None:
        self.tally.sent[self.index] = self.conn.answered
        self.tally.resent[self.index] = self.conn.retries
        for status, count in self.conn.chunked.items():
            self.tally.chunked[status] = self.tally.chunked.get(status, 0) + count
        self.conn.close()


def app_client_moves(port: int, clients: int, seconds: float) -> dict[str, Any]:
    """``clients`` apps, each with its key, playing games against a basic automa over HTTP."""
    keys = [app_create(name=f"soak-{os.urandom(4).hex()}")[1].plaintext for _ in range(clients)]
    tally = _Tally.of(clients)

    def work(index: int, stop: threading.Event) -> tuple[int, dict[str, list[float]]]:
        client = _AppClient(port, keys[index], index, tally)
        return client.play(stop), {"requests": client.timed}

    return {
        **_run_clients(clients, seconds, work),
        "requests": sum(tally.sent),
        "chunked": tally.chunked,
        "slowest_ms": round(max(tally.slowest) * 1000, 1),
        "slow": sum(tally.slow),
        "resent": sum(tally.resent),
    }


def worker_start() -> subprocess.Popen:
    """A Celery worker (and beat) for the automa's turns, on this environment's broker."""
    argv = [sys.executable, "-m", "celery", "-A", "config", "worker", "--beat", "-c", "2"]
    argv += ["--loglevel=WARNING", "--without-gossip", "--without-mingle"]
    return subprocess.Popen(
        argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=os.environ
    )


class Command(BaseCommand):
    help = "RSS of each gunicorn worker per interval while clients play (a memory soak)."
    _celery: int | None = None  # the Celery worker's pid (--mix apps)

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--clients", type=int, default=8)
        parser.add_argument("--minutes", type=float, default=10.0)
        parser.add_argument("--interval", type=float, default=60.0, help="Seconds per sample.")
        parser.add_argument("--mix", choices=["apps", "bench"], default="apps")
        parser.add_argument(
            "--scrape",
            type=float,
            default=0.0,
            help="Also time a /metrics scrape and a /healthz read every this many seconds.",
        )
        parser.add_argument(
            "--max-requests",
            type=int,
            default=0,
            help="Replace a worker after about this many requests, as GUNICORN_MAX_REQUESTS does "
            "in production (0, the default: never; a slot's series then follows its new worker).",
        )
        parser.add_argument(
            "--gunicorn-env",
            nargs="*",
            default=[],
            metavar="NAME=VALUE",
            help="More environment for gunicorn alone (say PYTHONMALLOC=malloc).",
        )
        parser.add_argument(
            "--gunicorn-config", help="Another gunicorn config file (say, one adding tracemalloc)."
        )

    def handle(self, *args: Any, **opts: Any) -> None:
        seconds = opts["minutes"] * 60
        play = app_client_moves if opts["mix"] == "apps" else http_client_moves
        worker = worker_start() if opts["mix"] == "apps" else None
        self._celery = worker.pid if worker is not None else None
        try:
            self._soak(opts, seconds, play)
        finally:
            if worker is not None:
                worker.terminate()
                worker.wait(timeout=30)

    def _sample(
        self,
        samples: list[tuple[float, list[int]]],
        started: float,
        master: int,
        workers: list[int],
        players: threading.Thread,
        interval: float,
    ) -> list[int]:
        """RSS of each worker slot every ``interval`` seconds until the players are done; the
        times each slot's worker was replaced."""
        replaced = [0] * len(workers)
        while True:
            workers_follow(master, workers, replaced)
            for _ in range(25):  # a replacement not forked yet: wait for it, up to 5 s
                if all(rss_kib(p) for p in workers):
                    break
                time.sleep(0.2)
                workers_follow(master, workers, replaced)
            samples.append((time.monotonic() - started, [rss_kib(p) for p in workers]))
            line = f"{samples[-1][0] / 60:5.1f} min  RSS MiB {_sizes(workers, replaced)}"
            if self._celery is not None:  # the Celery worker's main process and its pool
                celery = [self._celery, *sorted(children(self._celery) - {self._celery})]
                line += "  celery " + " ".join(f"{rss_kib(p) / 1024:.1f}" for p in celery)
            self.stdout.write(line)
            self.stdout.flush()
            if not players.is_alive():
                return replaced
            players.join(timeout=interval)

    def _servers(self, opts: dict[str, Any]) -> tuple[Gunicorn, Gunicorn]:
        """The web, as compose starts it, and the metrics server beside it, both ready."""
        # By default not recycled after GUNICORN_MAX_REQUESTS (the backstop): the soak follows
        # the workers it started for their whole life, and a leak must show, not be hidden.
        counters = tempfile.mkdtemp(prefix="automa-soak-counters-")
        env = {
            **dict(item.split("=", 1) for item in opts["gunicorn_env"]),
            "GUNICORN_MAX_REQUESTS": str(opts["max_requests"]),
            "METRICS_TOKEN": SCRAPE_TOKEN,
            "PROMETHEUS_MULTIPROC_DIR": counters,
        }
        server = Gunicorn(config=opts["gunicorn_config"], env=env)
        metrics = Gunicorn(
            env={"METRICS_TOKEN": SCRAPE_TOKEN, "METRICS_MULTIPROC_DIR": counters},
            command=compose_metrics_command(),
            ready_path="/healthz",
        )
        try:
            server.wait_ready(timeout=300)  # slow to start under tracemalloc, say
            metrics.wait_ready()
        except BaseException:
            metrics.stop()
            server.stop()
            raise
        return server, metrics

    def _soak(self, opts: dict[str, Any], seconds: float, play: Any) -> None:
        server, metrics = self._servers(opts)
        with override_settings(GAMES_CLIENT_SEED_ALLOWED=True), server, metrics:
            workers = sorted(children(server.process.pid) - {server.process.pid})
            self.stdout.write(f"gunicorn {' '.join(server.command[3:])}")
            self.stdout.write(f"workers {workers}, {opts['clients']} clients, {seconds:.0f} s")
            result: dict[str, Any] = {}
            players = threading.Thread(
                target=lambda: result.update(play(server.port, opts["clients"], seconds)),
                daemon=True,
            )
            started = time.monotonic()
            samples: list[tuple[float, list[int]]] = []
            reads = {
                "metrics server /metrics": (metrics.port, "/metrics"),
                "web /metrics": (server.port, "/metrics"),
                "web /healthz": (server.port, "/healthz"),
            }
            scrapes = ScrapeTimer(reads, opts["scrape"])
            players.start()
            with scrapes:
                replaced = self._sample(
                    samples, started, server.process.pid, workers, players, opts["interval"]
                )
            if opts["scrape"]:
                for line in scrapes.summary():
                    self.stdout.write(line)
            self._report(samples, replaced, result)

    def _report(
        self, samples: list[tuple[float, list[int]]], replaced: list[int], result: dict[str, Any]
    ) -> None:
        for line in growth_summary(samples):
            self.stdout.write(line)
        if any(replaced):
            self.stdout.write(f"workers replaced, per slot: {replaced}")
        for kind, figures in result.get("latency", {}).items():
            self.stdout.write(f"{kind}: {figures}")
        if "slowest_ms" in result:
            self.stdout.write(
                f"slowest request (long polls aside) {result['slowest_ms']} ms; "
                f"{result['slow']} took a second or more; {result['resent']} sent again on a "
                "new connection (the worker had closed the old one)"
            )
        moves, rate = result.get("moves", 0), result.get("moves_per_second", 0)
        self.stdout.write(f"{moves} moves, {rate:.1f}/s; {result.get('requests', '?')} requests")
        if result.get("chunked"):
            self.stdout.write(f"answers in chunks, by status: {result['chunked']}")
