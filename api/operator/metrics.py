"""Prometheus metrics: request counts in each web process, and game figures read at scrape time.

Game figures (moves, automa reply times, overdue follow-ups, the task queue) come from the
database and the broker when Prometheus scrapes, so every web process reports the same values,
workers included, without a shared metrics directory. Request counts are per process unless
``PROMETHEUS_MULTIPROC_DIR`` is set (prometheus_client's multiprocess mode).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from datetime import timedelta

from django.conf import settings
from django.db.models import Count, F, Window
from django.db.models.functions import Lag
from django.utils import timezone
from prometheus_client import Counter
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from games.models import (
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


def automa_reply_seconds(*, since: timedelta = REPLY_WINDOW) -> list[float]:
    """Seconds from the move that handed an automa the turn to its reply, over ``since``."""
    cutoff = timezone.now() - since
    automa_seats = Seat.objects.filter(kind=SeatKind.AUTOMA).values_list("game_id", "index")
    automa = set(automa_seats)
    rows = (
        Move.objects.filter(game__updated_at__gte=cutoff)
        .annotate(
            previous=Window(Lag("created_at"), partition_by=[F("game_id")], order_by="number")
        )
        .values_list("game_id", "seat", "created_at", "previous")
    )
    return sorted(
        (created - previous).total_seconds()
        for game_id, seat, created, previous in rows
        if previous is not None and created >= cutoff and (game_id, seat) in automa
    )


def _quantile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    return values[min(len(values) - 1, int(q * len(values)))]


def queue_length() -> int | None:
    """Messages waiting in the default Celery queue (Redis brokers only)."""
    url = settings.CELERY_BROKER_URL
    if not url.startswith("redis"):
        return None
    import redis

    try:
        client = redis.Redis.from_url(url, socket_timeout=1)
        return int(client.llen(settings.CELERY_TASK_DEFAULT_QUEUE))
    except redis.RedisError:
        logger.warning("metrics: the broker did not answer")
        return None


class GameCollector(Collector):
    def collect(self) -> Iterator[Metric]:
        games = GaugeMetricFamily(
            "automa_games", "Games by ruleset and status.", labels=["ruleset", "status"]
        )
        counts = Game.objects.values_list("ruleset", "status").annotate(n=Count("id"))
        for ruleset, status, count in counts.order_by():
            games.add_metric([ruleset, status], count)
        yield games
        moves = GaugeMetricFamily("automa_moves", "Moves recorded (all games).")
        moves.add_metric([], Move.objects.count())
        yield moves
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
        replies = automa_reply_seconds()
        reply = GaugeMetricFamily(
            "automa_reply_seconds",
            "Automa reply time over the last five minutes, by quantile.",
            labels=["quantile"],
        )
        for q in (0.5, 0.99, 1.0):
            reply.add_metric([str(q)], _quantile(replies, q))
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
    failed = WebhookAttempt.objects.filter(ok=False).values_list("delivery__app__name")
    for app, count in failed.annotate(n=Count("id")).order_by():
        failures.add_metric([app], count)
    yield failures
    deliveries = GaugeMetricFamily(
        "automa_webhook_deliveries", "Webhook deliveries by status.", labels=["status"]
    )
    counts = dict(WebhookDelivery.objects.values_list("status").annotate(n=Count("id")).order_by())
    for status in DeliveryStatus.values:
        deliveries.add_metric([status], counts.get(status, 0))
    yield deliveries
