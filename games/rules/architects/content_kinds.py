"""The editable kinds of 7 Wonders Architects content, each with the JSON Schema of one item."""

from __future__ import annotations

from games.rules.core import ContentKind
from games.rules.schema_parts import COUNT, NAME

STAGE = {
    "type": "object",
    "required": ["id", "level", "cost", "vp", "effect"],
    "properties": {
        "id": {"type": "string"},
        "level": {"type": "integer", "minimum": 1},
        "cost": {
            "type": "object",
            "required": ["count", "kind"],
            "properties": {
                "count": {"type": "integer", "minimum": 1},
                "kind": {"enum": ["different", "identical"]},
            },
        },
        "cost_code": {"type": "string"},
        "vp": COUNT,
        "effect": {"type": "boolean"},
        "requires": {"type": "array", "items": {"type": "string"}},
    },
}

CONTENT_KINDS: tuple[ContentKind, ...] = (
    ContentKind(
        name="wonder",
        key="wonders",
        id_fields=("slug",),
        title="Wonder",
        schema={
            "type": "object",
            "required": ["slug", "name", "effect", "stages"],
            "properties": {
                "slug": {"type": "string", "pattern": "^[a-z_]+$"},
                "name": NAME,
                "monument": NAME,
                "effect": {"type": "string"},
                "effect_text": NAME,
                "stages": {"type": "array", "items": STAGE, "minItems": 1},
            },
        },
    ),
    ContentKind(
        name="card_group",
        key="cards",
        id_fields=("deck", "kind"),
        title="Card group (identical cards of one deck)",
        schema={
            "type": "object",
            "required": ["deck", "kind", "count", "color", "name"],
            "properties": {
                "deck": {"type": "string"},
                "kind": {"type": "string"},
                "count": COUNT,
                "color": {"enum": ["grey", "yellow", "blue", "green", "red"]},
                "name": NAME,
                "resource": {"type": ["string", "null"]},
                "science": {"type": ["string", "null"]},
                "coins": COUNT,
                "vp": COUNT,
                "cat": {"type": "boolean"},
                "shields": COUNT,
                "horns": COUNT,
            },
        },
    ),
    ContentKind(
        name="progress_token",
        key="progress_tokens",
        id_fields=("slug",),
        title="Progress token",
        schema={
            "type": "object",
            "required": ["slug", "name", "type"],
            "properties": {
                "slug": {"type": "string", "pattern": "^[a-z_]+$"},
                "name": NAME,
                "copies": {"type": "integer", "minimum": 1},
                "type": {"type": "string"},
                "trigger": {"type": "object"},
                "effect": {"type": "object"},
                "vp": {"type": "object"},
            },
        },
    ),
    ContentKind(
        name="settings",
        key="settings",
        title="Settings (token counts, VP values)",
        schema={
            "type": "object",
            "required": ["conflict_tokens"],
            "properties": {
                "conflict_tokens": {"type": "object", "additionalProperties": COUNT},
                "progress_tokens_face_up": COUNT,
                "cat_vp": COUNT,
                "military_token_vp": COUNT,
                "halicarnassus_look": {"type": "integer", "minimum": 1},
            },
        },
    ),
)
