"""Synthetic players and rated games for the ratings bench, written with COPY, and the timings
of the players' operations over them (run inside the bench database by
``manage.py bench_ratings_db``).

Generated in the server (``INSERT ... SELECT generate_series``): on this busy machine COPY fed
row by row from Python ran at 18,000 rows/s, the server's own generation several times faster.

The shape: one app (its leaderboard holds every player: the largest a board can be), players
numbered ``p<n>``, finished 2-seat games of the four rulesets in which 40 % seat two players
and the rest one player against the automa, a rating change per player seat, then each
player's rating per ruleset from their changes and the leaderboard's buckets.
"""

from __future__ import annotations

import random
import time
from datetime import UTC, datetime
from typing import Any

from django.db import connection
from django.test import Client

from games.models import App, ContentRelease, Player
from games.player_selectors import (
    leaderboard_around,
    leaderboard_top,
    player_games_played,
    player_get,
    player_history,
    player_ratings,
)
from games.services.apps import app_key_issue

RULESETS = ("architects", "architects", "saboteur", "marsbot", "scholars")
TABLES = ("games_game", "games_seat", "games_ratingchange", "games_rating", "games_player")
START = datetime(2025, 1, 1, tzinfo=UTC)


def _raw() -> Any:
    connection.ensure_connection()
    return connection.connection


def _keys_drop() -> list[str]:
    """Drop the tables' indexes and constraints but their primary keys (a bulk load builds
    each index once at the end, not row by row); returns the statements that remake them."""
    remake: list[str] = []
    with _raw().cursor() as cur:
        cur.execute(
            "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid), contype "
            "FROM pg_constraint WHERE conrelid::regclass::text = ANY(%s) AND contype <> 'p' "
            "ORDER BY contype DESC",
            [list(TABLES)],
        )
        constraints = cur.fetchall()
        cur.execute(
            "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE tablename = ANY(%s) "
            "AND indexname NOT IN (SELECT conname FROM pg_constraint)",
            [list(TABLES)],
        )
        indexes = cur.fetchall()
        for table, name, _definition, _kind in constraints:
            cur.execute(f'ALTER TABLE {table} DROP CONSTRAINT "{name}"')
        for _table, name, _definition in indexes:
            cur.execute(f'DROP INDEX "{name}"')
    remake += [definition for _t, _n, definition in indexes]
    # Unique constraints before foreign keys ('u' sorts after 'f': reversed above).
    ordered = sorted(constraints, key=lambda c: c[3] != "u")
    remake += [f'ALTER TABLE {t} ADD CONSTRAINT "{n}" {d}' for t, n, d, _k in ordered]
    return remake


def _players_store(app: App, players: int, seed: int) -> int:
    """``players`` players of ``app``, numbered on from the last; returns the first's id."""
    first = (Player.objects.order_by("-id").values_list("id", flat=True).first() or 0) + 1
    with _raw().cursor() as cur:
        cur.execute("SELECT setseed(%s)", [seed / 100])
        cur.execute(
            "INSERT INTO games_player (id, app_id, external_id, created_at) "
            "SELECT %s + n, %s, 'p' || n, %s FROM generate_series(0, %s - 1) n",
            [first, app.pk, START, players],
        )
    return first


