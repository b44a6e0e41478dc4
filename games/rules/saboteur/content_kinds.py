"""The editable kinds of Saboteur Gold content and the checks of a whole content document."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.core import ContentKind
from games.rules.input_words import member_missing, not_an_object, shown
from games.rules.saboteur.catalogue import CONTENT
from games.rules.saboteur.content import EDGES, ROLE_ORDER, TOOLS
from games.rules.saboteur.content_bounds import (
    ACTION_CARDS_IN_BOX,
    CRYSTALS_ON_A_CARD,
    PATH_CARDS_IN_BOX,
    ROLE_CARDS_IN_BOX,
    bounds_problems,
)
from games.rules.said import Param, Said
from games.rules.schema_parts import COUNT


def _up_to(most: int, least: int = 0) -> dict[str, Any]:
    return {"type": "integer", "minimum": least, "maximum": most}


ACTION_KINDS = (
    "break_tool",
    "repair",
    "remove_path_card",
    "peek_goal",
    "theft",
    "remove_theft",
    "swap_hand",
    "peek_role",
    "swap_role",
    "trap",
    "free",
)
TILE: dict[str, Any] = {
    "type": "object",
    "required": ["id", "groups"],
    "properties": {
        "id": {"type": "string", "minLength": 1},
        "name": {"type": "string"},
        "category": {"type": "string"},
        "count": COUNT,
        "groups": {
            "type": "array",
            "items": {"type": "string", "pattern": "^[NESW]{1,4}$"},
            "minItems": 1,
        },
        "crystals": _up_to(CRYSTALS_ON_A_CARD),
        "door": {"enum": [None, "green", "blue"]},
        "door_group": {"type": ["integer", "null"], "minimum": 0},
        "ladder_group": {"type": ["integer", "null"], "minimum": 0},
        "treasure": {"type": "boolean"},
    },
}

# The start card and each goal card are one card, never shuffled into the deck.
ONE_TILE: dict[str, Any] = {**TILE, "properties": {**TILE["properties"], "count": _up_to(1, 1)}}

CONTENT_KINDS: tuple[ContentKind, ...] = (
    ContentKind(
        name="path_card",
        key="path_cards",
        id_fields=("id",),
        title="Path card",
        schema={
            **TILE,
            "required": ["id", "groups", "count"],
            "properties": {**TILE["properties"], "count": _up_to(PATH_CARDS_IN_BOX, 1)},
        },
    ),
    ContentKind(
        name="goal_card", key="goal_cards", id_fields=("id",), title="Goal card", schema=ONE_TILE
    ),
    ContentKind(name="start_card", key="start_card", title="Start card", schema=ONE_TILE),
    ContentKind(
        name="action_card",
        key="action_cards",
        id_fields=("id",),
        title="Action card",
        schema={
            "type": "object",
            "required": ["id", "kind", "count"],
            "properties": {
                "id": {"type": "string", "minLength": 1},
                "kind": {"enum": list(ACTION_KINDS)},
                "count": _up_to(ACTION_CARDS_IN_BOX, 1),
                "tool": {"enum": list(TOOLS)},
                "repairs_one_of": {
                    "type": "array",
                    "items": {"enum": list(TOOLS)},
                    "minItems": 1,
                    "maxItems": len(TOOLS),
                    "uniqueItems": True,
                },
            },
        },
    ),
    ContentKind(
        name="roles",
        key="roles",
        title="Dwarf cards (count of each role)",
        schema={
            "type": "object",
            "properties": {role: _up_to(ROLE_CARDS_IN_BOX[role]) for role in ROLE_ORDER},
            "additionalProperties": False,
        },
    ),
    ContentKind(
        name="rules",
        key="rules",
        title="Round rules and gold payouts",
        schema={
            "type": "object",
            "required": ["rounds", "hand_size", "removed_per_round"],
            "properties": {
                "rounds": {"type": "integer", "minimum": 1},
                "hand_size": {"type": "integer", "minimum": 1},
                "removed_per_round": COUNT,
                "share_by_winner_count": {"type": "array", "items": COUNT},
                "saboteur_share_by_count": {"type": "array", "items": COUNT},
            },
        },
    ),
)


def _problem(message_id: str, **args: Param) -> Said:
    return Said(CONTENT, message_id, args)


def _card(kind: str, card_id: object) -> Said:
    """Where a problem is: a card of ``kind`` by its id as the document has it."""
    return _problem("where-card", kind=_problem("card-kind", kind=kind), card=str(card_id))


def _tile_problems(card: Any, kind: str) -> list[Said]:
    if not isinstance(card, dict) or not isinstance(card.get("id"), str):
        return [_problem("card-not-object", where=_problem("card-kind", kind=kind))]
    where = _card(kind, card["id"])
    groups = card.get("groups")
    if not isinstance(groups, list) or not groups:
        return [_problem("card-groups-missing", where=where)]
    errors = []
    seen: list[str] = []
    for group in groups:
        if not isinstance(group, str) or not group or any(e not in EDGES for e in group):
            errors.append(_problem("card-group-edges", where=where, group=shown(group)))
            continue
        seen.extend(group)
    if len(seen) != len(set(seen)):
        errors.append(_problem("card-edge-twice", where=where))
    return errors


def validate_content(content: Mapping[str, Any]) -> list[Said]:
    """Every problem of a Saboteur Gold content document (empty when the engine can use it)."""
    if not isinstance(content, Mapping):
        return [not_an_object()]
    errors: list[Said] = []
    for key in (
        "board",
        "start_card",
        "goal_cards",
        "path_cards",
        "action_cards",
        "roles",
        "rules",
    ):
        if key not in content:
            errors.append(member_missing(key))
    if errors:
        return errors
    errors += _tile_problems(content["start_card"], "start")
    ids: list[object] = []  # as written: a malformed card may lack its id
    errors += _tile_cards_problems(content, ids)
    goals = content["goal_cards"]
    positions = (
        content["board"].get("goal_positions") if isinstance(content["board"], dict) else None
    )
    if not isinstance(positions, list) or len(positions) != len(goals):
        errors.append(_problem("goal-positions"))
    if not any(isinstance(g, dict) and g.get("treasure") for g in goals):
        errors.append(_problem("treasure-missing"))
    errors += _action_cards_problems(content["action_cards"], ids)
    duplicates = sorted({i for i in ids if ids.count(i) > 1}, key=str)
    if duplicates:
        errors.append(_problem("card-ids-repeat", ids=shown(duplicates)))
    return errors + _deck_problems(content)


def _tile_cards_problems(content: Mapping[str, Any], ids: list[object]) -> list[Said]:
    """The goal and path cards' problems; their ids added to ``ids``."""
    errors: list[Said] = []
    for kind, cards in (("goal", content["goal_cards"]), ("path", content["path_cards"])):
        if not isinstance(cards, list):
            errors.append(_problem("cards-not-list", kind=kind))
            continue
        for card in cards:
            errors += _tile_problems(card, kind)
            if isinstance(card, dict):
                ids.append(card.get("id"))
                count = card.get("count", 1)
                if not isinstance(count, int) or count < 0:
                    errors.append(_problem("card-count", where=_card(kind, card.get("id"))))
    return errors


