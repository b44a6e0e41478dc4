"""What the API serves matches the per-game shapes of its OpenAPI schema.

Each game is played over HTTP with random legal actions; at every position the game resource
as every human seat and a spectator see it, the legal actions and each move's answer are
validated (jsonschema) against the schema's own components, every object closed: a member
the server sends without the schema declaring it fails, so the typed SDKs cannot drift.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from drf_spectacular.generators import SchemaGenerator
from jsonschema import Draft202012Validator

from games.rules.registry import SLUGS
from tests.api.helpers import API, bearer, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)

# Human seats and moves played per game (the companion games' positions cost more to serve;
# the engines' own test covers whole games: tests/conformance/test_view_schemas.py).
HUMANS = {"architects": 3, "saboteur": 3, "marsbot": 1, "scholars": 1}
MOVES = {"architects": 60, "saboteur": 60, "marsbot": 40, "scholars": 30}


def _as_json_schema(schema: Any) -> Any:
    """An OpenAPI 3.0 schema as JSON Schema: ``nullable`` into the type (and enum), every
    object that lists its properties closed to other members."""
    if isinstance(schema, list):
        return [_as_json_schema(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: _as_json_schema(v) for k, v in schema.items() if k != "nullable"}
    if schema.get("nullable"):
        if "type" in out:
            out["type"] = [out["type"], "null"]
            if "enum" in out and None not in out["enum"]:
                out["enum"] = [*out["enum"], None]
        else:
            out = {"anyOf": [out, {"type": "null"}]}
    if "properties" in out and "additionalProperties" not in out:
        out["additionalProperties"] = False
    return out


@pytest.fixture(scope="module")
def components() -> dict[str, Any]:
    schema = SchemaGenerator().get_schema(request=None, public=True)
    return _as_json_schema(schema["components"]["schemas"])


def _inlined(schema: Any, components: dict[str, Any]) -> Any:
    """``schema`` with every ``$ref`` replaced by its component (the schema has no cycles;
    resolving references while validating would be many times slower)."""
    if isinstance(schema, list):
        return [_inlined(s, components) for s in schema]
    if not isinstance(schema, dict):
        return schema
    if "$ref" in schema:
        return _inlined(components[schema["$ref"].rsplit("/", 1)[-1]], components)
    return {k: _inlined(v, components) for k, v in schema.items()}


def _validator(components: dict[str, Any], name: str) -> Draft202012Validator:
    return Draft202012Validator(_inlined(components[name], components))


def _check(validator: Draft202012Validator, instance: Any, what: str) -> None:
    error = next(iter(validator.iter_errors(instance)), None)
    assert error is None, f"{what}: {error.message} at /{'/'.join(map(str, error.absolute_path))}"


def test_each_game_has_its_view_and_actions_in_the_schema(components) -> None:
    for slug in SLUGS:
        name = "".join(part.capitalize() for part in slug.split("_"))
        assert components[f"{name}View"]["properties"]["ruleset"]["enum"] == [slug]
        assert "oneOf" in components[f"{name}Action"]
    view = components["GameOutput"]["properties"]["view"]
    assert len(view["oneOf"]) == len(SLUGS)


@pytest.mark.parametrize("slug", SLUGS)
def test_served_views_and_actions_match_the_schema(client, components, slug: str) -> None:
    game_v = _validator(components, "GameOutput")
    actions_v = _validator(components, "LegalActions")
    accepted_v = _validator(components, "MoveAccepted")
    request_v = _validator(components, "MoveRequest")
    seats = [{"name": f"H{i}", "kind": "human"} for i in range(HUMANS[slug])]
    if slug in ("marsbot", "scholars"):
        seats.append({"name": "Bot", "kind": "automa"})
    created = game_create(client, ruleset=slug, seats=seats, seed=4)
    _check(game_v, created, f"{slug} created")
    tokens = tokens_of(created)
    rng = random.Random(4)
    listed_actions = 0
    for _ in range(MOVES[slug]):
        for seat, token in [(None, None), *tokens.items()]:
            headers = bearer(token) if token else {}
            detail = client.get(f"{API}/games/{created['id']}/", **headers).json()
            _check(game_v, detail, f"{slug} view of seat {seat}")
            assert detail["view"]["ruleset"] == slug
        if detail["status"] != "active":
            break
        seat = next(s for s in detail["to_act"] if s in tokens)
        listed = client.get(f"{API}/games/{created['id']}/actions/", **bearer(tokens[seat]))
        _check(actions_v, listed.json(), f"{slug} legal actions")
        actions = listed.json()["actions"]
        listed_actions += len(actions)
        action = rng.choice(actions)["action"]
        _check(request_v, {"action": action}, f"{slug} move request")
        answer = move_post(client, created["id"], tokens[seat], action, detail["version"])
        assert answer.status_code == 201, answer.content
        _check(accepted_v, answer.json(), f"{slug} move answer")
    assert listed_actions > 0
    # The move log as each seat and a spectator read it: other seats' actions redacted.
    log_v = _validator(components, "MovePage")
    for seat, token in [(None, None), *tokens.items()]:
        headers = bearer(token) if token else {}
        log = client.get(f"{API}/games/{created['id']}/moves/?limit=200", **headers).json()
        assert log["results"]
        _check(log_v, log, f"{slug} move log of seat {seat}")


@pytest.mark.parametrize(
    "action",
    [
        {"type": "pass", "cards": ["B-X", "MAP"]},
        {"type": "discard_and_repair", "cards": ["B-X", "MAP"], "remove": "cart"},
    ],
)
def test_a_redacted_action_is_a_declared_shape_of_the_move_log(components, action) -> None:
    """Another seat's face-down discards reach the log as a redacted shape the schema names
    (``Ruleset.redacted_action_specs``): not a game's action, yet typed."""
    from games.rules.registry import ruleset_get

    redacted = ruleset_get("saboteur").redact_action(action, actor=0, viewer=1)
    assert "cards" not in redacted
    _check(_validator(components, "LoggedAction"), redacted, "redacted action")
    assert not _validator(components, "Action").is_valid(redacted)
    _check(_validator(components, "LoggedAction"), action, "the actor's own action")
