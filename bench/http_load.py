"""The HTTP bench of ``manage.py bench``: the database's own floor beside the served stack.

The floor is the move transaction done directly with psycopg (lock the game row, rewrite its
state and version, insert the move), by as many clients as the HTTP run has. The HTTP run starts
gunicorn with the flags ``docker-compose.yml`` gives the web service, against the same
PostgreSQL, and has each client play its own all-human 2-seat game as an app would: read the
game, list the seat's actions, post the first one. Both run in the same process, one after the
other, so that their ratio holds on a machine shared with other work.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable
from typing import Any

import orjson
import psycopg
from django.db import connection
from psycopg.types.json import Jsonb

from bench.cpu import children, cpu_per_move, cpu_sample
from bench.gunicorn import Gunicorn
from games.models import Game
from games.rules_binding import game_rules
from games.services import SeatSpec, game_create

RULESET = "architects"


def percentile(samples: list[float], fraction: float) -> float:
    """The ``fraction`` quantile of ``samples`` (nearest rank), in milliseconds; 0 if empty."""
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return 1000 * ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def latency_summary(samples: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    """p50 and p99 (ms) and the count of each request kind's latencies (seconds)."""
    return {
        kind: {"p50_ms": percentile(s, 0.5), "p99_ms": percentile(s, 0.99), "count": len(s)}
        for kind, s in samples.items()
    }


def first_listed_move(listed: dict[str, Any], auth: dict[str, str]) -> tuple[bytes, dict[str, str]]:
    """The body and headers that post the first action of a legal-actions answer, on the
    version it was listed at (``If-Match``)."""
    body = orjson.dumps({"action": listed["actions"][0]["action"]})
    headers = {**auth, "Content-Type": "application/json", "If-Match": f'"{listed["version"]}"'}
    return body, headers


def _run_clients(
    clients: int, seconds: float, work: Callable[[int, threading.Event], tuple[int, dict]]
) -> dict[str, Any]:
    """Run ``work(client, stop)`` in ``clients`` threads for ``seconds``; each returns its moves
    and its latencies by request kind. Errors in a client are raised here."""
    stop = threading.Event()
    results: list[tuple[int, dict[str, list[float]]]] = []
    errors: list[BaseException] = []

    def run(index: int) -> None:
        try:
            results.append(work(index, stop))
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
            errors.append(exc)
            stop.set()
        finally:
            # A client that made a game holds a pooled connection until its thread closes it.
            connection.close()

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(clients)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    stop.wait(seconds)
    stop.set()
    for thread in threads:
        thread.join(timeout=120)
    elapsed = time.perf_counter() - start
    if errors:
        raise errors[0]
    moves = sum(r[0] for r in results)
    merged: dict[str, list[float]] = {}
    for _moves, samples in results:
        for kind, values in samples.items():
            merged.setdefault(kind, []).extend(values)
    return {
        "clients": clients,
        "moves": moves,
        "seconds": elapsed,
        "moves_per_second": moves / elapsed,
        "latency": latency_summary(merged),
    }


def _new_game(seed: int) -> tuple[str, dict[int, str]]:
    """A new all-human 2-seat game, made by the service (not timed): its id and seat tokens."""
    created = game_create(
        ruleset=RULESET,
        options={},
        seats=[SeatSpec(name="A", kind="human"), SeatSpec(name="B", kind="human")],
        seed=seed,
    )
    return str(created.game.id), created.tokens


def _conninfo() -> str:
    params = connection.settings_dict
    return psycopg.conninfo.make_conninfo(
        dbname=params["NAME"],
        user=params.get("USER") or None,
        password=params.get("PASSWORD") or None,
        host=params.get("HOST") or None,
        port=str(params["PORT"]) if params.get("PORT") else None,
    )


