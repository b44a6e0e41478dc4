"""A seat's rating in the game's views (issue 37, the table's contract): a named player's
displayed rating and rated games, null for a guest, the same for every viewer, and never the
app's player id; read in one query for all seats, none when no seat names a player."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Player, Rating
from tests.api.helpers import API, bearer, tokens_of
from tests.api.test_players import _app, _client, _create, _human, _key

pytestmark = pytest.mark.django_db(transaction=True)


def _rate(app: Any, player: str, displayed: float, games: int) -> None:
    row = Player.objects.get(app=app, external_id=player)
    Rating.objects.create(
        player=row, app=app, ruleset="architects", mu=displayed + 600, sigma=200,
        displayed=displayed, games=games,
    )  # fmt: skip


def _seat_queries(client: Any, url: str, auth: dict[str, Any]) -> tuple[dict, list[str]]:
    with CaptureQueriesContext(connection) as seen:
        response = client.get(url, **auth)
    assert response.status_code == 200, response.content
    return response.json(), [q["sql"] for q in seen.captured_queries]


def test_a_named_players_seat_shows_its_rating_and_a_guests_is_null():
    client = _client()
    app, key = _app("seats")
    game = _create(client, key, [_human("Ana", "u-ana"), _human("Bia")])
    _rate(app, "u-ana", 1234.6, 7)
    tokens = tokens_of(game)

    own, queries = _seat_queries(client, f"{API}/games/{game['id']}/", bearer(tokens[0]))
    other, _ = _seat_queries(client, f"{API}/games/{game['id']}/", bearer(tokens[1]))

    expected = [{"display": 1235, "games": 7}, None]
    assert [s["rating"] for s in own["seats"]] == expected
    assert [s["rating"] for s in other["seats"]] == expected  # the other seat sees it too
    assert sum("games_rating" in q for q in queries) == 1  # one query for all seats


def test_no_seat_view_or_list_names_the_apps_player():
    client = _client()
    app, key = _app("hidden")
    game = _create(client, key, [_human("Ana", "u-secret-1"), _human("Bia", "u-secret-2")])
    _rate(app, "u-secret-1", 900.0, 3)
    views = [
        client.get(f"{API}/games/{game['id']}/", **bearer(tokens_of(game)[0])),
        client.get(f"{API}/games/{game['id']}/", **_key(key)),
        client.get(f"{API}/games/", **_key(key)),
        client.get(f"{API}/players/u-secret-2/games/", **_key(key)),
    ]
    for response in views:
        assert response.status_code == 200, response.content
        assert "u-secret" not in response.content.decode()
        assert all("player" not in seat for seat in _all_seats(response.json()))
    listed = views[2].json()["results"][0]["seats"]
    assert [s["rating"] for s in listed] == [{"display": 900, "games": 3}, None]


def test_a_game_without_named_players_reads_no_ratings():
    client = _client()
    _app_row, key = _app("guests")
    game = _create(client, key, [_human("Ana"), _human("Bia")])

    body, queries = _seat_queries(client, f"{API}/games/{game['id']}/", bearer(tokens_of(game)[0]))

    assert [s["rating"] for s in body["seats"]] == [None, None]
    assert not any("games_rating" in q for q in queries)


def _all_seats(body: dict[str, Any]) -> list[dict[str, Any]]:
    if "results" in body:
        return [s for game in body["results"] for s in game["seats"]]
    return body["seats"]
