"""The players' reads take a number of queries fixed by design, whatever the number of
players, ratings or games (issue 37's scale): an N+1 or a per-row read fails here.

Each request is made once first, so that the app key's ``last_used_at`` write is behind it;
then every query of the measured request is the read's own: the key's lookup and the read."""

from __future__ import annotations

import math
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import GamesPlayed, Player, Rating
from games.services.game_rate import buckets_add
from tests.api.helpers import API
from tests.api.test_players import _app, _client, _create, _human, _key

pytestmark = pytest.mark.django_db(transaction=True)


def _rated(app: Any, players: int) -> None:
    """``players`` rated players of ``app`` in Architects, spread over the board."""
    for n in range(players):
        row = Player.objects.create(app=app, external_id=f"q{n}")
        GamesPlayed.objects.create(player=row, ruleset="architects", games=n + 1)
        rating = Rating.objects.create(
            player=row, app=app, ruleset="architects", mu=1500 + 10 * n, sigma=200,
            displayed=900 + 10 * n, games=n + 1,
        )  # fmt: skip
        buckets_add(app.pk, "architects", {math.floor(rating.displayed): 1})


def _queries(client: Any, url: str, key: str) -> list[str]:
    assert client.get(url, **_key(key)).status_code == 200  # the key's last use, written
    with CaptureQueriesContext(connection) as seen:
        response = client.get(url, **_key(key))
    assert response.status_code == 200, response.content
    return [q["sql"] for q in seen.captured_queries]


@pytest.mark.parametrize("players", [3, 12])
def test_the_top_of_a_leaderboard_is_the_keys_lookup_and_one_statement(players):
    client = _client()
    app, key = _app(f"top{players}")
    _rated(app, players)

    queries = _queries(client, f"{API}/rulesets/architects/leaderboard/?limit=100", key)

    assert len(queries) == 2
    assert "games_appkey" in queries[0]
    assert "games_ratingbucket" in queries[1]  # the board's size in the same statement


@pytest.mark.parametrize("players", [3, 12])
def test_around_a_player_is_the_keys_lookup_and_two_statements(players):
    client = _client()
    app, key = _app(f"around{players}")
    _rated(app, players)

    queries = _queries(client, f"{API}/rulesets/architects/leaderboard/?around=q1&limit=5", key)

    assert len(queries) == 3
    assert not any("count(*)" in q and "games_ratingbucket" not in q for q in queries[:2])


def test_a_players_page_is_the_keys_lookup_and_one_statement():
    client = _client()
    _app_row, key = _app("page")
    for seed in range(3):
        _create(client, key, [_human("Ana", "u-page"), _human("Bia")], seed=seed)
    Rating.objects.create(
        player=Player.objects.get(external_id="u-page"), app=_app_row, ruleset="architects",
        mu=1500, sigma=300, displayed=600, games=3,
    )  # fmt: skip

    queries = _queries(client, f"{API}/players/u-page/", key)

    # The counts, the ratings and each rating's latest changes together.
    assert len(queries) == 2
    assert "games_ratingchange" in queries[1] and 'games_rating"' in queries[1]
    assert not any("games_seat" in q for q in queries)  # the maintained counts, not the seats


@pytest.mark.parametrize("games", [1, 4])
def test_a_players_games_are_a_fixed_number_of_statements(games):
    client = _client()
    _app_row, key = _app(f"games{games}")
    for seed in range(games):
        _create(client, key, [_human("Ana", "u-list"), _human("Bia", "u-other")], seed=seed)

    queries = _queries(client, f"{API}/players/u-list/games/", key)

    # The key, the player with their count, the page, its seats, its seats' ratings.
    assert len(queries) == 5
    assert not any("COUNT(" in q.upper() for q in queries)
