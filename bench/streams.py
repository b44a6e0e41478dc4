"""``manage.py bench streams``: the event streams under 10,000 subscribers.

The stream process runs as ``docker-compose.yml`` starts it (uvicorn, its flags), the web as
gunicorn does there, both against this process's database and Redis. The subscribers live in
a process of their own (``bench.stream_clients``). Most follow idle games (two seats and eight
spectators each); the four played games have ``played_subscribers`` each, whose every event is
recorded. Four clients play those games over HTTP (all-human 7-seat Architects, the first
listed action each turn), each move's POST timed; a move's delivery latency runs from the
moment its POST was sent to the moment a subscriber read the event.

Where a delivery's time goes (``bench.stream_timing``): the POST sent to its notice heard on
Redis by a listener of the bench's own, the notice to the first and to each subscriber's
arrival, the spread of a version's arrivals; and one version's renders timed in this process.

Phases, in alternating pairs: the moves without subscribers (the stream process idle), then
with all of them; then, with everyone still subscribed, random disconnects and resumes while
the games go on, and a restart of the stream process (SIGTERM, started again on its port).
"""

from __future__ import annotations

import multiprocessing
import os
import resource
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from typing import Any

import httpx
import orjson
import yaml
from django.conf import settings
from django.db import connection

from bench import stream_timing
from bench.gunicorn import COMPOSE, ROOT, Gunicorn, _free_port, compose_environment, process_stop
from bench.http_load import _Client, percentile
from bench.storage import database_url
from bench.stream_clients import subscribers_main
from bench.stream_costs import CpuWindow, idle_line, play_line
from bench.stream_timing import NoticeClock, Played, deliveries, render_line, split_line
from games.services import SeatSpec, game_create

PLAYED_SEATS = 7
# Long enough for every subscriber's heartbeat (15 s apart) to be counted once at least.
IDLE_SECONDS = 15
IDLE_SUBSCRIBERS_PER_GAME = 10


def compose_streams_command(port: int) -> list[str]:
    """The streams service's command in ``docker-compose.yml``, on a local port."""
    compose = yaml.safe_load(COMPOSE.read_text())
    command = shlex.split(compose["services"]["streams"]["command"])
    command[command.index("--host") + 1] = "127.0.0.1"
    command[command.index("--port") + 1] = str(port)
    return [sys.executable, "-m", *command]


class StreamProcess:
    """The stream process; ``restart`` stops it (SIGTERM) and starts it again on its port."""

    def __init__(self, env: dict[str, str]) -> None:
        self.port = _free_port()
        self.env = env
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 (closed by stop)
        self.process = self._start()

    def _start(self) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(
            compose_streams_command(self.port),
            cwd=ROOT,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=self.log,
        )
        # After a restart every subscriber reconnects at once: the health check waits its turn.
        deadline = time.monotonic() + 120
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{self.port}/healthz", timeout=15).is_success:
                    return process
            except httpx.HTTPError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                self.log.seek(0)
                raise RuntimeError(f"the stream process did not start: {self.log.read()[-2000:]!r}")
            time.sleep(0.2)

    def rss_kib(self) -> int:
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def restart(self) -> float:
        started = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=60)
        self.process = self._start()
        return time.monotonic() - started

    def stop(self) -> None:
        process_stop(self.process)
        self.log.close()


def _game(seats: int, seed: int) -> tuple[str, dict[int, str]]:
    created = game_create(
        ruleset="architects",
        options={},
        seats=[SeatSpec(name=f"P{i}", kind="human") for i in range(seats)],
        seed=seed,
    )
    return str(created.game.id), created.tokens


def _play(port: int, games: list[Played], moves: int) -> list[float]:
    """Each client plays ``moves`` moves of its game; the POSTs' latencies (seconds)."""
    latencies: list[float] = []
    errors: list[BaseException] = []

    def client(game: Played) -> None:
        conn = _Client(port)
        try:
            for _ in range(moves):
                # The seat to act: the first listed by the spectator's read.
                status, body = conn.request("GET", f"/api/v1/games/{game.game_id}/", {})
                if status != 200 or body["status"] != "active":
                    return
                auth = {"Authorization": f"Bearer {game.tokens[body['to_act'][0]]}"}
                status, listed = conn.request("GET", f"/api/v1/games/{game.game_id}/actions/", auth)
                payload = orjson.dumps({"action": listed["actions"][0]["action"]})
                version = listed["version"] + 1
                game.sent[version] = time.time()
                started = time.perf_counter()
                status, answer = conn.request(
                    "POST",
                    f"/api/v1/games/{game.game_id}/moves/",
                    {**auth, "Content-Type": "application/json", "If-Match": f'"{version - 1}"'},
                    payload,
                )
                latencies.append(time.perf_counter() - started)
                game.answered[version] = time.time()
                if status != 201:
                    raise RuntimeError(f"POST move: {status} {answer}")
                game.version = answer["version"]
        except BaseException as exc:
            errors.append(exc)
        finally:
            conn.close()

    threads = [threading.Thread(target=client, args=(g,)) for g in games]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    connection.close()
    if errors:
        raise errors[0]
    return latencies


