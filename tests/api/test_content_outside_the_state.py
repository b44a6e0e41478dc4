"""Content lives outside the state: views and list rows carry none; apps fetch it once."""

from __future__ import annotations

import json

import pytest

from games.models import Game
from tests.api.helpers import API, bearer, game_create, tokens_of

pytestmark = pytest.mark.django_db


def test_a_seat_view_carries_no_catalogue_and_links_to_its_release(client):
    game = game_create(client, seats=[{"name": n, "kind": "human"} for n in ("A", "B", "C", "D")])
    token = tokens_of(game)[0]
    detail = client.get(f"{API}/games/{game['id']}/", **bearer(token))
    body = detail.json()
    assert "catalog" not in body["view"]
    # About 18 KB with the catalogue inside (issue 6: at most 3 KB for a 4-seat game); each
    # seat's rating (schema 1.4.0, null for a guest) adds 15 bytes a seat.
    assert len(detail.content) <= 3 * 1024 + 4 * len(b',"rating":null')
    stored = Game.objects.get(pk=game["id"]).state
    assert "catalog" not in stored and len(json.dumps(stored)) <= 4 * 1024
    link = body["links"]["content"]
    assert link == f"{API}/rulesets/architects/content/{body['content_release']}/"
    content = client.get(link)
    assert content.status_code == 200
    assert content["Cache-Control"] == "public, max-age=31536000, immutable"
    assert {w["slug"] for w in content.json()["data"]["wonders"]} >= {"giza", "babylon"}
    again = client.get(link, HTTP_IF_NONE_MATCH=content["ETag"])
    assert again.status_code == 304
    assert client.get(f"{API}/rulesets/architects/content/no-such-release/").status_code == 404


def test_a_saboteur_view_of_eight_seats_stays_under_four_kilobytes(client):
    game = game_create(
        client, ruleset="saboteur", seats=[{"name": f"S{i}", "kind": "human"} for i in range(8)]
    )
    view = client.get(f"{API}/games/{game['id']}/", **bearer(tokens_of(game)[0])).json()["view"]
    assert "content" not in view
    assert len(json.dumps(view)) <= 4 * 1024


def test_the_game_list_gives_brief_rows_never_a_view(client):
    game_create(client)
    game_create(client, ruleset="saboteur", seats=[{"name": n, "kind": "human"} for n in "ABC"])
    rows = client.get(f"{API}/games/").json()["results"]
    assert len(rows) == 2
    for row in rows:
        assert set(row) == {
            "id",
            "ruleset",
            "status",
            "version",
            "to_act",
            "turn_due_at",
            "seats",
            "links",
            "created_at",
            "updated_at",
        }
        assert all("token" not in seat for seat in row["seats"])
