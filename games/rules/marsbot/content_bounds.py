"""What Terraforming Mars (Tharsis) and the MarsBot deck can hold, and the checks of a content
document against it that an editor sees at the field (``at`` the member's path): the per-item
bounds and known codes are in the kinds' JSON Schemas (``content_kinds``), the references
between items here.

Sources: /work/shared/rules/tm_project_cards.json (208 cards, the dearest costs 41 M€, the
tags printed), tharsis.json (61 areas, placement bonuses, Noctis City) and marsbot.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from games.rules.input_words import at, shown
from games.rules.said import Param, Said, words_catalogue

# The catalogue ``content`` words its problems from (the same one: one name, one directory).
CONTENT = words_catalogue(Path(__file__).resolve().parent / "messages", "marsbot/content")

TAGS = (
    "animal",
    "building",
    "city",
    "earth",
    "event",
    "jovian",
    "microbe",
    "plant",
    "power",
    "science",
    "space",
)
PRODUCTIONS = ("megacredits", "steel", "titanium", "plants", "energy", "heat")
HEX_BONUSES = ("card", "plant", "steel", "titanium", "heat", "ocean")
HEX_RESERVED = ("noctis_city",)
MILESTONE_VALUES = ("tr", "cities", "greeneries", "building_tags", "cards_in_hand")
MOST_PROJECT_COST = 41  # the dearest project card prints 41 M€
NEIGHBOURS_MOST = 6  # a hex touches six others at most
HEX_ID = "^[0-9]{2}$"
# An icon's amount: no track space prints more than 8 (of anything it gives).
ICON_AMOUNT_MOST = 8


def _problem(message_id: str, **args: Param) -> Said:
    return Said(CONTENT, message_id, args)


def bounds_problems(content: Mapping[str, Any]) -> list[Said]:
    """The problems of a (well-shaped) document that an editor fixes at one field."""
    errors: list[Said] = []
    hexes = [h for h in content["hexes"] if isinstance(h, dict)]
    ids = {h.get("id") for h in hexes}
    for i, area in enumerate(hexes):
        for j, other in enumerate(area.get("adjacent") or []):
            if other not in ids:
                said = _problem("neighbour-unknown", found=shown(other))
                errors.append(at(("hexes", i, "adjacent", j), said))
            elif other == area.get("id"):
                errors.append(at(("hexes", i, "adjacent", j), _problem("neighbour-itself")))
    seen: set[object] = set()
    for i, card in enumerate(content["project_cards"]):
        number = card.get("number") if isinstance(card, dict) else None
        if number in seen:
            said = _problem("card-number-twice", number=str(number))
            errors.append(at(("project_cards", i, "number"), said))
        seen.add(number)
    return errors
