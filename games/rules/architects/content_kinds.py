"""The editable kinds of 7 Wonders Architects content, each with the JSON Schema of one item."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.architects.content import (
    COLORS,
    COST_KINDS,
    KNOWN_KINDS,
    RESOURCES,
    SCIENCE,
    STAGES,
    TOKEN_TYPES,
    WONDER_EFFECTS,
)
from games.rules.architects.content_bounds import (
    CARD_PRINTS_MOST,
    CENTRAL_DECK_CARDS,
    CONFLICT_TOKENS_IN_BOX,
    FEWEST_CARDS_PAID,
    MOST_CARDS_PAID,
    PROGRESS_TOKENS_IN_BOX,
    STAGE_COST_CODES,
)
from games.rules.core import ContentKind
from games.rules.schema_parts import COUNT, NAME


def _up_to(most: int, least: int = 0) -> dict[str, Any]:
    return {"type": "integer", "minimum": least, "maximum": most}


STAGE = {
    "type": "object",
    "required": ["id", "level", "cost", "vp", "effect"],
    "properties": {
        "id": {"type": "string"},
        "level": _up_to(STAGES, 1),
        "cost": {
            "type": "object",
            "required": ["count", "kind"],
            "properties": {
                "count": _up_to(MOST_CARDS_PAID, FEWEST_CARDS_PAID),
                "kind": {"enum": list(COST_KINDS)},
            },
        },
        "cost_code": {"enum": list(STAGE_COST_CODES)},
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
                "effect": {"enum": list(WONDER_EFFECTS)},
                "effect_text": NAME,
                "stages": {"type": "array", "items": STAGE, "minItems": STAGES, "maxItems": STAGES},
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
                "kind": {"enum": list(KNOWN_KINDS)},
                "count": _up_to(CENTRAL_DECK_CARDS),
                "color": {"enum": list(COLORS)},
                "name": NAME,
                "resource": {"enum": [None, *RESOURCES]},
                "science": {"enum": [None, *SCIENCE]},
                **{printed: _up_to(most) for printed, most in CARD_PRINTS_MOST.items()},
                "cat": {"type": "boolean"},
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
                "copies": _up_to(PROGRESS_TOKENS_IN_BOX, 1),
                "type": {"enum": list(TOKEN_TYPES)},
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
                "conflict_tokens": {
                    "type": "object",
                    "additionalProperties": _up_to(CONFLICT_TOKENS_IN_BOX, 1),
                },
                "progress_tokens_face_up": _up_to(PROGRESS_TOKENS_IN_BOX - 1, 1),
                "cat_vp": COUNT,
                "military_token_vp": COUNT,
                # Halicarnassus looks at cards of the central deck: it holds no more.
                "halicarnassus_look": _up_to(CENTRAL_DECK_CARDS, 1),
            },
        },
    ),
)


def preview_wonders(content: Mapping[str, Any], kind: str, item: Any, seats: int) -> dict[str, Any]:
    """Options dealing the Wonder an edit of ``kind`` concerns to the first seat (none for
    an edit no Wonder shows: a progress token, the settings, a central-deck card group)."""
    slug = None
    if isinstance(item, Mapping):
        slug = (
            item.get("slug")
            if kind == "wonder"
            else item.get("deck")
            if kind == "card_group"
            else None
        )
    order = [w.get("slug") for w in content.get("wonders") or [] if isinstance(w, Mapping)]
    if slug not in order or seats > len(order):
        return {}
    return {"wonders": [slug, *[w for w in order if w != slug][: seats - 1]]}
