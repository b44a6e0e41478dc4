"""The API reference: summaries, descriptions, tags, per-operation problem codes that real
answers keep to, examples that validate, and a page behind every problem ``type``."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlparse

import pytest
from jsonschema import Draft202012Validator

from api.schema_reference import OPERATIONS, TAGS
from games.errors import STATUS_BY_CODE, ProblemCode
from tests.api.helpers import API, bearer, game_create, move_post, tokens_of
from tests.api.test_schema_shapes import _as_json_schema, _inlined

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def schema(django_db_blocker) -> dict[str, Any]:
    from api.schema_snapshot import schema_generate

    with django_db_blocker.unblock():
        return schema_generate()


def _operations(schema):
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            yield path, method, operation


def test_every_operation_reads_in_words_with_a_tag(schema):
    tags = {name for name, _ in TAGS}
    assert {t["name"] for t in schema["tags"]} == tags
    seen = set()
    for path, method, operation in _operations(schema):
        seen.add(operation["operationId"])
        assert operation["summary"] and operation["summary"] != operation["operationId"]
        assert "_" not in operation["summary"], "a heading in words, not an operation id"
        for part in ("**Who may call it:**", "**Throttles:**", "**Problem codes:**"):
            assert part in operation["description"], (path, method, part)
        assert operation["tags"] and set(operation["tags"]) <= tags
    assert seen == set(OPERATIONS)
    descriptions = [op["description"] for _, _, op in _operations(schema)]
    assert len(set(descriptions)) == len(descriptions)


def test_each_problem_status_lists_its_codes_with_examples_that_validate(schema):
    components = _as_json_schema(schema["components"]["schemas"])
    problem = Draft202012Validator(_inlined(components["Problem"], components))
    for path, method, operation in _operations(schema):
        for status, response in operation["responses"].items():
            if status[0] not in "45":
                continue
            if status in ("414", "431"):  # the HTTP server's own page, before the API
                assert list(response["content"]) == ["text/html"]
                continue
            codes = response["x-problem-codes"]
            assert codes and all(STATUS_BY_CODE[ProblemCode(c)] == int(status) for c in codes)
            examples = response["content"]["application/problem+json"]["examples"]
            assert set(codes) <= set(examples)
            for code, example in examples.items():
                errors = [e.message for e in problem.iter_errors(example["value"])]
                assert not errors, (path, method, status, code, errors)
                assert example["value"]["code"] in codes


def test_throttles_are_read_off_the_views(schema):
    move = schema["paths"]["/api/v1/games/{game_id}/moves/"]["post"]["description"]
    assert "`move_seat` per seat token, 120/minute by default" in move
    assert "app_game_create" not in move  # an app key authenticates creating and listing only
    create = schema["paths"]["/api/v1/games/"]["post"]["description"]
    assert "`app_game_create` per app (with an app key), 600/minute by default" in create
    score = schema["paths"]["/api/v1/rulesets/scholars/score/"]["post"]
    assert "**Throttles:** none." in score["description"]
    assert "429" not in score["responses"]


@pytest.mark.parametrize("code", list(ProblemCode))
def test_every_problem_type_leads_to_a_page_explaining_it(client, code):
    from api.problems import PROBLEM_BASE

    path = urlparse(PROBLEM_BASE + code.value).path
    page = client.get(path, HTTP_ACCEPT="text/html,application/xhtml+xml")
    assert page.status_code == 200 and page["Content-Type"].startswith("text/html")
    html = page.content.decode()
    assert f"<code>{code.value}</code>" in html and f"HTTP {STATUS_BY_CODE[code]}" in html
    described = client.get(path).json()
    assert described["code"] == code.value and described["status"] == STATUS_BY_CODE[code]
    assert described["type"] == PROBLEM_BASE + code.value
    assert described["details"]["pt-BR"]
    assert client.get("/problems/no_such_problem").status_code == 404


def _declared(schema, path: str, method: str, response) -> None:
    operation = schema["paths"][path][method]
    body = response.json()
    declared = operation["responses"].get(str(response.status_code), {}).get("x-problem-codes")
    assert declared and body["code"] in declared, (path, method, response.status_code, body)


def test_real_problems_are_among_the_codes_their_operation_declares(client, schema):
    game = game_create(
        client, seats=[{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    )
    gid, tokens = game["id"], tokens_of(game)
    one = "/api/v1/games/{game_id}/"
    moves = "/api/v1/games/{game_id}/moves/"
    cases = [
        (one, "get", client.get(f"{API}/games/{gid}/", **bearer("nope"))),
        (one, "get", client.get(f"{API}/games/00000000-0000-4000-8000-000000000000/")),
        (one, "get", client.get(f"{API}/games/{gid}/?bogus=1")),
        ("/api/v1/games/{game_id}/actions/", "get", client.get(f"{API}/games/{gid}/actions/")),
        ("/api/v1/games/{game_id}/result/", "get", client.get(f"{API}/games/{gid}/result/")),
        (moves, "post", move_post(client, gid, tokens[0], {"type": "resign"}, None)),
        (moves, "post", move_post(client, gid, tokens[0], {"type": "resign"}, 7)),
        (
            moves,
            "post",
            client.post(
                f"{API}/games/{gid}/moves/",
                {"action": {"type": "resign"}},
                "application/json",
                HTTP_IF_MATCH='"0"',
            ),
        ),
        (moves, "post", move_post(client, gid, tokens[0], {"type": "nope"}, 0)),
        (
            "/api/v1/games/",
            "post",
            client.post(
                f"{API}/games/", {"ruleset": "architects", "seats": []}, "application/json"
            ),
        ),
        ("/api/v1/rulesets/{slug}/", "get", client.get(f"{API}/rulesets/chess/")),
        (
            "/api/v1/rulesets/{slug}/content/{release}/",
            "get",
            client.get(f"{API}/rulesets/architects/content/nope/"),
        ),
    ]
    for path, method, response in cases:
        assert response.status_code >= 400, (path, response.content)
        _declared(schema, path, method, response)
