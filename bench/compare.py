"""``manage.py bench compare``: two servers side by side, in alternating pairs, beside
pgbench's bare move transaction (the floor).

Each side is a commit (checked out into a temporary worktree with ``git worktree add``, its
own database migrated by its own code, gunicorn started as that commit's ``config/gunicorn.py``
or, before that file existed, its ``docker-compose.yml`` starts it) or a server already
running. Both are up together, so a pair runs one loop on each back to back, the order
swapped every pair: a machine shared with other work slows both sides of a pair alike.

Two loops, each by ``clients`` players owning an all-human 2-seat Architects game:
- three requests a move: GET the game, GET the acting seat's actions, POST the first one;
- one request a move: POST with ``?include=game,actions``, the included game giving the next
  version and seat. A seat's listing is known only when it acted last (a pending choice); at a
  new turn the player posts the first action a turn offers (``take_card`` from the central
  deck) and, if the game refuses it (422), reads the listing and posts again. The requests per
  move are printed, so the loop says how close to one it came.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
import yaml
from django.conf import settings
from django.db import connection

from bench.gunicorn import _THROTTLE_SCOPES, NOT_FROM_COMPOSE, UNTHROTTLED
from bench.http_load import _Client, _new_game, _run_clients, percentile
from bench.storage import database_url
from games.models import Game
from games.rules_binding import game_rules

ROOT = Path(settings.BASE_DIR)
TURN_START = {"type": "take_card", "deck": "central"}
LOOPS = ("3 requests", "1 request")


class IncludeUnknown(RuntimeError):
    """The side answers a move without what ``?include=`` asks for (a server before it)."""


@dataclass
class Side:
    """One side of the comparison: a name, the port its server answers on, and what to stop."""

    name: str
    port: int
    process: subprocess.Popen | None = None
    tree: Path | None = None
    database: str | None = None
    log: Any = None
    metrics: Path | None = None  # the side's prometheus directory, removed with it
    figures: dict[str, list[dict[str, Any]]] = field(default_factory=dict)

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None
        if self.log is not None:
            self.log.close()
            self.log = None
        if self.tree is not None:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(self.tree)],
                cwd=ROOT,
                capture_output=True,
                check=False,
            )
            shutil.rmtree(self.tree, ignore_errors=True)
            self.tree = None
        if self.metrics is not None:
            shutil.rmtree(self.metrics, ignore_errors=True)
            self.metrics = None
        if self.database is not None:
            _sql(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)')
            self.database = None


def _sql(statement: str) -> None:
    """Run ``statement`` on the maintenance database (CREATE/DROP DATABASE)."""
    import psycopg

    with psycopg.connect(database_url("postgres"), autocommit=True) as conn:
        conn.execute(statement)


def _web_command(tree: Path, port: int) -> list[str]:
    """How the commit starts its web server: its ``config/gunicorn.py`` if it has one, else
    its ``docker-compose.yml``'s web command; bound to ``port`` on loopback."""
    if (tree / "config" / "gunicorn.py").exists():
        command = ["gunicorn", "-c", "config/gunicorn.py", "config.wsgi:application"]
    else:
        compose = yaml.safe_load((tree / "docker-compose.yml").read_text())
        command = shlex.split(compose["services"]["web"]["command"])
    if "--bind" in command:
        command[command.index("--bind") + 1] = f"127.0.0.1:{port}"
    else:
        command[1:1] = ["--bind", f"127.0.0.1:{port}"]
    return [sys.executable, "-m", *command]


def _compose_env(tree: Path) -> dict[str, str]:
    compose = yaml.safe_load((tree / "docker-compose.yml").read_text())
    web = compose["services"]["web"]
    found = {**(compose.get("x-app", {}).get("environment") or {}), **web.get("environment", {})}
    env: dict[str, str] = {}
    for key, value in found.items():
        if key in NOT_FROM_COMPOSE or key.startswith("THROTTLE_") or key.startswith("<<"):
            continue
        value = str(value)
        if value.startswith("${"):  # ${NAME:-default}: the default
            value = value.partition(":-")[2].rstrip("}")
        env[key] = value
    return env


