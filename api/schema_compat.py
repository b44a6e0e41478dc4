"""Breaking changes between two OpenAPI documents (pure Python, no Django).

A client built against the old document breaks when the new one drops something it relies on
or asks for something it never sends:

- a path or an operation removed;
- a parameter removed (the server refuses undeclared query parameters), or a new required one;
- a member of an object removed (``properties``), anywhere in a schema;
- an enum value removed;
- a member newly required in an input (a request body, a parameter, a component they use);
- a component schema removed (SDKs name their types after them).

Additions (a path, an optional member, a response member, an enum value) are not breaking.
``breaking_changes`` lists what it finds, one sentence each; ``compatibility_problems`` adds the
rule that only a major bump of ``info.version`` may carry them.
"""

from __future__ import annotations

from typing import Any

REF = "#/components/schemas/"
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def breaking_changes(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    found: list[str] = []
    _compare_paths(old.get("paths", {}), new.get("paths", {}), found)
    old_schemas = old.get("components", {}).get("schemas", {})
    new_schemas = new.get("components", {}).get("schemas", {})
    inputs = input_components(old) | input_components(new)
    for name, schema in old_schemas.items():
        where = f"{REF}{name}"
        if name not in new_schemas:
            found.append(f"{where}: component removed")
        else:
            _compare_schema(schema, new_schemas[name], where, name in inputs, found)
    return found


def input_components(document: dict[str, Any]) -> set[str]:
    """The components a client sends: those a request body or a parameter refers to, and
    those they refer to in turn."""
    schemas = document.get("components", {}).get("schemas", {})
    pending = [
        node
        for item in document.get("paths", {}).values()
        for method, operation in item.items()
        if method in METHODS
        for node in (operation.get("requestBody"), operation.get("parameters"))
        if node
    ]
    seen: set[str] = set()
    while pending:
        for ref in _refs(pending.pop()):
            name = ref.removeprefix(REF)
            if name not in seen and name in schemas:
                seen.add(name)
                pending.append(schemas[name])
    return seen


def _refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        own = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
        return own + [ref for value in node.values() for ref in _refs(value)]
    if isinstance(node, list):
        return [ref for item in node for ref in _refs(item)]
    return []


def major(version: str) -> int:
    head = version.split(".", 1)[0].lstrip("v")
    return int(head) if head.isdigit() else 0


def compatibility_problems(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """The breaking changes, unless the new version's major number is above the old one's."""
    old_version = str(old.get("info", {}).get("version", "0"))
    new_version = str(new.get("info", {}).get("version", "0"))
    if major(new_version) > major(old_version):
        return []
    return [
        f"{change} (API {old_version} -> {new_version}: a breaking change takes a major bump)"
        for change in breaking_changes(old, new)
    ]


def _compare_paths(old: dict[str, Any], new: dict[str, Any], found: list[str]) -> None:
    for path, old_item in old.items():
        if path not in new:
            found.append(f"{path}: path removed")
            continue
        new_item = new[path]
        for method in METHODS:
            if method not in old_item:
                continue
            where = f"{method.upper()} {path}"
            if method not in new_item:
                found.append(f"{where}: operation removed")
                continue
            _compare_operation(old_item[method], new_item[method], where, found)


def _parameters(operation: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {(p.get("in", ""), p.get("name", "")): p for p in operation.get("parameters", [])}


def _compare_operation(
    old: dict[str, Any], new: dict[str, Any], where: str, found: list[str]
) -> None:
    old_parameters, new_parameters = _parameters(old), _parameters(new)
    for key, parameter in old_parameters.items():
        label = f"{where}: {key[0]} parameter {key[1]}"
        if key not in new_parameters:
            found.append(f"{label} removed")
            continue
        if new_parameters[key].get("required") and not parameter.get("required"):
            found.append(f"{label} is now required")
        _compare_schema(
            parameter.get("schema", {}), new_parameters[key].get("schema", {}), label, True, found
        )
    for key, parameter in new_parameters.items():
        if key not in old_parameters and parameter.get("required"):
            found.append(f"{where}: new required {key[0]} parameter {key[1]}")
    old_body, new_body = old.get("requestBody"), new.get("requestBody")
    if new_body and new_body.get("required") and not (old_body and old_body.get("required")):
        found.append(f"{where}: the request body is now required")
    if old_body and new_body:
        for media, content in old_body.get("content", {}).items():
            if media not in new_body.get("content", {}):
                found.append(f"{where}: request body {media} no longer accepted")
                continue
            new_schema = new_body["content"][media].get("schema", {})
            _compare_schema(content.get("schema", {}), new_schema, f"{where} body", True, found)
    for status, response in old.get("responses", {}).items():
        new_response = new.get("responses", {}).get(status)
        if new_response is None:
            continue  # a status no longer answered: nothing a client sends breaks
        for media, content in response.get("content", {}).items():
            new_content = new_response.get("content", {}).get(media)
            if new_content is None:
                found.append(f"{where}: {status} {media} no longer served")
                continue
            label = f"{where} {status}"
            _compare_schema(
                content.get("schema", {}), new_content.get("schema", {}), label, False, found
            )


def _compare_schema(old: Any, new: Any, where: str, is_input: bool, found: list[str]) -> None:
    """Walk the two schemas side by side (a ``$ref`` is compared as the reference it is: the
    component it names is compared on its own)."""
    if not isinstance(old, dict) or not isinstance(new, dict):
        return
    old_properties, new_properties = old.get("properties", {}), new.get("properties", {})
    for name, schema in old_properties.items():
        if name not in new_properties:
            found.append(f"{where}: member {name} removed")
        else:
            _compare_schema(schema, new_properties[name], f"{where}.{name}", is_input, found)
    if "enum" in old and "enum" in new:
        removed = [value for value in old["enum"] if value not in new["enum"]]
        if removed:
            found.append(f"{where}: enum values {removed} removed")
    if is_input:
        newly = [name for name in new.get("required", []) if name not in old.get("required", [])]
        if newly:
            found.append(f"{where}: input members {sorted(newly)} now required")
    for key in ("items", "additionalProperties", "not"):
        _compare_schema(old.get(key), new.get(key), f"{where}[{key}]", is_input, found)
    for key in ("allOf", "oneOf", "anyOf"):
        _compare_alternatives(old.get(key, []), new.get(key, []), f"{where}/{key}", is_input, found)


def _compare_alternatives(
    old: list[Any], new: list[Any], where: str, is_input: bool, found: list[str]
) -> None:
    """A union's alternatives: an input that loses a referenced shape refuses what it took;
    inline alternatives are compared in order when there are as many."""
    new_refs = {a.get("$ref") for a in new if isinstance(a, dict)}
    for alternative in old:
        ref = alternative.get("$ref") if isinstance(alternative, dict) else None
        if is_input and ref and ref not in new_refs:
            found.append(f"{where}: input alternative {ref} removed")
    if len(old) == len(new):
        for index, (a, b) in enumerate(zip(old, new, strict=True)):
            _compare_schema(a, b, f"{where}/{index}", is_input, found)


def version_key(version: str) -> tuple[int, ...]:
    """``"1.10.0"`` sorts after ``"1.9.2"``."""
    return tuple(int(part) if part.isdigit() else 0 for part in version.lstrip("v").split("."))
