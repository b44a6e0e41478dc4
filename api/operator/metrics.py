"""Prometheus metrics: request counts in each web process, and game figures read at scrape time.

Game figures (moves, automa reply times, overdue follow-ups, the task queue) come from the
database and the broker when Prometheus scrapes, so every web process reports the same values,
workers included, without a shared metrics directory. Request counts are per process unless
``PROMETHEUS_MULTIPROC_DIR`` is set (prometheus_client's multiprocess mode). A scrape reads
no table whole (see ``GameCollector``): it costs the same with a year of finished games.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import connection
from django.db.models import Count, Max, Q
from django.utils import timezone
from prometheus_client import Counter
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from games.models import (
    App,
    DeliveryStatus,
    Game,
    GameStatus,
    Move,
    Seat,
    SeatKind,
    WebhookAttempt,
    WebhookDelivery,
)

logger = logging.getLogger(__name__)

HTTP_REQUESTS = Counter(
    "automa_http_requests_total", "HTTP requests by view and status.", ["view", "method", "status"]
)
# How far back automa reply times are read at each scrape.
REPLY_WINDOW = timedelta(minutes=5)


REPLY_QUANTILES = (0.5, 0.99, 1.0)
# At most this many of the latest moves are read per scrape, however fast clients play.
REPLY_SAMPLE_MOVES = 2000
# PostgreSQL: the latest moves by id (the primary key, read backwards: a suffix of every game
# that moved), the gaps between a game's consecutive moves in the window, those ending in an
# automa's move, their quantiles; one row back.
REPLY_QUANTILES_SQL = """
WITH latest AS MATERIALIZED (
  SELECT game_id, seat, number, created_at FROM games_move ORDER BY id DESC LIMIT %(sample)s
), gaps AS (
  SELECT game_id, seat,
         created_at - lag(created_at) OVER (PARTITION BY game_id ORDER BY number) AS gap
  FROM latest WHERE created_at >= %(cutoff)s
), automa AS MATERIALIZED (
  SELECT game_id, index FROM games_seat
  WHERE kind = %(automa)s AND game_id IN (SELECT DISTINCT game_id FROM latest)
)
SELECT percentile_disc(%(quantiles)s::float8[]) WITHIN GROUP (ORDER BY extract(epoch FROM gap))
FROM gaps JOIN automa ON automa.game_id = gaps.game_id AND automa.index = gaps.seat
WHERE gap IS NOT NULL
"""


def automa_reply_quantiles(*, since: timedelta = REPLY_WINDOW) -> dict[float, float]:
    """Quantiles of the seconds from the move that handed an automa the turn to its reply,
    over ``since``, from the latest REPLY_SAMPLE_MOVES moves at most (each game's first move
    in them has no previous one and is left out): a scrape reads a bounded number of rows."""
    cutoff = timezone.now() - since
    if connection.vendor == "postgresql":
        params = {
            "cutoff": cutoff,
            "sample": REPLY_SAMPLE_MOVES,
            "automa": SeatKind.AUTOMA,
            "quantiles": list(REPLY_QUANTILES),
        }
        with connection.cursor() as cursor:
            cursor.execute(REPLY_QUANTILES_SQL, params)
            (found,) = cursor.fetchone()
        return dict(zip(REPLY_QUANTILES, [float(v) for v in found or [0.0] * 3], strict=True))
    gaps = _reply_seconds(cutoff)
    return {q: _quantile(gaps, q) for q in REPLY_QUANTILES}


def _reply_seconds(cutoff: datetime) -> list[float]:
    """The same gaps in Python, for SQLite (the embedded server)."""
    latest = Move.objects.order_by("-id").values_list("game_id", "seat", "number", "created_at")
    by_game: dict[Any, list[tuple[int, int, datetime]]] = {}
    for game_id, seat, number, created in latest[:REPLY_SAMPLE_MOVES]:
        if created >= cutoff:
            by_game.setdefault(game_id, []).append((number, seat, created))
    automa = set(
        Seat.objects.filter(game_id__in=list(by_game), kind=SeatKind.AUTOMA)
        .order_by()  # not the model's ordering, which joins the games
        .values_list("game_id", "index")
    )
    gaps = []
    for game_id, moves in by_game.items():
        moves.sort()
        for (_, _, before), (_, seat, created) in zip(moves, moves[1:], strict=False):
            if (game_id, seat) in automa:
                gaps.append((created - before).total_seconds())
    return sorted(gaps)


def _quantile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    return values[min(len(values) - 1, int(q * len(values)))]


_brokers: dict[str, Any] = {}


def queue_length() -> int | None:
    """Messages waiting in the default Celery queue (Redis brokers only)."""
    url = settings.CELERY_BROKER_URL
    if not url.startswith("redis"):
        return None
    import redis

    try:
        client = _brokers.get(url)
        if client is None:  # one client (and its connection pool) per broker, not per scrape
            client = _brokers[url] = redis.Redis.from_url(url, socket_timeout=1)
        return int(client.llen(settings.CELERY_TASK_DEFAULT_QUEUE))
    except redis.RedisError:
        logger.warning("metrics: the broker did not answer")
        return None


class GameCollector(Collector):
    """Figures that cost the same at any history size: counts bounded by what is live
    (active games, overdue follow-ups, pending deliveries, each through an index), the highest
    move id, counters kept on the app rows, and PostgreSQL's row estimates for the rest."""

    def collect(self) -> Iterator[Metric]:
        games = GaugeMetricFamily(
            "automa_games", "Active games by ruleset.", labels=["ruleset", "status"]
        )
        active = Game.objects.filter(status=GameStatus.ACTIVE).values_list("ruleset")
        for ruleset, count in active.annotate(n=Count("id")).order_by():
            games.add_metric([ruleset, GameStatus.ACTIVE], count)
        yield games
        moves = GaugeMetricFamily(
            "automa_moves",
            "Moves recorded: the highest move id (moves rolled back use up ids too).",
        )
        moves.add_metric([], Move.objects.aggregate(top=Max("id"))["top"] or 0)
        yield moves
        yield from _row_estimates()
        overdue = GaugeMetricFamily(
            "automa_followups_overdue",
            "Active games whose automa turn or scoring is overdue (the sweeper re-sends them).",
        )
        overdue.add_metric(
            [],
            Game.objects.filter(
                status=GameStatus.ACTIVE, followup_due_at__lte=timezone.now()
            ).count(),
        )
        yield overdue
        replies = automa_reply_quantiles()
        reply = GaugeMetricFamily(
            "automa_reply_seconds",
            "Automa reply time over the last five minutes, by quantile.",
            labels=["quantile"],
        )
        for q, seconds in replies.items():
            reply.add_metric([str(q)], seconds)
        yield reply
        yield from _webhook_metrics()
        length = queue_length()
        if length is not None:
            queue = GaugeMetricFamily("automa_task_queue_length", "Tasks waiting for a worker.")
            queue.add_metric([], length)
            yield queue


