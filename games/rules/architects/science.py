"""Science symbols and Progress tokens: sets of green cards, taking and replacing tokens."""

from __future__ import annotations

from typing import Any

from .content import SCIENCE
from .state import State, discard_kinds, event, kind_counts

FACE_DOWN = "face_down"
NO_TOKEN = "none"  # a science set discarded when no Progress token is left (an option)


def science_sets(counts: dict[str, int]) -> list[tuple[str, ...]]:
    """The distinct sets a seat could discard: 2 identical or 3 different symbols."""
    sets: list[tuple[str, ...]] = [(s, s) for s in SCIENCE if counts.get(s, 0) >= 2]
    if all(counts.get(s, 0) >= 1 for s in SCIENCE):
        sets.append(tuple(sorted(SCIENCE)))
    return sorted(sets)


def token_choices(state: State) -> list[str]:
    """The 4 available tokens: each distinct face-up one, and the top of the face-down stack."""
    choices = sorted(set(state["progress"]["face_up"]))
    if state["progress"]["stack"]:
        choices.append(FACE_DOWN)
    return choices


def science_options(state: State, seat: int) -> list[dict[str, Any]]:
    """The legal science ``choose_progress_token`` actions (mandatory whenever non-empty)."""
    choices = token_choices(state)
    if not choices:
        if state["options"]["science_without_tokens"] == "discard_cards":
            choices = [NO_TOKEN]
        else:
            return []
    sets = science_sets(kind_counts(state, seat))
    return [
        {"type": "choose_progress_token", "token": t, "cards": list(s)}
        for s in sets
        for t in choices
    ]


def take_token(state: State, seat: int, choice: str, cards: list[str], reason: str) -> str:
    """Discard the green cards named, move the chosen token to ``seat``, refill the face-up row."""
    player = state["players"][seat]
    discard_kinds(state, seat, cards)
    progress = state["progress"]
    if choice == NO_TOKEN:
        event(state, "science_set_discarded", {"seat": seat, "cards": list(cards)})
        return choice
    if choice == FACE_DOWN:
        slug: str = progress["stack"].pop()
    else:
        slot = progress["face_up"].index(choice)
        slug = choice
        if progress["stack"]:
            progress["face_up"][slot] = progress["stack"].pop()
        else:
            progress["face_up"].pop(slot)
    player["tokens"].append(slug)
    state["turn"]["new_tokens"].append(slug)
    event(
        state,
        "progress_token_taken",
        {
            "seat": seat,
            "token": slug,
            "from": FACE_DOWN if choice == FACE_DOWN else "face_up",
            "reason": reason,
            "cards": list(cards),
        },
    )
    return slug
