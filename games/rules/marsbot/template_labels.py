"""The labels of listed reports with parameters: what the report says, the open value left out
(the app asks for it with the parameter's schema)."""

from __future__ import annotations

from collections.abc import Callable

from games.rules.core import Action, Labels, Listed

from .card_tiles import CARD_TILES
from .content import Catalog
from .labels import STANDING, TILE

# Reports whose words do not depend on their fixed fields.
_FIXED = {
    "remove_marsbot_mc": ("I removed or stole M€ from MarsBot", "Removi ou roubei MC do MarsBot"),
    "cards_drawn": ("I drew project cards, unnamed", "Comprei cartas de projeto, sem nomeá-las"),
    "cards_discarded": ("I discarded unnamed cards", "Descartei cartas não nomeadas"),
    "drawn_card": ("I drew a project card", "Comprei uma carta de projeto"),
    "discarded_card": ("I discarded a project card", "Descartei uma carta de projeto"),
    "marsbot_card": ("MarsBot's card from the deck", "Carta do MarsBot tirada do baralho"),
    "flipped_card": ("The card I flipped for MarsBot", "A carta que virei para o MarsBot"),
    "draft_pick": ("The card I keep from my draft", "A carta que fico da minha seleção"),
    "final_greenery": ("I placed a final greenery", "Coloquei uma vegetação final"),
    "final_score": ("My final score", "Minha pontuação final"),
}


# Reports whose fixed field is a parameter too (merged entries).
_MERGED = {
    "tile": ("I placed a tile", "Coloquei uma peça"),
    "card": ("A card of mine placed its tile", "Uma carta minha colocou a sua peça"),
    "standing": ("One of my values changed", "Um dos meus valores mudou"),
}


def _tile_template(cat: Catalog, action: Action) -> Labels:
    en, pt = TILE[action["tile"]]
    return {"en": f"I placed {en}", "pt-BR": f"Coloquei {pt}"}


def _card_tile_template(cat: Catalog, action: Action) -> Labels:
    number, tile, _spaces = CARD_TILES[action["card"]]
    name = cat.cards[number].name
    en, pt = TILE[tile]
    return {"en": f"“{name}”: I placed {en}", "pt-BR": f"«{name}»: coloquei {pt}"}


def _standing_template(cat: Catalog, action: Action) -> Labels:
    en, pt = STANDING[action["standing"]]
    return {"en": f"My {en} changed", "pt-BR": f"Meu valor de {pt} mudou"}


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
        en, pt = _FIXED[action["type"]]
        return {"en": en, "pt-BR": pt}
    merged = next((f for f in _MERGED if f in listed.params), None)
    if merged:
        en, pt = _MERGED[merged]
        return {"en": en, "pt-BR": pt}
    return worded(cat, action)


def value_label(cat: Catalog, kind: str, name: str, value: object) -> Labels | None:
    """The words of a parameter's value that is a slug (a tile, a card, a standing)."""
    if name == "tile" and kind == "place_tile":
        en, pt = TILE[str(value)]
    elif name == "card" and kind == "place_card_tile":
        en = pt = cat.cards[CARD_TILES[str(value)][0]].name
    elif name == "standing":
        en, pt = STANDING[str(value)]

    else:
        return None
    return {"en": en, "pt-BR": pt}
