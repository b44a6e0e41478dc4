"""What the box of Saboteur with Saboteur 2 can hold, and the checks of a content document
against it that an editor sees at the field (``at`` the member's path): the per-card bounds
are in the kinds' JSON Schemas (``content_kinds``), the totals and references here.

Sources: /work/shared/rules/saboteur.json (``totals``, ``roles.combined``, ``tiles``) and
saboteur.md: 70 path cards and 48 action cards in the combined deck, 15 dwarf cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.input_words import EACH, at
from games.rules.saboteur.catalogue import CONTENT
from games.rules.said import Param, Said

PATH_CARDS_IN_BOX = 70
ACTION_CARDS_IN_BOX = 48
# The dwarf cards of the combined game, by role (``roles.combined.cards``).
ROLE_CARDS_IN_BOX = {
    "green_digger": 4,
    "blue_digger": 4,
    "saboteur": 3,
    "boss": 1,
    "profiteer": 1,
    "geologist": 2,
}
# No path card shows more than one crystal (``tiles[].features.crystals``).
CRYSTALS_ON_A_CARD = 1
# The most seats a game takes, and the dwarf cards they need (one each, one set aside).
MOST_SEATS = 12
DWARF_CARDS_NEEDED = MOST_SEATS + 1


def _problem(message_id: str, **args: Param) -> Said:
    return Said(CONTENT, message_id, args)


def _counted(cards: Any) -> int:
    items = cards if isinstance(cards, list) else []
    return sum(c.get("count", 0) for c in items if isinstance(c, dict) and _whole(c.get("count")))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def bounds_problems(content: Mapping[str, Any]) -> list[Said]:
    """The problems of a document that an editor fixes at one field."""
    errors: list[Said] = []
    for member, box in (("path_cards", PATH_CARDS_IN_BOX), ("action_cards", ACTION_CARDS_IN_BOX)):
        found = _counted(content.get(member))
        if found > box:
            said = _problem("box-holds", kind=member, box=box, found=found)
            errors.append(at((member, EACH, "count"), said))
    for member in ("path_cards", "goal_cards"):
        cards = content.get(member)
        for i, card in enumerate(cards if isinstance(cards, list) else []):
            errors += _group_index_problems((member, i), card)
    errors += _group_index_problems(("start_card",), content.get("start_card"))
    rules, roles = content.get("rules"), content.get("roles")
    if isinstance(rules, dict) and isinstance(roles, dict):
        deck = _counted(content.get("path_cards")) + _counted(content.get("action_cards"))
        hand, removed = rules.get("hand_size", 0), rules.get("removed_per_round", 0)
        if _whole(hand) and _whole(removed) and deck < removed + MOST_SEATS * hand:
            said = _problem(
                "deck-too-small", deck=deck, seats=MOST_SEATS, need=removed + MOST_SEATS * hand
            )
            errors.append(at(("rules", "hand_size"), said))
        if sum(v for v in roles.values() if _whole(v)) < DWARF_CARDS_NEEDED:
            said = _problem("dwarf-cards", seats=MOST_SEATS, need=DWARF_CARDS_NEEDED)
            errors.append(at(("roles",), said))
    return errors


def _group_index_problems(where: tuple[object, ...], card: Any) -> list[Said]:
    """A door or a ladder must be on one of the card's tunnels."""
    if not isinstance(card, dict) or not isinstance(card.get("groups"), list):
        return []
    tunnels = len(card["groups"])
    errors = []
    for field in ("door_group", "ladder_group"):
        index = card.get(field)
        if index is not None and not (_whole(index) and 0 <= index < tunnels):
            said = _problem("tunnel-index", field=field, last=tunnels - 1)
            errors.append(at((*where, field), said))
    return errors
