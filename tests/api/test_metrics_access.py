"""/metrics: a bearer token (METRICS_TOKEN) opens it; without one it is 401, with a wrong one
403, both problem+json; unset, it is refused unless DEBUG is on. A scrape reads no history
table whole (no sequential scan even where the planner is told to avoid them)."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.db import connection
from django.test import override_settings
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from api.operator.figures import _figures_orm, _figures_postgresql
from games.models import App, Game, Move, MoveBy
from games.services.apps import app_create
from tests.api.helpers import METRICS_AUTH, game_create

pytestmark = pytest.mark.django_db

# Tables that grow with the history; games_app (a handful of rows) may be read whole.
HISTORY_TABLES = {
    "games_game",
    "games_move",
    "games_seat",
    "games_webhookdelivery",
    "games_webhookattempt",
}


def _problem(response, status: int, code: str) -> None:
    assert response.status_code == status
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == code


def test_metrics_take_the_bearer_token(client):
    missing = client.get("/metrics")
    _problem(missing, 401, "metrics_token_required")
    assert missing["WWW-Authenticate"] == 'Bearer realm="metrics"'
    _problem(client.get("/metrics", HTTP_AUTHORIZATION="Bearer wrong"), 403, "metrics_forbidden")
    _problem(client.get("/metrics", HTTP_AUTHORIZATION="ApiKey x"), 401, "metrics_token_required")
    opened = client.get("/metrics", **METRICS_AUTH)
    assert opened.status_code == 200
    assert "automa_http_requests_total" in opened.content.decode()


@override_settings(METRICS_TOKEN="", DEBUG=False)
def test_without_a_token_set_the_metrics_are_refused_unless_debug(client):
    _problem(client.get("/metrics"), 403, "metrics_forbidden")
    _problem(client.get("/metrics", **METRICS_AUTH), 403, "metrics_forbidden")
    with override_settings(DEBUG=True):
        assert client.get("/metrics").status_code == 200


def _scans(plan: dict) -> list[tuple[str, str]]:
    found = [(plan["Node Type"], plan.get("Relation Name", ""))]
    for child in plan.get("Plans", []):
        found += _scans(child)
    return found


@pytest.mark.skipif(connection.vendor != "postgresql", reason="reads PostgreSQL's plans")
def test_a_scrape_reads_no_history_table_whole(client):
    # Given games with moves, seats and automa replies,
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "automa"}]
    for seed in range(3):
        game_create(client, seats=seats, seed=seed)
    # when Prometheus scrapes,
    with CaptureQueriesContext(connection) as scraped:
        assert client.get("/metrics", **METRICS_AUTH).status_code == 200
    # then with sequential scans priced out, no query still needs one on a history table:
    # each is served by an index (or is bounded by live rows: active games, pending hooks).
    whole = []
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        for query in scraped.captured_queries:
            if not query["sql"].lstrip().upper().startswith(("SELECT", "WITH")):
                continue
            cursor.execute("EXPLAIN (FORMAT JSON) " + query["sql"])
            raw = cursor.fetchone()[0]
            plan = (json.loads(raw) if isinstance(raw, str) else raw)[0]["Plan"]
            whole += [(node, table) for node, table in _scans(plan) if node == "Seq Scan"]
    assert [scan for scan in whole if scan[1] in HISTORY_TABLES] == []


@pytest.mark.skipif(connection.vendor != "postgresql", reason="compares with PostgreSQL's query")
def test_the_orm_reading_for_sqlite_agrees_with_the_one_query_on_postgresql(client):
    # Given a game where the automa (seat 1) replied after 2 s and after 1 s,
    human = [{"name": "H", "kind": "human"}, {"name": "B", "kind": "automa"}]
    game = Game.objects.get(pk=game_create(client, seats=human, seed=9)["id"])
    start = timezone.now() - timedelta(seconds=60)
    for number, (seat, second) in enumerate([(0, 0), (1, 2), (0, 5), (1, 6)]):
        move = Move.objects.create(
            game=game,
            number=number,
            seat=seat,
            action={"type": "x"},
            events=[],
            request_hash="",
            by=MoveBy.SEAT,
        )
        Move.objects.filter(pk=move.pk).update(created_at=start + timedelta(seconds=second))
    # and an app with failed webhooks,
    app, _ = app_create(name="Failing")
    App.objects.filter(pk=app.pk).update(webhook_failures=3, webhook_given_up=1)
    # when both readings run, they report the same figures (estimates are PostgreSQL's own):
    now = timezone.now()
    on_postgresql = _figures_postgresql(now)
    on_sqlite = _figures_orm(now)
    on_postgresql.row_estimates = {}
    assert on_postgresql == on_sqlite
    assert on_sqlite.reply_quantiles == {0.5: 1.0, 0.99: 2.0, 1.0: 2.0}  # nearest rank
    assert on_sqlite.webhook_counters == [("Failing", 3, 1)]
    assert on_sqlite.active_by_ruleset == {"architects": 1}
    assert on_sqlite.top_move_id == Move.objects.latest("id").id
