"""The labels of listed reports with parameters: what the report says, the open value left out
(the app asks for it with the parameter's schema)."""

from __future__ import annotations

from collections.abc import Callable

from games.rules.core import Action, Labels, Listed

from .card_tiles import CARD_TILES
from .catalogue import labelled
from .content import Catalog

# Reports whose words do not depend on their fixed fields (message template-<type>).
_FIXED = frozenset(
    {
        "remove_marsbot_mc",
        "cards_drawn",
        "cards_discarded",
        "drawn_card",
        "discarded_card",
        "marsbot_card",
        "flipped_card",
        "draft_pick",
        "final_greenery",
        "final_score",
    }
)
# Reports whose fixed field is a parameter too (merged entries: template-merged-<field>).
_MERGED = ("tile", "card", "standing")


def _tile_template(cat: Catalog, action: Action) -> Labels:
    return labelled("template-tile", tile=labelled(f"tile-{action['tile']}"))


def _card_tile_template(cat: Catalog, action: Action) -> Labels:
    number, tile, _spaces = CARD_TILES[action["card"]]
    name = cat.cards[number].name
    return labelled("template-card-tile", card=name, tile=labelled(f"tile-{tile}"))


def _standing_template(cat: Catalog, action: Action) -> Labels:
    return labelled("template-standing", standing=labelled(f"standing-{action['standing']}"))


# Reports whose words name their fixed field (unless it is a parameter too: ``_MERGED``).
_WORDED: dict[str, Callable[[Catalog, Action], Labels]] = {
    "place_tile": _tile_template,
    "place_card_tile": _card_tile_template,
    "adjust_standing": _standing_template,
}


def template_label(cat: Catalog, listed: Listed) -> Labels:
    action = listed.action
    worded = _WORDED.get(action["type"])
    if worded is None:
        if action["type"] not in _FIXED:
            raise KeyError(action["type"])
        return labelled(f"template-{action['type']}")
    merged = next((f for f in _MERGED if f in listed.params), None)
    if merged:
        return labelled(f"template-merged-{merged}")
    return worded(cat, action)


def value_label(cat: Catalog, kind: str, name: str, value: object) -> Labels | None:
    """The words of a parameter's value that is a slug (a tile, a card, a standing)."""
    if name == "tile" and kind == "place_tile":
        return labelled(f"tile-{value}")
    if name == "card" and kind == "place_card_tile":
        return labelled("value-card", name=cat.cards[CARD_TILES[str(value)][0]].name)
    if name == "standing":
        return labelled(f"standing-{value}")
    return None
