"""The game figures a scrape reports, read so that a scrape costs the same at any history size:
counts bounded by what is live (active games, overdue follow-ups, pending deliveries, each
through an index), the highest move id, counters kept on the app rows, the latest moves only,
and PostgreSQL's row estimates for the size of the rest. On PostgreSQL in one round trip
(``FIGURES_SQL``); elsewhere (SQLite, the embedded server) through the ORM."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from django.db import connection
from django.db.models import Count, Max, Q
from django.utils import timezone

from games.models import (
    App,
    Game,
    GameStatus,
    Move,
    OutboxItem,
    OutboxKind,
    Seat,
    SeatKind,
    WebhookAttempt,
    WebhookDelivery,
)

# The outbox rows counted as overdue follow-ups (a timed-out turn is due by design, and
# deliveries have their own figure).
FOLLOWUP_KINDS = (OutboxKind.AUTOMA_TURN, OutboxKind.SCORING)
# How far back automa reply times are read, and from at most how many of the latest moves.
REPLY_WINDOW = timedelta(minutes=5)
REPLY_SAMPLE_MOVES = 2000
REPLY_QUANTILES = (0.5, 0.99, 1.0)
# Tables whose size is reported as PostgreSQL's estimate (pg_class.reltuples, kept by
# autovacuum), by the name the metric gives them.
ESTIMATED_TABLES = {
    "games": Game,
    "moves": Move,
    "webhook_deliveries": WebhookDelivery,
    "webhook_attempts": WebhookAttempt,
}

# Reply times: the latest moves by id (the primary key read backwards: a suffix of every game
# that moved), the gaps between a game's consecutive moves in the window, those that end in
# an automa's move, their quantiles. The rest: one index lookup each.
FIGURES_SQL = """
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
SELECT
  (SELECT json_object_agg(ruleset, n) FROM (
     SELECT ruleset, count(*) AS n FROM games_game WHERE status = %(active)s GROUP BY ruleset
   ) AS by_ruleset),
  (SELECT max(id) FROM games_move),
  (SELECT count(*) FROM games_outboxitem
   WHERE due_at <= %(now)s AND kind = ANY(%(followups)s)),
  (SELECT count(*) FROM games_outboxitem WHERE kind = %(webhook)s),
  (SELECT json_agg(json_build_array(name, webhook_failures, webhook_given_up) ORDER BY name)
   FROM games_app WHERE webhook_failures > 0 OR webhook_given_up > 0),
  (SELECT json_object_agg(relname, reltuples) FROM pg_class
   WHERE relname = ANY(%(tables)s) AND relkind = 'r'),
  (SELECT percentile_disc(%(quantiles)s::float8[])
            WITHIN GROUP (ORDER BY extract(epoch FROM gap))
   FROM gaps JOIN automa ON automa.game_id = gaps.game_id AND automa.index = gaps.seat
   WHERE gap IS NOT NULL)
"""


@dataclass
class Figures:
    active_by_ruleset: dict[str, int]
    top_move_id: int
    followups_overdue: int
    webhooks_pending: int
    # (app name, failed attempts, deliveries given up), apps with any only.
    webhook_counters: list[tuple[str, int, int]]
    reply_quantiles: dict[float, float]
    # Table name (as in ESTIMATED_TABLES) to estimated rows; PostgreSQL only.
    row_estimates: dict[str, float] = field(default_factory=dict)


def figures_read() -> Figures:
    now = timezone.now()
    if connection.vendor == "postgresql":
        return _figures_postgresql(now)
    return _figures_orm(now)


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def _figures_postgresql(now: datetime) -> Figures:
    tables = {model._meta.db_table: name for name, model in ESTIMATED_TABLES.items()}
    params: dict[str, Any] = {
        "sample": REPLY_SAMPLE_MOVES,
        "cutoff": now - REPLY_WINDOW,
        "now": now,
        "automa": SeatKind.AUTOMA,
        "active": GameStatus.ACTIVE,
        "webhook": OutboxKind.WEBHOOK,
        "followups": list(FOLLOWUP_KINDS),
        "tables": list(tables),
        "quantiles": list(REPLY_QUANTILES),
    }
    with connection.cursor() as cursor:
        cursor.execute(FIGURES_SQL, params)
        active, top, overdue, pending, counters, estimates, replies = cursor.fetchone()
    return Figures(
        active_by_ruleset=_json(active) or {},
        top_move_id=top or 0,
        followups_overdue=overdue,
        webhooks_pending=pending,
        webhook_counters=[tuple(row) for row in _json(counters) or []],
        reply_quantiles=dict(
            zip(REPLY_QUANTILES, [float(v) for v in replies or [0.0] * 3], strict=True)
        ),
        row_estimates={tables[name]: rows for name, rows in (_json(estimates) or {}).items()},
    )


def _figures_orm(now: datetime) -> Figures:
    active = Game.objects.filter(status=GameStatus.ACTIVE).values_list("ruleset")
    apps = App.objects.filter(Q(webhook_failures__gt=0) | Q(webhook_given_up__gt=0))
    gaps = _reply_seconds(now - REPLY_WINDOW)
    return Figures(
        active_by_ruleset=dict(active.annotate(n=Count("id")).order_by()),
        top_move_id=Move.objects.aggregate(top=Max("id"))["top"] or 0,
        followups_overdue=OutboxItem.objects.filter(
            due_at__lte=now, kind__in=FOLLOWUP_KINDS
        ).count(),
        # A delivery is pending exactly while its outbox row is there.
        webhooks_pending=OutboxItem.objects.filter(kind=OutboxKind.WEBHOOK).count(),
        webhook_counters=list(
            apps.order_by("name").values_list("name", "webhook_failures", "webhook_given_up")
        ),
        reply_quantiles={q: _quantile(gaps, q) for q in REPLY_QUANTILES},
    )


def _reply_seconds(cutoff: datetime) -> list[float]:
    """The reply gaps of FIGURES_SQL, in Python."""
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
    """Nearest rank, as PostgreSQL's percentile_disc."""
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, math.ceil(q * len(values)) - 1))]
