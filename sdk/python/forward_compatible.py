"""The schema as the Python SDK is generated from it: forward compatible (scripts/sdk runs it).

openapi-python-client reads every answer strictly; a minor release of the API may add members,
enum values and union members, which a deployed app must keep and read. The generator's own
templates cannot know which unions are open, so the schema says it before generation:

- every union of object shapes (a game's actions, the move log's actions, the views, the legal
  action lists) is flattened to its leaf components and ends with a fallback component
  (``UnknownAction``, ``UnknownView``, ``UnknownLegalActions``) that takes any answer with the
  union's discriminating member as a string: the generated parser tries the known shapes first
  and keeps an unknown one whole instead of raising;
- ``additionalProperties: false`` is dropped, so that every model keeps the members it does not
  know in ``additional_properties`` and sends them back (an action echoed as a move keeps them).

Open enums are the template's part (sdk/python/templates/str_enum.py.jinja): an enum of two or
more values keeps an unknown value. A one-value enum is a union's discriminator (each action's
``type``, each view's ``ruleset``) and stays closed, so that the union's parser can tell the
shapes apart; tests/sdk/test_forward_compatibility.py checks that no other kind exists.

Usage: forward_compatible.py SCHEMA.yml OUT.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import yaml

REF = "#/components/schemas/"
UNIONS = ("oneOf", "anyOf")


def _fallback_name(union: str, games: list[str]) -> str:
    """``ArchitectsAction`` and ``LoggedAction`` fall back to ``UnknownAction``, a property
    ``view`` to ``UnknownView``."""
    name = union[:1].upper() + union[1:]
    for prefix in (*games, "Logged"):
        if name.startswith(prefix) and name != prefix:
            name = name[len(prefix) :]
    return f"Unknown{name}"


def _discriminator(members: list[dict[str, Any]], schemas: dict[str, Any]) -> str | None:
    """The member every shape requires with one enum value (``type``, ``ruleset``)."""
    common: set[str] | None = None
    for member in members:
        shape = schemas[member["$ref"].removeprefix(REF)]
        own = {
            name
            for name, prop in shape.get("properties", {}).items()
            if name in shape.get("required", []) and len(_enum(prop, schemas) or ()) == 1
        }
        common = own if common is None else common & own
    return min(common) if common else None


def _enum(prop: dict[str, Any], schemas: dict[str, Any]) -> list[Any] | None:
    if "enum" in prop:
        return list(prop["enum"])
    for ref in [prop.get("$ref"), *(a.get("$ref") for a in prop.get("allOf", []))]:
        if ref:
            return _enum(schemas[ref.removeprefix(REF)], schemas)
    return None


def _leaves(members: list[Any], schemas: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The union's members with every member that is itself a union replaced by its own, or
    None when a member is not a component of object shape."""
    found: list[dict[str, Any]] = []
    for member in members:
        ref = member.get("$ref") if isinstance(member, dict) else None
        if not ref:
            return None
        target = schemas[ref.removeprefix(REF)]
        inner = next((target[key] for key in UNIONS if key in target), None)
        if inner is not None:
            nested = _leaves(inner, schemas)
            if nested is None:
                return None
            found += nested
        elif target.get("type") == "object" or "properties" in target:
            found.append({"$ref": ref})
        else:
            return None
    unique: list[dict[str, Any]] = []
    for member in found:
        if member not in unique:
            unique.append(member)
    return unique


def _open_union(node: dict[str, Any], name: str, schemas: dict[str, Any], games: list[str]) -> None:
    for key in UNIONS:
        if key not in node:
            continue
        leaves = _leaves(node[key], schemas)
        if not leaves:
            return
        leaves = [m for m in leaves if not m["$ref"].removeprefix(REF).startswith("Unknown")]
        member = _discriminator(leaves, schemas)
        if member is None:
            return
        fallback = _fallback_name(name, games)
        schemas.setdefault(
            fallback,
            {
                "type": "object",
                "description": (
                    f"A shape this version of the SDK does not know yet (a newer server's): "
                    f"`{member}` names it; every member it carries is kept in "
                    "`additional_properties`."
                ),
                "properties": {member: {"type": "string"}},
                "required": [member],
            },
        )
        node[key] = [*leaves, {"$ref": f"{REF}{fallback}"}]
        node.pop("discriminator", None)  # the mapping would not name the fallback


def _walk(node: Any, name: str, schemas: dict[str, Any], games: list[str]) -> None:
    if isinstance(node, dict):
        if node.get("additionalProperties") is False:
            del node["additionalProperties"]
        _open_union(node, name, schemas, games)
        for key, value in node.items():
            if key == "properties":
                for prop, schema in value.items():
                    _walk(schema, prop, schemas, games)
            elif key != "examples" and key != "example":
                _walk(value, name, schemas, games)
    elif isinstance(node, list):
        for item in node:
            _walk(item, name, schemas, games)


def forward_compatible(document: dict[str, Any]) -> dict[str, Any]:
    """The document, changed in place as the module's docstring says."""
    schemas = document["components"]["schemas"]
    games = [str(g).capitalize() for g in schemas.get("RulesetEnum", {}).get("enum", [])]
    for name in list(schemas):
        _walk(schemas[name], name, schemas, games)
    _walk(document.get("paths", {}), "", schemas, games)
    return document


if __name__ == "__main__":
    source, target = Path(sys.argv[1]), Path(sys.argv[2])
    document = yaml.safe_load(source.read_text(encoding="utf-8"))
    target.write_text(json.dumps(forward_compatible(document)), encoding="utf-8")