def _games_store(app: App, first: int, players: int, games: int) -> None:
    """``games`` finished games of ``app``, their seats and the players' rating changes."""
    release = {r.ruleset: r.pk for r in ContentRelease.objects.order_by("number")}
    with _raw().cursor() as cur:
        # The games' draw: ruleset, time, the first player and (40 %) a second, never the same.
        cur.execute(
            "CREATE UNLOGGED TABLE bench_games AS SELECT n, gen_random_uuid() AS id, "
            "(%s::text[])[1 + n %% %s] AS ruleset, %s + n * interval '3 seconds' AS at, "
            "%s + floor(random() * %s)::bigint AS p1, random() < 0.4 AS two, "
            "1 + floor(random() * (%s - 1))::bigint AS gap FROM generate_series(0, %s - 1) n",
            [list(RULESETS), len(RULESETS), START, first, players, players, games],
        )
        cur.execute(
            "CREATE TEMP TABLE bench_releases (ruleset text, release bigint); "
            + " ".join(
                f"INSERT INTO bench_releases VALUES ('{slug}', {pk});"
                for slug, pk in release.items()
            )
        )
        cur.execute(
            "INSERT INTO games_game (id, ruleset, options, status, version, state, seed, "
            "result, created_at, updated_at, finished_at, content_release_id, request_hash, "
            "idempotency_scope, seat_options, app_id) SELECT g.id, g.ruleset, '{}', "
            "'finished', 60, '{}', g.n, '{\"winners\": [0]}', g.at, g.at, g.at, r.release, "
            "'', '', '{}', %s "
            "FROM bench_games g JOIN bench_releases r USING (ruleset)",
            [app.pk],
        )
        cur.execute(
            "INSERT INTO games_seat (game_id, index, name, kind, automa_level, token_hash, "
            "timeouts_in_row, takeover, to_act, player_id) "
            "SELECT id, 0, 'P0', 'human', '', '', 0, '', false, p1 FROM bench_games "
            "UNION ALL SELECT id, 1, 'P1', CASE WHEN two THEN 'human' ELSE 'automa' END, "
            "CASE WHEN two THEN '' ELSE 'basic' END, '', 0, '', false, "
            "CASE WHEN two THEN %s + (p1 - %s + gap) %% %s END FROM bench_games",
            [first, first, players],
        )
        cur.execute(
            "INSERT INTO games_ratingchange (player_id, game_id, ruleset, place, mu_before, "
            "sigma_before, mu_after, sigma_after, created_at) "
            "SELECT player_id, game_id, g.ruleset, 1 + s.index, 1500, 200, 1510, 195, g.at "
            "FROM games_seat s JOIN bench_games g ON g.id = s.game_id "
            "WHERE s.player_id IS NOT NULL"
        )
        cur.execute("DROP TABLE bench_games")


def _ratings_store(app: App) -> None:
    with _raw().cursor() as cur:
        # A rating per player and ruleset played: a mean spread as ratings spread, the
        # uncertainty shrinking with games, as openskill's does.
        cur.execute(
            "INSERT INTO games_rating (player_id, app_id, ruleset, mu, sigma, displayed, games, "
            "updated_at) SELECT player_id, %s, ruleset, mu, sigma, mu - 3 * sigma, n, now() "
            "FROM (SELECT player_id, ruleset, count(*) AS n, 1500 + 300 * (random() - 0.5) "
            "+ 40 * ln(count(*)) AS mu, greatest(60, 500 / sqrt(1 + count(*))) AS sigma "
            "FROM games_ratingchange GROUP BY player_id, ruleset) s",
            [app.pk],
        )
        cur.execute(
            "INSERT INTO games_ratingbucket (app_id, ruleset, floor, players) SELECT app_id, "
            "ruleset, floor(displayed)::int, count(*) FROM games_rating GROUP BY 1, 2, 3"
        )


def ratings_fill(players: int, games: int, seed: int = 37) -> dict[str, float]:
    """Store ``players`` players and ``games`` rated games (nothing if the app is there);
    returns the seconds each step took."""
    if App.objects.filter(name="ratings bench").exists():
        return {}
    app = App.objects.create(name="ratings bench")
    seconds: dict[str, float] = {}
    start = time.perf_counter()
    remake = _keys_drop()
    seconds["drop keys"] = time.perf_counter() - start
    start = time.perf_counter()
    first = _players_store(app, players, seed)
    seconds["players"] = time.perf_counter() - start
    start = time.perf_counter()
    _games_store(app, first, players, games)
    seconds["games, seats, changes"] = time.perf_counter() - start
    start = time.perf_counter()
    _ratings_store(app)
    seconds["ratings and buckets"] = time.perf_counter() - start
    start = time.perf_counter()
    with _raw().cursor() as cur:
        for statement in remake:
            cur.execute(statement)
        cur.execute("ANALYZE")
    seconds["indexes and constraints"] = time.perf_counter() - start
    return seconds


