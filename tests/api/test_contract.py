"""The schema and the server agree: what the schema declares out of bounds or of another type
the server refuses (400), and what the server sends or checks the schema declares."""

from __future__ import annotations

import pytest
from drf_spectacular.generators import SchemaGenerator

from tests.api.helpers import API, bearer, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db

CREATE = {"ruleset": "architects", "seats": [{"name": "Ana", "kind": "human"}] * 2, "seed": 1}
SCORE = f"{API}/rulesets/scholars/score/"


@pytest.fixture(scope="module")
def schema():
    return SchemaGenerator().get_schema(request=None, public=True)


def _operation(schema, operation_id: str) -> dict:
    return next(
        op
        for item in schema["paths"].values()
        for op in item.values()
        if isinstance(op, dict) and op.get("operationId") == operation_id
    )


def _parameter(schema, operation_id: str, name: str) -> dict:
    return next(p for p in _operation(schema, operation_id)["parameters"] if p["name"] == name)[
        "schema"
    ]


def _code(response) -> tuple[int, str]:
    return response.status_code, response.json()["code"]


def test_declared_parameter_bounds_are_the_ones_the_server_checks(schema):
    int32 = 2**31 - 1
    assert _parameter(schema, "games_retrieve", "wait") == {
        "type": "integer", "minimum": 0, "maximum": int32,
    }  # fmt: skip
    assert _parameter(schema, "games_moves_list", "limit")["minimum"] == 1
    assert _parameter(schema, "games_moves_list", "limit")["maximum"] == 200
    assert _parameter(schema, "games_list", "limit")["maximum"] == 100
    assert _parameter(schema, "games_create", "Idempotency-Key") == {
        "type": "string", "minLength": 16, "maxLength": 128,
    }  # fmt: skip
    assert _parameter(schema, "games_moves_create", "Idempotency-Key") == {
        "type": "string", "minLength": 1, "maxLength": 128,
    }  # fmt: skip


def test_query_values_outside_the_declared_bounds_are_refused(client):
    game = game_create(client)
    for query in ("after=1&wait=-1", "after=-1", "wait=x&after=0"):
        assert _code(client.get(f"{API}/games/{game['id']}/?{query}")) == (400, "validation_error")
    for query in ("limit=0", "limit=201", "after=-1"):
        listed = client.get(f"{API}/games/{game['id']}/moves/?{query}")
        assert _code(listed) == (400, "validation_error"), query
    assert client.get(f"{API}/games/{game['id']}/moves/?limit=200").status_code == 200


@pytest.mark.parametrize("query", ["to_act=", "to_act=%D9%A1", "to_act=1000", "status="])
def test_list_filters_outside_their_pattern_or_enum_are_refused(client, query):
    # "?to_act=" (empty) and an Arabic-Indic digit do not match ^([0-9]{1,3}|human)$.
    assert _code(client.get(f"{API}/games/?{query}")) == (400, "validation_error")


def test_an_undeclared_query_parameter_is_refused_by_name(client):
    response = client.get(f"{API}/games/?stauts=active")
    assert _code(response) == (400, "validation_error")
    assert response.json()["detail"] == (
        'There is no query parameter stauts here; the parameters: ["ruleset", "status", '
        '"to_act", "limit", "offset"].'
    )
    assert _code(client.get(f"{API}/rulesets/?format=json")) == (400, "validation_error")


def test_integers_beyond_32_bits_are_refused_where_declared(client, schema):
    seat = schema["components"]["schemas"]["ScholarsPlayerReportRequest"]["properties"]
    assert seat["silver"]["maximum"] == 2**31 - 1
    body = {"players": [{"name": "Ana", "silver": 2**70}]}
    assert _code(client.post(SCORE, body, content_type="application/json")) == (
        400,
        "validation_error",
    )
    game = game_create(client, ruleset="saboteur", seats=[{"name": "P", "kind": "human"}] * 3)
    seat_to_act = game["to_act"][0]
    token = tokens_of(game)[seat_to_act]
    action = {"type": "place_path", "card": "B-X", "x": 2**70, "y": 1, "rotation": 0}
    refused = move_post(client, game["id"], token, action, game["version"])
    assert refused.status_code == 400
    assert refused.json()["reason"] == "invalid_field"


