"""The Scheme deck (rules §8.3): its cards by id, the discard, the shuffle and why-phrases."""

from __future__ import annotations

from typing import Any

from games.rules.core import rng_for

State = dict[str, Any]
COLOUR_WORDS = {"blue": ("blue", "azul"), "red": ("red", "vermelha")}


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


def card_why(card: dict[str, Any], part: str) -> tuple[str, str]:
    c_en, c_pt = COLOUR_WORDS[card["colour"]]
    p_en, p_pt = {"primary": ("primary", "principal"), "fallback": ("fallback", "alternativa")}[
        part
    ]
    return (
        f"Scheme card {card['id']} ({c_en}, {card['silver']} silver): {p_en} action",
        f"Carta de Trama {card['id']} ({c_pt}, {card['silver']} prata): ação {p_pt}",
    )