def floor_moves_per_second(clients: int, seconds: float, seed: int = 0) -> dict[str, Any]:
    """The bare move transaction, with psycopg, ``clients`` connections each on its own game.

    The state written is the game's real state and the move a real first move, so the rows are
    the size the service writes.
    """
    games = [_new_game(seed + i) for i in range(clients)]
    game = Game.objects.get(pk=games[0][0])
    rules = game_rules(game)
    seat = rules.to_act(game.state)[0]
    action = rules.legal_actions(game.state, seat)[0]
    state, applied = rules.apply(game.state, seat, action)
    events = [event.to_json() for event in applied]
    info = _conninfo()

    def work(index: int, stop: threading.Event) -> tuple[int, dict[str, list[float]]]:
        game_id = games[index][0]
        times: list[float] = []
        with psycopg.connect(info) as conn:
            while not stop.is_set():
                started = time.perf_counter()
                with conn.transaction(), conn.cursor() as cur:
                    cur.execute(
                        "SELECT version FROM games_game WHERE id = %s FOR UPDATE", [game_id]
                    )
                    row = cur.fetchone()
                    assert row is not None, f"game {game_id} was created above"
                    version = row[0] + 1
                    cur.execute(
                        "UPDATE games_game SET state = %s, version = %s, updated_at = now() "
                        "WHERE id = %s",
                        [Jsonb(state), version, game_id],
                    )
                    cur.execute(
                        "INSERT INTO games_move (game_id, number, seat, action, events, "
                        "request_hash, created_at, by) "
                        "VALUES (%s, %s, 0, %s, %s, '', now(), 'seat')",
                        [game_id, version, Jsonb(action), Jsonb(events)],
                    )
                times.append(time.perf_counter() - started)
        return len(times), {"move transaction": times}

    return _run_clients(clients, seconds, work)


