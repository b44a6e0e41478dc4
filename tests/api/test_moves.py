"""Posting moves: preconditions, idempotency, illegal and malformed actions, concurrency."""

import json
import random
import threading

import pytest
from django.test import Client

from games.models import Move
from tests.api.helpers import API, bearer, board_actions, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)


def _first_legal(client, game, seat_token):
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(seat_token)).json()
    return listed["version"], listed["actions"][0]["action"]


def _acting_token(client, game):
    detail = client.get(f"{API}/games/{game['id']}/").json()
    return tokens_of(game)[detail["to_act"][0]], detail["to_act"][0]


def test_move_without_if_match_is_428_and_changes_nothing(client):
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    response = move_post(client, game["id"], token, action, None)
    assert response.status_code == 428
    assert response.json()["code"] == "precondition_required"
    assert response.json()["current_version"] == version
    assert client.get(f"{API}/games/{game['id']}/").json()["version"] == version


def test_stale_if_match_is_412_with_the_current_version(client):
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    response = move_post(client, game["id"], token, action, version + 5)
    assert response.status_code == 412
    assert response.json()["current_version"] == version
    assert response["ETag"] == f'"{version}"'


def test_accepted_move_bumps_the_version_and_is_logged(client):
    game = game_create(client)
    token, seat = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    response = move_post(client, game["id"], token, action, version)
    assert response.status_code == 201
    body = response.json()
    assert body["version"] == version + 1
    assert body["move"]["seat"] == seat
    assert response["ETag"] == f'"{version + 1}"'
    log = client.get(f"{API}/games/{game['id']}/moves/").json()["results"]
    assert [m["number"] for m in log] == [version + 1]


def test_illegal_action_is_422_with_reason_and_legal_actions(client):
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    bad = {**action, "type": action["type"]}
    for key, value in action.items():
        if isinstance(value, int) and not isinstance(value, bool):
            bad[key] = 999
        elif isinstance(value, str) and key != "type":
            bad[key] = "no-such-thing"
    response = move_post(client, game["id"], token, bad, version)
    assert response.status_code == 422
    problem = response.json()
    assert problem["code"] == "illegal_action"
    assert problem["reason"]
    # Each legal action comes with its label, ready to show beside the refusal.
    assert action in [item["action"] for item in problem["legal_actions"]]
    assert all(item["label"] for item in problem["legal_actions"])
    assert Move.objects.count() == 0


def test_not_your_turn_is_422(client):
    game = game_create(client)
    _, seat = _acting_token(client, game)
    other = tokens_of(game)[1 - seat]
    version, action = _first_legal(client, game, tokens_of(game)[seat])
    response = move_post(client, game["id"], other, action, version)
    assert response.status_code == 422
    assert response.json()["code"] == "not_your_turn"


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"action": "take"},
        {"action": {}},
        {"action": {"type": "fly"}},
        {"action": {"type": 3}},
        [],
    ],
)
def test_malformed_move_bodies_are_400_problems(client, body):
    game = game_create(client)
    token, _ = _acting_token(client, game)
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        body,
        content_type="application/json",
        HTTP_IF_MATCH=f'"{game["version"]}"',
        **bearer(token),
    )
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "validation_error"


def test_spectators_cannot_move(client):
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        {"action": action},
        content_type="application/json",
        HTTP_IF_MATCH=f'"{version}"',
    )
    assert response.status_code == 403
    assert response.json()["code"] == "spectator_cannot_act"


def test_retried_idempotency_key_returns_the_first_result(client):
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    first = move_post(client, game["id"], token, action, version, key="k-1")
    retry = move_post(client, game["id"], token, action, version, key="k-1")
    assert first.status_code == retry.status_code == 201
    assert retry.json() == first.json()
    assert retry["Idempotent-Replayed"] == "true"
    assert Move.objects.count() == 1


