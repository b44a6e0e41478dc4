"""Whatever a client sends, the answer is never a 500: junk gets a 4xx problem."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.api.helpers import API, bearer, game_create, tokens_of

pytestmark = pytest.mark.django_db

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _assert_problem(response) -> None:
    assert 400 <= response.status_code < 500, (response.status_code, response.content[:300])
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"]


@FUZZ
@given(body=json_values)
def test_game_creation_never_fails_with_a_server_error(client, body):
    response = client.post(f"{API}/games/", json.dumps(body), content_type="application/json")
    if response.status_code != 201:
        _assert_problem(response)


@FUZZ
@given(
    action=json_values
    | st.fixed_dictionaries(
        {"type": st.sampled_from(["take_card", "build_stage", "choose_progress_token"])},
        optional={
            "deck": json_values,
            "card": json_values,
            "token": json_values,
            "cards": json_values,
            "side": json_values,
        },
    ),
    if_match=st.one_of(st.none(), st.text(max_size=6), st.just('"0"')),
)
def test_move_submission_never_fails_with_a_server_error(client, action, if_match):
    game = game_create(client, seed=3)
    token = tokens_of(game)[game["to_act"][0]]
    headers = bearer(token)
    if if_match is not None:
        headers["HTTP_IF_MATCH"] = if_match
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        json.dumps({"action": action}),
        content_type="application/json",
        **headers,
    )
    if response.status_code != 201:
        _assert_problem(response)


@FUZZ
@given(
    action=st.fixed_dictionaries(
        {
            "type": st.sampled_from(
                [
                    "place_path",
                    "play_action",
                    "pass",
                    "discard_and_repair",
                    "steal",
                    "decline_steal",
                ]
            )
        },
        optional={
            "card": json_values,
            "x": json_values,
            "y": json_values,
            "rotation": json_values,
            "target": json_values,
            "tool": json_values,
            "goal": json_values,
            "cards": json_values,
            "remove": json_values,
        },
    )
)
def test_saboteur_moves_never_fail_with_a_server_error(client, action):
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(3)]
    game = game_create(client, ruleset="saboteur", seats=seats, seed=6)
    token = tokens_of(game)[game["to_act"][0]]
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        json.dumps({"action": action}),
        content_type="application/json",
        HTTP_IF_MATCH=f'"{game["version"]}"',
        **bearer(token),
    )
    if response.status_code != 201:
        _assert_problem(response)


@pytest.mark.parametrize(
    ("path", "query"),
    [
        ("", "after=x"),
        ("", "after=-1"),
        ("", "after=0&wait=abc"),
        ("", "after=99999999999999999999"),
        ("moves/", "after=x"),
        ("moves/", "limit=-5"),
        ("moves/", "after=99999999999999999999"),
    ],
)
def test_bad_query_parameters_are_problems(client, path, query):
    game = game_create(client, seed=4)
    _assert_problem(client.get(f"{API}/games/{game['id']}/{path}?{query}"))


def test_wrong_methods_and_media_types_are_problems(client):
    game = game_create(client, seed=5)
    _assert_problem(client.delete(f"{API}/games/{game['id']}/"))
    _assert_problem(client.put(f"{API}/rulesets/", {}, content_type="application/json"))
    _assert_problem(
        client.post(f"{API}/games/", "a=b", content_type="application/x-www-form-urlencoded")
    )
    _assert_problem(client.get(f"{API}/games/{game['id']}/", HTTP_AUTHORIZATION="Basic abc"))
