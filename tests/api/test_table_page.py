"""The players' page: served at /play/ (the front door leads there), its modules preloaded,
no Referer sent, and the table's public app key shown only when keys are required."""

from __future__ import annotations

import pytest

# A page request may read the message overrides (games/services/message_overrides.py).
pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("required", "shown"), [(False, ""), (True, "ak_table_public")])
def test_the_page_shows_the_public_key_only_when_keys_are_required(
    client, settings, required, shown
):
    settings.REQUIRE_APP_KEY = required
    settings.TABLE_APP_KEY = "ak_table_public"
    page = client.get("/play/")
    assert page.status_code == 200
    assert page["Referrer-Policy"] == "no-referrer"
    assert "script-src 'self'" in page["Content-Security-Policy"]
    html = page.content.decode()
    assert f'<meta name="automa-app-key" content="{shown}">' in html
    assert '<link rel="modulepreload" href="/static/table/seat.js">' in html
    assert '<script type="module" src="/static/table/main.js">' in html


def test_the_front_door_leads_to_the_table(client):
    answer = client.get("/")
    assert answer.status_code == 302 and answer["Location"] == "/play/"
    assert client.post("/play/").status_code == 405
