"""Synthetic players and rated games for the ratings bench (run inside the bench database by
``manage.py bench_ratings_db``; ``bench.ratings_timings`` times the reads over them).

Generated in the server (``INSERT ... SELECT generate_series``): on this busy machine COPY fed
row by row from Python ran at 18,000 rows/s, the server's own generation several times faster.

The shape: one app (its leaderboard holds every player: the largest a board can be), players
numbered ``p<n>``, finished 2-seat games of the four rulesets in which 40 % seat two players
and the rest one player against the automa, a rating change per player seat, then each
player's rating per ruleset from their changes and the leaderboard's buckets.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from django.db import connection

from games.models import App, ContentRelease, Player

RULESETS = ("architects", "architects", "saboteur", "marsbot", "scholars")
TABLES = (
    "games_game", "games_seat", "games_ratingchange", "games_rating", "games_player",
    "games_gamesplayed",
)  # fmt: skip
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
        # The games each player sat in, per ruleset, as game creation counts them.
        cur.execute(
            "INSERT INTO games_gamesplayed (player_id, ruleset, games) SELECT s.player_id, "
            "g.ruleset, count(*) FROM games_seat s JOIN games_game g ON g.id = s.game_id "
            "WHERE s.player_id IS NOT NULL GROUP BY 1, 2"
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
        # VACUUM, not only ANALYZE: the visibility map lets the reads' index-only scans skip
        # the tables, as autovacuum's would on a live server.
        cur.execute("VACUUM ANALYZE")
    seconds["indexes and constraints"] = time.perf_counter() - start
    return seconds
