"""The dwarf cards of the combined game: who is on which side (reference 5.2)."""

from __future__ import annotations

from games.rules.saboteur.content import ROLE_ORDER, Tables

GREEN = "green_digger"
BLUE = "blue_digger"
SABOTEUR = "saboteur"
BOSS = "boss"
PROFITEER = "profiteer"
GEOLOGIST = "geologist"
DIGGERS = (GREEN, BLUE)
DOOR_COLOUR = {GREEN: "green", BLUE: "blue"}


def role_deck(t: Tables) -> list[str]:
    """All dwarf cards, in a fixed order (shuffled each round from the seed)."""
    out: list[str] = []
    for role in ROLE_ORDER:
        out.extend([role] * t.role_counts.get(role, 0))
    return out


def wants_gold_found(role: str) -> bool:
    """Diggers and the Boss win only when the gold is reached."""
    return role in (GREEN, BLUE, BOSS)
