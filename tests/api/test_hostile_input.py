"""Hostile bodies get a 4xx problem, never a 500: odd types, huge bodies, deep nesting."""

import json

import pytest

from tests.api.helpers import API, bearer, game_create, tokens_of

pytestmark = pytest.mark.django_db


def _post_move(client, game: dict, raw: str):
    token = tokens_of(game)[game["to_act"][0]]
    return client.post(
        f"{API}/games/{game['id']}/moves/",
        raw,
        content_type="application/json",
        HTTP_IF_MATCH=f'"{game["version"]}"',
        **bearer(token),
    )


@pytest.mark.parametrize("kind", [[], {}, [1, 2], {"a": 1}])
@pytest.mark.parametrize("ruleset", ["architects", "saboteur"])
def test_an_unhashable_action_type_is_a_400_problem(client, kind, ruleset):
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(3)]
    game = game_create(client, ruleset=ruleset, seats=seats)
    response = _post_move(client, game, json.dumps({"action": {"type": kind}}))
    assert response.status_code == 400, response.content[:300]
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "validation_error"
    assert response.json()["reason"] == "malformed_action"  # the one action validator's
    assert "type" in response.json()["detail"]


def test_a_three_megabyte_body_is_a_413_problem(client):
    game = game_create(client)
    body = json.dumps({"action": {"type": "take_card", "deck": "x" * (3 * 1024 * 1024)}})
    response = _post_move(client, game, body)
    assert response.status_code == 413
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "payload_too_large"
    created = client.post(f"{API}/games/", body, content_type="application/json")
    assert (created.status_code, created.json()["code"]) == (413, "payload_too_large")


@pytest.mark.parametrize("depth", [100_000, 1_000, 33])
def test_deeply_nested_json_is_a_400_problem(client, depth):
    game = game_create(client)
    response = _post_move(client, game, '{"action": ' + "[" * depth + "]" * depth + "}")
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "malformed_request"
    created = client.post(f"{API}/games/", "[" * depth, content_type="application/json")
    assert (created.status_code, created.json()["code"]) == (400, "malformed_request")


def test_json_nested_within_the_limit_is_still_read(client):
    game = game_create(client)
    nested = "[" * 30 + "]" * 30
    response = _post_move(client, game, '{"action": {"type": "take_card", "deck": ' + nested + "}}")
    assert response.status_code == 400
    assert response.json()["code"] == "validation_error"  # parsed, then refused field by field


def test_nul_characters_are_400_problems_not_database_errors(client):
    body = {"ruleset": "architects", "seats": [{"name": "A\x00", "kind": "human"}] * 2}
    created = client.post(f"{API}/games/", body, content_type="application/json")
    assert (created.status_code, created.json()["code"]) == (400, "malformed_request")
    listed = client.get(f"{API}/games/?ruleset=a%00b")
    assert (listed.status_code, listed.json()["code"]) == (400, "validation_error")
