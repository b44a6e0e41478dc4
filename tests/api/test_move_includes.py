"""A move's answer with ``?include=``: what the seat reads next (the game, its listed actions,
the log after the move, the board), exactly as the GETs it stands for answer that seat."""

import json

import pytest

from api.serializers import MoveAcceptedSerializer
from games.models import Game
from tests.api.helpers import API, bearer, board_actions, game_create, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)

SABOTEUR_VS_AUTOMA = [{"name": "Ana", "kind": "human"}] + [
    {"name": f"Bot{i}", "kind": "automa", "level": "basic"} for i in range(3)
]


def _post(client, game_id, token, action, version, include):
    return client.post(
        f"{API}/games/{game_id}/moves/?{include}",
        {"action": action},
        content_type="application/json",
        HTTP_IF_MATCH=f'"{version}"',
        **bearer(token),
    )


def _listed(client, game_id, token):
    return client.get(f"{API}/games/{game_id}/actions/", **bearer(token)).json()


def test_included_members_are_what_the_seat_would_read_after_the_automa_replies(client):
    # Given a Saboteur game of one human and three automa (their turns run in-process)
    game = game_create(client, ruleset="saboteur", seats=SABOTEUR_VS_AUTOMA, seed=23)
    token = tokens_of(game)[0]
    for _ in range(3):
        listed = _listed(client, game["id"], token)
        if not board_actions(listed):
            break
        # When the human moves asking for everything
        action = board_actions(listed)[0]["action"]
        include = "include=game,actions,moves,board"
        response = _post(client, game["id"], token, action, listed["version"], include)
        # Then each member is the GET it stands for, as that seat reads it, at one version
        assert response.status_code == 201, response.content
        body = response.json()
        url = f"{API}/games/{game['id']}/"
        assert body["game"] == client.get(url, **bearer(token)).json()
        assert body["actions"] == _listed(client, game["id"], token)
        log = client.get(f"{url}moves/?after={body['version']}", **bearer(token)).json()
        assert body["moves"] == log
        assert body["board"] == client.get(f"{url}board/", **bearer(token)).content.decode()
        # the automa replies are in the log and the game is past the move's own version
        replies = [m["seat"] for m in body["moves"]["results"]]
        assert replies and set(replies) <= {1, 2, 3}
        assert body["game"]["version"] == body["version"] + len(replies)
        assert body["actions"]["version"] == body["game"]["version"]
        assert json.loads(json.dumps(MoveAcceptedSerializer(body).data)) == body


def test_included_game_is_the_posting_seats_own_view(client):
    # Given four human Saboteur seats (hands hidden from each other)
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(4)]
    game = game_create(client, ruleset="saboteur", seats=seats, seed=5)
    tokens = tokens_of(game)
    seat = game["to_act"][0]
    listed = _listed(client, game["id"], tokens[seat])
    # When that seat moves with include=game
    action = board_actions(listed)[0]["action"]
    response = _post(client, game["id"], tokens[seat], action, listed["version"], "include=game")
    # Then its view is its own, not another seat's
    body = response.json()
    url = f"{API}/games/{game['id']}/"
    assert body["game"]["seat"] == seat
    assert body["game"]["view"] == client.get(url, **bearer(tokens[seat])).json()["view"]
    other = tokens[(seat + 1) % 4]
    assert body["game"]["view"] != client.get(url, **bearer(other)).json()["view"]
    assert set(body) == {"move", "version", "status", "game"}


def test_repeated_include_is_the_same_as_comma_separated(client):
    game = game_create(client, seed=3)
    token = tokens_of(game)[game["to_act"][0]]
    listed = _listed(client, game["id"], token)
    action = board_actions(listed)[0]["action"]
    include = "include=moves&include=actions"
    body = _post(client, game["id"], token, action, listed["version"], include).json()
    assert set(body) == {"move", "version", "status", "actions", "moves"}
    # The other seat is to act now: the mover lists only resign; its own move is not repeated
    assert [a["action"]["type"] for a in body["actions"]["actions"]] == ["resign"]
    assert body["moves"] == {"results": [], "next": None}


def test_unknown_include_is_400_and_the_move_is_not_played(client):
    game = game_create(client, seed=3)
    token = tokens_of(game)[game["to_act"][0]]
    listed = _listed(client, game["id"], token)
    action = board_actions(listed)[0]["action"]
    response = _post(client, game["id"], token, action, listed["version"], "include=game,hands")
    assert response.status_code == 400
    problem = response.json()
    assert problem["code"] == "validation_error"
    assert "hands" in problem["detail"]
    assert Game.objects.get(id=game["id"]).version == listed["version"]


def test_without_include_the_answer_is_unchanged(client):
    game = game_create(client, seed=3)
    token = tokens_of(game)[game["to_act"][0]]
    listed = _listed(client, game["id"], token)
    action = board_actions(listed)[0]["action"]
    body = _post(client, game["id"], token, action, listed["version"], "").json()
    assert set(body) == {"move", "version", "status"}


def test_an_empty_include_is_nothing_included(client):
    game = game_create(client, seed=3)
    token = tokens_of(game)[game["to_act"][0]]
    listed = _listed(client, game["id"], token)
    action = board_actions(listed)[0]["action"]
    response = _post(client, game["id"], token, action, listed["version"], "include=")
    assert response.status_code == 201
    assert set(response.json()) == {"move", "version", "status"}
