"""Building scenario states for the 7 Wonders Architects tests."""

from __future__ import annotations

import json
from typing import Any

from games.rules.architects import RULESET, load_default_content

CONTENT = load_default_content()


def new_game(seats: int = 3, wonders: tuple[str, ...] | None = None, seed: int = 1, **options: Any):
    """A fresh game; wonders default to Giza, Alexandria, Ephesus, ... in seat order."""
    order = ("giza", "alexandria", "ephesus", "olympia", "rhodes", "babylon", "halicarnassus")
    chosen = list(wonders) if wonders else list(order[:seats])
    return RULESET.setup({"wonders": chosen, **options}, seats, seed)


def kind(state, card: int) -> str:
    return RULESET.catalog(state["options"])["card_kind"][card]


def _take_out(state, wanted: str, source: str | None) -> int:
    decks = [source] if source else list(state["decks"])
    for deck in decks:
        cards = state["decks"][deck]
        # prefer cards below the top so that visible tops change as little as possible
        for i, card in enumerate(cards):
            if kind(state, card) == wanted:
                return cards.pop(i)
    raise LookupError(f"no {wanted} card left in {decks}")


def give(state, seat: int, *kinds: str, source: str | None = None) -> None:
    """Move cards of the given kinds to the front of ``seat``: from the box (unused Wonder
    decks) when it has one, else from the decks in play."""
    for wanted in kinds:
        boxed = [c for c in state["box"] if kind(state, c) == wanted]
        if boxed and source is None:
            state["box"] = [c for c in state["box"] if c != boxed[0]]
            card = boxed[0]
        else:
            card = _take_out(state, wanted, source)
        state["players"][seat]["cards"].append(card)


def on_top(state, deck: str, *kinds: str) -> None:
    """Put cards of these kinds on top of ``deck`` (the last one ends on top)."""
    for wanted in kinds:
        card = _take_out(state, wanted, deck)
        state["decks"][deck].append(card)


def top_kind(state, deck: str) -> str:
    return kind(state, state["decks"][deck][-1])


def kinds_of(state, seat: int) -> list[str]:
    return sorted(kind(state, c) for c in state["players"][seat]["cards"])


def act(state, seat: int, **action: Any):
    new, _events = RULESET.apply(state, seat, action)
    return new


def act_events(state, seat: int, **action: Any):
    return RULESET.apply(state, seat, action)


def legal(state, seat: int | None = None) -> list[dict[str, Any]]:
    return RULESET.legal_actions(state, state["turn"]["seat"] if seat is None else seat)


def types(state) -> set[str]:
    return {a["type"] for a in legal(state)}


def acting_phase(state) -> None:
    """As if the seat to act had already taken its turn's card."""
    state["turn"]["phase"] = "act"


def as_json(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True)


def all_card_places(state) -> list[int]:
    """Every card id wherever it lies; each of the 235 must appear exactly once."""
    places = list(state["box"]) + list(state["discard"])
    for cards in state["decks"].values():
        places += cards
    for player in state["players"]:
        places += player["cards"]
    if state["looking"] is not None:
        places += state["looking"]["cards"]
    return places


def ready(state, seat: int, built: list[str], *kinds: str) -> None:
    """``seat`` is acting after its turn's card, with these stages built and cards in front."""
    state["turn"]["seat"] = seat
    state["turn"]["phase"] = "act"
    state["players"][seat]["stages"] = list(built)
    give(state, seat, *kinds)
