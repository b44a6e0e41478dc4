"""Building blocks for the JSON Schema of a game's seat view (``Ruleset.view_schema``).

A ruleset declares the shape of what ``view`` returns once, here, in plain JSON Schema
(draft 2020-12, nullable as ``"type": [..., "null"]``). The API publishes it as the game's
view component of the OpenAPI schema, so generated SDKs are typed; a test checks real views
of played games against it with every object closed, so the declaration cannot drift.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.core import ActionSpec

Schema = dict[str, Any]

INT: Schema = {"type": "integer"}
STR: Schema = {"type": "string"}
BOOL: Schema = {"type": "boolean"}


def obj(
    required: Mapping[str, Schema],
    optional: Mapping[str, Schema] | None = None,
    description: str = "",
    name: str = "",
) -> Schema:
    """An object with these properties, those of ``required`` always present. A ``name``
    (its ``title``) makes it a named type of the game's SDK (``ArchitectsCard``)."""
    out: Schema = {"type": "object", "properties": {**required, **(optional or {})}}
    if required:  # OpenAPI 3.0 wants a non-empty list or none
        out["required"] = list(required)
    if name:
        out["title"] = name
    if description:
        out["description"] = description
    return out


def arr(items: Schema, description: str = "") -> Schema:
    out: Schema = {"type": "array", "items": items}
    if description:
        out["description"] = description
    return out


def map_of(values: Schema, description: str = "") -> Schema:
    """An object used as a dictionary: any keys, each value of ``values``."""
    out: Schema = {"type": "object", "additionalProperties": values}
    if description:
        out["description"] = description
    return out


def nullable(schema: Schema) -> Schema:
    """``schema`` or null."""
    kind = schema.get("type")
    if isinstance(kind, str):
        out = {**schema, "type": [kind, "null"]}
        if "enum" in schema:
            out["enum"] = [*schema["enum"], None]
        return out
    return {"anyOf": [schema, {"type": "null"}]}


def enum(*values: str, description: str = "") -> Schema:
    out: Schema = {"type": "string", "enum": list(values)}
    if description:
        out["description"] = description
    return out


def described(schema: Schema, description: str) -> Schema:
    return {**schema, "description": description}


# Free-form JSON (event data): documented as an object whose members are any JSON value.
ANY_OBJECT: Schema = map_of({})

EVENT: Schema = obj(
    {
        "kind": STR,
        "data": ANY_OBJECT,
        "seat": nullable(described(INT, "The only seat that sees it; null: everyone.")),
    },
    description="Something that happened (as the move log's events).",
    name="Event",
)

# Text in every language the server speaks: the two shipped, and any a translator added as
# catalogue files (``es``), each a further member.
LABELS: Schema = {
    **obj({"en": STR, "pt-BR": STR}, name="Labels"),
    "additionalProperties": STR,
}

# An instruction's reason, in the languages ``text`` has; empty when it needs none.
WHY: Schema = obj(
    {}, {"en": STR, "pt-BR": STR}, description="Why, worded; empty when none.", name="Why"
)

INSTRUCTION: Schema = obj(
    {"kind": STR, "data": ANY_OBJECT, "text": LABELS, "why": WHY},
    description="What the automa asks the human to do on the table, with the reason.",
    name="Instruction",
)


def options_shape(options_schema: Mapping[str, Any]) -> Schema:
    """The game's options as the view repeats them: the ``options_schema`` properties, typed,
    without their defaults and long texts (those are at ``GET rulesets/``)."""
    props: Schema = {}
    for name, spec in options_schema.get("properties", {}).items():
        prop: Schema = {k: spec[k] for k in ("type", "enum", "items") if k in spec}
        props[name] = prop
    return obj({}, props, description="The game's options, defaults filled in.")


def legal_actions_shape(specs: tuple[ActionSpec, ...]) -> Schema:
    """The engine's own list of legal actions (for its automa; the API lists them typed at
    the game's ``actions`` link)."""
    item = {
        "type": "object",
        "properties": {"type": enum(*(spec.type for spec in specs))},
        "required": ["type"],
        "additionalProperties": True,
    }
    return arr(item)


def companion_shape() -> dict[str, Schema]:
    """The members ``CompanionRuleset.companion_view`` adds to every companion game's view."""
    return {
        "instructions": arr(INSTRUCTION, "The automa's instructions not yet acknowledged."),
        "can_undo": described(BOOL, "Whether the seat may take its last report back."),
        "undo_steps": described(
            INT,
            "How many reports the seat can take back now, one undo each, the last first, back "
            "to the automa's last action (0: none).",
        ),
    }