def test_idempotency_key_reused_with_another_body_is_422(client):
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    assert move_post(client, game["id"], token, action, version, key="k-2").status_code == 201
    other = {"type": "take_card", "deck": "a deck never seen"}  # well-formed, another body
    assert other != action
    response = move_post(client, game["id"], token, other, version + 1, key="k-2")
    assert response.status_code == 422
    assert response.json()["code"] == "idempotency_key_reused"


def test_concurrent_submissions_for_one_version_exactly_one_wins():
    from django.db import connection

    if connection.vendor == "sqlite":
        pytest.skip("in-memory SQLite test databases lock whole tables across threads")
    client = Client()
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    statuses: list[int] = []
    barrier = threading.Barrier(6)

    def submit() -> None:
        from django.db import connection

        barrier.wait()
        try:
            statuses.append(move_post(Client(), game["id"], token, action, version).status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=submit) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [201] + [412] * 5
    assert Move.objects.filter(game_id=game["id"]).count() == 1


def test_move_log_is_cursor_paginated(client):
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}]
    game = game_create(client, seats=seats)
    token = tokens_of(game)[0]
    for _ in range(3):
        detail = client.get(f"{API}/games/{game['id']}/").json()
        if detail["status"] != "active":
            break
        version, action = _first_legal(client, game, token)
        assert move_post(client, game["id"], token, action, version).status_code == 201
    page = client.get(f"{API}/games/{game['id']}/moves/?limit=2").json()
    assert len(page["results"]) == 2
    rest = client.get(page["next"]).json()
    numbers = [m["number"] for m in page["results"] + rest["results"]]
    assert numbers == sorted(numbers)
    assert numbers[:3] == [1, 2, 3]


def test_an_engine_crash_on_an_odd_action_is_a_422_and_changes_nothing(client, monkeypatch):
    from games.rules.registry import ruleset_get

    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    rules = ruleset_get("architects")

    def broken_apply(self, state, seat, act):
        raise KeyError("deck")

    # Every ruleset bound to a content release is an instance of this class.
    monkeypatch.setattr(type(rules), "apply", broken_apply)
    response = move_post(client, game["id"], token, action, version)
    assert response.status_code == 422
    assert response.json()["reason"] == "engine_rejected"
    assert client.get(f"{API}/games/{game['id']}/").json()["version"] == version
    assert Move.objects.count() == 0


GAMES = {
    "architects": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}],
    "saboteur": [{"name": f"P{i}", "kind": "human"} for i in range(4)],
    "marsbot": [{"name": "Ana", "kind": "human"}, {"name": "MarsBot", "kind": "automa"}],
    "scholars": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}],
}


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_the_move_response_is_exactly_its_documented_shape(client, ruleset):
    # The view returns its payload without running MoveAcceptedSerializer: the payload must
    # already be what the serializer (and so the schema) says, key for key.
    from api.serializers import MoveAcceptedSerializer

    game = game_create(client, ruleset=ruleset, seats=GAMES[ruleset], seed=7)
    tokens = tokens_of(game)
    rng = random.Random(7)
    answered = 0
    for _ in range(30):
        detail = client.get(f"{API}/games/{game['id']}/").json()
        acting = [seat for seat in detail["to_act"] if seat in tokens]
        if detail["status"] != "active" or not acting:
            break
        token = tokens[acting[0]]
        listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
        action = rng.choice(board_actions(listed))["action"]
        response = move_post(client, game["id"], token, action, listed["version"])
        assert response.status_code == 201, response.content
        body = response.json()
        assert json.loads(json.dumps(MoveAcceptedSerializer(body).data)) == body
        answered += 1
    assert answered >= 5


# --- A malformed If-Match is a 400 naming its fault, not a 412 (issue 21) ------------------


NO_VERSION = 'If-Match names no version: this game\'s ETags are whole numbers in quotes, e.g. "12".'


