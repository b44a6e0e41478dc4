"""App keys: with REQUIRE_APP_KEY on, creating and listing games takes one; a game belongs to
the app that created it; lists show only its games, filtered; throttles count per app."""

from __future__ import annotations

import random
from typing import Any

import pytest
from django.test import Client, override_settings

from games.models import Game, Seat
from games.services.apps import app_create, app_key_issue, app_key_revoke
from games.services.game_finish import seats_to_act_refresh
from tests.api.helpers import API, bearer, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)

TWO_HUMANS = [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}]
HUMAN_AND_AUTOMA = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}]


def _key(plaintext: str) -> dict[str, Any]:
    return {"HTTP_AUTHORIZATION": f"ApiKey {plaintext}"}


def _client() -> Client:
    # A fresh address per test: throttle counters live in the shared cache between runs.
    return Client(REMOTE_ADDR=f"10.9.{random.randrange(256)}.{random.randrange(1, 255)}")


def _create(client: Client, key: str | None, seats=TWO_HUMANS, ruleset: str = "architects"):
    body = {"ruleset": ruleset, "seats": seats, "seed": 5}
    headers = _key(key) if key else {}
    return client.post(f"{API}/games/", body, content_type="application/json", **headers)


def _assert_problem(response, status: int, code: str) -> None:
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == code


@override_settings(REQUIRE_APP_KEY=True)
def test_creating_and_listing_games_takes_an_app_key():
    client = _client()
    missing = _create(client, None)
    _assert_problem(missing, 401, "app_key_required")
    assert missing["WWW-Authenticate"].startswith("ApiKey")
    _assert_problem(client.get(f"{API}/games/"), 401, "app_key_required")
    _assert_problem(_create(client, "ak_made_up"), 401, "invalid_app_key")
    _assert_problem(
        client.get(f"{API}/games/", HTTP_AUTHORIZATION="ApiKey "), 401, "invalid_app_key"
    )
    assert Game.objects.count() == 0

    app, issued = app_create(name="Table Talk")
    created = _create(client, issued.plaintext)
    assert created.status_code == 201, created.content
    assert Game.objects.get(pk=created.json()["id"]).app == app


@override_settings(REQUIRE_APP_KEY=True)
def test_keys_rotate_revoked_keys_and_disabled_apps_are_refused():
    client = _client()
    app, first = app_create(name="Rotating")
    second = app_key_issue(app=app, label="next")
    assert _create(client, first.plaintext).status_code == 201
    assert _create(client, second.plaintext).status_code == 201
    app_key_revoke(key=first.key)
    _assert_problem(_create(client, first.plaintext), 401, "invalid_app_key")
    assert _create(client, second.plaintext).status_code == 201
    app.enabled = False
    app.save()
    _assert_problem(_create(client, second.plaintext), 403, "app_disabled")
    _assert_problem(client.get(f"{API}/games/", **_key(second.plaintext)), 403, "app_disabled")
    assert Game.objects.filter(app=app).count() == 3
    # Keys are stored hashed: no column holds the plaintext.
    stored = list(app.keys.values_list("key_hash", "prefix"))
    assert all(first.plaintext not in row and second.plaintext not in row for row in stored)


@override_settings(REQUIRE_APP_KEY=True)
def test_an_app_lists_only_its_games_filtered_by_status_ruleset_and_seat_to_act():
    client = _client()
    _, mine = app_create(name="Mine")
    _, theirs = app_create(name="Theirs")
    two_humans = _create(client, mine.plaintext).json()
    with_automa = _create(client, mine.plaintext, seats=HUMAN_AND_AUTOMA).json()
    saboteur = _create(
        client, mine.plaintext, ruleset="saboteur", seats=[*TWO_HUMANS, TWO_HUMANS[0]]
    ).json()
    other = _create(client, theirs.plaintext).json()

    def listed(query: str = "", key: str = mine.plaintext) -> list[str]:
        response = client.get(f"{API}/games/{query}", **_key(key))
        assert response.status_code == 200, response.content
        return [row["id"] for row in response.json()["results"]]

    assert set(listed()) == {two_humans["id"], with_automa["id"], saboteur["id"]}
    assert listed(key=theirs.plaintext) == [other["id"]]
    assert set(listed("?ruleset=architects")) == {two_humans["id"], with_automa["id"]}
    assert listed("?ruleset=saboteur") == [saboteur["id"]]

    # Seat 0 is to act first in every one of these games; the filter follows the moves.
    first = two_humans["to_act"]
    assert set(listed("?to_act=human")) == set(listed())
    tokens = tokens_of(two_humans)
    seat = first[0]
    action = client.get(f"{API}/games/{two_humans['id']}/actions/", **bearer(tokens[seat])).json()[
        "actions"
    ][0]["action"]
    assert move_post(client, two_humans["id"], tokens[seat], action, 0).status_code == 201
    after = client.get(f"{API}/games/{two_humans['id']}/").json()["to_act"]
    assert after != first
    assert two_humans["id"] in listed(f"?to_act={after[0]}")
    assert two_humans["id"] not in listed(f"?to_act={seat}")
    assert listed("?status=finished") == []
    assert set(listed("?status=active")) == set(listed())
    _assert_problem(
        client.get(f"{API}/games/?to_act=bot", **_key(mine.plaintext)), 400, "validation_error"
    )