class Subscribers:
    """The subscribers' process, driven through a pipe."""

    def __init__(self, port: int) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe()
        self.process = context.Process(
            target=subscribers_main, args=(child, port, 1.0), daemon=True
        )
        self.process.start()

    def ask(self, command: str, arg: Any = None, timeout: float = 900) -> Any:
        self.conn.send((command, arg))
        if not self.conn.poll(timeout):
            raise RuntimeError(f"the subscribers did not answer {command!r}")
        return self.conn.recv()

    def stop(self) -> None:
        try:
            self.ask("stop", timeout=60)
        finally:
            self.process.join(timeout=10)
            if self.process.is_alive():
                self.process.kill()


def _specs(games: list[tuple[str, dict[int, str]]], per_game: int, tracked: bool) -> list:
    specs = []
    for game_id, tokens in games:
        path = f"/api/v1/games/{game_id}/events/"
        for i in range(per_game):
            specs.append((path, tokens.get(i) if i < 2 else None, tracked))
    return specs


def _settled(subs: Subscribers, played: list[Played], seconds: float = 60) -> dict[str, Any]:
    """The deliveries once every subscriber of a played game has its last version (or
    ``seconds`` have passed: what is still missing then is missed)."""
    deadline = time.monotonic() + seconds
    while True:
        delivered = deliveries(subs.ask("tracked"), played)
        if delivered["missed"] == 0 or time.monotonic() > deadline:
            return delivered
        time.sleep(0.5)


@dataclass
class _Stage:
    """What every phase plays on: the web, the stream process, the subscribers' process and
    the idle games they follow."""

    web_port: int
    streams: StreamProcess
    subs: Subscribers
    idle: list[tuple[str, dict[int, str]]]
    moves: int
    played_subscribers: int
    write: Any
    clock: NoticeClock
    trace: str  # the stream process's trace file (STREAM_TRACE_FILE), or ""


def _stream_env(subscribers: int, trace: str) -> dict[str, str]:
    """The stream process's environment: compose's, on this process's database and Redis,
    tracing each version's steps to ``trace`` if given."""
    return {
        **os.environ,
        **compose_environment(),
        "DATABASE_URL": database_url(),
        "REDIS_URL": settings.REDIS_URL,
        "GAME_NOTICE_CHANNEL": settings.GAME_NOTICE_CHANNEL,
        "SECRET_KEY": os.environ.get("SECRET_KEY") or "bench-only-" + os.urandom(8).hex(),
        "STREAM_MAX_SUBSCRIBERS": str(subscribers + 1000),
        "STREAM_TRACE_FILE": trace,
    }


def _pair(stage: _Stage, pair: int, seed: int) -> tuple[list[Played], int]:
    """One pair: moves without subscribers, then the same moves with every subscriber
    connected. Returns the games played with them and how many subscribers there were."""
    write, subs, streams = stage.write, stage.subs, stage.streams
    # Without subscribers: the moves' own latency, the stream process idle.
    alone = [Played(*_game(PLAYED_SEATS, seed + i)) for i in range(4)]
    without = _play(stage.web_port, alone, stage.moves)
    # With every subscriber: the same moves, delivered.
    played = [Played(*_game(PLAYED_SEATS, seed + 4 + i)) for i in range(4)]
    rss_before = streams.rss_kib()
    opened = subs.ask(
        "open",
        _specs([(g.game_id, g.tokens) for g in played], stage.played_subscribers, True)
        + _specs(stage.idle, IDLE_SUBSCRIBERS_PER_GAME, False),
    )
    time.sleep(2)  # the first events' renders settle
    rss_after = streams.rss_kib()
    count = 4 * stage.played_subscribers + IDLE_SUBSCRIBERS_PER_GAME * len(stage.idle)
    write(
        f"pair {pair + 1}: {count} subscribers connected in {opened['seconds']:.1f} s; "
        f"stream process RSS {rss_before / 1024:.0f} -> {rss_after / 1024:.0f} MiB: "
        f"{(rss_after - rss_before) / count:.1f} KiB per subscriber "
        f"(load {_loadavg()})"
    )
    window = CpuWindow(streams.process.pid, subs.process.pid or 0)
    time.sleep(IDLE_SECONDS)
    write(f"pair {pair + 1}: " + idle_line(window, count))
    window = CpuWindow(streams.process.pid, subs.process.pid or 0)
    with_subs = _play(stage.web_port, played, stage.moves)
    delivered = _settled(subs, played)
    write(f"pair {pair + 1}: " + play_line(window, len(with_subs), delivered["deliveries"]))
    write(
        f"pair {pair + 1}: POST move p50/p95 without subscribers "
        f"{percentile(without, 0.5):.1f}/{percentile(without, 0.95):.1f} ms, with "
        f"{count}: {percentile(with_subs, 0.5):.1f}/{percentile(with_subs, 0.95):.1f} "
        f"ms ({len(with_subs)} moves)"
    )
    write(
        f"pair {pair + 1}: move -> subscriber p50 {delivered['p50_ms']:.1f} ms, "
        f"p95 {delivered['p95_ms']:.1f} ms over {delivered['deliveries']} deliveries; "
        f"missed {delivered['missed']}, duplicated {delivered['duplicated']} "
        f"(load {_loadavg()})"
    )
    write(f"pair {pair + 1}: " + split_line(subs.ask("tracked"), played, stage.clock))
    write(f"pair {pair + 1}: " + render_line(played))
    if stage.trace:
        write(f"pair {pair + 1}: " + stream_timing.trace_line(stage.trace, played))
    return played, count


