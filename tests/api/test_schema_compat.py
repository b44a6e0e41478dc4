"""The breaking-change comparer on crafted schema pairs (api/schema_compat.py)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from api.schema_compat import breaking_changes, compatibility_problems, version_key


def _base() -> dict[str, Any]:
    return {
        "openapi": "3.0.3",
        "info": {"title": "t", "version": "1.2.0"},
        "paths": {
            "/games/": {
                "get": {
                    "operationId": "games_list",
                    "parameters": [
                        {"in": "query", "name": "status", "schema": {"enum": ["active", "done"]}}
                    ],
                    "responses": {
                        "200": {
                            "content": {
                                "application/json": {
                                    "schema": {"$ref": "#/components/schemas/Game"}
                                }
                            }
                        }
                    },
                },
                "post": {
                    "operationId": "games_create",
                    "requestBody": {
                        "content": {
                            "application/json": {
                                "schema": {"$ref": "#/components/schemas/GameRequest"}
                            }
                        }
                    },
                    "responses": {"201": {"description": "made"}},
                },
            },
            "/games/{id}/": {"get": {"operationId": "games_retrieve", "responses": {}}},
        },
        "components": {
            "schemas": {
                "Game": {
                    "type": "object",
                    "properties": {
                        "id": {"type": "string"},
                        "role": {"type": "string", "enum": ["miner", "saboteur"]},
                    },
                },
                "GameRequest": {
                    "type": "object",
                    "properties": {
                        "ruleset": {"type": "string"},
                        "seats": {"type": "array", "items": {"$ref": "#/components/schemas/Seat"}},
                    },
                    "required": ["ruleset"],
                },
                "Seat": {"type": "object", "properties": {"name": {"type": "string"}}},
            }
        },
    }


def _changed(edit) -> list[str]:
    new = copy.deepcopy(_base())
    edit(new)
    return breaking_changes(_base(), new)


def test_an_unchanged_schema_breaks_nothing():
    assert breaking_changes(_base(), _base()) == []


def test_additions_break_nothing():
    def add(doc):
        doc["paths"]["/rulesets/"] = {"get": {"responses": {}}}
        doc["paths"]["/games/"]["get"]["parameters"].append({"in": "query", "name": "limit"})
        doc["components"]["schemas"]["Game"]["properties"]["seat"] = {"type": "integer"}
        doc["components"]["schemas"]["Game"]["properties"]["role"]["enum"].append("gold")
        doc["components"]["schemas"]["GameRequest"]["properties"]["seed"] = {"type": "integer"}
        doc["components"]["schemas"]["Extra"] = {"type": "object"}

    assert _changed(add) == []


def _drop_path(doc):
    del doc["paths"]["/games/{id}/"]


def _drop_operation(doc):
    del doc["paths"]["/games/"]["post"]


def _drop_member(doc):
    del doc["components"]["schemas"]["Game"]["properties"]["id"]


def _drop_enum_value(doc):
    doc["components"]["schemas"]["Game"]["properties"]["role"]["enum"].remove("saboteur")


def _drop_parameter(doc):
    doc["paths"]["/games/"]["get"]["parameters"] = []


def _require_parameter(doc):
    doc["paths"]["/games/"]["get"]["parameters"][0]["required"] = True


def _new_required_header(doc):
    doc["paths"]["/games/{id}/"]["get"]["parameters"] = [
        {"in": "header", "name": "If-Match", "required": True}
    ]


def _require_input_member(doc):
    doc["components"]["schemas"]["GameRequest"]["required"].append("seats")


def _require_nested_input_member(doc):  # Seat is an input through GameRequest's seats
    doc["components"]["schemas"]["Seat"]["required"] = ["name"]


def _drop_component(doc):
    del doc["components"]["schemas"]["Seat"]
    doc["components"]["schemas"]["GameRequest"]["properties"]["seats"]["items"] = {}


def _drop_enum_value_of_a_parameter(doc):
    doc["paths"]["/games/"]["get"]["parameters"][0]["schema"]["enum"] = ["active"]


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (_drop_path, "/games/{id}/: path removed"),
        (_drop_operation, "POST /games/: operation removed"),
        (_drop_member, "#/components/schemas/Game: member id removed"),
        (_drop_enum_value, "#/components/schemas/Game.role: enum values ['saboteur'] removed"),
        (_drop_parameter, "GET /games/: query parameter status removed"),
        (_require_parameter, "GET /games/: query parameter status is now required"),
        (_new_required_header, "GET /games/{id}/: new required header parameter If-Match"),
        (_require_input_member, "#/components/schemas/GameRequest: input members ['seats']"),
        (_require_nested_input_member, "#/components/schemas/Seat: input members ['name']"),
        (_drop_component, "#/components/schemas/Seat: component removed"),
        (_drop_enum_value_of_a_parameter, "query parameter status: enum values ['done'] removed"),
    ],
)
def test_each_kind_of_breaking_change_is_named(edit, expected):
    changes = _changed(edit)
    assert any(expected in change for change in changes), changes


def test_a_response_member_newly_required_is_no_break_but_an_input_one_is():
    def require_response_member(doc):
        doc["components"]["schemas"]["Game"]["required"] = ["id"]

    assert _changed(require_response_member) == []


def test_only_a_major_bump_carries_a_breaking_change():
    new = copy.deepcopy(_base())
    _drop_member(new)
    for version in ("1.2.0", "1.3.0", "1.10.0", "0.9.0"):
        new["info"]["version"] = version
        assert compatibility_problems(_base(), new), version
    new["info"]["version"] = "2.0.0"
    assert compatibility_problems(_base(), new) == []


def test_versions_sort_by_number():
    assert sorted(["1.10.0", "1.9.2", "2.0.0", "1.0.0"], key=version_key) == [
        "1.0.0",
        "1.9.2",
        "1.10.0",
        "2.0.0",
    ]
