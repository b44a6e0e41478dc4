"""Tiles that your cards place by their own placement text, on the spaces each card allows.

The usual rules (``tharsis.json`` ``tile_rules``): oceans only on ocean-reserved spaces, other
tiles never there, cities never next to a city, Noctis City (hex 31) reserved for its card.
``tm_project_cards.json`` holds no placement text, so the rules below are the printed card texts
(the base game and Corporate Era cards that place a tile with a placement rule of their own);
the cards that place a special tile on any land (Commercial District, Nuclear Zone, Restricted
Area) and the plain cities (Capital, Immigrant City, ...) are ordinary ``place_tile`` reports.
Ganymede Colony and Phobos Space Haven place their city on their own space off Mars
(``tharsis.json`` ``off_mars_spaces`` 01 and 02, adjacent to nothing): it is kept with your
standings, counts as your city (Mayor) and tile (Landlord), and never touches the map.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .content import NOCTIS_CITY, Catalog
from .mars import HUMAN, OCEAN_TILES, free_land, land_claims, neighbours, owns

# Reference §5 / tharsis.json ``volcanic``: Tharsis Tholus, Ascraeus Mons, Pavonis Mons, Arsia
# Mons, the Lava Flows targets (otherwise normal land).
VOLCANIC_AREAS = ("09", "14", "21", "29")
# tharsis.json ``off_mars_spaces``: the city space off Mars and the card that names it
# (Ganymede Colony, Phobos Space Haven), worded by the card's name in the content.
OFF_MARS_SPACES = {"01": "081", "02": "021"}
MINING_BONUSES = ("steel", "titanium")

Spaces = Callable[[Catalog, dict[str, Any]], list[str]]


def _land(cat: Catalog, s: dict[str, Any], keep: Callable[[str], bool]) -> list[str]:
    return [h for h in cat.hex_order if free_land(cat, s, h) and keep(h)]


def _ocean_reserved(cat: Catalog, s: dict[str, Any]) -> list[str]:
    return [h for h in cat.hex_order if cat.hexes[h].reserved_ocean and h not in s["map"]]


def _alone(cat: Catalog, s: dict[str, Any], hid: str) -> bool:
    return not any(o in s["map"] for o in cat.hexes[hid].adjacent)


def _noctis_city(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # The card names its space; a city still keeps clear of other cities (tile_rules).
    if NOCTIS_CITY in s["map"] or neighbours(cat, s, NOCTIS_CITY, "city"):
        return []
    return [NOCTIS_CITY]


def _artificial_lake(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # "Place 1 ocean tile ON AN AREA NOT RESERVED FOR OCEAN."
    if s["parameters"]["oceans"] >= OCEAN_TILES:
        return []
    return _land(cat, s, lambda h: True)


def off_mars_cities(s: dict[str, Any]) -> list[str]:
    """Your cities on the off-Mars spaces (the key appears with the first of them)."""
    cities: list[str] = s["human"].get("off_mars_cities", [])
    return cities


def _off_mars(space: str) -> Spaces:
    def spaces(cat: Catalog, s: dict[str, Any]) -> list[str]:
        return [] if space in off_mars_cities(s) else [space]

    return spaces


def _land_claim(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # "Place your marker on a non-reserved area. Only you may place a tile there."
    return _land(cat, s, lambda h: h not in land_claims(s))


def _lava_flows(cat: Catalog, s: dict[str, Any]) -> list[str]:
    return [h for h in VOLCANIC_AREAS if free_land(cat, s, h)]


def _isolated(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # Natural Preserve, Research Outpost: "NEXT TO NO OTHER TILE".
    return _land(cat, s, lambda h: _alone(cat, s, h))


def _urbanized_area(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # "Place a city tile ADJACENT TO AT LEAST 2 OTHER CITY TILES" (the card's own rule).
    return _land(cat, s, lambda h: len(neighbours(cat, s, h, "city")) >= 2)


def _ecological_zone(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # "Place this tile ADJACENT TO ANY GREENERY TILE."
    return _land(cat, s, lambda h: bool(neighbours(cat, s, h, "greenery")))


def _industrial_center(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # "Place this tile ADJACENT TO A CITY TILE."
    return _land(cat, s, lambda h: bool(neighbours(cat, s, h, "city")))


def _mining(cat: Catalog, s: dict[str, Any], hid: str) -> bool:
    return any(b in MINING_BONUSES for b in cat.hexes[hid].bonus)


def _mining_rights(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # "Place this tile on an area with a steel or titanium placement bonus."
    return _land(cat, s, lambda h: _mining(cat, s, h))


def _mining_area(cat: Catalog, s: dict[str, Any]) -> list[str]:
    # Mining Rights' spaces, "adjacent to another of your tiles".
    return _land(
        cat,
        s,
        lambda h: _mining(cat, s, h) and any(owns(s, o, HUMAN) for o in cat.hexes[h].adjacent),
    )


# card slug -> (its number, the tile it places, the spaces it allows now)
CARD_TILES: dict[str, tuple[str, str, Spaces]] = {
    "noctis_city": ("017", "city", _noctis_city),
    "mangrove": ("059", "greenery", _ocean_reserved),
    "artificial_lake": ("116", "ocean", _artificial_lake),
    "lava_flows": ("140", "special", _lava_flows),
    "research_outpost": ("020", "city", _isolated),
    "natural_preserve": ("044", "special", _isolated),
    "mining_area": ("064", "special", _mining_area),
    "mining_rights": ("067", "special", _mining_rights),
    "urbanized_area": ("120", "city", _urbanized_area),
    "industrial_center": ("123", "special", _industrial_center),
    "ecological_zone": ("128", "special", _ecological_zone),
    # "Place a special tile ON AN AREA RESERVED FOR OCEAN" (not an ocean: no ocean, no TR).
    "mohole_area": ("142", "special", _ocean_reserved),
    # "Place a greenery tile ON AN AREA RESERVED FOR OCEAN, disregarding normal placement
    # restrictions, and increase oxygen 1 step."
    "protected_valley": ("174", "greenery", _ocean_reserved),
    "phobos_space_haven": ("021", "city", _off_mars("02")),
    "ganymede_colony": ("081", "city", _off_mars("01")),
    # Not a tile: your marker keeps MarsBot's tiles off the space.
    "land_claim": ("066", "claim", _land_claim),
}


def card_tile_spaces(cat: Catalog, s: dict[str, Any], card: str) -> list[str]:
    """The spaces ``card`` may place its tile on now (none for a card out of the game)."""
    number, _tile, spaces = CARD_TILES[card]
    if number in s["cards"]["box"]:
        return []
    return spaces(cat, s)
