"""Parameterised listings: the legal actions as the API lists them, with the values an open
field may take given as a schema instead of one action per value.

A field declared ``open`` (``ActionField.open``) becomes a parameter: the legal actions that
differ only in it are listed once, as their first one (a legal example, posted as-is or with
the field refilled) and the schema of the values the field may take now. The schema is exact:
an action filled with any value it allows is one of the legal actions, and no other is, so
the engine's check of a posted action does not change. The protocol is written down in
the README (Parameterised actions).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from games.rules.actions import Action, ActionField, ActionSpec, IllegalAction, Reason, json_text

# A parameter's schema (JSON Schema keywords): ``type`` and either ``enum`` or an integer
# range ``minimum``..``maximum``; ``content`` names the content list whose ids it takes.
ParamSchema = dict[str, Any]
T = TypeVar("T")
_JSON_TYPES = {"int": "integer", "str": "string", "bool": "boolean"}


@dataclass(frozen=True)
class Listed:
    """One entry of a listing: a legal action, and the schema of each of its open fields
    (none: the action is listed as-is)."""

    action: Action
    params: dict[str, ParamSchema] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action}
        if self.params:
            out["params"] = self.params
        return out


def _open_fields(specs: dict[str, ActionSpec], action: Action) -> list[ActionField]:
    spec = specs.get(str(action.get("type")))
    return [f for f in spec.fields if f.open and f.name in action] if spec else []


def param_schema(fld: ActionField, values: list[Any]) -> ParamSchema:
    """The schema of exactly ``values``: a range when they are consecutive integers."""
    out: ParamSchema = {"type": _JSON_TYPES.get(fld.kind, "string")}
    ints = fld.kind == "int" and len(values) > 2
    if ints and sorted(values) == list(range(min(values), max(values) + 1)):
        out["minimum"], out["maximum"] = min(values), max(values)
    else:
        out["enum"] = list(values)
    if fld.content:
        out["content"] = fld.content
    return out


def _fields_key(name: str, action: Action) -> tuple[Any, ...]:
    """``action`` but its field ``name``, as a key equal for equal JSON texts: a listing groups
    hundreds of actions per request, and writing each one out as JSON cost most of it. A
    string, integer or boolean keeps its type (JSON tells ``1`` from ``true``, Python's ``==``
    does not); anything else is keyed by its JSON text."""
    fixed = (
        (k, type(v), v if type(v) in _SCALARS else json_text(v))
        for k, v in action.items()
        if k != name
    )
    return (name, *fixed)


_SCALARS = frozenset({str, int, bool, type(None)})


def _grouped(entries: list[T], key_of: Callable[[T], Any]) -> list[list[T]]:
    """``entries`` grouped by ``key_of`` (None: alone), each group where its first was."""
    groups: dict[Any, list[T]] = {}
    out: list[list[T]] = []
    for entry in entries:
        key = key_of(entry)
        if key is None:
            out.append([entry])
        elif key in groups:
            groups[key].append(entry)
        else:
            groups[key] = [entry]
            out.append(groups[key])
    return out


def action_listing(specs: tuple[ActionSpec, ...], actions: list[Action]) -> list[Listed]:
    """``actions`` listed with open fields as parameters, in their order (an entry where its
    first action was). The last open field of a type is its main parameter; entries of a type
    whose parameters are the same and whose fixed fields differ only in another open field
    are then merged, that field a parameter too (the product of the schemas is exact)."""
    by_type = {spec.type: spec for spec in specs}

    def main_key(action: Action) -> tuple[Any, ...] | None:
        fields = _open_fields(by_type, action)
        return _fields_key(fields[-1].name, action) if fields else None

    out: list[Listed] = []
    for group in _grouped(actions, main_key):
        fields = _open_fields(by_type, group[0])
        if len(group) == 1:
            out.append(Listed(group[0]))
        else:
            values = [a[fields[-1].name] for a in group]
            out.append(Listed(group[0], {fields[-1].name: param_schema(fields[-1], values)}))
    return _merged(by_type, out)


def _merged(by_type: dict[str, ActionSpec], listing: list[Listed]) -> list[Listed]:
    """Entries with parameters merged over one more open field each (see ``action_listing``)."""
    # In the specs' order, so that a listing is the same in every process.
    opened = [f for spec in by_type.values() for f in spec.fields if f.open]
    for fld in dict.fromkeys(opened):

        def key_of(entry: Listed, fld: ActionField = fld) -> str | None:
            spec = by_type.get(str(entry.action["type"]))
            if not entry.params or fld.name in entry.params or not spec or fld not in spec.fields:
                return None
            fixed = {
                k: v for k, v in entry.action.items() if k != fld.name and k not in entry.params
            }
            return json_text([fixed, entry.params])

        merged: list[Listed] = []
        for group in _grouped(listing, key_of):
            if len(group) == 1:
                merged.append(group[0])
                continue
            values = [g.action[fld.name] for g in group]
            params = {fld.name: param_schema(fld, values), **group[0].params}
            merged.append(Listed(group[0].action, params))
        listing = merged
    return listing


def allows(schema: ParamSchema, value: Any) -> bool:
    """Whether a parameter's schema allows ``value`` (the kind is checked by the validator)."""
    if "enum" in schema:
        return value in schema["enum"]
    return bool(schema["minimum"] <= value <= schema["maximum"])


def fits(listed: Listed, action: Action) -> bool:
    """Whether ``action`` is ``listed`` filled with values its schemas allow."""
    if set(action) != set(listed.action):
        return False
    fixed = all(action[k] == v for k, v in listed.action.items() if k not in listed.params)
    return fixed and all(allows(s, action[k]) for k, s in listed.params.items())


def value_refusal(listing: list[Listed], action: Action) -> IllegalAction | None:
    """Why ``action`` is refused when it fills a listed entry with one value its schema does
    not allow (its other fields fit); None when it fills no entry so."""
    for listed in listing:
        if set(action) != set(listed.action):
            continue
        for name, schema in listed.params.items():
            others = Listed(listed.action, {k: v for k, v in listed.params.items() if k != name})
            if allows(schema, action[name]) or not fits(
                others, {**action, name: listed.action[name]}
            ):
                continue
            kind = action["type"]
            if "enum" in schema:
                allowed = f"one of {json_text(schema['enum'])}"
            else:
                allowed = f"from {schema['minimum']} to {schema['maximum']}"
            return IllegalAction(
                Reason.VALUE_NOT_ALLOWED,
                f"{kind}.{name} cannot be {json_text(action[name])} now: it must be {allowed}.",
                {"type": kind, "field": name, "value": action[name], **_bounds(schema)},
            )
    return None


def _bounds(schema: ParamSchema) -> dict[str, Any]:
    if "enum" in schema:
        return {"allowed": schema["enum"]}
    return {"minimum": schema["minimum"], "maximum": schema["maximum"]}
