"""What rules revision 2 (issue 25) changed for Scholars, and the two open readings it made
named options. Stored games without ``rules_revision`` play revision 1 exactly: every reading
below falls back to what the engine did before, and no new state key is written for them."""

from __future__ import annotations

from typing import Any

from games.rules.revision import rules_revision

State = dict[str, Any]
# The first Scholars revision with issue 25's corrections (Scholars had none before).
FIDELITY = 2
# Travel with no scroll within the silver of the last Scheme cards: the seed's "escolhe um
# pergaminho de distância até a soma das 2 últimas cartas" reads as no travel, so the card
# falls back ("fallback", the default); "search_all" looks all the way round (revision 1).
TRAVEL_OUT_OF_REACH = ("fallback", "search_all")
# "A soma das duas últimas (ou uma) cartas de trama": only cards drawn since the deck was last
# shuffled ("since_shuffle", the default: "(ou uma)" is the first draw after a Rest) or the
# last two drawn whatever came between ("across_rest", revision 1).
RECENT_CARDS = ("since_shuffle", "across_rest")
NEW_OPTIONS = ("rules_revision", "travel_out_of_reach", "recent_cards", "final_report")


def fixed(state: State) -> bool:
    """Whether ``state`` plays with issue 25's corrections (revision 2 or later)."""
    return rules_revision(state) >= FIDELITY


def _reading(state: State, name: str, readings: tuple[str, str]) -> str:
    default = readings[0] if fixed(state) else readings[1]
    return str(state["options"].get(name, default))


def travel_searches_all(state: State) -> bool:
    return _reading(state, "travel_out_of_reach", TRAVEL_OUT_OF_REACH) == "search_all"


def recent_cards_across_rest(state: State) -> bool:
    return _reading(state, "recent_cards", RECENT_CARDS) == "across_rest"
