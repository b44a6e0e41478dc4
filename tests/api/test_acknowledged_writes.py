"""A write is answered 2xx only once it has committed: a database failure inside it is a 503
with ``Retry-After``, nothing half-stored, and the retry with the same key lands exactly once."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import OperationalError, connection, transaction
from django.test import Client

from games.models import App, Game, Move, WebhookDelivery
from games.services.apps import app_create
from games.services.write_transaction import WriteNotCommitted, write_transaction
from tests.api.helpers import API, bearer, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)

TWO_HUMANS = {
    "ruleset": "architects",
    "seed": 4,
    "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}],
}
# Nobody listens there: deliveries fail and wait for a retry, which these tests never reach.
DEAD_HOOK = "http://127.0.0.1:9/hook"


def _hooked_game(client: Client) -> tuple[dict[str, Any], str]:
    _app, issued = app_create(name="Hooked", webhook_url=DEAD_HOOK)
    response = client.post(
        f"{API}/games/",
        TWO_HUMANS,
        content_type="application/json",
        HTTP_AUTHORIZATION=f"ApiKey {issued.plaintext}",
    )
    assert response.status_code == 201, response.content
    return response.json(), issued.plaintext


def _first_move(client: Client, game: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    token = tokens_of(game)[game["to_act"][0]]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    return token, listed["actions"][0]["action"]


def _stored(game_id: str) -> tuple[int, int, int]:
    """The game's version, its logged moves and its webhook deliveries, as stored."""
    return (
        Game.objects.get(pk=game_id).version,
        Move.objects.filter(game_id=game_id).count(),
        WebhookDelivery.objects.filter(game_id=game_id).count(),
    )


def test_a_webhook_insert_that_fails_fails_the_move_and_the_retry_lands_once(
    client: Client, monkeypatch
):
    # Given a game whose app has a webhook, and the outbox insert failing once
    game, _ = _hooked_game(client)
    token, action = _first_move(client, game)
    before = _stored(game["id"])
    real = WebhookDelivery.objects.bulk_create

    def deadlocked(*args: Any, **kwargs: Any) -> list:
        raise OperationalError("deadlock detected")

    monkeypatch.setattr(WebhookDelivery.objects, "bulk_create", deadlocked)
    # When the move is posted
    response = move_post(client, game["id"], token, action, 0, key="move-key-0001")
    # Then it is a 503 to retry, and nothing of it is stored
    assert response.status_code == 503, response.content
    assert response["Content-Type"] == "application/problem+json"
    assert response["Retry-After"] == "1"
    assert response.json()["code"] == "busy"
    assert _stored(game["id"]) == before
    # And the same request retried with its key lands exactly once
    monkeypatch.setattr(WebhookDelivery.objects, "bulk_create", real)
    retried = move_post(client, game["id"], token, action, 0, key="move-key-0001")
    assert retried.status_code == 201, retried.content
    again = move_post(client, game["id"], token, action, 0, key="move-key-0001")
    assert again.status_code == 201 and again["Idempotent-Replayed"] == "true"
    version, moves, deliveries = _stored(game["id"])
    assert (version, moves) == (1, 1)
    assert deliveries > before[2]


@pytest.mark.skipif(connection.vendor != "postgresql", reason="terminates a PostgreSQL backend")
def test_a_connection_killed_while_recording_events_is_never_answered_201(
    client: Client, monkeypatch
):
    # Given a game whose app has a webhook
    game, _ = _hooked_game(client)
    token, action = _first_move(client, game)
    before = _stored(game["id"])
    real = WebhookDelivery.objects.bulk_create

    def connection_killed(*args: Any, **kwargs: Any) -> list:
        # The server ends this very session mid-transaction, as pg_terminate_backend does
        # from outside: the savepoint around the insert can then not be rolled back either.
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(pg_backend_pid())")
        return real(*args, **kwargs)

    monkeypatch.setattr(WebhookDelivery.objects, "bulk_create", connection_killed)
    # When the move is posted and its connection dies while the events are recorded
    response = move_post(client, game["id"], token, action, 0)
    # Then the answer is a 503, not a 201 for a move that was rolled back
    assert response.status_code == 503, response.content
    assert response["Retry-After"] == "1"
    monkeypatch.setattr(WebhookDelivery.objects, "bulk_create", real)
    assert _stored(game["id"]) == before


def test_a_creation_whose_events_cannot_be_written_is_503_and_leaves_no_game(
    client: Client, monkeypatch
):
    _app, issued = app_create(name="Hooked", webhook_url=DEAD_HOOK)

    def deadlocked(*args: Any, **kwargs: Any) -> list:
        raise OperationalError("deadlock detected")

    monkeypatch.setattr(WebhookDelivery.objects, "bulk_create", deadlocked)
    headers: dict[str, Any] = {
        "HTTP_AUTHORIZATION": f"ApiKey {issued.plaintext}",
        "HTTP_IDEMPOTENCY_KEY": "creation-key-000000001",
    }
    response = client.post(f"{API}/games/", TWO_HUMANS, content_type="application/json", **headers)
    assert response.status_code == 503, response.content
    assert Game.objects.count() == 0
    monkeypatch.undo()
    created = client.post(f"{API}/games/", TWO_HUMANS, content_type="application/json", **headers)
    replayed = client.post(f"{API}/games/", TWO_HUMANS, content_type="application/json", **headers)
    assert created.status_code == replayed.status_code == 201
    assert replayed["Idempotent-Replayed"] == "true"
    assert Game.objects.count() == 1


def test_a_transaction_marked_for_rollback_raises_instead_of_ending_quietly():
    # Given a write whose transaction something inside marked for rollback (as a caught
    # failure of a nested block does), plain atomic would return as if it had committed
    with pytest.raises(WriteNotCommitted), write_transaction():
        App.objects.create(name="Lost", webhook_secret="whsec_x")
        transaction.set_rollback(True)
    # Then the caller hears of it, and nothing was stored
    assert not App.objects.filter(name="Lost").exists()
