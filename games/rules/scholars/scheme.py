"""The Scheme deck (rules §8.3): its cards by id, the discard, the shuffle and why-phrases."""

from __future__ import annotations

from typing import Any

from games.rules.core import rng_for
from games.rules.said import Said
from games.rules.scholars.catalogue import colour, told

State = dict[str, Any]


def scheme_cards(content: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {card["id"]: card for card in content["scheme_cards"]}


def discard(state: State, content: dict[str, Any]) -> list[dict[str, Any]]:
    cards = scheme_cards(content)
    return [cards[i] for i in state["scheme"]["discard"]]


def shuffle_deck(state: State, content: dict[str, Any]) -> None:
    """All six cards into a new deck, shuffled from the seed and the step."""
    deck = sorted(scheme_cards(content))
    rng_for(state["seed"], state["step"], "scheme").shuffle(deck)
    state["scheme"] = {"deck": deck, "discard": []}


def card_why(card: dict[str, Any], part: str) -> Said:
    """Why Papyrus does what it does: its Scheme card's ``part`` (primary or fallback)."""
    return told("why-card", card=card["id"], colour=colour(card["colour"]),
                silver=card["silver"], part=part)  # fmt: skip