def commit_start(name: str, commit: str, port: int, env: dict[str, str] | None = None) -> Side:
    """``commit`` checked out into a temporary worktree, its database made and migrated, and
    its gunicorn started on ``port`` (not yet answering: see ``side_wait``)."""
    sha = subprocess.run(
        ["git", "rev-parse", "--short=10", commit], cwd=ROOT, capture_output=True, text=True,
        check=True,
    ).stdout.strip()  # fmt: skip
    tree = Path(tempfile.mkdtemp(prefix=f"automa-bench-{sha}-"))
    side = Side(name=f"{name} ({sha})", port=port, tree=tree)
    try:
        subprocess.run(
            ["git", "worktree", "add", "--detach", "--force", str(tree), sha],
            cwd=ROOT, capture_output=True, check=True,
        )  # fmt: skip
        side.database = f"{connection.settings_dict['NAME']}_cmp_{sha}"
        side.metrics = Path(tempfile.mkdtemp(prefix="automa-bench-metrics-"))
        _sql(f'DROP DATABASE IF EXISTS "{side.database}" WITH (FORCE)')
        _sql(f'CREATE DATABASE "{side.database}"')
        run_env = {
            **os.environ,
            **_compose_env(tree),
            "DATABASE_URL": database_url(side.database),
            "DJANGO_SETTINGS_MODULE": "config.settings_test",
            "SECRET_KEY": "bench-only-" + os.urandom(8).hex(),
            "PROMETHEUS_MULTIPROC_DIR": str(side.metrics),
            **{f"THROTTLE_{scope}": UNTHROTTLED for scope in _THROTTLE_SCOPES},
            **(env or {}),
        }
        run_env.pop("PYTHONPATH", None)
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
            cwd=tree, env=run_env, capture_output=True, check=True,
        )  # fmt: skip
        side.log = tempfile.TemporaryFile()  # noqa: SIM115 (closed by stop)
        side.process = subprocess.Popen(
            _web_command(tree, port), cwd=tree, env=run_env,
            stdout=subprocess.DEVNULL, stderr=side.log,
        )  # fmt: skip
    except BaseException:
        side.stop()
        raise
    return side


def side_wait(side: Side, timeout: float = 180) -> None:
    """Wait until the side answers a listing of rulesets (its workers up and warmed)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if side.process is not None and side.process.poll() is not None:
            side.log.seek(0)
            raise RuntimeError(f"{side.name} exited: {side.log.read()[-2000:]!r}")
        try:
            client = _Client(side.port)
            try:
                status, _ = client.request("GET", "/api/v1/rulesets/", {})
            finally:
                client.close()
            if status == 200:
                return
        except OSError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"{side.name} did not answer in time")


def _http_game(conn: _Client, seed: int) -> tuple[str, dict[int, str]]:
    """An all-human 2-seat Architects game made through the side's own API."""
    body = orjson.dumps(
        {
            "ruleset": "architects",
            "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],
            "seed": seed,
        }
    )
    status, game = conn.request(
        "POST", "/api/v1/games/", {"Content-Type": "application/json"}, body
    )
    if status != 201:
        raise RuntimeError(f"create: {status} {game}")
    return game["id"], {seat["index"]: seat["token"] for seat in game["seats"]}