def _churn(stage: _Stage, played: list[Played], churn: int) -> None:
    """Random disconnects and resumes while the same games go on."""
    churned = threading.Thread(target=stage.subs.ask, args=("churn", (churn, 10.0)))
    churned.start()
    _play(stage.web_port, played, stage.moves)
    churned.join()
    delivered = _settled(stage.subs, played)
    stage.write(
        f"{churn} random disconnects and resumes during play: missed "
        f"{delivered['missed']}, duplicated {delivered['duplicated']} "
        f"(load {_loadavg()})"
    )


def _restart(stage: _Stage, played: list[Played], count: int) -> None:
    """A restart of the stream process while the games go on: every subscriber resumes."""
    subs = stage.subs
    connected_before = subs.ask("mark")
    restart_seconds = stage.streams.restart()
    started = time.monotonic()
    _play(stage.web_port, played, max(1, stage.moves // 4))
    resumed = 0
    while time.monotonic() - started < 600:
        resumed = subs.ask("reconnected")
        if resumed >= count:  # every subscriber, also those between reconnections
            break
        time.sleep(1)
    delivered = _settled(subs, played)
    stage.write(
        f"restart of the stream process (down {restart_seconds:.1f} s): {resumed} of "
        f"{count} subscribers ({connected_before} connected at the restart) resumed in "
        f"{time.monotonic() - started:.1f} s; "
        f"played games' versions missed {delivered['missed']}, duplicated "
        f"{delivered['duplicated']} (load {_loadavg()})"
    )


def streams_bench(
    *,
    subscribers: int,
    played_subscribers: int,
    moves: int,
    pairs: int,
    churn: int,
    write: Any,
    trace: bool = False,
) -> None:
    """Run every phase, printing each figure as it comes (``write``: one line); with
    ``trace``, also where each version's time goes inside the stream process."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    write(f"open files allowed: {hard} (subscribers and stream process)")
    trace_path = _trace_file() if trace else ""
    env = _stream_env(subscribers, trace_path)
    idle_games = max(0, (subscribers - 4 * played_subscribers) // IDLE_SUBSCRIBERS_PER_GAME)
    idle = [_game(2, 1_000 + i) for i in range(idle_games)]
    connection.close()
    streams = StreamProcess(env)
    web = Gunicorn(env={"GAME_NOTICE_CHANNEL": settings.GAME_NOTICE_CHANNEL})
    subs: Subscribers | None = None
    stage: _Stage | None = None
    try:
        web.__enter__()
        subs = Subscribers(streams.port)
        write(f"load average at the start: {_loadavg()}")
        clock = NoticeClock()
        stage = _Stage(
            web.port, streams, subs, idle, moves, played_subscribers, write, clock, trace_path
        )
        played: list[Played] = []
        count = 0
        for pair in range(pairs):
            # Each pair its own eight games: four played alone, four with the subscribers.
            played, count = _pair(stage, pair, seed=50_000 + 8 * pair)
            if pair < pairs - 1:
                subs.ask("close")
        _churn(stage, played, churn)
        _restart(stage, played, count)
    finally:
        try:
            if subs is not None:
                subs.stop()
            if stage is not None:
                stage.clock.stop()
        finally:
            web.stop()
            streams.stop()
            if trace_path:
                os.unlink(trace_path)


def _trace_file() -> str:
    descriptor, path = tempfile.mkstemp(prefix="stream-trace-", suffix=".txt")
    os.close(descriptor)
    return path


def _loadavg() -> str:
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])
