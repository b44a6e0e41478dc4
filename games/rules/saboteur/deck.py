"""The path and action deck: building it, shuffling it each round, dealing and drawing."""

from __future__ import annotations

from typing import Any

from games.rules import core
from games.rules.saboteur.content import Tables
from games.rules.saboteur.roles import role_deck


def full_deck(t: Tables) -> list[str]:
    """Every path and action card of the deck, sorted (start and goals are not in it)."""
    out: list[str] = []
    for card, count in sorted(t.path_counts.items()):
        out.extend([card] * count)
    for card, count in sorted(t.action_counts.items()):
        out.extend([card] * count)
    return sorted(out)


def deal_round(state: dict[str, Any], t: Tables) -> None:
    """Shuffle everything back, remove ten face down, deal hands and roles, lay the goals.

    ``state`` is a fresh copy owned by the caller (set-up or the end of a round).
    """
    seats = state["seats"]
    rules = t.rules
    rng = core.rng_for(state["seed"], state["step"], f"deal:{state['round']}")
    cards = full_deck(t)
    rng.shuffle(cards)
    removed_n = rules["removed_per_round"]
    hand_n = rules["hand_size"]
    state["removed"] = sorted(cards[:removed_n])
    rest = cards[removed_n:]
    state["hands"] = [sorted(rest[i * hand_n : (i + 1) * hand_n]) for i in range(seats)]
    state["draw"] = rest[seats * hand_n :]
    state["discard"] = {"public": [], "hidden": []}
    roles = role_deck(t)
    rng.shuffle(roles)
    state["roles"] = roles[:seats]
    state["role_pool"] = roles[seats:]
    state["role_discard"] = []
    goals = list(t.goal_cards)
    rng.shuffle(goals)
    state["goals"] = [
        {"x": x, "y": y, "card": card, "revealed": False, "rotation": 0}
        for (x, y), card in zip(t.goal_positions, goals, strict=True)
    ]
    state["grid"] = {"0,0": ["START", 0]}
    state["front"] = [{"broken": [], "trapped": False, "theft": False} for _ in range(seats)]
    state["theft_order"] = []
    # Public record of each seat's acts against (+1) or for (-1) other dwarfs this round.
    state["hostility"] = [0] * seats
    state["knowledge"] = [[] for _ in range(seats)]
    state["phase"] = "play"
    state["pending"] = None


def draw_cards(state: dict[str, Any], seat: int, count: int) -> list[str]:
    """Move up to ``count`` cards from the top of the draw pile into the seat's hand."""
    drawn = []
    pile = state["draw"]
    for _ in range(count):
        if not pile:
            break
        drawn.append(pile.pop())
    if drawn:
        state["hands"][seat] = sorted(state["hands"][seat] + drawn)
    return drawn