class _Client:
    """A minimal HTTP/1.1 client on one kept-alive connection, for the bench's players.

    ``http.client`` parses every response's headers with the ``email`` package: on this
    machine's two cores, the players' own CPU is taken from the server they measure. This one
    reads the status line and ``Content-Length`` (the app always sends it; an answer in chunks is
    read and counted apart, ``chunked``) and decodes JSON with orjson: 0.3 ms of CPU per move
    instead of 0.74 here.
    """

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=60)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.reader = self.sock.makefile("rb")
        self.answered = 0  # responses read on this connection
        self.chunked: dict[int, int] = {}  # answers framed in chunks, by status

    def request(
        self, method: str, path: str, headers: dict[str, str], body: bytes = b""
    ) -> tuple[int, Any]:
        lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
        lines += [f"{name}: {value}" for name, value in headers.items()]
        if body:
            lines.append(f"Content-Length: {len(body)}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        status = int(self.reader.readline().split(b" ", 2)[1])
        length, chunked = 0, False
        while (line := self.reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
            elif name.lower() == b"transfer-encoding":
                chunked = True
        if chunked:  # not the app's own answers: counted apart, so a soak can say which
            self.chunked[status] = self.chunked.get(status, 0) + 1
            data = self._chunks()
            if not data.startswith((b"{", b"[")):
                return status, data
        else:
            data = self.reader.read(length) if length else b""
        self.answered += 1
        return status, (orjson.loads(data) if data else None)

    def _chunks(self) -> bytes:
        parts = []
        while size := int(self.reader.readline().split(b";")[0], 16):
            parts.append(self.reader.read(size))
            self.reader.readline()
        while self.reader.readline() not in (b"\r\n", b""):  # trailers
            pass
        return b"".join(parts)

    def close(self) -> None:
        self.reader.close()
        self.sock.close()


class ReconnectingClient:
    """One player's connection, opened again when the server closed it while idle (a worker
    stopped by a reload or replaced after its ``max_requests``), the request sent again once on
    the new one: safe for reads, and for writes that carry an ``Idempotency-Key`` or an
    ``If-Match``."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.conn = _Client(port)
        self.retries = 0
        self.reconnected = False  # the last request was sent again on a new connection
        self._answered_before = 0  # by the connections closed since
        self.chunked: dict[int, int] = self.conn.chunked  # shared by every connection

    def request(
        self, method: str, path: str, headers: dict[str, str], body: bytes = b""
    ) -> tuple[int, Any]:
        self.reconnected = False
        try:
            return self.conn.request(method, path, headers, body)
        except (OSError, ValueError, IndexError):  # closed: no status line, or a reset
            self.conn.close()
            self._answered_before += self.conn.answered
            self.conn = _Client(self.port)
            self.conn.chunked = self.chunked
            self.retries += 1
            self.reconnected = True
            return self.conn.request(method, path, headers, body)

    @property
    def answered(self) -> int:
        return self._answered_before + self.conn.answered

    def close(self) -> None:
        self.conn.close()


def http_client_moves(port: int, clients: int, seconds: float, seed: int = 0) -> dict[str, Any]:
    """``clients`` HTTP clients (one kept-alive connection each) playing their own games."""
    games = [_new_game(seed + 10_000 + i) for i in range(clients)]

    def work(index: int, stop: threading.Event) -> tuple[int, dict[str, list[float]]]:
        samples: dict[str, list[float]] = {"GET game": [], "GET actions": [], "POST move": []}
        game_id, tokens = games[index]
        conn = _Client(port)
        moves = 0
        next_seed = seed + 20_000 + index * 1000
        try:
            while not stop.is_set():
                started = time.perf_counter()
                status, game = conn.request(
                    "GET", f"/api/v1/games/{game_id}/", {"Authorization": f"Bearer {tokens[0]}"}
                )
                samples["GET game"].append(time.perf_counter() - started)
                if status != 200:
                    raise RuntimeError(f"GET game: {status} {game}")
                if game["status"] != "active" or not game["to_act"]:
                    game_id, tokens = _new_game(next_seed)
                    connection.close()  # back to the pool: the other clients make games too
                    next_seed += 1
                    continue
                auth = {"Authorization": f"Bearer {tokens[game['to_act'][0]]}"}
                started = time.perf_counter()
                status, listed = conn.request("GET", f"/api/v1/games/{game_id}/actions/", auth)
                samples["GET actions"].append(time.perf_counter() - started)
                if status != 200 or not listed["actions"]:
                    raise RuntimeError(f"GET actions: {status} {listed}")
                body = orjson.dumps({"action": listed["actions"][0]["action"]})
                started = time.perf_counter()
                status, answer = conn.request(
                    "POST",
                    f"/api/v1/games/{game_id}/moves/",
                    {
                        **auth,
                        "Content-Type": "application/json",
                        "If-Match": f'"{listed["version"]}"',
                    },
                    body,
                )
                samples["POST move"].append(time.perf_counter() - started)
                if status != 201:
                    raise RuntimeError(f"POST move: {status} {answer}")
                moves += 1
        finally:
            conn.close()
        return moves, samples

    return _run_clients(clients, seconds, work)


def floor_and_http(client_counts: list[int], seconds: float) -> list[dict[str, Any]]:
    """For each client count: the floor, then the same clients through gunicorn, and the ratio."""
    rows = []
    with Gunicorn() as server:
        # Untimed play first: a new gunicorn's workers import, bind the content release and
        # open their pools on their first requests, which a 1-client run would count.
        http_client_moves(server.port, 4, min(seconds, 3.0), seed=50_000)
        for clients in client_counts:
            floor = floor_moves_per_second(clients, seconds)
            web = children(server.process.pid)
            before = cpu_sample(web)
            served = http_client_moves(server.port, clients, seconds)
            served["cpu_ms_per_move"] = cpu_per_move(before, cpu_sample(web), served["moves"])
            rows.append(
                {
                    "clients": clients,
                    "floor": floor,
                    "http": served,
                    "ratio": served["moves_per_second"] / floor["moves_per_second"],
                }
            )
    return rows