def _webhook_metrics() -> Iterator[Metric]:
    failures = CounterMetricFamily(
        "automa_webhook_failures",
        "Webhook attempts that failed (no answer, or not 2xx), by app.",
        labels=["app"],
    )
    given_up = CounterMetricFamily(
        "automa_webhook_given_up",
        "Webhook deliveries given up after their retry window, by app.",
        labels=["app"],
    )
    apps = App.objects.filter(Q(webhook_failures__gt=0) | Q(webhook_given_up__gt=0))
    for name, failed, abandoned in apps.values_list("name", "webhook_failures", "webhook_given_up"):
        failures.add_metric([name], failed)
        given_up.add_metric([name], abandoned)
    yield failures
    yield given_up
    deliveries = GaugeMetricFamily(
        "automa_webhook_deliveries", "Webhook deliveries waiting to be sent.", labels=["status"]
    )
    pending = WebhookDelivery.objects.filter(status=DeliveryStatus.PENDING).count()
    deliveries.add_metric([DeliveryStatus.PENDING], pending)
    yield deliveries


# PostgreSQL's planner estimate of each table's rows (pg_class.reltuples, kept by autovacuum):
# the size of the history without counting it.
ESTIMATED_TABLES = {
    "games": Game,
    "moves": Move,
    "webhook_deliveries": WebhookDelivery,
    "webhook_attempts": WebhookAttempt,
}


def _row_estimates() -> Iterator[Metric]:
    if connection.vendor != "postgresql":
        return
    tables = {model._meta.db_table: name for name, model in ESTIMATED_TABLES.items()}
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT relname, reltuples FROM pg_class WHERE relname = ANY(%s) AND relkind = 'r'",
            [list(tables)],
        )
        found = cursor.fetchall()
    estimates = GaugeMetricFamily(
        "automa_rows_estimate",
        "Rows in each table, as PostgreSQL's statistics estimate them (-1: not analysed yet).",
        labels=["table"],
    )
    for relname, rows in found:
        estimates.add_metric([tables[relname]], rows)
    yield estimates
