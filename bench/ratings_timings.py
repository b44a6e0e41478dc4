"""The players' three reads timed over the ratings bench database (``bench_ratings_db``): each
request through the whole HTTP stack in-process (Django's test client, the app's key), with
the time its SQL took (from the statement's send to its rows, psycopg fetching them in
``execute``) and its number of statements, so Django's and DRF's share is the rest; then each
read's statements once under ``EXPLAIN (ANALYZE, BUFFERS)``: the plan's nodes and the pages
they touched."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from typing import Any

from django.db import connection
from django.test import Client

from games.models import App, Player
from games.services.apps import app_key_issue

READS = ("top 100", "around", "player page", "player games")


class _Statements:
    """An ``execute_wrapper``: each statement's SQL, parameters and seconds."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, Any, float]] = []

    def __call__(self, execute: Callable[..., Any], sql: str, params: Any, *rest: Any) -> Any:
        start = time.perf_counter()
        try:
            return execute(sql, params, *rest)
        finally:
            self.seen.append((sql, params, time.perf_counter() - start))


def _urls(ruleset: str, who: str, anyone: str) -> dict[str, str]:
    return {
        "top 100": f"/api/v1/rulesets/{ruleset}/leaderboard/?limit=100",
        "around": f"/api/v1/rulesets/{ruleset}/leaderboard/?around={who}&limit=10",
        "player page": f"/api/v1/players/{anyone}/",
        "player games": f"/api/v1/players/{anyone}/games/",
    }


def ratings_timings(samples: int, seed: int = 3) -> dict[str, Any]:
    """p50 and p99 of each read (whole request, its SQL, the rest, and the process's CPU time:
    the Python work, test client included, which the machine's load moves far less than the
    wall clock), its statements per request, and one sample's plans; the reads interleaved,
    so that a change in load falls on all of them. Random rated players and rulesets; any
    random player for the page."""
    app = App.objects.get(name="ratings bench")
    key = app_key_issue(app=app, label="bench").plaintext
    auth: dict[str, Any] = {"HTTP_AUTHORIZATION": f"ApiKey {key}"}
    client = Client(REMOTE_ADDR="127.0.0.37")
    players = Player.objects.filter(app=app).count()
    rng = random.Random(seed)
    rated = _rated_sample(samples, rng)
    times: dict[str, dict[str, list[float]]] = {r: {"all": [], "sql": [], "cpu": []} for r in READS}
    statements: dict[str, set[int]] = {r: set() for r in READS}
    last: dict[str, list[tuple[str, Any, float]]] = {}
    client.get(_urls(*rated[0], "p0")["top 100"], **auth)  # the key's last use, written
    for i in range(samples):
        ruleset, who = rated[i % len(rated)]
        for label, url in _urls(ruleset, who, f"p{rng.randrange(players)}").items():
            wrapper = _Statements()
            with connection.execute_wrapper(wrapper):
                start, cpu_start = time.perf_counter(), time.process_time()
                response = client.get(url, **auth)
                times[label]["all"].append(time.perf_counter() - start)
                times[label]["cpu"].append(time.process_time() - cpu_start)
            if response.status_code != 200:
                raise RuntimeError(f"{url}: {response.status_code} {response.content[:200]!r}")
            times[label]["sql"].append(sum(s for _q, _p, s in wrapper.seen))
            statements[label].add(len(wrapper.seen))
            last[label] = wrapper.seen
    out: dict[str, Any] = {"players": players, "samples": samples, "reads": {}}
    for label in READS:
        every, sql, cpu = (sorted(times[label][k]) for k in ("all", "sql", "cpu"))
        rest = sorted(a - s for a, s in zip(times[label]["all"], times[label]["sql"], strict=True))
        out["reads"][label] = {
            "p50_ms": _ms(every, 0.5), "p99_ms": _ms(every, 0.99),
            "sql_p50_ms": _ms(sql, 0.5), "sql_p99_ms": _ms(sql, 0.99),
            "rest_p50_ms": _ms(rest, 0.5), "rest_p99_ms": _ms(rest, 0.99),
            "cpu_p50_ms": _ms(cpu, 0.5), "cpu_p99_ms": _ms(cpu, 0.99),
            "statements": sorted(statements[label]),
            "plans": [_plan(sql_text, params) for sql_text, params, _s in last.get(label, [])],
        }  # fmt: skip
    out.update(_totals())
    return out


def _ms(found: list[float], share: float) -> float:
    return 1000 * found[min(len(found) - 1, int(len(found) * share))] if found else 0.0


_NODE = re.compile(r"(Index Only Scan|Index Scan|Bitmap Heap Scan|Seq Scan|Sort|Aggregate)")
_BUFFERS = re.compile(r"Buffers: shared (?:hit=(\d+))?\s*(?:read=(\d+))?")


def _plan(sql: str, params: Any) -> dict[str, Any]:
    """One statement under EXPLAIN (ANALYZE, BUFFERS): its first words, the kinds of node in
    its plan, the pages it touched (the top node's buffers) and the time PostgreSQL gave it."""
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS) {sql}", params)
        lines = [row[0] for row in cursor.fetchall()]
    hit = read = 0
    for line in lines:
        found = _BUFFERS.search(line)
        if found:  # the first is the top node's: the whole statement's pages
            hit, read = int(found.group(1) or 0), int(found.group(2) or 0)
            break
    executed = next((ln for ln in lines if ln.startswith("Execution Time")), "")
    return {
        "sql": " ".join(sql.split())[:90],
        "nodes": sorted({m.group(1) for ln in lines for m in _NODE.finditer(ln)}),
        "pages_hit": hit,
        "pages_read": read,
        "execution": executed.replace("Execution Time: ", ""),
        "text": lines,
    }


def _totals() -> dict[str, int]:
    with connection.cursor() as cur:
        # The planner's estimates: a count(*) of ten million rows would be the slowest part.
        cur.execute(
            "SELECT relname, reltuples::bigint FROM pg_class WHERE relname IN "
            "('games_game', 'games_ratingchange', 'games_rating')"
        )
        found = dict(cur.fetchall())
    return {
        "games": found.get("games_game", 0),
        "rating_changes": found.get("games_ratingchange", 0),
        "ratings": found.get("games_rating", 0),
    }


def _rated_sample(samples: int, rng: random.Random) -> list[tuple[str, str]]:
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
