"""Idempotency-Key: per seat for moves, and on game creation so a lost answer orphans nothing."""

import uuid

import pytest
from django.test import override_settings

from games.models import App, Game, Move
from games.services.apps import app_create
from tests.api.helpers import API, bearer, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db

NEW_GAME = {
    "ruleset": "architects",
    "seats": [
        {"name": "Ana", "kind": "human"},
        {"name": "Bot", "kind": "automa", "level": "basic"},
        {"name": "Bia", "kind": "human"},
    ],
}


def _create(client, body=NEW_GAME, key=None):
    headers = {"HTTP_IDEMPOTENCY_KEY": key} if key else {}
    return client.post(f"{API}/games/", body, content_type="application/json", **headers)


def _acting(client, game_id, token):
    return client.get(f"{API}/games/{game_id}/actions/", **bearer(token)).json()


def test_two_seats_using_one_key_each_get_their_own_move(client):
    """The key is scoped to the seat: seat 1's first use of "turn" is not seat 0's retry."""
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(2)]
    game = game_create(client, seats=seats, seed=5)
    tokens = tokens_of(game)
    for turn in range(2):
        seat = game["to_act"][0] if turn == 0 else 1 - game["to_act"][0]
        listed = _acting(client, game["id"], tokens[seat])
        response = move_post(
            client,
            game["id"],
            tokens[seat],
            listed["actions"][0]["action"],
            listed["version"],
            key="same-key",
        )
        assert response.status_code == 201, response.content
        assert "Idempotent-Replayed" not in response
        assert (response.json()["move"]["seat"], response.json()["version"]) == (seat, turn + 1)
    assert list(Move.objects.values_list("number", "seat")) == [
        (1, game["to_act"][0]),
        (2, 1 - game["to_act"][0]),
    ]


def test_a_retried_creation_returns_the_same_game_and_tokens(client):
    key = str(uuid.uuid4())
    first = _create(client, key=key)
    retry = _create(client, key=key)
    assert first.status_code == retry.status_code == 201
    assert "Idempotent-Replayed" not in first
    assert retry["Idempotent-Replayed"] == "true"
    assert retry.json()["id"] == first.json()["id"]
    assert retry["Location"] == first["Location"]
    assert tokens_of(retry.json()) == tokens_of(first.json())
    assert set(tokens_of(first.json())) == {0, 2}
    assert Game.objects.count() == 1
    token = tokens_of(retry.json())[0]
    seat = client.get(f"{API}/games/{first.json()['id']}/", **bearer(token)).json()["seat"]
    assert seat == 0


def test_a_creation_key_reused_with_another_body_is_422(client):
    key = str(uuid.uuid4())
    assert _create(client, key=key).status_code == 201
    other = {**NEW_GAME, "seats": NEW_GAME["seats"][:2]}
    response = _create(client, other, key=key)
    assert response.status_code == 422
    assert response.json()["code"] == "idempotency_key_reused"
    assert Game.objects.count() == 1


def test_different_keys_create_different_games_with_different_tokens(client):
    first, second = _create(client, key=str(uuid.uuid4())), _create(client, key=str(uuid.uuid4()))
    assert first.json()["id"] != second.json()["id"]
    assert tokens_of(first.json())[0] != tokens_of(second.json())[0]


def test_a_short_creation_key_is_refused(client):
    response = _create(client, key="k1")
    assert response.status_code == 400
    assert Game.objects.count() == 0


def test_after_a_secret_key_rotation_a_replay_shows_the_game_without_tokens(client):
    key = str(uuid.uuid4())
    first = _create(client, key=key).json()
    with override_settings(SECRET_KEY="rotated-" + "x" * 40):
        retry = _create(client, key=key)
    assert retry.status_code == 201
    assert retry.json()["id"] == first["id"]
    assert tokens_of(retry.json()) == {}


@override_settings(GAMES_CLIENT_SEED_ALLOWED=False)
def test_a_client_chosen_seed_is_refused_unless_staff(client, admin_client):
    body = {**NEW_GAME, "seed": 7}
    refused = client.post(f"{API}/games/", body, content_type="application/json")
    assert refused.status_code == 403  # a permission, not a malformed request
    assert refused["Content-Type"] == "application/problem+json"
    assert refused.json()["code"] == "seed_not_allowed"
    assert Game.objects.count() == 0
    assert _create(client).status_code == 201  # without a seed anyone may create
    staff = admin_client.post(f"{API}/games/", body, content_type="application/json")
    assert staff.status_code == 201
    assert Game.objects.get(pk=staff.json()["id"]).seed == 7


def _app_key(name: str) -> dict[str, str]:
    _, issued = app_create(name=name)
    return {"HTTP_AUTHORIZATION": f"ApiKey {issued.plaintext}"}


def _create_as(client, app_key, body=NEW_GAME, key=None):
    headers = {**app_key, **({"HTTP_IDEMPOTENCY_KEY": key} if key else {})}
    return client.post(f"{API}/games/", body, content_type="application/json", **headers)


