"""Health, readiness and Prometheus metrics, outside the API schema."""

from __future__ import annotations

import pytest
from django.test import override_settings

from tests.api.helpers import API, METRICS_AUTH, game_create

pytestmark = pytest.mark.django_db


def test_healthz_answers_without_touching_anything(client, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_readyz_checks_the_database_and_the_broker(client):
    response = client.get("/readyz")
    assert response.status_code == 200
    checks = response.json()["checks"]
    assert checks["database"]["ok"] and checks["broker"]["ok"]


@override_settings(CELERY_BROKER_URL="redis://127.0.0.1:1/0")
def test_readyz_is_503_naming_an_unreachable_broker(client):
    response = client.get("/readyz")  # nothing listens on port 1
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "not_ready"
    assert body["checks"]["broker"]["ok"] is False
    assert body["checks"]["database"]["ok"] is True


def test_metrics_count_requests_by_view_and_report_games_and_moves(client):
    game = game_create(
        client, seats=[{"name": "A", "kind": "human"}, {"name": "B", "kind": "automa"}]
    )
    client.get(f"{API}/games/{game['id']}/")
    text = client.get("/metrics", **METRICS_AUTH).content.decode()
    assert 'automa_http_requests_total{method="GET",status="200",view="game-detail"}' in text
    assert 'automa_http_requests_total{method="POST",status="201",view="game-list"}' in text
    assert game["id"] not in text  # series by URL name, never per game
    assert 'automa_games{ruleset="architects",status="active"} 1.0' in text
    assert "automa_moves " in text
    assert "automa_followups_overdue 0.0" in text
    assert 'automa_reply_seconds{quantile="0.5"}' in text


def test_operator_endpoints_stay_out_of_the_api_schema(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    assert not any(p.startswith(("/healthz", "/readyz", "/metrics")) for p in schema["paths"])
