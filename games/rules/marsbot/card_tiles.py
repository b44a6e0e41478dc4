"""Tiles that your cards place off the usual rules, on the spaces each card names.

The usual rules (``tharsis.json`` ``tile_rules``): oceans only on ocean-reserved spaces, other
tiles never there, Noctis City (hex 31) reserved for the Noctis City card. The cards below are
the base-game cards the reference and the Tharsis data name or that break those rules; other
special tiles have no placement data in our sources (``tm_project_cards.json`` gives no
placement text), so a plain special tile goes on any free land space.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .content import NOCTIS_CITY, Catalog
from .mars import OCEAN_TILES, free_land, neighbours

# Reference §5 / tharsis.json ``volcanic``: Tharsis Tholus, Ascraeus Mons, Pavonis Mons, Arsia
# Mons, the Lava Flows targets (otherwise normal land).
VOLCANIC_AREAS = ("09", "14", "21", "29")


def _noctis_city(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # The card names its space; a city still keeps clear of other cities (tile_rules).
    if NOCTIS_CITY in s["map"] or neighbours(cat, s, NOCTIS_CITY, "city"):
        return []
    return [NOCTIS_CITY]


def _artificial_lake(cat: Catalog, s: dict[str, Any]) -> list[str]:
    if s["parameters"]["oceans"] >= OCEAN_TILES:
        return []
    return [h for h in cat.hex_order if free_land(cat, s, h)]


def _mangrove(cat: Catalog, s: dict[str, Any]) -> list[str]:
    return [h for h in cat.hex_order if cat.hexes[h].reserved_ocean and h not in s["map"]]


def _lava_flows(cat: Catalog, s: dict[str, Any]) -> list[str]:
    return [h for h in VOLCANIC_AREAS if free_land(cat, s, h)]


# card slug -> (its number, the tile it places, the spaces it allows now)
CARD_TILES: dict[str, tuple[str, str, Callable[[Catalog, dict[str, Any]], list[str]]]] = {
    "noctis_city": ("017", "city", _noctis_city),
    "mangrove": ("059", "greenery", _mangrove),
    "artificial_lake": ("116", "ocean", _artificial_lake),
    "lava_flows": ("140", "special", _lava_flows),
}


def card_tile_spaces(cat: Catalog, s: dict[str, Any], card: str) -> list[str]:
    return CARD_TILES[card][2](cat, s)
