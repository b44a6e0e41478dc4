"""The editable kinds of Saboteur Gold content and the checks of a whole content document."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.core import ContentKind
from games.rules.saboteur.content import EDGES, ROLE_ORDER, TOOLS
from games.rules.schema_parts import COUNT

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
TILE = {
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
        "crystals": COUNT,
        "door": {"enum": [None, "green", "blue"]},
        "door_group": {"type": ["integer", "null"], "minimum": 0},
        "ladder_group": {"type": ["integer", "null"], "minimum": 0},
        "treasure": {"type": "boolean"},
    },
}

CONTENT_KINDS: tuple[ContentKind, ...] = (
    ContentKind(
        name="path_card",
        key="path_cards",
        id_fields=("id",),
        title="Path card",
        schema={**TILE, "required": ["id", "groups", "count"]},
    ),
    ContentKind(
        name="goal_card", key="goal_cards", id_fields=("id",), title="Goal card", schema=TILE
    ),
    ContentKind(name="start_card", key="start_card", title="Start card", schema=TILE),
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
                "count": COUNT,
                "tool": {"enum": list(TOOLS)},
                "repairs_one_of": {"type": "array", "items": {"enum": list(TOOLS)}},
            },
        },
    ),
    ContentKind(
        name="roles",
        key="roles",
        title="Dwarf cards (count of each role)",
        schema={
            "type": "object",
            "properties": {role: COUNT for role in ROLE_ORDER},
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


def _tile_problems(card: Any, where: str) -> list[str]:
    if not isinstance(card, dict) or not isinstance(card.get("id"), str):
        return [f"{where}: a card is an object with a string 'id'"]
    groups = card.get("groups")
    if not isinstance(groups, list) or not groups:
        return [f"{where} {card['id']}: 'groups' must list the openings joined inside it"]
    errors = []
    seen: list[str] = []
    for group in groups:
        if not isinstance(group, str) or not group or any(e not in EDGES for e in group):
            errors.append(f"{where} {card['id']}: group {group!r} must use the edges N E S W")
            continue
        seen.extend(group)
    if len(seen) != len(set(seen)):
        errors.append(f"{where} {card['id']}: an edge belongs to two groups")
    for field in ("door_group", "ladder_group"):
        index = card.get(field)
        if index is not None and not (isinstance(index, int) and 0 <= index < len(groups)):
            errors.append(f"{where} {card['id']}: {field} must name one of its groups")
    return errors


def validate_content(content: Mapping[str, Any]) -> list[str]:
    """Every problem of a Saboteur Gold content document (empty when the engine can use it)."""
    if not isinstance(content, Mapping):
        return ["content must be an object"]
    errors: list[str] = []
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
            errors.append(f"{key!r} is missing")
    if errors:
        return errors
    errors += _tile_problems(content["start_card"], "start card")
    ids: list[object] = []  # as written: a malformed card may lack its id
    errors += _tile_cards_problems(content, ids)
    goals = content["goal_cards"]
    positions = (
        content["board"].get("goal_positions") if isinstance(content["board"], dict) else None
    )
    if not isinstance(positions, list) or len(positions) != len(goals):
        errors.append("board.goal_positions must give one position per goal card")
    if not any(isinstance(g, dict) and g.get("treasure") for g in goals):
        errors.append("one goal card must be the treasure")
    errors += _action_cards_problems(content["action_cards"], ids)
    duplicates = sorted({i for i in ids if ids.count(i) > 1}, key=str)
    if duplicates:
        errors.append(f"card ids repeat: {duplicates}")
    return errors + _deck_problems(content)


def _tile_cards_problems(content: Mapping[str, Any], ids: list[object]) -> list[str]:
    """The goal and path cards' problems; their ids added to ``ids``."""
    errors: list[str] = []
    for where, cards in (
        ("goal card", content["goal_cards"]),
        ("path card", content["path_cards"]),
    ):
        if not isinstance(cards, list):
            errors.append(f"{where}s must be a list")
            continue
        for card in cards:
            errors += _tile_problems(card, where)
            if isinstance(card, dict):
                ids.append(card.get("id"))
                count = card.get("count", 1)
                if not isinstance(count, int) or count < 0:
                    errors.append(f"{where} {card.get('id')}: count must be a whole number")
    return errors


def _action_cards_problems(cards: Any, ids: list[object]) -> list[str]:
    """The action cards' problems; their ids added to ``ids``."""
    errors: list[str] = []
    for card in cards:
        if not isinstance(card, dict) or card.get("kind") not in ACTION_KINDS:
            errors.append(f"action card {card!r}: kind must be one of {list(ACTION_KINDS)}")
            continue
        ids.append(card.get("id"))
        if card["kind"] == "break_tool" and card.get("tool") not in TOOLS:
            errors.append(f"action card {card['id']}: a broken tool names one of {list(TOOLS)}")
        if card["kind"] == "repair" and not (
            isinstance(card.get("repairs_one_of"), list)
            and card["repairs_one_of"]
            and set(card["repairs_one_of"]) <= set(TOOLS)
        ):
            errors.append(f"action card {card['id']}: a repair names the tools it fixes")
    return errors


def _deck_problems(content: Mapping[str, Any]) -> list[str]:
    """The roles counted, and whether the deck and the dwarf cards serve 12 seats."""
    errors: list[str] = []
    roles = content["roles"]
    if not isinstance(roles, dict) or set(roles) - set(ROLE_ORDER):
        errors.append(f"roles must count only {list(ROLE_ORDER)}")
    rules = content["rules"]
    if isinstance(rules, dict) and isinstance(roles, dict):
        deck = sum(c.get("count", 0) for c in content["path_cards"] if isinstance(c, dict))
        deck += sum(c.get("count", 0) for c in content["action_cards"] if isinstance(c, dict))
        need = rules.get("removed_per_round", 0) + 12 * rules.get("hand_size", 0)
        if deck < need:
            errors.append(f"the deck has {deck} cards; 12 seats need at least {need}")
        if sum(v for v in roles.values() if isinstance(v, int)) < 13:
            errors.append("12 seats need at least 13 dwarf cards")
    return errors
