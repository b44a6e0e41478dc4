"""Seeds for support: with app keys required, a game with a chosen seed is created only by an
app marked "may choose seeds" in the admin, or by staff in the admin session (or with the test
switch GAMES_CLIENT_SEED_ALLOWED); every other caller is refused with 403 seed_not_allowed."""

from __future__ import annotations

import random
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client, override_settings

from games.models import App, Game
from games.services.apps import app_create
from tests.api.helpers import API

pytestmark = pytest.mark.django_db(transaction=True)

SEEDED = {
    "ruleset": "architects",
    "seed": 31337,
    "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}],
}


def _client() -> Client:
    return Client(REMOTE_ADDR=f"10.8.{random.randrange(256)}.{random.randrange(1, 255)}")


def _create(client: Client, key: str | None = None, body=SEEDED):
    headers: dict[str, Any] = {"HTTP_AUTHORIZATION": f"ApiKey {key}"} if key else {}
    return client.post(f"{API}/games/", body, content_type="application/json", **headers)


@override_settings(REQUIRE_APP_KEY=True, GAMES_CLIENT_SEED_ALLOWED=False)
def test_only_an_app_that_may_choose_seeds_creates_a_seeded_game():
    client = _client()
    _, ordinary = app_create(name="Ordinary")
    support, trusted = app_create(name="Support desk", may_choose_seeds=True)
    # Given an ordinary app, a seed is refused and nothing is stored.
    refused = _create(client, ordinary.plaintext)
    assert refused.status_code == 403
    assert refused["Content-Type"] == "application/problem+json"
    assert refused.json()["code"] == "seed_not_allowed"
    assert Game.objects.count() == 0
    # The same app without a seed is fine.
    unseeded = {key: value for key, value in SEEDED.items() if key != "seed"}
    assert _create(client, ordinary.plaintext, unseeded).status_code == 201
    # Given the support app, the seed is used: the game is the reported one.
    created = _create(client, trusted.plaintext)
    assert created.status_code == 201, created.content
    game = Game.objects.get(pk=created.json()["id"])
    assert game.seed == 31337 and game.app == support


@override_settings(REQUIRE_APP_KEY=True, GAMES_CLIENT_SEED_ALLOWED=False)
def test_the_permission_is_edited_in_the_admin_and_taken_away_again():
    client = _client()
    app, issued = app_create(name="Helpdesk")
    assert _create(client, issued.plaintext).json()["code"] == "seed_not_allowed"
    User.objects.create_superuser("admin", "admin@example.com", "pw")
    staff = Client()
    staff.force_login(User.objects.get(username="admin"))
    form = {
        "name": "Helpdesk",
        "enabled": "on",
        "webhook_url": "",
        "webhook_enabled": "on",
        "may_choose_seeds": "on",
        "cors_origins": "",
        "keys-TOTAL_FORMS": "1",
        "keys-INITIAL_FORMS": "1",
        "keys-0-id": str(app.keys.get().pk),
        "keys-0-app": str(app.pk),
    }
    saved = staff.post(f"/admin/games/app/{app.pk}/change/", form)
    assert saved.status_code == 302, saved.content.decode()[:2000]
    assert App.objects.get(pk=app.pk).may_choose_seeds is True
    assert _create(client, issued.plaintext).status_code == 201
    del form["may_choose_seeds"]
    assert staff.post(f"/admin/games/app/{app.pk}/change/", form).status_code == 302
    assert _create(client, issued.plaintext).json()["code"] == "seed_not_allowed"


@override_settings(REQUIRE_APP_KEY=True, GAMES_CLIENT_SEED_ALLOWED=False)
def test_staff_in_the_admin_session_with_an_app_key_may_choose_a_seed():
    User.objects.create_superuser("admin", "admin@example.com", "pw")
    staff = _client()
    staff.force_login(User.objects.get(username="admin"))
    _, issued = app_create(name="Any app")
    created = _create(staff, issued.plaintext)
    assert created.status_code == 201, created.content
    assert Game.objects.get(pk=created.json()["id"]).seed == 31337
    # Signed out, the same key is refused again.
    staff.logout()
    assert _create(staff, issued.plaintext).json()["code"] == "seed_not_allowed"