@pytest.mark.parametrize(
    ("header", "detail"),
    [
        ("0", 'If-Match lacks its quotes: an ETag is sent with them, e.g. "12", not 12.'),
        ('"abc"', NO_VERSION),
        ('"1,2"', NO_VERSION),  # a comma inside the quotes belongs to one tag
        (
            '"1", "2"',
            "If-Match lists several tags: a move is made against one version, so send only "
            "the ETag the game last gave you.",
        ),
        (
            'W/"{version}"',
            "If-Match holds a weak tag (W/…): a move needs the strong ETag the game gave, "
            'e.g. "12".',
        ),
        (
            "*",
            'If-Match * would match any version: send the ETag the game last gave you, e.g. "12".',
        ),
        (
            "",
            'If-Match is empty: send the ETag the game last gave you, quotes included, e.g. "12".',
        ),
    ],
)
def test_malformed_if_match_is_400_naming_the_fault_and_changes_nothing(client, header, detail):
    # given a game at some version and the seat to act
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    # when it posts its move with an If-Match that is not one strong version tag
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        {"action": action},
        content_type="application/json",
        HTTP_IF_MATCH=header.format(version=version),
        **bearer(token),
    )
    # then (RFC 9110 §13.1.1: If-Match holds entity tags, compared strongly) it is refused as
    # malformed, with the fault named and the current version to retry with
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["code"] == "malformed_precondition"
    assert problem["title"] == "If-Match is malformed"
    assert problem["detail"] == detail
    assert problem["current_version"] == version
    assert response["ETag"] == f'"{version}"'
    assert Move.objects.count() == 0
    assert client.get(f"{API}/games/{game['id']}/").json()["version"] == version


def test_malformed_if_match_is_worded_in_portuguese(client):
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        {"action": action},
        content_type="application/json",
        HTTP_IF_MATCH=str(version),
        HTTP_ACCEPT_LANGUAGE="pt-BR",
        **bearer(token),
    )
    assert response.status_code == 400
    assert response.json()["title"] == "If-Match está malformado"
    assert response.json()["detail"] == (
        'Faltam as aspas em If-Match: um ETag vai com elas, por exemplo "12", e não 12.'
    )


@pytest.mark.parametrize("header", ['"{stale}"', ' "{stale}" ', '"0{version}"'])
def test_well_formed_tag_of_another_version_stays_412(client, header):
    # given a game at some version
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    # when the seat posts a strong tag of a whole number that is not the current ETag
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        {"action": action},
        content_type="application/json",
        HTTP_IF_MATCH=header.format(stale=version + 3, version=version),
        **bearer(token),
    )
    # then the game has moved on as far as that tag knows: 412 with the current version
    assert response.status_code == 412
    assert response.json()["code"] == "precondition_failed"
    assert response.json()["current_version"] == version


def test_current_tag_with_surrounding_spaces_is_accepted(client):
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        {"action": action},
        content_type="application/json",
        HTTP_IF_MATCH=f' "{version}"\t',
        **bearer(token),
    )
    assert response.status_code == 201
    assert response.json()["version"] == version + 1


def test_retry_with_a_malformed_if_match_is_400_not_the_stored_move(client):
    # given a move accepted under an Idempotency-Key
    game = game_create(client)
    token, _ = _acting_token(client, game)
    version, action = _first_legal(client, game, token)
    assert move_post(client, game["id"], token, action, version, key="k-9").status_code == 201
    # when the same key comes back with an unquoted If-Match
    retry = client.post(
        f"{API}/games/{game['id']}/moves/",
        {"action": action},
        content_type="application/json",
        HTTP_IF_MATCH=str(version),
        HTTP_IDEMPOTENCY_KEY="k-9",
        **bearer(token),
    )
    # then it is not the same request (that one was well formed): 400, nothing replayed
    assert retry.status_code == 400
    assert retry.json()["code"] == "malformed_precondition"
    assert "Idempotent-Replayed" not in retry