def three_request_loop(port: int, clients: int, seconds: float, seed: int) -> dict[str, Any]:
    """GET game, GET actions, POST the first listed action, game after game."""

    def work(index: int, stop: threading.Event) -> tuple[int, dict[str, list[float]]]:
        samples: dict[str, list[float]] = {"POST move": [], "move": []}
        conn = _Client(port)
        next_seed = seed + index * 10_000
        game_id, tokens = _http_game(conn, next_seed)
        moves = 0
        try:
            while not stop.is_set():
                began = time.perf_counter()
                status, game = conn.request(
                    "GET", f"/api/v1/games/{game_id}/", {"Authorization": f"Bearer {tokens[0]}"}
                )
                if status != 200:
                    raise RuntimeError(f"GET game: {status} {game}")
                if game["status"] != "active" or not game["to_act"]:
                    next_seed += 1
                    game_id, tokens = _http_game(conn, next_seed)
                    continue
                auth = {"Authorization": f"Bearer {tokens[game['to_act'][0]]}"}
                status, listed = conn.request("GET", f"/api/v1/games/{game_id}/actions/", auth)
                if status != 200 or not listed["actions"]:
                    raise RuntimeError(f"GET actions: {status} {listed}")
                body = orjson.dumps({"action": listed["actions"][0]["action"]})
                headers = {**auth, "Content-Type": "application/json"}
                headers["If-Match"] = f'"{listed["version"]}"'
                started = time.perf_counter()
                status, answer = conn.request(
                    "POST", f"/api/v1/games/{game_id}/moves/", headers, body
                )
                samples["POST move"].append(time.perf_counter() - started)
                if status != 201:
                    raise RuntimeError(f"POST move: {status} {answer}")
                samples["move"].append(time.perf_counter() - began)
                moves += 1
        finally:
            conn.close()
        return moves, samples

    return _run_clients(clients, seconds, work)


def one_request_loop(port: int, clients: int, seconds: float, seed: int) -> dict[str, Any]:
    """POST with ``?include=game,actions``, reading the next version and seat from the answer
    (see the module's docstring for how the action is chosen)."""

    def work(index: int, stop: threading.Event) -> tuple[int, dict[str, list[float]]]:
        samples: dict[str, list[float]] = {"POST move": [], "move": []}
        conn = _Client(port)
        next_seed = seed + index * 10_000
        game_id, tokens = _http_game(conn, next_seed)
        version, seat, known = 0, 0, None  # the acting seat's listing, when it is known
        moves = 0
        path = f"/api/v1/games/{game_id}/moves/?include=game,actions"
        try:
            while not stop.is_set():
                began = time.perf_counter()
                requests = 1
                auth = {"Authorization": f"Bearer {tokens[seat]}"}
                action = known[0]["action"] if known else TURN_START
                headers = {**auth, "Content-Type": "application/json", "If-Match": f'"{version}"'}
                started = time.perf_counter()
                body = orjson.dumps({"action": action})
                status, answer = conn.request("POST", path, headers, body)
                if status == 422 and not known:  # not a turn's start: read the listing
                    status, listed = conn.request("GET", f"/api/v1/games/{game_id}/actions/", auth)
                    if status != 200 or not listed["actions"]:
                        raise RuntimeError(f"GET actions: {status} {listed}")
                    body = orjson.dumps({"action": listed["actions"][0]["action"]})
                    started = time.perf_counter()
                    status, answer = conn.request("POST", path, headers, body)
                    requests += 2
                samples["POST move"].append(time.perf_counter() - started)
                if status != 201:
                    raise RuntimeError(f"POST move: {status} {answer}")
                moves += 1
                samples["move"].append(time.perf_counter() - began)
                with lock:
                    counted[0] += requests
                if "game" not in answer:
                    raise IncludeUnknown(answer)
                game = answer["game"]
                if game["status"] != "active" or not game["to_act"]:
                    next_seed += 1
                    game_id, tokens = _http_game(conn, next_seed)
                    version, seat, known = 0, 0, None
                    path = f"/api/v1/games/{game_id}/moves/?include=game,actions"
                    continue
                version = game["version"]
                acting = game["to_act"][0]
                known = answer["actions"]["actions"] if acting == seat else None
                # A listing of a seat at a pending choice holds more than resigning.
                if known is not None and all(a["action"]["type"] == "resign" for a in known):
                    known = None
                seat = acting
        finally:
            conn.close()
        return moves, samples

    lock = threading.Lock()
    counted = [0]  # requests made for the moves counted
    result = _run_clients(clients, seconds, work)
    result["requests_per_move"] = counted[0] / max(1, result["moves"])
    return result