def _action_cards_problems(cards: Any, ids: list[object]) -> list[Said]:
    """The action cards' problems; their ids added to ``ids``."""
    errors: list[Said] = []
    for card in cards:
        if not isinstance(card, dict) or card.get("kind") not in ACTION_KINDS:
            errors.append(
                _problem(
                    "action-kind",
                    where=_card("action", shown(card)),
                    allowed=shown(list(ACTION_KINDS)),
                )
            )
            continue
        ids.append(card.get("id"))
        where = _card("action", card.get("id"))
        if card["kind"] == "break_tool" and card.get("tool") not in TOOLS:
            errors.append(_problem("action-tool", where=where, allowed=shown(list(TOOLS))))
        if card["kind"] == "repair" and not (
            isinstance(card.get("repairs_one_of"), list)
            and card["repairs_one_of"]
            and set(card["repairs_one_of"]) <= set(TOOLS)
        ):
            errors.append(_problem("action-repair", where=where))
    return errors


def _deck_problems(content: Mapping[str, Any]) -> list[Said]:
    """The roles named, then the bounds of the box and the totals a deal needs."""
    errors: list[Said] = []
    roles = content["roles"]
    if not isinstance(roles, dict) or set(roles) - set(ROLE_ORDER):
        errors.append(_problem("roles-only", allowed=shown(list(ROLE_ORDER))))
    return errors + bounds_problems(content)
