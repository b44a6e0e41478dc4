"""Content negotiation: JSON for no Accept or */*, DRF's own answer (406 included) otherwise."""

from typing import Any

import pytest
from django.test import Client

from tests.api.helpers import API

# The games on offer carry the automa levels' ratings, which the database keeps.
pytestmark = pytest.mark.django_db


def test_no_accept_or_any_type_or_json_answers_json():
    client = Client()
    accepts: list[dict[str, Any]] = [
        {},
        {"HTTP_ACCEPT": "*/*"},
        {"HTTP_ACCEPT": "application/json"},
    ]
    for headers in accepts:
        response = client.get(f"{API}/rulesets/", **headers)
        assert response.status_code == 200
        assert response["Content-Type"] == "application/json"


def test_a_type_the_api_cannot_write_is_a_406_problem():
    response = Client().get(f"{API}/rulesets/", HTTP_ACCEPT="text/html")
    assert response.status_code == 406
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "not_acceptable"


def test_the_schema_view_still_negotiates_its_own_renderers():
    client = Client()
    assert client.get("/api/schema/", HTTP_ACCEPT="application/json")["Content-Type"] == (
        "application/json"
    )
    # Its first renderer (YAML) when the caller has no preference, as DRF picks it.
    assert client.get("/api/schema/")["Content-Type"].startswith("application/vnd.oai.openapi;")


def test_a_type_weighed_q0_is_not_acceptable():
    # RFC 9110 §12.5.1: "q=0" means "not acceptable", even beside a wildcard it overrides.
    client = Client()
    for accept in ("application/json;q=0", "application/json; q=0.0, */*", "*/*;q=0"):
        response = client.get(f"{API}/rulesets/", HTTP_ACCEPT=accept)
        assert response.status_code == 406, accept
        assert response["Content-Type"] == "application/problem+json"
        assert response.json()["code"] == "not_acceptable"


def test_a_q0_wildcard_leaves_the_types_named_with_weight():
    client = Client()
    for accept in ("*/*;q=0, application/json", "application/json;q=0.1", "text/html;q=0, */*"):
        response = client.get(f"{API}/rulesets/", HTTP_ACCEPT=accept)
        assert response.status_code == 200, accept
        assert response["Content-Type"] == "application/json"


def test_the_schema_view_answers_another_of_its_types_when_one_weighs_q0():
    # Its renderers: OpenAPI YAML, YAML, OpenAPI JSON, JSON; the first two refused here.
    accept = "application/vnd.oai.openapi;q=0, application/yaml;q=0, */*"
    response = Client().get("/api/schema/", HTTP_ACCEPT=accept)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/vnd.oai.openapi+json"