def ratings_timings(samples: int, seed: int = 3) -> dict[str, Any]:
    """p50 and p99 of the leaderboard's top 100, of ``around`` a random player, and of a
    random player's page, each through the whole HTTP stack in-process (Django's test
    client, the app's key), interleaved so that a change in load falls on all three."""
    app = App.objects.get(name="ratings bench")
    key = app_key_issue(app=app, label="bench").plaintext
    auth: dict[str, Any] = {"HTTP_AUTHORIZATION": f"ApiKey {key}"}
    client = Client(REMOTE_ADDR="127.0.0.37")
    players = Player.objects.filter(app=app).count()
    rng = random.Random(seed)
    read: Any
    times: dict[str, list[float]] = {
        label: [] for label in ("top 100", "around", "player page", "top 100 db", "around db",
                                "player page db")
    }  # fmt: skip
    rated = _rated_sample(app, samples, rng)
    for i in range(samples):
        ruleset, who = rated[i % len(rated)]
        # The reads alone (selectors, no HTTP stack), then each whole request.
        anyone = f"p{rng.randrange(players)}"
        for label, read, kwargs in (
            ("top 100 db", leaderboard_top, {"ruleset": ruleset, "limit": 100}),
            ("around db", leaderboard_around, {"ruleset": ruleset, "player": who, "limit": 10}),
            ("player page db", _player_page, {"player": anyone}),
        ):
            start = time.perf_counter()
            read(app=app, **kwargs)
            times[label].append(time.perf_counter() - start)
        for label, url in (
            ("top 100", f"/api/v1/rulesets/{ruleset}/leaderboard/?limit=100"),
            ("around", f"/api/v1/rulesets/{ruleset}/leaderboard/?around={who}&limit=10"),
            ("player page", f"/api/v1/players/{anyone}/"),
        ):
            start = time.perf_counter()
            response = client.get(url, **auth)
            times[label].append(time.perf_counter() - start)
            if response.status_code != 200:
                raise RuntimeError(f"{url}: {response.status_code} {response.content[:200]!r}")
    out: dict[str, Any] = {"players": players, "samples": samples}
    for label, found in times.items():
        found.sort()
        out[label] = {
            "p50_ms": 1000 * found[len(found) // 2],
            "p99_ms": 1000 * found[min(len(found) - 1, int(len(found) * 0.99))],
        }
    with connection.cursor() as cur:
        cur.execute("SELECT count(*) FROM games_ratingchange")
        out["rating_changes"] = cur.fetchone()[0]
        cur.execute("SELECT count(*) FROM games_game")
        out["games"] = cur.fetchone()[0]
    return out


def _player_page(*, app: App, player: str) -> None:
    row = player_get(app=app, player=player)
    player_ratings(player=row)
    player_history(player=row)
    player_games_played(player=row)


def _rated_sample(app: App, samples: int, rng: random.Random) -> list[tuple[str, str]]:
    """(ruleset, player) pairs of rated players picked at random by id."""
    with connection.cursor() as cur:
        cur.execute("SELECT min(id), max(id) FROM games_rating")
        low, high = cur.fetchone()
        found: list[tuple[str, str]] = []
        while len(found) < min(samples, 500):
            cur.execute(
                "SELECT r.ruleset, p.external_id FROM games_rating r JOIN games_player p "
                "ON p.id = r.player_id WHERE r.id >= %s ORDER BY r.id LIMIT 1",
                [rng.randint(low, high)],
            )
            row = cur.fetchone()
            if row:
                found.append((row[0], row[1]))
    return found
