"""Storage figures of ``manage.py bench``: bytes per finished game, and a move's latency with a
large table of finished games beside it.

The large table lives in a bench database of its own (named after the current one), filled by
copying one finished game with SQL (cheap: no engine runs per copy) and kept for the next run.
Each database is measured by a subprocess (``manage.py bench_move_latency``) pointed at it, so
the one code path times both.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import psycopg
from django.conf import settings
from django.db import connection
from django.test import Client

from games.models import Game, GameStatus
from games.rules_binding import game_rules, game_state
from games.services import SeatSpec, game_create, game_finish, move_submit

ROOT = Path(settings.BASE_DIR)
RULESET = "architects"


def database_url(name: str | None = None) -> str:
    """A URL for the current database server, naming database ``name`` (default: this one)."""
    params = connection.settings_dict
    user = params.get("USER") or "postgres"
    password = f":{params['PASSWORD']}" if params.get("PASSWORD") else ""
    host = params.get("HOST") or "127.0.0.1"
    port = params.get("PORT") or "5432"
    return f"postgres://{user}{password}@{host}:{port}/{name or params['NAME']}"


def finished_game(seats: int, seed: int = 1) -> Game:
    """A game played to its end by random legal moves through the move service, then scored."""
    created = game_create(
        ruleset=RULESET,
        options={},
        seats=[SeatSpec(name=f"P{i}", kind="human") for i in range(seats)],
        seed=seed,
    )
    rng = random.Random(seed)
    game = created.game
    while True:
        game = Game.objects.get(pk=game.pk)
        rules = game_rules(game)
        state = game_state(game)
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        action = rng.choice(rules.legal_actions(state, seat))
        move_submit(game_id=game.pk, token=created.tokens[seat], action=action, if_match=game.etag)
    game_finish(game_id=game.pk)  # a no-op if an eager scoring task got there first
    game = Game.objects.get(pk=game.pk)
    if game.status != GameStatus.FINISHED:
        raise RuntimeError(f"game {game.pk} did not finish")
    return game


def game_bytes(game: Game) -> dict[str, int]:
    """Bytes PostgreSQL stores for the game's row, its seats and its moves (``pg_column_size``
    of each row: the heap tuples, TOASTed values at their compressed size, no indexes)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_column_size(g.*) FROM games_game g WHERE id = %s", [game.pk])
        row = cursor.fetchone()[0]
        cursor.execute(
            "SELECT coalesce(sum(pg_column_size(m.*)), 0), count(*) FROM games_move m "
            "WHERE game_id = %s",
            [game.pk],
        )
        moves, count = cursor.fetchone()
        cursor.execute(
            "SELECT coalesce(sum(pg_column_size(s.*)), 0) FROM games_seat s WHERE game_id = %s",
            [game.pk],
        )
        seats = cursor.fetchone()[0]
    return {"row": row, "moves": int(moves), "move_count": count, "seats": int(seats)}


def finished_game_bytes(seats: int = 4) -> dict[str, int]:
    return game_bytes(finished_game(seats))


# --- a move beside many finished games -------------------------------------------------------


def bench_databases() -> tuple[str, str]:
    """The names of the empty and of the big bench database for the current database."""
    base = connection.settings_dict["NAME"]
    return f"{base}_bench_empty", f"{base}_bench_big"


def _admin() -> psycopg.Connection:
    params = connection.settings_dict
    return psycopg.connect(
        dbname=params["NAME"],
        user=params.get("USER") or None,
        password=params.get("PASSWORD") or None,
        host=params.get("HOST") or None,
        port=str(params["PORT"]) if params.get("PORT") else None,
        autocommit=True,
    )


def _ensure_database(name: str) -> None:
    with _admin() as admin:
        found = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
        if not found:
            admin.execute(f'CREATE DATABASE "{name}"')
    _manage(name, "migrate", "--noinput", "-v0")


def bench_databases_drop() -> None:
    with _admin() as admin:
        for name in bench_databases():
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _manage(database: str, *args: str) -> str:
    # No broker: the finished games' scoring runs in-process, as nothing consumes a queue here.
    env = {**os.environ, "DATABASE_URL": database_url(database), "CELERY_BROKER_URL": ""}
    done = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=3600,
    )
    if done.returncode != 0:
        raise RuntimeError(f"manage.py {args[0]} on {database} failed: {done.stderr[-2000:]}")
    return done.stdout


