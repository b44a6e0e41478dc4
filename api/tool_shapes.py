"""The games' tools in the OpenAPI schema: ``POST rulesets/{slug}/tools/{tool}/`` takes one of
the tools' inputs and answers that tool's answer, each a component of its own
(``ScholarsDiceToolInput``, ``ScholarsDiceToolOutput``) from the tool's JSON Schema."""

from __future__ import annotations

from typing import Any

from api.action_serializers import camel
from api.game_shapes import to_openapi
from games.rules.registry import rulesets_available

OPERATION = "rulesets_tools_create"


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def tool_components() -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    """Each offered game's tools, by component name stem: (input, answer) in OpenAPI terms."""
    found = {}
    for rules in rulesets_available():
        for tool in rules.tools:
            stem = f"{camel(rules.slug)}{camel(tool.name)}Tool"
            words = f"{rules.title}: {tool.title['en']}. {tool.description['en']}"
            found[stem] = (
                {**to_openapi(tool.input_schema), "description": words},
                to_openapi(tool.output_schema),
            )
    return found


def _one_of(names: list[str], description: str) -> dict[str, Any]:
    return {"oneOf": [_ref(name) for name in names], "description": description}


def postprocess_tool_shapes(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Add each tool's input and answer components, and type the generic route with them."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    stems = tool_components()
    for stem, (taken, answered) in stems.items():
        for name, component in ((f"{stem}Input", taken), (f"{stem}Output", answered)):
            if name in schemas:
                raise ValueError(f"the tool shape {name} clashes with another component")
            schemas[name] = component
    for path_item in result.get("paths", {}).values():
        operation = path_item.get("post")
        if not isinstance(operation, dict) or operation.get("operationId") != OPERATION:
            continue
        operation["requestBody"]["required"] = True
        body = operation["requestBody"]["content"]["application/json"]
        body["schema"] = _one_of(
            [f"{stem}Input" for stem in stems], "The input of the tool named in the path."
        )
        answer = operation["responses"]["200"]["content"]["application/json"]
        answer["schema"] = _one_of(
            [f"{stem}Output" for stem in stems], "The answer of the tool named in the path."
        )
    return result
