"""OpenAPI post-processing for generated SDKs: one type per value end to end.

- A game's action is one component whether it is listed or posted. drf-spectacular splits every
  serializer into a response and a ``…Request`` twin (``COMPONENT_SPLIT_REQUEST``); for actions
  the twins differ only by ``minLength`` on strings, yet SDKs make them two classes, so a listed
  action could not be posted as it is. The twins are merged under the listed name, keeping the
  request's constraints (a listed action always meets them).
- A game id is a UUID in the path as it is in the bodies (the URL takes any string so that a
  malformed id is a 404 problem, not a router miss).
"""

from __future__ import annotations

from typing import Any

REF = "#/components/schemas/"
REQUEST = "Request"
# Path parameters that hold the ``id`` of a resource whose schema says ``format: uuid``.
UUID_PATH_PARAMETERS = ("game_id",)


def _is_action_twin(name: str, schemas: dict[str, Any]) -> bool:
    base = name.removesuffix(REQUEST)
    return name.endswith("Action" + REQUEST) and base in schemas


def _renamed(node: Any, renames: dict[str, str]) -> Any:
    """``node`` with every reference to a renamed component (``$ref`` and discriminator
    mappings) pointing at its new name."""
    if isinstance(node, dict):
        return {key: _renamed(value, renames) for key, value in node.items()}
    if isinstance(node, list):
        return [_renamed(item, renames) for item in node]
    if isinstance(node, str) and node.startswith(REF):
        return REF + renames.get(node.removeprefix(REF), node.removeprefix(REF))
    return node


def postprocess_sdk_types(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    schemas = result.get("components", {}).get("schemas", {})
    twins = [name for name in schemas if _is_action_twin(name, schemas)]
    renames = {name: name.removesuffix(REQUEST) for name in twins}
    for name in twins:
        schemas[renames[name]] = schemas.pop(name)
    merged = _renamed(result, renames)
    for path_item in merged.get("paths", {}).values():
        for operation in path_item.values():
            if not isinstance(operation, dict):
                continue
            for parameter in operation.get("parameters", []):
                if parameter.get("in") == "path" and parameter["name"] in UUID_PATH_PARAMETERS:
                    parameter.setdefault("schema", {})["format"] = "uuid"
    return merged
