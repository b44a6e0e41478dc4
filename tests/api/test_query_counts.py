"""Query-count baselines per endpoint: an N+1 regression fails here."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.api.helpers import API, bearer, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db


def _queries(call) -> int:
    with CaptureQueriesContext(connection) as captured:
        response = call()
    assert response.status_code < 400, response.content
    return len(captured)


def test_reading_a_game_and_its_actions_takes_a_fixed_number_of_queries(client):
    game = game_create(client)
    token = tokens_of(game)[game["to_act"][0]]
    url = f"{API}/games/{game['id']}/"
    # The game with its seats in one statement (its release is cached); the moves listing
    # reads the moves too.
    assert _queries(lambda: client.get(url, **bearer(token))) == 1
    assert _queries(lambda: client.get(f"{url}actions/", **bearer(token))) == 1
    assert _queries(lambda: client.get(f"{url}moves/", **bearer(token))) <= 2


def test_listing_games_does_not_grow_with_the_page(client):
    game_create(client, seed=1)
    one = _queries(lambda: client.get(f"{API}/games/"))
    for seed in range(2, 8):
        game_create(client, seed=seed)
    assert _queries(lambda: client.get(f"{API}/games/")) == one


def test_posting_a_move_takes_a_fixed_number_of_queries(client):
    game = game_create(client)
    token = tokens_of(game)[game["to_act"][0]]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    action = listed["actions"][0]["action"]
    count = _queries(lambda: move_post(client, game["id"], token, action, listed["version"]))
    # The locked game, its seats, then one statement writing the game, the move and the
    # seats' ``to_act`` flags; the test's transaction adds a savepoint and its release around
    # the service's atomic block (BEGIN and COMMIT outside a test). The ruleset is known.
    assert count == 5


def test_a_move_with_everything_included_takes_two_more_queries(client):
    game = game_create(client)
    token = tokens_of(game)[game["to_act"][0]]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    url = f"{API}/games/{game['id']}/moves/?include=game,actions,moves,board"
    count = _queries(
        lambda: client.post(
            url,
            {"action": listed["actions"][0]["action"]},
            content_type="application/json",
            HTTP_IF_MATCH=f'"{listed["version"]}"',
            **bearer(token),
        )
    )
    # The move's five, then the game with its seats read once for every member, and the
    # moves after the posted one.
    assert count == 5 + 2
