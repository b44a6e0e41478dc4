"""The editable kinds of MarsBot content, each with the JSON Schema of one item."""

from __future__ import annotations

from games.rules.content_names import CONTENT_NAME
from games.rules.core import ContentKind
from games.rules.marsbot.content import ICONS, LAST_SPACE, TRACKS
from games.rules.marsbot.content_bounds import (
    HEX_BONUSES,
    HEX_ID,
    HEX_RESERVED,
    ICON_AMOUNT_MOST,
    MILESTONE_VALUES,
    MOST_PROJECT_COST,
    NEIGHBOURS_MOST,
    PRODUCTIONS,
    TAGS,
)
from games.rules.schema_parts import NAME

TAG_LIST = {"type": "array", "items": {"enum": list(TAGS)}}

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
                "tags": {**TAG_LIST, "minItems": 1},
                "production": {"enum": [None, *PRODUCTIONS]},
                "spaces": {
                    "type": "array",
                    "minItems": LAST_SPACE + 1,
                    "maxItems": LAST_SPACE + 1,
                    "items": {
                        "type": "object",
                        "required": ["pos", "icon"],
                        "properties": {
                            "pos": {"type": "integer", "minimum": 0, "maximum": LAST_SPACE},
                            "icon": {"enum": list(ICONS)},
                            "amount": {
                                "type": "integer",
                                "minimum": 1,
                                "maximum": ICON_AMOUNT_MOST,
                            },
                            "track": {"enum": list(TRACKS)},
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
                "id": {"type": "string", "pattern": HEX_ID},
                "row": {"type": "integer", "minimum": 1, "maximum": 9},
                "pos": {"type": "integer", "minimum": 1, "maximum": 9},
                "reserved_ocean": {"type": "boolean"},
                "bonus": {"type": "array", "items": {"enum": list(HEX_BONUSES)}},
                "adjacent": {
                    "type": "array",
                    "items": {"type": "string", "pattern": HEX_ID},
                    "maxItems": NEIGHBOURS_MOST,
                    "uniqueItems": True,
                },
                "edge": {"type": "boolean"},
                "reserved_for": {"enum": [None, *HEX_RESERVED]},
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
                "cost": {"type": "integer", "minimum": 0, "maximum": MOST_PROJECT_COST},
                "tags": TAG_LIST,
                "marsbot_tags": TAG_LIST,
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
                "human_value": {"enum": list(MILESTONE_VALUES)},
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
