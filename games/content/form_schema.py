"""The schema the admin's content form is drawn from (django-jsonform), made from a content
kind's JSON Schema, the entry being edited and the editor's language; and the way back from
what the form posts to the entry's JSON.

The kinds' schemas are written to validate, not to draw: a free object (``{"type":
"object"}``), ``["string", "null"]`` or an ``enum`` without a type would give the form no
input. Here each gets one: a free object the fields the entry holds, a nullable value its
type (left empty for null), an enum a select. The kind's schema still validates every save.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.content.titles import field_words
from games.content.words import choice_title


class _Missing:
    pass


MISSING: Any = _Missing()


def form_schema(
    *, ruleset: str, kind: str, title: str, schema: Mapping[str, Any], value: Any, language: str
) -> dict[str, Any]:
    """The django-jsonform schema of one entry of ``kind``."""
    drawn = _node(_Words(ruleset, kind, language), schema, value, "", "")
    drawn["title"] = title
    return drawn


class _Words:
    def __init__(self, ruleset: str, kind: str, language: str) -> None:
        self.ruleset, self.kind, self.language = ruleset, kind, language

    def __call__(self, field: str, parent: str) -> dict[str, str]:
        title, help_text = field_words(self.ruleset, self.kind, field, self.language, parent)
        return {"title": title, "help_text": help_text} if help_text else {"title": title}


def _node(words: _Words, schema: Mapping[str, Any], value: Any, name: str, parent: str) -> dict:
    shown = words(name, parent) if name else {}
    if "enum" in schema:
        return {**_choices(schema["enum"], words.language), **shown}
    kind = _type(schema, value)
    if kind == "object":
        return {**_object(words, schema, value, name), **shown}
    if kind == "array":
        first = value[0] if isinstance(value, list) and value else MISSING
        items: Mapping[str, Any] = (
            schema["items"] if isinstance(schema.get("items"), Mapping) else {}
        )
        drawn: dict[str, Any] = {"type": "array", "items": _node(words, items, first, "", name)}
        drawn["items"].setdefault("title", shown.get("title", name))
        for bound in ("minItems", "maxItems"):
            if bound in schema:
                drawn[bound] = schema[bound]
        return {**drawn, **shown}
    drawn = {"type": kind}
    for bound in ("minimum", "maximum"):
        if bound in schema:
            drawn[bound] = schema[bound]
    return {**drawn, **shown}


def _choices(options: list[Any], language: str) -> dict[str, Any]:
    named = [o for o in options if o is not None]
    kind = "integer" if named and all(isinstance(o, int) for o in named) else "string"
    choices = [{"title": choice_title(o, language), "value": o} for o in named]
    if None in options:
        choices.insert(0, {"title": "—", "value": ""})
    return {"type": kind, "choices": choices}


def _type(schema: Mapping[str, Any], value: Any) -> str:
    declared = schema.get("type")
    if isinstance(declared, list):
        declared = next((t for t in declared if t != "null"), None)
    if declared:
        return str(declared)
    return _type_of(value)


def _type_of(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, list):
        return "array"
    if isinstance(value, Mapping):
        return "object"
    return "string"


def _object(words: _Words, schema: Mapping[str, Any], value: Any, name: str) -> dict:
    held = value if isinstance(value, Mapping) else {}
    declared = schema.get("properties") or {}
    extra = schema.get("additionalProperties")
    properties = {
        key: _node(words, sub, held.get(key, MISSING), key, name) for key, sub in declared.items()
    }
    drawn: dict[str, Any] = {"type": "object", "properties": properties}
    if isinstance(extra, Mapping):
        # A map (player count → tokens): keys may be added; the held ones are shown.
        drawn["additionalProperties"] = _node(words, extra, MISSING, "", name)
        return drawn
    for key, held_value in held.items():
        if key not in properties:  # a field the schema leaves free: shown as the entry holds it
            properties[key] = _node(words, {}, held_value, key, name)
    if schema.get("required"):
        drawn["required"] = list(schema["required"])
    return drawn


def form_value_clean(schema: Mapping[str, Any], posted: Any, held: Any) -> Any:
    """What the form posted, as the entry's JSON: an optional field the entry did not have
    and the form filled in empty is dropped again, an empty answer where the schema allows
    null (or the entry held null) is null."""
    if isinstance(posted, dict):
        properties = schema.get("properties") or {}
        extra = schema.get("additionalProperties")
        required = set(schema.get("required") or ())
        cleaned = {}
        for key, value in posted.items():
            sub = properties.get(key) or (extra if isinstance(extra, Mapping) else {})
            before = held.get(key, MISSING) if isinstance(held, Mapping) else MISSING
            value = form_value_clean(sub, value, before)
            if before is MISSING and key not in required and value in ("", None, [], {}):
                continue
            cleaned[key] = value
        return cleaned
    if isinstance(posted, list):
        items: Mapping[str, Any] = (
            schema["items"] if isinstance(schema.get("items"), Mapping) else {}
        )
        old = held if isinstance(held, list) else []
        return [
            form_value_clean(items, v, old[i] if i < len(old) else MISSING)
            for i, v in enumerate(posted)
        ]
    if posted == "" and (_allows_null(schema) or held is None):
        return None
    return posted


def _allows_null(schema: Mapping[str, Any]) -> bool:
    declared = schema.get("type")
    return (isinstance(declared, list) and "null" in declared) or None in schema.get("enum", ())
