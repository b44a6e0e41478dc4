"""The Tharsis map: legal spaces for each tile, MarsBot's placement rules and tie-breaks.

Tie-breaks (seed): 1. adjacent to the most oceans; 2. covering the most bonus icons; 3. flip a
project card and count its cost through the tied spaces, top-left rightwards, row by row,
looping; the flipped card is discarded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .content import Catalog
from .context import Context
from .deck import draw_project

OCEAN_TILES = 9
OCEAN_BONUS_MC = 2  # per adjacent ocean tile (or flat, by option)
HUMAN, MARSBOT = 0, 1


def space_name(cat: Catalog, hid: str) -> str:
    """A hex's row-position ("5-1"), as the seed's "espaço 3-5": data for apps, not words."""
    h = cat.hexes[hid]
    return f"{h.row}-{h.pos}"


# What the board prints on a space, beside its place counted as players count it.
_BONUS_WORDS = {
    "plant": (("plant", "plants"), ("planta", "plantas")),
    "steel": (("steel", "steel"), ("aço", "aço")),
    "titanium": (("titanium", "titanium"), ("titânio", "titânio")),
    "card": (("card", "cards"), ("carta", "cartas")),
    "heat": (("heat", "heat"), ("calor", "calor")),
}
_RESERVED_WORDS = {"noctis_city": ("Noctis City", "Noctis City")}


def ordinal(n: int) -> tuple[str, str]:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, "th")
    return f"{n}{suffix}", f"{n}º"


def space_words(cat: Catalog, hid: str) -> tuple[str, str]:
    """A Mars space as a player finds it on the board (never its id nor a coordinate pair):
    counted from the left in its row, rows counted from the top, with what the space prints
    (the reserved name, the ocean area, the placement bonus)."""
    h = cat.hexes[hid]
    place_en, place_pt = ordinal(h.pos)
    row_en, row_pt = ordinal(h.row)
    en = f"the {place_en} space of the {row_en} row"
    pt = f"o {place_pt} espaço da {row_pt[:-1]}ª linha"
    printed_en: list[str] = []
    printed_pt: list[str] = []
    if h.reserved_for in _RESERVED_WORDS:
        name_en, name_pt = _RESERVED_WORDS[h.reserved_for]
        printed_en.append(f"reserved for {name_en}")
        printed_pt.append(f"reservado a {name_pt}")
    if h.reserved_ocean:
        printed_en.append("ocean area")
        printed_pt.append("área de oceano")
    for icon in dict.fromkeys(h.bonus):
        n = h.bonus.count(icon)
        (one_en, many_en), (one_pt, many_pt) = _BONUS_WORDS.get(icon, ((icon, icon), (icon, icon)))
        printed_en.append(f"{n} {one_en if n == 1 else many_en}")
        printed_pt.append(f"{n} {one_pt if n == 1 else many_pt}")
    if printed_en:
        en += f" ({', '.join(printed_en)})"
        pt += f" ({', '.join(printed_pt)})"
    return en, pt


def tile_at(s: dict[str, Any], hid: str) -> dict[str, Any] | None:
    tile: dict[str, Any] | None = s["map"].get(hid)
    return tile


def neighbours(
    cat: Catalog, s: dict[str, Any], hid: str, kind: str, owner: int | None = None
) -> list[str]:
    """Adjacent tiles of ``kind`` (and ``owner`` when given)."""
    out = []
    for other in cat.hexes[hid].adjacent:
        tile = s["map"].get(other)
        if tile and tile["tile"] == kind and (owner is None or tile["owner"] == owner):
            out.append(other)
    return out


def owns(s: dict[str, Any], hid: str, seat: int) -> bool:
    tile = s["map"].get(hid)
    if not tile or tile["owner"] != seat:
        return False
    owned: bool = tile["tile"] != "neural" or s["options"]["neural_instance_owned"]
    return owned


def land_claims(s: dict[str, Any]) -> list[str]:
    """Spaces your Land Claim marked: only you may place a tile there (the key appears with
    the first claim)."""
    claims: list[str] = s["human"].get("land_claims", [])
    return claims


def free_land(cat: Catalog, s: dict[str, Any], hid: str, seat: int = HUMAN) -> bool:
    h = cat.hexes[hid]
    if seat != HUMAN and hid in land_claims(s):
        return False
    return hid not in s["map"] and not h.reserved_ocean and h.reserved_for is None


def ocean_spaces(cat: Catalog, s: dict[str, Any]) -> list[str]:
    if s["parameters"]["oceans"] >= OCEAN_TILES:
        return []
    return [h for h in cat.hex_order if cat.hexes[h].reserved_ocean and h not in s["map"]]


def city_spaces(cat: Catalog, s: dict[str, Any], seat: int = HUMAN) -> list[str]:
    """Free land not next to a city (Noctis City's space only by its card)."""
    out = []
    for h in cat.hex_order:
        if free_land(cat, s, h, seat) and not neighbours(cat, s, h, "city"):
            out.append(h)
    return out


def greenery_spaces(cat: Catalog, s: dict[str, Any], seat: int) -> list[str]:
    """Free land, next to one of ``seat``'s own tiles if that is possible anywhere."""
    land = [h for h in cat.hex_order if free_land(cat, s, h, seat)]
    near_own = [h for h in land if any(owns(s, o, seat) for o in cat.hexes[h].adjacent)]
    return near_own or land


def special_spaces(cat: Catalog, s: dict[str, Any]) -> list[str]:
    return [h for h in cat.hex_order if free_land(cat, s, h)]


def neural_spaces(cat: Catalog, s: dict[str, Any]) -> list[str]:
    """B07: no adjacent tile, not on the edge, neither on nor next to a reserved area."""

    def reserved(hid: str) -> bool:
        h = cat.hexes[hid]
        return h.reserved_ocean or h.reserved_for is not None

    return [
        h
        for h in cat.hex_order
        if free_land(cat, s, h, MARSBOT)
        and not cat.hexes[h].edge
        and not any(o in s["map"] or reserved(o) for o in cat.hexes[h].adjacent)
    ]


def _best(spaces: list[str], score: Callable[[str], int]) -> list[str]:
    if not spaces:
        return []
    top = max(score(h) for h in spaces)
    return [h for h in spaces if score(h) == top]


def marsbot_candidates(ctx: Context, tile: str) -> tuple[list[str], str]:
    """MarsBot's spaces for ``tile`` after its own adjacency rule, and that rule's name."""
    cat, s = ctx.cat, ctx.s
    if tile == "ocean":
        return ocean_spaces(cat, s), "any ocean-reserved space"
    if tile == "city":
        spaces = city_spaces(cat, s, MARSBOT)
        return _best(spaces, lambda h: len(neighbours(cat, s, h, "greenery"))), (
            "adjacent to the most greenery"
        )
    if tile == "expedited_city":

        def green_or_ocean(h: str) -> int:
            return len(neighbours(cat, s, h, "greenery")) + len(neighbours(cat, s, h, "ocean"))

        spaces = [h for h in city_spaces(cat, s, MARSBOT) if green_or_ocean(h) >= 2]
        return _best(spaces, green_or_ocean), "adjacent to at least 2 greenery/ocean, the most"
    if tile == "lobby_ocean":
        spaces = [h for h in ocean_spaces(cat, s) if len(neighbours(cat, s, h, "ocean")) >= 2]
        return spaces, "B06 c): an ocean-reserved space next to 2 or more oceans"
    if tile == "neural":
        return neural_spaces(cat, s), "adjacent to no tile, off the edge, clear of reserved areas"
    spaces = greenery_spaces(cat, s, MARSBOT)
    spaces = _best(spaces, lambda h: len(neighbours(cat, s, h, "city", MARSBOT)))
    if ctx.opts["greenery_avoid"] == "your_cities":
        spaces = _best(spaces, lambda h: -len(neighbours(cat, s, h, "city", HUMAN)))
    return spaces, "next to its own tiles, most of its cities, fewest of yours"


def tiebreak(ctx: Context, spaces: list[str]) -> tuple[str, dict[str, Any]]:
    """The seed's three tie-breaks over ``spaces`` (non-empty): the space and how it was
    decided (``rule`` and, for the random count, the tied spaces and the flipped card)."""
    cat, s = ctx.cat, ctx.s
    if len(spaces) == 1:
        return spaces[0], {"rule": "placement_rule"}
    by_ocean = _best(spaces, lambda h: len(neighbours(cat, s, h, "ocean")))
    if len(by_ocean) == 1:
        return by_ocean[0], {"rule": "most_adjacent_oceans", "tied": spaces}
    by_bonus = _best(by_ocean, lambda h: len(cat.hexes[h].bonus))
    if len(by_bonus) == 1:
        return by_bonus[0], {"rule": "most_bonus_icons", "tied": by_ocean}
    flipped = draw_project(ctx, "random_tiebreak")
    cost = cat.cards[flipped].cost if flipped else 0
    if flipped is not None:
        s["cards"]["discard"].append(flipped)
    n = len(by_bonus)
    if ctx.opts["random_tiebreak_count"] == "zero_based":
        index = cost % n
    else:
        # Counting starts at 1 on the first tied space; a cost of 0 stays on the first.
        index = (cost - 1) % n if cost > 0 else 0
    return by_bonus[index], {
        "rule": "random_count",
        "tied": by_bonus,
        "flipped_card": flipped,
        "flipped_cost": cost,
        "landed": index + 1,
    }


def place(ctx: Context, hid: str, tile: str, owner: int | None, placer: int) -> int:
    """Put ``tile`` on ``hid`` (oceans have no owner); returns the M€ MarsBot gains for it
    (1 per bonus icon covered, plus the ocean bonus), 0 when you placed it."""
    s, cat = ctx.s, ctx.cat
    stored = {"expedited_city": "city", "lobby_ocean": "ocean"}.get(tile, tile)
    s["map"][hid] = {"tile": stored, "owner": owner}
    if stored == "ocean":
        s["parameters"]["oceans"] += 1
    if placer != MARSBOT:
        return 0
    oceans = len(neighbours(cat, s, hid, "ocean"))
    if ctx.opts["ocean_bonus"] == "flat":
        ocean_mc = OCEAN_BONUS_MC if oceans else 0
    else:
        ocean_mc = OCEAN_BONUS_MC * oceans
    return len(cat.hexes[hid].bonus) + ocean_mc
