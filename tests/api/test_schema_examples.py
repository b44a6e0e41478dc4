"""The reference's examples: made by the engines, each valid against its own schema (every
object closed), one per game where a game is involved, on every operation."""

from __future__ import annotations

from typing import Any

import pytest
from jsonschema import Draft202012Validator

from games.rules.registry import SLUGS
from tests.api.test_schema_shapes import _as_json_schema, _inlined

pytestmark = pytest.mark.django_db

PER_GAME = {
    ("/api/v1/games/", "post", "request"),
    ("/api/v1/games/", "post", "201"),
    ("/api/v1/games/{game_id}/", "get", "200"),
    ("/api/v1/games/{game_id}/actions/", "get", "200"),
    ("/api/v1/games/{game_id}/moves/", "post", "request"),
    ("/api/v1/games/{game_id}/moves/", "post", "201"),
    ("/api/v1/games/{game_id}/moves/", "post", "422"),
    ("/api/v1/games/{game_id}/moves/", "get", "200"),
}


@pytest.fixture(scope="module")
def schema(django_db_blocker) -> dict[str, Any]:
    from api.schema_snapshot import schema_generate

    with django_db_blocker.unblock():
        return schema_generate()


def _contents(operation: dict[str, Any]):
    body = operation.get("requestBody", {}).get("content", {})
    for content in body.values():
        yield "request", content
    for status, response in operation["responses"].items():
        for content in response.get("content", {}).values():
            yield status, content


def test_every_example_validates_against_its_schema(schema):
    components = _as_json_schema(schema["components"]["schemas"])
    checked = 0
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            found = 0
            for where, content in _contents(operation):
                examples = content.get("examples", {})
                found += len(examples)
                if (path, method, where) in PER_GAME:
                    assert set(SLUGS) <= set(examples), (path, method, where)
                validator = Draft202012Validator(
                    _inlined(_as_json_schema(content["schema"]), components)
                )
                for name, example in examples.items():
                    error = next(iter(validator.iter_errors(example["value"])), None)
                    where_ = f"{method} {path} {where} {name}"
                    assert error is None, f"{where_}: {error.message} at {list(error.path)}"
                    checked += 1
            assert found, f"{method} {path} has no example"
    assert checked > 60


def test_a_companion_move_example_is_a_report_and_a_refusal_lists_the_actions(schema):
    move = schema["paths"]["/api/v1/games/{game_id}/moves/"]["post"]
    posted = move["requestBody"]["content"]["application/json"]["examples"]
    assert "report" in posted["marsbot"]["summary"]
    assert posted["saboteur"]["value"]["action"]["type"] == "place_path"
    refused = move["responses"]["422"]["content"]["application/problem+json"]["examples"]
    listed = refused["architects"]["value"]["legal_actions"]
    assert listed and all(item["label"] for item in listed)