@override_settings(REQUIRE_APP_KEY=True)
def test_seat_tokens_work_as_before_on_an_apps_game():
    client = _client()
    _, issued = app_create(name="Seats")
    game = _create(client, issued.plaintext).json()
    token = tokens_of(game)[game["to_act"][0]]
    # No app key needed to read or move with a seat token; an app key alone reads as a spectator.
    assert client.get(f"{API}/games/{game['id']}/", **bearer(token)).json()["seat"] is not None
    spectator = client.get(f"{API}/games/{game['id']}/", **_key(issued.plaintext)).json()
    assert spectator["seat"] is None
    action = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    response = move_post(client, game["id"], token, action["actions"][0]["action"], 0)
    assert response.status_code == 201, response.content


def test_without_the_requirement_keys_are_optional_but_still_checked():
    client = _client()
    assert _create(client, None).status_code == 201  # README's curl
    _assert_problem(_create(client, "ak_made_up"), 401, "invalid_app_key")
    app, issued = app_create(name="Optional")
    keyed = _create(client, issued.plaintext).json()
    assert Game.objects.get(pk=keyed["id"]).app == app
    rows = client.get(f"{API}/games/", **_key(issued.plaintext)).json()["results"]
    assert [row["id"] for row in rows] == [keyed["id"]]
    assert client.get(f"{API}/games/").json()["count"] == 2  # without a key: every game


@override_settings(
    REQUIRE_APP_KEY=True,
    API_THROTTLE_RATES={
        "game_create": "1/minute",
        "app_game_create": "2/minute",
        "app_read": "3/minute",
        "read_address": "1000/minute",
        "read_seat": "1000/minute",
        "bad_token": "1000/minute",
    },
)
def test_throttles_count_per_app():
    client = _client()  # one address for both apps: the app, not the address, is counted
    _, first = app_create(name="Busy")
    _, second = app_create(name="Quiet")
    assert _create(client, first.plaintext).status_code == 201
    assert _create(client, first.plaintext).status_code == 201  # over game_create's 1/minute
    throttled = _create(client, first.plaintext)
    _assert_problem(throttled, 429, "throttled")
    assert int(throttled["Retry-After"]) >= 1
    assert _create(client, second.plaintext).status_code == 201
    for _ in range(3):
        assert client.get(f"{API}/games/", **_key(first.plaintext)).status_code == 200
    _assert_problem(client.get(f"{API}/games/", **_key(first.plaintext)), 429, "throttled")
    assert client.get(f"{API}/games/", **_key(second.plaintext)).status_code == 200


def test_the_schema_declares_the_app_key_scheme():
    schema = Client().get(f"{API.replace('/v1', '')}/schema/?format=json").json()
    scheme = schema["components"]["securitySchemes"]["appKey"]
    assert scheme == {**scheme, "type": "apiKey", "in": "header", "name": "Authorization"}
    operations = {
        op["operationId"]: op
        for item in schema["paths"].values()
        for op in item.values()
        if isinstance(op, dict) and "operationId" in op
    }
    assert {"appKey": []} in operations["games_create"]["security"]
    assert {"appKey": []} in operations["games_list"]["security"]
    assert "401" in operations["games_create"]["responses"]
    assert {"seatToken": []} in operations["games_moves_create"]["security"]
    with override_settings(REQUIRE_APP_KEY=True):
        required = Client().get("/api/schema/?format=json").json()
    create = next(
        item["post"]
        for item in required["paths"].values()
        if "post" in item and item["post"]["operationId"] == "games_create"
    )
    assert create["security"] == [{"appKey": []}]


def test_games_stored_before_the_to_act_flag_get_it_from_their_state():
    client = _client()
    game = _create(client, None).json()
    Seat.objects.filter(game_id=game["id"]).update(to_act=False)
    assert client.get(f"{API}/games/?to_act=human").json()["count"] == 0
    assert seats_to_act_refresh() == 1
    listed = client.get(f"{API}/games/?to_act={game['to_act'][0]}").json()["results"]
    assert [row["id"] for row in listed] == [game["id"]]