def pgbench_floor(clients: int, seconds: float, seed: int = 90_000) -> dict[str, float]:
    """pgbench running the bare move transaction (lock the game row, write its state and
    version, insert the move) on ``clients`` games of this database, one pgbench client each."""
    games = [_new_game(seed + i)[0] for i in range(clients)]
    game = Game.objects.get(pk=games[0])
    rules = game_rules(game)
    seat = rules.to_act(game.state)[0]
    action = rules.legal_actions(game.state, seat)[0]
    state, applied = rules.apply(game.state, seat, action)
    events = [event.to_json() for event in applied]
    script = (
        "BEGIN;\n"
        "SELECT version + 1 AS v FROM games_game WHERE id = :game FOR UPDATE \\gset\n"
        "UPDATE games_game SET state = :state, version = :v, updated_at = now() "
        "WHERE id = :game;\n"
        "INSERT INTO games_move (game_id, number, seat, action, events, request_hash, "
        "created_at, by) VALUES (:game, :v, 0, :action, :events, '', now(), 'seat');\n"
        "END;\n"
    )
    pgbench = shutil.which("pgbench")
    if pgbench is None:
        raise RuntimeError("pgbench is not installed (postgresql-client)")
    connection.close()
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as file:
        file.write(script)
    try:
        url = database_url()
        runs = [
            subprocess.Popen(
                [
                    pgbench,
                    "-n",
                    "-M",
                    "prepared",
                    "-c",
                    "1",
                    "-T",
                    str(max(1, round(seconds))),
                    "-f",
                    file.name,
                    "-D",
                    f"game={game_id}",
                    "-D",
                    f"state={orjson.dumps(state).decode()}",
                    "-D",
                    f"action={orjson.dumps(action).decode()}",
                    "-D",
                    f"events={orjson.dumps(events).decode()}",
                    url,
                ],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )  # fmt: skip
            for game_id in games
        ]
        outputs = [run.communicate() for run in runs]
    finally:
        os.unlink(file.name)
    tps, latencies = 0.0, []
    for run, (out, err) in zip(runs, outputs, strict=True):
        found = re.search(r"tps = ([\d.]+)", out)
        lat = re.search(r"latency average = ([\d.]+) ms", out)
        if run.returncode != 0 or found is None or lat is None:
            raise RuntimeError(f"pgbench failed: {out[-500:]} {err[-500:]}")
        tps += float(found.group(1))
        latencies.append(float(lat.group(1)))
    return {"tx_per_second": tps, "latency_ms": sum(latencies) / len(latencies)}


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "n/a"


def one_run(
    loop: str, side: Side, clients: int, seconds: float, seed: int
) -> dict[str, Any] | None:
    """One loop's figures on one side; None for the one-request loop on a side without
    ``?include=``."""
    runner = three_request_loop if loop == LOOPS[0] else one_request_loop
    try:
        result = runner(side.port, clients, seconds, seed)
    except IncludeUnknown:
        return None
    figures = {
        "moves_per_second": result["moves_per_second"],
        "post_p50_ms": result["latency"]["POST move"]["p50_ms"],
        "post_p99_ms": result["latency"]["POST move"]["p99_ms"],
        "move_p50_ms": result["latency"]["move"]["p50_ms"],
    }
    if loop == LOOPS[1]:
        figures["requests_per_move"] = result["requests_per_move"]
    return figures


def median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


__all__ = [
    "LOOPS",
    "Side",
    "commit_start",
    "load_average",
    "median",
    "one_run",
    "percentile",
    "pgbench_floor",
    "side_wait",
]