def move_latency_beside(games: int, samples: int, rounds: int = 3) -> dict[str, Any]:
    """A move's latency on an empty bench database and on one holding ``games`` finished
    2-seat games (row, seats and moves each), measured the same way in each, in ``rounds``
    alternating turns so that a change in the machine's load falls on both."""
    empty, big = bench_databases()
    _ensure_database(empty)
    _ensure_database(big)
    _manage(big, "bench_move_latency", "--fill", str(games), "--samples", "0")
    times: dict[str, list[float]] = {"empty": [], "big": []}
    share = max(1, samples // rounds)
    for _round in range(rounds):
        for label, name in (("empty", empty), ("big", big)):
            out = _manage(name, "bench_move_latency", "--samples", str(share))
            times[label] += json.loads(out.strip().splitlines()[-1])["times"]
    figures: dict[str, Any] = {"games": games}
    for label, found in times.items():
        found.sort()
        figures[label] = {
            "samples": len(found),
            "p50_ms": 1000 * found[len(found) // 2],
            "p99_ms": 1000 * found[min(len(found) - 1, int(len(found) * 0.99))],
        }
    figures["ratio"] = figures["big"]["p50_ms"] / figures["empty"]["p50_ms"]
    return figures


def fill_finished_games(games: int) -> int:
    """Copy one finished 2-seat game until ``games`` finished games are stored; returns how many
    were added. Copies get new ids, seeds and token hashes, and the template's moves."""
    have = Game.objects.filter(status=GameStatus.FINISHED).count()
    if have >= games:
        return 0
    template = finished_game(2, seed=7)
    missing = games - have - 1
    if missing <= 0:
        return 1
    with connection.cursor() as cursor:
        cursor.execute("CREATE TEMP TABLE bench_copies (id uuid PRIMARY KEY, n bigint)")
        cursor.execute(
            "INSERT INTO bench_copies SELECT gen_random_uuid(), n FROM generate_series(1, %s) n",
            [missing],
        )
        cursor.execute(
            "INSERT INTO games_game (id, ruleset, options, status, version, state, seed, "
            "content_release_id, result, created_at, updated_at, finished_at, "
            "idempotency_key_hash, idempotency_scope, request_hash, seat_options, "
            "turn_due_at, app_id) "
            "SELECT c.id, g.ruleset, g.options, g.status, g.version, g.state, g.seed + c.n, "
            "g.content_release_id, g.result, g.created_at - c.n * interval '1 second', "
            "g.updated_at, g.finished_at, NULL, '', '', "
            "g.seat_options, g.turn_due_at, g.app_id "
            "FROM bench_copies c, games_game g WHERE g.id = %s",
            [template.pk],
        )
        cursor.execute(
            "INSERT INTO games_seat (game_id, index, name, kind, automa_level, token_hash, "
            "timeouts_in_row, takeover, to_act) "
            "SELECT c.id, s.index, s.name, s.kind, s.automa_level, "
            "encode(sha256((c.id::text || s.index)::bytea), 'hex'), "
            "s.timeouts_in_row, s.takeover, s.to_act "
            "FROM bench_copies c, games_seat s WHERE s.game_id = %s",
            [template.pk],
        )
        cursor.execute(
            "INSERT INTO games_move (game_id, number, seat, action, events, idempotency_key, "
            "request_hash, created_at, by) "
            "SELECT c.id, m.number, m.seat, m.action, m.events, NULL, m.request_hash, "
            "m.created_at, m.by FROM bench_copies c, games_move m WHERE m.game_id = %s",
            [template.pk],
        )
        cursor.execute("DROP TABLE bench_copies")
        cursor.execute("ANALYZE games_game, games_seat, games_move")
    return missing + 1


def move_latency(samples: int, seed: int = 3) -> dict[str, Any]:
    """Time ``samples`` moves (the POST alone, seconds each) of new all-human 2-seat games,
    in-process."""
    client = Client()
    times: list[float] = []
    while len(times) < samples:
        created = game_create(
            ruleset=RULESET,
            options={},
            seats=[SeatSpec(name="A", kind="human"), SeatSpec(name="B", kind="human")],
            seed=seed,
        )
        seed += 1
        game_id = created.game.pk
        while len(times) < samples:
            game = client.get(f"/api/v1/games/{game_id}/").json()
            if game["status"] != "active":
                break
            auth: dict[str, Any] = {
                "HTTP_AUTHORIZATION": f"Bearer {created.tokens[game['to_act'][0]]}"
            }
            listed = client.get(f"/api/v1/games/{game_id}/actions/", **auth).json()
            started = time.perf_counter()
            response = client.post(
                f"/api/v1/games/{game_id}/moves/",
                {"action": listed["actions"][0]["action"]},
                content_type="application/json",
                HTTP_IF_MATCH=f'"{listed["version"]}"',
                **auth,
            )
            times.append(time.perf_counter() - started)
            if response.status_code != 201:
                raise RuntimeError(f"move failed: {response.status_code}")
    return {"samples": len(times), "times": times}
