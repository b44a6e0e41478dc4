"""State layout, the copy and small read helpers shared by the rule modules.

A stored state is a JSON dict of what changes (ids, positions, counters). Inside the engine a
*working* state also carries ``catalog``, the compiled content the ruleset is bound to: it is
attached by the ruleset on the way in (``ArchitectsRuleset.with_content``), shared by every
copy, never written, and removed before a state leaves the engine.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.rules.core import copy_state

from .content import CENTRAL

State = dict[str, Any]

# The shape of a stored state; ``upgrade`` brings any older one to it.
# 1: the compiled catalog inside the state. 2: content outside the state.
STATE_VERSION = 2


def clone(state: State) -> State:
    """A deep copy of the changing part; the catalog and the options (read only, the largest
    part) are shared, the move's events start empty."""
    # One round trip of the whole changing part: a copy per key cost a fifth of a random game.
    new: State = copy_state(
        {k: v for k, v in state.items() if k not in ("catalog", "events", "options")}
    )
    new["options"] = state["options"]
    new["catalog"] = state["catalog"]
    new["events"] = []
    return new


def upgrade(state: State, defaults: dict[str, Any]) -> State:
    """A stored state of any older shape in the current one (the input is left untouched);
    options added since take their ``defaults``, which keep the old behaviour."""
    if state.get("state_version", 1) >= STATE_VERSION:
        return state
    new = {k: v for k, v in state.items() if k != "catalog"}
    new["state_version"] = STATE_VERSION
    # Games stored before rules revisions existed play as revision 1; the option says so too.
    new["rules_revision"] = state.get("rules_revision", 1)
    new["options"] = {**defaults, **state["options"], "rules_revision": new["rules_revision"]}
    return new


def stored(state: State) -> State:
    """The state without the attached catalog: what is kept and sent out."""
    return {k: v for k, v in state.items() if k != "catalog"}


def seats(state: State) -> int:
    return len(state["players"])


def left_seat(state: State, seat: int) -> int:
    """Play goes clockwise, so the next player is the one on your left."""
    return (seat + 1) % len(state["players"])


def right_seat(state: State, seat: int) -> int:
    return (seat - 1) % len(state["players"])


def left_deck(state: State, seat: int) -> str:
    """Your own Wonder deck sits between you and your left neighbour."""
    deck: str = state["wonders"][seat]
    return deck


def right_deck(state: State, seat: int) -> str:
    deck: str = state["wonders"][right_seat(state, seat)]
    return deck


def draw_sources(state: State, seat: int) -> list[str]:
    """The non-empty decks a seat may take from: left, right and central (deduplicated)."""
    decks = state["decks"]
    wonders = state["wonders"]
    left = wonders[seat]
    right = wonders[seat - 1]  # index -1 is the last seat: the right neighbour of seat 0
    out = [left] if decks[left] else []
    if right != left and decks[right]:
        out.append(right)
    if decks[CENTRAL]:
        out.append(CENTRAL)
    return out


def kind_of(state: State, card: int) -> str:
    kind: str = state["catalog"]["card_kind"][card]
    return kind


def kind_counts(state: State, seat: int) -> dict[str, int]:
    """How many cards of each kind lie in front of ``seat``."""
    return Counter(map(state["catalog"]["card_kind"].__getitem__, state["players"][seat]["cards"]))


def has_token(state: State, seat: int, slug: str) -> bool:
    return slug in state["players"][seat]["tokens"]


def token_active(state: State, seat: int, slug: str) -> bool:
    """Owned, and usable this turn (a token won this turn may be barred by an option)."""
    if slug not in state["players"][seat]["tokens"]:
        return False
    if state["options"]["new_token_usable_same_turn"]:
        return True
    turn = state["turn"]
    return not (turn["seat"] == seat and slug in turn["new_tokens"])


def wonder_of(state: State, seat: int) -> dict[str, Any]:
    wonder: dict[str, Any] = state["catalog"]["wonders"][state["wonders"][seat]]
    return wonder


def wonder_complete(state: State, seat: int) -> bool:
    return len(state["players"][seat]["stages"]) == len(wonder_of(state, seat)["order"])


def event(state: State, kind: str, data: dict[str, Any], seat: int | None = None) -> None:
    """Record an event of the current move (public when ``seat`` is None)."""
    state["events"].append({"kind": kind, "data": data, "seat": seat})


def card_json(state: State, card: int) -> dict[str, Any]:
    return {"id": card, "kind": state["catalog"]["card_kind"][card]}


def discard_kinds(state: State, seat: int, kinds: list[str]) -> None:
    """Move one of ``seat``'s cards of each kind named (the lowest id) to the discard pile."""
    player = state["players"][seat]
    card_kind = state["catalog"]["card_kind"]
    for kind in kinds:
        card = min(c for c in player["cards"] if card_kind[c] == kind)
        player["cards"].remove(card)
        state["discard"].append(card)
