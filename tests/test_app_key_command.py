"""``manage.py app_key``: an app key without the admin, that the API then takes."""

from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command

from games.models import App, AppKey
from games.services.apps import app_authenticate

pytestmark = pytest.mark.django_db


def _key(*args: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    call_command("app_key", *args, stdout=out, stderr=err)
    assert "shown this once" in err.getvalue()
    return out.getvalue().strip()


def test_a_new_name_makes_the_app_and_prints_only_its_first_key():
    key = _key("Companion", "--may-choose-seeds")
    app = App.objects.get(name="Companion")
    assert app.may_choose_seeds and app_authenticate(plaintext=key) == app
    assert key.startswith("ak_") and "\n" not in key
    assert AppKey.objects.get(app=app).label == "first key"


def test_a_known_name_gets_another_key_and_keeps_the_first():
    first = _key("Companion")
    second = _key("Companion", "--label", "ci")
    app = App.objects.get(name="Companion")
    assert first != second and AppKey.objects.filter(app=app).count() == 2
    assert app_authenticate(plaintext=first) == app_authenticate(plaintext=second) == app


def test_the_api_takes_the_key(client):
    key = _key("Companion")
    listed = client.get("/api/v1/games/", HTTP_AUTHORIZATION=f"ApiKey {key}")
    assert listed.status_code == 200
    refused = client.get("/api/v1/games/", HTTP_AUTHORIZATION="ApiKey ak_not-a-key")
    assert refused.status_code == 401


def test_a_known_app_is_not_reconfigured_from_the_command_line():
    _key("Companion")
    with pytest.raises(CommandError, match="exists"):
        call_command("app_key", "Companion", "--may-choose-seeds", stdout=io.StringIO())
    assert not App.objects.get(name="Companion").may_choose_seeds


def test_a_refused_setting_is_a_message_and_no_app():
    with pytest.raises(CommandError):
        call_command("app_key", "Bad", "--cors-origins", "not an origin", stdout=io.StringIO())
    assert not App.objects.filter(name="Bad").exists()