@pytest.mark.parametrize(
    "player",
    [
        {"starting_scroll": 0},  # a number is no boolean
        {"starting_scroll": "yes"},
        {"silver": "5"},  # a string is no integer
        {"silver": 5.0},
        {"name": 5},  # a number is no string
    ],
)
def test_values_of_another_json_type_are_refused(client, player):
    response = client.post(SCORE, {"players": [player]}, content_type="application/json")
    assert _code(response) == (400, "validation_error")


def test_a_member_the_schema_does_not_name_is_refused(client, schema):
    assert (
        schema["components"]["schemas"]["GameCreateInputRequest"]["additionalProperties"] is False
    )
    response = client.post(f"{API}/games/", {**CREATE, "sede": 5}, content_type="application/json")
    assert _code(response) == (400, "validation_error")
    assert response.json()["errors"] == {"sede": ["No such field."]}
    game = game_create(client)
    token = tokens_of(game)[game["to_act"][0]]
    extra = client.post(
        f"{API}/games/{game['id']}/moves/",
        {"action": {"type": "resign"}, "and": 1},
        content_type="application/json",
        HTTP_IF_MATCH=f'"{game["version"]}"',
        **bearer(token),
    )
    assert _code(extra) == (400, "validation_error")
    assert client.get(f"{API}/games/{game['id']}/").json()["status"] == "active"


def test_a_seat_name_is_taken_as_sent_not_trimmed_into_a_blank(client):
    body = {**CREATE, "seats": [{"name": " ", "kind": "human"}, {"name": " Bia ", "kind": "human"}]}
    created = client.post(f"{API}/games/", body, content_type="application/json")
    assert created.status_code == 201, created.content
    assert [s["name"] for s in created.json()["seats"]] == [" ", " Bia "]


def test_the_seed_is_declared_a_permission(schema):
    seed = schema["components"]["schemas"]["GameCreateInputRequest"]["properties"]["seed"]
    assert "403 `seed_not_allowed`" in seed["description"]
    assert "403" in _operation(schema, "games_create")["responses"]


def test_response_headers_the_server_sends_are_declared(schema):
    created = _operation(schema, "games_create")["responses"]["201"]["headers"]
    assert set(created) == {"Location", "ETag", "Idempotent-Replayed"}
    assert created["ETag"]["schema"]["pattern"] == '^"[0-9]+"$'
    moved = _operation(schema, "games_moves_create")["responses"]["201"]["headers"]
    assert set(moved) == {"ETag", "Idempotent-Replayed"}
    assert "ETag" in _operation(schema, "games_retrieve")["responses"]["304"]["headers"]


def test_links_walk_a_game_from_creation_to_a_move_and_back_to_the_view(schema):
    created = _operation(schema, "games_create")["responses"]["201"]["links"]
    assert created["ListActions"] == {
        "operationId": "games_actions_list",
        "parameters": {"game_id": "$response.body#/id"},
    }
    listed = _operation(schema, "games_actions_list")["responses"]["200"]["links"]["PostMove"]
    assert listed["parameters"] == {
        "game_id": "$request.path.game_id",
        "header.If-Match": "$response.header.ETag",
    }
    assert listed["requestBody"] == {"action": "$response.body#/actions/0/action"}
    moved = _operation(schema, "games_moves_create")["responses"]["201"]["links"]
    assert moved["GetGame"]["parameters"] == {"game_id": "$request.path.game_id"}


@pytest.mark.parametrize("if_match", ["*", 'W/"0"', '"0", "1"', "0"])
def test_an_if_match_that_is_not_one_strong_version_tag_is_refused(client, schema, if_match):
    # "*" would match any version: the lost-update check the header is there for, skipped.
    declared = _parameter(schema, "games_moves_create", "If-Match")
    assert declared["pattern"] == '^"[0-9]+"$'
    game = game_create(client)
    token = tokens_of(game)[game["to_act"][0]]
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        {"action": {"type": "resign"}},
        content_type="application/json",
        HTTP_IF_MATCH=if_match,
        **bearer(token),
    )
    assert _code(response) == (400, "malformed_precondition")
    assert client.get(f"{API}/games/{game['id']}/").json()["status"] == "active"


def test_an_integer_field_with_choices_declares_them(schema):
    # Found by the long profile: rotation was declared any integer, the server takes 0 or 180.
    components = schema["components"]["schemas"]
    place = components["SaboteurPlacePathAction"]["properties"]
    enum = place["rotation"]["allOf"][0]["$ref"].rsplit("/", 1)[1]
    assert (components[enum]["type"], components[enum]["enum"]) == ("integer", [0, 180])
    assert place["x"]["maximum"] == 2**31 - 1
