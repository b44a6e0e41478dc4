"""CORS per app: a browser page on an origin an enabled app lists may call the API; the
preflight is answered without credentials (even with app keys required); any other origin
gets no CORS headers. Origins are edited in the admin."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client, override_settings

from games.models import App
from games.services.apps import app_create
from tests.api.helpers import API

pytestmark = pytest.mark.django_db(transaction=True)

ALLOWED = "https://play.cors-allowed.test"
REFUSED = "https://evil.cors-refused.test"


def _preflight(client: Client, origin: str, path: str = f"{API}/games/"):
    return client.options(
        path,
        HTTP_ORIGIN=origin,
        HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
        HTTP_ACCESS_CONTROL_REQUEST_HEADERS="authorization, content-type, idempotency-key",
    )


@override_settings(REQUIRE_APP_KEY=True)
def test_a_preflight_from_an_apps_origin_is_answered_without_credentials():
    app_create(name="Browser app", cors_origins=f"{ALLOWED}\nhttp://localhost:5173")
    answer = _preflight(Client(), ALLOWED)
    assert answer.status_code == 200  # not 401: a preflight carries no credentials
    assert answer["Access-Control-Allow-Origin"] == ALLOWED
    allowed = {h.strip() for h in answer["Access-Control-Allow-Headers"].split(",")}
    assert {"authorization", "content-type", "idempotency-key"} <= allowed
    assert "POST" in answer["Access-Control-Allow-Methods"]
    assert "Access-Control-Allow-Credentials" not in answer
    assert "origin" in answer["Vary"].lower()


@override_settings(REQUIRE_APP_KEY=True)
def test_the_browser_apps_request_gets_cors_headers_and_a_refused_origin_none():
    _, issued = app_create(name="Browser app", cors_origins=ALLOWED)
    client = Client()
    body = {"ruleset": "architects", "seats": [{"name": "A", "kind": "human"}] * 2}
    key: dict[str, Any] = {"HTTP_AUTHORIZATION": f"ApiKey {issued.plaintext}"}
    created = client.post(
        f"{API}/games/", body, content_type="application/json", HTTP_ORIGIN=ALLOWED, **key
    )
    assert created.status_code == 201
    assert created["Access-Control-Allow-Origin"] == ALLOWED
    exposed = {h.strip() for h in created["Access-Control-Expose-Headers"].split(",")}
    assert {"ETag", "Location"} <= exposed
    # Another origin: answered (the server cannot tell a browser), but without CORS headers,
    # so the browser keeps the answer from the page; its preflight too.
    refused = client.get(f"{API}/games/", HTTP_ORIGIN=REFUSED, **key)
    assert "Access-Control-Allow-Origin" not in refused
    preflight = _preflight(client, REFUSED)
    assert preflight.status_code == 200
    assert not [h for h in preflight.headers if h.lower().startswith("access-control-")]


def test_a_disabled_apps_origins_are_refused_and_pages_outside_the_api_get_no_cors():
    app, _ = app_create(name="Browser app", cors_origins=ALLOWED)
    assert "Access-Control-Allow-Origin" not in _preflight(Client(), ALLOWED, "/admin/login/")
    assert "Access-Control-Allow-Origin" not in _preflight(Client(), ALLOWED, "/metrics")
    app.enabled = False
    app.save()
    assert "Access-Control-Allow-Origin" not in _preflight(Client(), ALLOWED)


def test_origins_are_edited_in_the_admin_and_malformed_ones_refused():
    app, _ = app_create(name="Edited")
    assert "Access-Control-Allow-Origin" not in _preflight(Client(), ALLOWED)
    User.objects.create_superuser("admin", "admin@example.com", "pw")
    staff = Client()
    staff.force_login(User.objects.get(username="admin"))
    form = {
        "name": "Edited",
        "enabled": "on",
        "webhook_url": "",
        "webhook_enabled": "on",
        "keys-TOTAL_FORMS": "1",
        "keys-INITIAL_FORMS": "1",
        "keys-0-id": str(app.keys.get().pk),
        "keys-0-app": str(app.pk),
    }
    wrong = staff.post(f"/admin/games/app/{app.pk}/change/", {**form, "cors_origins": "*"})
    assert wrong.status_code == 200 and "Not an origin" in wrong.content.decode()
    with_path = {**form, "cors_origins": f"{ALLOWED}/game"}
    assert staff.post(f"/admin/games/app/{app.pk}/change/", with_path).status_code == 200
    saved = staff.post(f"/admin/games/app/{app.pk}/change/", {**form, "cors_origins": ALLOWED})
    assert saved.status_code == 302
    assert App.objects.get(pk=app.pk).cors_origin_list == [ALLOWED]
    assert _preflight(Client(), ALLOWED)["Access-Control-Allow-Origin"] == ALLOWED


def test_an_apps_key_is_answered_only_to_that_apps_own_origins():
    other = "https://other-app.cors-allowed.test"
    _, mine = app_create(name="Mine", cors_origins=ALLOWED)
    app_create(name="Theirs", cors_origins=other)
    client = Client()
    key: dict[str, Any] = {"HTTP_AUTHORIZATION": f"ApiKey {mine.plaintext}"}
    # The preflight carries no key: any enabled app's origin passes it.
    assert _preflight(client, other)["Access-Control-Allow-Origin"] == other
    # The request itself, with my app's key from the other app's page: no CORS headers.
    theirs = client.get(f"{API}/games/", HTTP_ORIGIN=other, **key)
    assert theirs.status_code == 200 and "Access-Control-Allow-Origin" not in theirs
    own = client.get(f"{API}/games/", HTTP_ORIGIN=ALLOWED, **key)
    assert own["Access-Control-Allow-Origin"] == ALLOWED
    # An unknown key's 401 stays readable on a listed origin, so the page can say why.
    unknown = client.get(f"{API}/games/", HTTP_ORIGIN=ALLOWED, HTTP_AUTHORIZATION="ApiKey ak_x")
    assert unknown.status_code == 401 and unknown["Access-Control-Allow-Origin"] == ALLOWED
