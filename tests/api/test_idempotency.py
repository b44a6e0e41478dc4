"""Idempotency-Key: per seat for moves, and on game creation so a lost answer orphans nothing."""

import uuid

import pytest
from django.test import override_settings

from games.models import Game, Move
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
