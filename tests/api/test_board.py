"""GET games/{id}/board/: the board the admin draws, as SVG, from the caller's seat's view
only (the spectator's without a token); problems stay problem+json."""

from __future__ import annotations

import random

import pytest
from django.test import Client

from games.board_selector import game_board_svg
from games.models import Game
from tests.api.helpers import API, bearer, game_create, tokens_of

pytestmark = pytest.mark.django_db
HUMANS = [{"name": f"P{i}", "kind": "human"} for i in range(3)]


def test_each_seat_gets_the_board_drawn_from_its_own_view(client):
    game = game_create(client, ruleset="saboteur", seats=HUMANS, seed=5)
    tokens = tokens_of(game)
    row = Game.objects.get(pk=game["id"])
    drawn = {}
    for seat in (0, 1):
        response = client.get(f"{API}/games/{game['id']}/board/", **bearer(tokens[seat]))
        assert response.status_code == 200
        assert response["Content-Type"] == "image/svg+xml; charset=utf-8"
        assert response["ETag"] == '"0"'
        drawn[seat] = response.content.decode()
        assert drawn[seat] == game_board_svg(game=row, seat=seat)
    spectator = client.get(f"{API}/games/{game['id']}/board/").content.decode()
    assert spectator == game_board_svg(game=row, seat=None)
    # Each hand is its seat's secret: three different pictures.
    assert len({drawn[0], drawn[1], spectator}) == 3
    assert drawn[0].startswith("<svg")


def test_a_wrong_token_or_an_unknown_game_is_a_problem(client):
    game = game_create(client, ruleset="architects")
    wrong = client.get(f"{API}/games/{game['id']}/board/", **bearer("nope"))
    assert wrong.status_code == 401
    assert wrong["Content-Type"] == "application/problem+json"
    missing = client.get(f"{API}/games/00000000-0000-4000-8000-000000000000/board/")
    assert missing.status_code == 404
    assert missing.json()["code"] == "not_found"


def test_the_tables_public_key_counts_creations_per_address(settings):
    from games.services.apps import app_create

    # A fresh address: the counters live in the shared cache between runs.
    client = Client(REMOTE_ADDR=f"10.{random.randrange(256)}.{random.randrange(256)}.7")

    key = app_create(name="The table")[1].plaintext
    settings.TABLE_APP_KEY = key
    settings.API_THROTTLE_RATES = {**settings.API_THROTTLE_RATES, "game_create": "2/minute"}
    body = {"ruleset": "architects", "seats": HUMANS[:2]}
    answers = [
        client.post(
            f"{API}/games/", body, content_type="application/json",
            HTTP_AUTHORIZATION=f"ApiKey {key}",
        ).status_code
        for _ in range(3)
    ]  # fmt: skip
    assert answers == [201, 201, 429]
    other = app_create(name="A backend")[1].plaintext  # a private key counts per app only
    assert (
        client.post(
            f"{API}/games/", body, content_type="application/json",
            HTTP_AUTHORIZATION=f"ApiKey {other}",
        ).status_code
        == 201
    )  # fmt: skip


@pytest.mark.parametrize(
    ("ruleset", "english", "portuguese"),
    [("saboteur", "Your hand", "Sua mão"), ("architects", "Central deck", "Baralho central")],
)
def test_the_board_is_worded_in_the_language_asked(client, ruleset, english, portuguese):
    game = game_create(client, ruleset=ruleset, seats=HUMANS, seed=5)
    token = tokens_of(game)[0]
    url = f"{API}/games/{game['id']}/board/"
    pt = client.get(url, HTTP_ACCEPT_LANGUAGE="pt-BR", **bearer(token))
    en = client.get(url, HTTP_ACCEPT_LANGUAGE="en", **bearer(token))
    assert pt["Content-Language"] == "pt-BR" and en["Content-Language"] == "en"
    assert "Accept-Language" in pt["Vary"]
    assert portuguese in pt.content.decode() and english not in pt.content.decode()
    assert english in en.content.decode() and portuguese not in en.content.decode()
