"""What the long fuzzing profile found at the edges of a request (issue 33): each answer is the
problem the schema declares, whatever else the request carries."""

from __future__ import annotations

import json

import pytest

from games.models import Game
from tests.api.helpers import API, game_create

pytestmark = pytest.mark.django_db
TWO_HUMANS = {"ruleset": "architects", "seats": [{"name": "A", "kind": "human"}] * 2}


def _problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/problem+json"
    body = json.loads(response.content)  # JSON, whatever renderer the route prefers
    assert body["code"] == code
    return body


@pytest.mark.parametrize("path", ["/rulesets/?x=1", "/games/?limit=abc", "/rulesets/"])
def test_trace_is_405_whatever_its_query(client, path):
    _problem(client.generic("TRACE", f"{API}{path}"), 405, "method_not_allowed")


@pytest.mark.parametrize("content_type", ["*/*", "application/*", "*/json"])
def test_a_wildcard_content_type_is_no_json_body(client, content_type):
    response = client.post(f"{API}/games/", json.dumps(TWO_HUMANS), content_type=content_type)
    _problem(response, 415, "unsupported_media_type")
    assert Game.objects.count() == 0


@pytest.mark.parametrize("wait", ["true", "-1", "abc", "1.5"])
def test_a_bad_wait_is_400_without_after_too(client, wait):
    game = game_create(client)
    body = _problem(client.get(f"{API}/games/{game['id']}/?wait={wait}"), 400, "validation_error")
    assert body["detail"] == "wait must be an integer from 0 to 2147483647."
    assert client.get(f"{API}/games/{game['id']}/?wait=3").status_code == 200


@pytest.mark.parametrize(
    ("query", "headers", "status", "code"),
    [
        ("?format=xml", {}, 404, "not_found"),
        ("", {"HTTP_ACCEPT": "text/csv"}, 406, "not_acceptable"),
        ("?format=yaml", {"HTTP_ACCEPT": "text/csv"}, 406, "not_acceptable"),
    ],
)
def test_the_schema_endpoints_problems_are_json(client, query, headers, status, code):
    _problem(client.get(f"/api/schema/{query}", **headers), status, code)
    assert client.get("/api/schema/?format=json").json()["info"]["version"] == "1.4.0"


def test_the_schema_declares_the_http_servers_own_refusals(client):
    """gunicorn answers a request line past its limit with 414 before the API reads it."""
    schema = client.get("/api/schema/?format=json").json()
    for path_item in schema["paths"].values():
        for operation in path_item.values():
            for status in ("414", "431"):
                assert list(operation["responses"][status]["content"]) == ["text/html"]
