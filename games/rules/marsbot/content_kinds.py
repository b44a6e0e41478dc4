"""The editable kinds of MarsBot content, each with the JSON Schema of one item."""

from __future__ import annotations

from games.rules.content_names import CONTENT_NAME
from games.rules.core import ContentKind
from games.rules.schema_parts import NAME, STRINGS

CONTENT_KINDS: tuple[ContentKind, ...] = (
    ContentKind(
        name="track",
        key="tracks",
        id_fields=("slug",),
        title="MarsBot track (Tharsis)",
        schema={
            "type": "object",
            "required": ["slug", "name", "tags", "spaces"],
            "properties": {
                "slug": {"type": "string"},
                "name": NAME,
                "tags": STRINGS,
                "production": {"type": ["string", "null"]},
                "spaces": {
                    "type": "array",
                    "minItems": 19,
                    "maxItems": 19,
                    "items": {
                        "type": "object",
                        "required": ["pos", "icon"],
                        "properties": {
                            "pos": {"type": "integer", "minimum": 0, "maximum": 18},
                            "icon": {"type": ["string", "null"]},
                            "amount": {"type": "integer", "minimum": 1},
                            "track": {"type": "string"},
                        },
                    },
                },
            },
        },
    ),
    ContentKind(
        name="bonus_card",
        key="bonus_cards",
        id_fields=("id",),
        title="MarsBot bonus card",
        schema={
            "type": "object",
            "required": ["id", "name", "effect"],
            "properties": {
                "id": {"type": "string", "pattern": "^B[0-9]{2}$"},
                "name": NAME,
                "effect": {"type": "string"},
                "options": {"type": "object"},
            },
        },
    ),
    ContentKind(
        name="hex",
        key="hexes",
        id_fields=("id",),
        title="Tharsis hex",
        schema={
            "type": "object",
            "required": ["id", "row", "pos", "reserved_ocean", "bonus", "adjacent", "edge"],
            "properties": {
                "id": {"type": "string"},
                "row": {"type": "integer", "minimum": 1, "maximum": 9},
                "pos": {"type": "integer", "minimum": 1, "maximum": 9},
                "reserved_ocean": {"type": "boolean"},
                "bonus": STRINGS,
                "adjacent": STRINGS,
                "edge": {"type": "boolean"},
                "reserved_for": {"type": ["string", "null"]},
            },
        },
    ),
    ContentKind(
        name="project_card",
        key="project_cards",
        id_fields=("number",),
        title="Project card",
        schema={
            "type": "object",
            "required": ["number", "name", "cost", "tags", "marsbot_tags", "type", "deck"],
            "properties": {
                "number": {"type": "string", "pattern": "^[0-9]{3}$"},
                "name": CONTENT_NAME,
                "cost": {"type": "integer", "minimum": 0},
                "tags": STRINGS,
                "marsbot_tags": STRINGS,
                "type": {"enum": ["automated", "active", "event"]},
                "deck": {"enum": ["base", "corporate_era"]},
                "vp": {"type": ["string", "null"]},
                "vp_icon_nonnegative": {"type": ["boolean", "null"]},
                "tag_order_uncertain": {"type": "boolean"},
            },
        },
    ),
    ContentKind(
        name="milestone",
        key="milestones",
        id_fields=("slug",),
        title="Milestone (Tharsis)",
        schema={
            "type": "object",
            "required": ["slug", "name", "human_value", "threshold"],
            "properties": {
                "slug": {"type": "string"},
                "name": NAME,
                "human_value": {"type": "string"},
                "threshold": {"type": "integer", "minimum": 1},
                "marsbot": {"type": "string"},
            },
        },
    ),
    ContentKind(
        name="award",
        key="awards",
        id_fields=("slug",),
        title="Award (Tharsis)",
        schema={
            "type": "object",
            "required": ["slug", "name"],
            "properties": {
                "slug": {"type": "string"},
                "name": NAME,
                "criterion": {"type": "string"},
                "marsbot": {"type": "string"},
            },
        },
    ),
)
