"""Prometheus metrics: request counts in each web process, and game figures read at scrape time.

Game figures (moves, automa reply times, overdue follow-ups, the task queue) come from the
database and the broker when Prometheus scrapes, so every web process reports the same values,
workers included, without a shared metrics directory. Request counts are per process unless
``METRICS_MULTIPROC_DIR`` names prometheus_client's multiprocess directory, where every web
process writes its own: a scrape then sums them. A scrape reads no table whole
(api/operator/figures.py): it costs the same with a year of finished games.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from typing import Any

from django.conf import settings
from prometheus_client import REGISTRY, CollectorRegistry, Counter
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector

from api.operator.figures import Figures, figures_read
from api.operator.figures_cache import FiguresCache
from games.models import DeliveryStatus, GameStatus

logger = logging.getLogger(__name__)

HTTP_REQUESTS = Counter(
    "automa_http_requests_total", "HTTP requests by view and status.", ["view", "method", "status"]
)
_brokers: dict[str, Any] = {}
_registries: dict[str, CollectorRegistry] = {}
_registries_lock = threading.Lock()


_figures_cache: FiguresCache | None = None


def figures_cached(seconds: float) -> None:
    """From now on this process's scrapes serve the game figures a thread reads every
    ``seconds`` (the metrics server: config/metrics_wsgi.py)."""
    global _figures_cache
    _figures_cache = FiguresCache(figures_read, seconds)


def scrape_registry() -> CollectorRegistry:
    """What a scrape collects: the request counters (this process's, or every web process's
    from ``METRICS_MULTIPROC_DIR``) and the game figures."""
    directory = settings.METRICS_MULTIPROC_DIR
    with _registries_lock:  # a collector registered twice is an error
        registry = _registries.get(directory)
        if registry is None:
            if directory:
                registry = CollectorRegistry()
                MultiProcessCollector(registry, path=directory)
            else:
                registry = REGISTRY
            registry.register(GameCollector(_figures_cache))
            _registries[directory] = registry
    return registry


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
    """The game figures, read at each scrape, or (``cache``, the metrics server) from what a
    refresh thread last read, with their age."""

    def __init__(self, cache: FiguresCache | None = None) -> None:
        self.cache = cache

    def collect(self) -> Iterator[Metric]:
        if self.cache is None:
            found = figures_read()
        else:
            latest = self.cache.latest()
            if latest is None:
                return  # not read yet: nothing rather than zeros
            found, age = latest
            aged = GaugeMetricFamily(
                "automa_figures_age_seconds",
                "How long ago the game figures served were read from the database.",
            )
            aged.add_metric([], age)
            yield aged
        games = GaugeMetricFamily(
            "automa_games", "Active games by ruleset.", labels=["ruleset", "status"]
        )
        for ruleset, count in sorted(found.active_by_ruleset.items()):
            games.add_metric([ruleset, GameStatus.ACTIVE], count)
        yield games
        moves = GaugeMetricFamily(
            "automa_moves",
            "Moves recorded: the highest move id (moves rolled back use up ids too).",
        )
        moves.add_metric([], found.top_move_id)
        yield moves
        if found.row_estimates:
            estimates = GaugeMetricFamily(
                "automa_rows_estimate",
                "Rows in each table, as PostgreSQL's statistics estimate them "
                "(-1: not analysed yet).",
                labels=["table"],
            )
            for table, rows in sorted(found.row_estimates.items()):
                estimates.add_metric([table], rows)
            yield estimates
        overdue = GaugeMetricFamily(
            "automa_followups_overdue",
            "Active games whose automa turn or scoring is overdue (the sweeper re-sends them).",
        )
        overdue.add_metric([], found.followups_overdue)
        yield overdue
        reply = GaugeMetricFamily(
            "automa_reply_seconds",
            "Automa reply time over the last five minutes (the latest 2,000 moves at most), "
            "by quantile.",
            labels=["quantile"],
        )
        for q, seconds in found.reply_quantiles.items():
            reply.add_metric([str(q)], seconds)
        yield reply
        yield from _webhook_metrics(found)
        length = queue_length()
        if length is not None:
            queue = GaugeMetricFamily("automa_task_queue_length", "Tasks waiting for a worker.")
            queue.add_metric([], length)
            yield queue


def _webhook_metrics(found: Figures) -> Iterator[Metric]:
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
    for name, failed, abandoned in found.webhook_counters:
        failures.add_metric([name], failed)
        given_up.add_metric([name], abandoned)
    yield failures
    yield given_up
    deliveries = GaugeMetricFamily(
        "automa_webhook_deliveries", "Webhook deliveries waiting to be sent.", labels=["status"]
    )
    deliveries.add_metric([DeliveryStatus.PENDING], found.webhooks_pending)
    yield deliveries
