"""The Wonders' effects, triggered once when a stage showing the effect icon is built."""

from __future__ import annotations

from .cards import draw
from .content import CENTRAL
from .science import token_choices
from .state import State, event, left_deck, right_deck, wonder_of

OPTIONAL_EFFECTS = (
    "take_top_card_any_deck",
    "take_progress_token",
    "take_top_card_central",
    "look_five_choose_one",
    "take_top_left_and_right",
)


def wonder_effect(state: State, seat: int, sid: str) -> None:
    """Run (or, with optional effects, offer) the effect of the Wonder of ``seat``."""
    effect = wonder_of(state, seat)["effect"]
    if effect in OPTIONAL_EFFECTS and state["options"]["wonder_effects_optional"]:
        if effect_possible(state, seat, effect):
            state["pending"].append(
                {"kind": "wonder_effect", "seat": seat, "effect": effect, "stage": sid}
            )
        return
    run_effect(state, seat, effect)


def any_decks(state: State) -> list[str]:
    """Every non-empty deck on the table (Alexandria may take from any of them)."""
    return sorted(d for d, cards in state["decks"].items() if cards)


def halicarnassus_decks(state: State, seat: int) -> list[str]:
    out = []
    for deck in (left_deck(state, seat), right_deck(state, seat)):
        if deck not in out and state["decks"][deck]:
            out.append(deck)
    return sorted(out)


def effect_possible(state: State, seat: int, effect: str) -> bool:
    if effect == "take_top_card_any_deck":
        return bool(any_decks(state))
    if effect == "take_progress_token":
        return bool(token_choices(state))
    if effect == "take_top_card_central":
        return bool(state["decks"][CENTRAL])
    if effect == "look_five_choose_one":
        return bool(halicarnassus_decks(state, seat))
    if effect == "take_top_left_and_right":
        return bool(
            state["decks"][left_deck(state, seat)] or state["decks"][right_deck(state, seat)]
        )
    return effect == "add_shield"


def run_effect(state: State, seat: int, effect: str) -> None:
    if not effect_possible(state, seat, effect):
        if effect != "none":
            event(state, "wonder_effect_lost", {"seat": seat, "effect": effect})
        return
    pending = state["pending"]
    if effect == "take_top_card_any_deck":
        pending.append({"kind": "take_card", "seat": seat, "reason": "alexandria"})
    elif effect == "take_progress_token":
        pending.append({"kind": "progress_token", "seat": seat, "reason": "babylon"})
    elif effect == "take_top_card_central":
        draw(state, seat, CENTRAL, "ephesus")
    elif effect == "take_top_left_and_right":
        for deck in (left_deck(state, seat), right_deck(state, seat)):
            if state["decks"][deck]:
                draw(state, seat, deck, "olympia")
    elif effect == "look_five_choose_one":
        pending.append({"kind": "halicarnassus_deck", "seat": seat})
    elif effect == "add_shield":
        event(state, "shield_added", {"seat": seat})


def halicarnassus_look(state: State, seat: int, deck: str) -> None:
    """Lift up to 5 cards from the top of ``deck``; only the seat sees them by default."""
    cards = state["decks"][deck]
    count = min(state["catalog"]["look"], len(cards))
    taken = [cards.pop() for _ in range(count)]
    state["looking"] = {"seat": seat, "deck": deck, "cards": taken}
    state["pending"].append({"kind": "halicarnassus_pick", "seat": seat, "deck": deck})
    kinds = [state["catalog"]["card_kind"][c] for c in taken]
    public = state["options"]["halicarnassus_cards_public"]
    event(state, "halicarnassus_look", {"seat": seat, "deck": deck, "count": count})
    event(state, "halicarnassus_cards", {"deck": deck, "kinds": kinds}, None if public else seat)