def side_open(name: str, spec: str, port: int, env: dict[str, str] | None = None) -> Side:
    """A side from its spec: ``http://127.0.0.1:PORT`` or ``:PORT`` for a running server,
    anything else a commit to check out and start on ``port``."""
    found = re.fullmatch(r"(?:https?://127\.0\.0\.1)?:(\d+)/?", spec)
    if found:
        return Side(name=f"{name} (:{found.group(1)})", port=int(found.group(1)))
    return commit_start(name, spec, port, env)


def pairs_run(
    sides: tuple[Side, Side], *, pairs: int, seconds: float, clients: int, floor_seconds: float
) -> list[dict[Any, Any]]:
    """``pairs`` rounds: each loop on both sides back to back (the first side first in even
    rounds, second in odd ones), then pgbench's floor; one row a round."""
    for side in sides:
        side_wait(side)
    # Untimed play first: whatever a new process does on its first requests is not counted.
    for side in sides:
        for loop in LOOPS:
            one_run(loop, side, clients, min(seconds, 3.0), seed=500_000)
    rows = []
    for index in range(pairs):
        order = sides if index % 2 == 0 else sides[::-1]
        row: dict[Any, Any] = {"pair": index + 1, "load_before": load_average()}
        for loop in LOOPS:
            for side in order:
                row[(loop, side.name)] = one_run(loop, side, clients, seconds, 1000 * (index + 1))
        row["floor"] = pgbench_floor(clients, floor_seconds)
        row["load_after"] = load_average()
        rows.append(row)
    return rows


def compare_heading(clients: int) -> str:
    return (
        f"Two servers side by side, {clients} clients, alternating pairs "
        "(moves/s; POST p50/p99 ms; share of pgbench's floor)"
    )


def _figure(f: dict[str, Any] | None, floor: float) -> str:
    if f is None:
        return "   (no ?include= on this side)"
    text = (
        f"{f['moves_per_second']:6.1f} moves/s  POST p50 {f['post_p50_ms']:5.1f} "
        f"p99 {f['post_p99_ms']:5.1f} ms  {f['moves_per_second'] / floor:5.1%} of floor"
    )
    if "requests_per_move" in f:
        text += f"  ({f['requests_per_move']:.2f} requests/move)"
    return text


def compare_lines(rows: list[dict[Any, Any]], names: list[str]) -> list[str]:
    """Each pair's figures, then each side's medians and how the second side fared."""
    lines: list[str] = []
    width = max(len(name) for name in names)
    for row in rows:
        floor = row["floor"]["tx_per_second"]
        lines.append(
            f"  pair {row['pair']}: load {row['load_before']} -> {row['load_after']}; "
            f"pgbench floor {floor:.0f} tx/s (latency {row['floor']['latency_ms']:.2f} ms)"
        )
        for loop in LOOPS:
            for name in names:
                lines.append(f"    {loop:<10} {name:<{width}}  {_figure(row[(loop, name)], floor)}")
    lines.append("  medians over the pairs:")
    floors = [row["floor"]["tx_per_second"] for row in rows]
    lines.append(f"    pgbench floor {median(floors):.0f} tx/s")
    for loop in LOOPS:
        for name in names:
            runs = [row[(loop, name)] for row in rows if row[(loop, name)] is not None]
            mid = {key: median([run[key] for run in runs]) for key in runs[0]} if runs else None
            lines.append(f"    {loop:<10} {name:<{width}}  {_figure(mid, median(floors))}")
        ratios = [
            row[(loop, names[1])]["moves_per_second"] / row[(loop, names[0])]["moves_per_second"]
            for row in rows
            if row[(loop, names[0])] is not None and row[(loop, names[1])] is not None
        ]
        if not ratios:
            continue
        faster = sum(ratio >= 1 for ratio in ratios)
        lines.append(
            f"    {loop:<10} B/A per pair: {', '.join(f'{r:.2f}' for r in ratios)} "
            f"(B at least as fast in {faster} of {len(ratios)})"
        )
    return lines