@pytest.mark.parametrize("required", [True, False])
def test_two_apps_sending_one_creation_key_each_get_a_game_of_their_own(client, required):
    """Given app A created a game with key K, when app B sends K with the same body, then B
    gets a new game with its own tokens, and A's retry still replays A's game."""
    key = str(uuid.uuid4())
    app_a, app_b = _app_key("Table A"), _app_key("Table B")
    with override_settings(REQUIRE_APP_KEY=required):
        first = _create_as(client, app_a, key=key)
        other = _create_as(client, app_b, key=key)
        retry_a = _create_as(client, app_a, key=key)
        retry_b = _create_as(client, app_b, key=key)
    assert (first.status_code, other.status_code) == (201, 201), other.content
    assert "Idempotent-Replayed" not in other
    assert other.json()["id"] != first.json()["id"]
    a_tokens, b_tokens = tokens_of(first.json()), tokens_of(other.json())
    assert set(b_tokens) == {0, 2}
    assert not set(a_tokens.values()) & set(b_tokens.values())
    # B's tokens do not open A's game
    opened = client.get(f"{API}/games/{first.json()['id']}/", **bearer(b_tokens[0]))
    assert opened.status_code == 401
    assert (retry_a["Idempotent-Replayed"], retry_a.json()["id"]) == ("true", first.json()["id"])
    assert tokens_of(retry_a.json()) == a_tokens
    assert (retry_b["Idempotent-Replayed"], retry_b.json()["id"]) == ("true", other.json()["id"])
    assert tokens_of(retry_b.json()) == b_tokens
    assert Game.objects.count() == 2


def test_another_apps_key_with_another_body_is_a_new_game_not_a_422(client):
    """A 422 would tell app B that app A used the key."""
    key = str(uuid.uuid4())
    app_a, app_b = _app_key("Table A"), _app_key("Table B")
    assert _create_as(client, app_a, key=key).status_code == 201
    other_body = {**NEW_GAME, "seats": NEW_GAME["seats"][:2]}
    response = _create_as(client, app_b, other_body, key=key)
    assert response.status_code == 201, response.content
    assert "Idempotent-Replayed" not in response
    assert [s["name"] for s in response.json()["seats"]] == ["Ana", "Bot"]
    assert Game.objects.count() == 2


def test_callers_without_an_app_key_share_one_scope_apart_from_every_app(client):
    """Anonymous callers cannot be told apart: among them the key is the credential. An app
    never replays an anonymous caller's game, nor the reverse."""
    key = str(uuid.uuid4())
    anonymous = _create(client, key=key)
    anonymous_again = _create(client, key=key)
    app = _create_as(client, _app_key("Table A"), key=key)
    assert anonymous_again.json()["id"] == anonymous.json()["id"]
    assert "Idempotent-Replayed" not in app
    assert app.json()["id"] != anonymous.json()["id"]
    assert Game.objects.filter(idempotency_scope="").count() == 1
    assert Game.objects.get(pk=app.json()["id"]).idempotency_scope.startswith("app:")


def test_a_game_created_before_keys_had_scopes_replays_with_its_tokens(client):
    """Given an app's game whose tokens came from the unscoped derivation (before migration
    0014 moved it to its app's scope), the app's retry still gets those tokens."""
    key = str(uuid.uuid4())
    app_key = _app_key("Table A")
    first = _create(client, key=key)  # anonymous: the unscoped derivation
    game = Game.objects.get(pk=first.json()["id"])
    app = App.objects.get()
    Game.objects.filter(pk=game.pk).update(app=app, idempotency_scope=f"app:{app.pk}")
    retry = _create_as(client, app_key, key=key)
    assert retry["Idempotent-Replayed"] == "true"
    assert tokens_of(retry.json()) == tokens_of(first.json())
    assert _create(client, key=key).json()["id"] != game.pk.hex  # the anonymous scope is free


def test_a_move_key_is_the_seats_own_another_seat_cannot_replay_it(client):
    """A move's key is looked up only after the seat's token, within that seat: another
    seat sending the same key and action makes its own move, never a replay of the first."""
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(2)]
    game = game_create(client, seats=seats, seed=5)
    tokens = tokens_of(game)
    seat = game["to_act"][0]
    listed = _acting(client, game["id"], tokens[seat])
    action = listed["actions"][0]["action"]
    made = move_post(client, game["id"], tokens[seat], action, listed["version"], key="k-123456")
    assert made.status_code == 201
    other = move_post(client, game["id"], tokens[1 - seat], action, 1, key="k-123456")
    assert other.status_code == 201, other.content
    assert "Idempotent-Replayed" not in other
    assert (other.json()["move"]["seat"], other.json()["version"]) == (1 - seat, 2)
    assert list(Move.objects.values_list("seat", flat=True)) == [seat, 1 - seat]
