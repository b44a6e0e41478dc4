"""Taking a card: from which deck, and what a card placed in front of you triggers."""

from __future__ import annotations

from .content import CENTRAL
from .military import flip_conflict_tokens
from .state import State, card_json, event, token_active


def draw(state: State, seat: int, deck: str, reason: str) -> int:
    """Take the top card of ``deck`` and place it in front of ``seat``."""
    card: int = state["decks"][deck].pop()
    if deck == CENTRAL:
        # The Cat's peek shows only the card that was on top at the start of the turn.
        state["peek"] = None
    event(
        state,
        "card_taken",
        {"seat": seat, "deck": deck, "card": card_json(state, card), "reason": reason},
    )
    gain(state, seat, card, reason)
    return card


def gain(state: State, seat: int, card: int, reason: str = "turn") -> None:
    """A card arrives in front of ``seat``: the Cat, horns and extra-card tokens react.

    ``reason`` is "turn" for the turn's card, else the token or Wonder that gave it.
    """
    catalog = state["catalog"]
    kind = catalog["card_kind"][card]
    data = catalog["kinds"][kind]
    state["players"][seat]["cards"].append(card)
    if data["cat"] and state["cat"] != seat:
        state["cat"] = seat
        event(state, "cat_taken", {"seat": seat})
    if data["horns"]:
        flip_conflict_tokens(state, seat, data["horns"])
    turn = state["turn"]
    if reason != "turn" and not state["options"]["extra_cards_trigger_tokens"]:
        return
    for slug in sorted(set(state["players"][seat]["tokens"])):
        trigger = catalog["tokens"][slug].get("trigger")
        if not trigger or trigger.get("on") != "take_card" or kind not in trigger["kinds"]:
            continue
        if slug in turn["used"] or slug in turn["armed"] or not token_active(state, seat, slug):
            continue
        turn["armed"].append(slug)
