"""What a seat may see, and a full state re-dealt from a view (``determinize``).

Hidden: the order of the server's project deck, of the bonus deck and of MarsBot's face-down
action deck (only the card backs show: project or bonus). Everything else is on the table.
"""

from __future__ import annotations

import random
from typing import Any

from games.rules.core import State, copy_state

from .content import BONUS_IDS, Catalog
from .deck import is_bonus
from .flips import public_pause

# Not shown as they are: the seed, piles with a hidden order, a paused turn's start.
HIDDEN_KEYS = ("seed", "undo", "cards", "bonus", "pause")


def make_view(s: State) -> dict[str, Any]:
    out = {k: copy_state(v) for k, v in s.items() if k not in HIDDEN_KEYS}
    if "pause" in s:
        out["pause"] = public_pause(s["pause"])
    cards = s["cards"]
    out["cards"] = {
        "deck_count": len(cards["deck"]),
        "action_deck": ["bonus" if is_bonus(c) else "project" for c in cards["action_deck"]],
        **{k: list(cards[k]) for k in ("discard", "played", "human", "box")},
    }
    if "unnamed" in cards:
        # Stand-ins for the cards you drew unnamed: which they are is not known.
        out["cards"]["unnamed_count"] = len(cards["unnamed"])
    out["bonus"] = {
        "deck_count": len(s["bonus"]["deck"]),
        "discard": list(s["bonus"]["discard"]),
        "destroyed": list(s["bonus"]["destroyed"]),
    }
    return out


def redeal(cat: Catalog, view: dict[str, Any], rng: random.Random) -> State:
    """A full state consistent with ``view``: unseen cards dealt at random into the hidden
    places, sizes and card backs kept."""
    s = {
        k: copy_state(v)
        for k, v in view.items()
        if k not in ("cards", "bonus", "can_undo", "undo_steps", "seat")
    }
    cards = view["cards"]
    known = set(cards["discard"]) | set(cards["played"]) | set(cards["human"]) | set(cards["box"])
    research = view.get("research") or {}
    for key in ("human_pile", "marsbot_pile", "kept", "reported"):
        known |= set(research.get(key, []))
    resolving = set((view.get("pause") or {}).get("resolving", []))
    unseen = sorted(set(cat.cards) - known - resolving)
    rng.shuffle(unseen)
    bonus_unseen = sorted(
        set(BONUS_IDS) - set(view["bonus"]["discard"]) - set(view["bonus"]["destroyed"]) - resolving
    )
    rng.shuffle(bonus_unseen)
    action_deck = []
    for back in cards["action_deck"]:
        action_deck.append(bonus_unseen.pop() if back == "bonus" else unseen.pop())
    s["cards"] = {
        "deck": unseen,
        "action_deck": action_deck,
        **{k: list(cards[k]) for k in ("discard", "played", "human", "box")},
    }
    if "unnamed_count" in cards:
        s["cards"]["unnamed"] = [unseen.pop() for _ in range(cards["unnamed_count"])]
    s["bonus"] = {
        "deck": bonus_unseen,
        "discard": list(view["bonus"]["discard"]),
        "destroyed": list(view["bonus"]["destroyed"]),
    }
    s["seed"] = rng.getrandbits(62)
    if view.get("pause"):
        # The turn's true start is hidden: a paused turn re-dealt resumes from this deal.
        s["pause"] = {**copy_state(view["pause"]), "start": copy_state(s)}
    s["undo"] = None
    if view.get("can_undo"):  # as many steps as the view says, each this state
        s["undo"] = [copy_state(s)] * max(1, int(view.get("undo_steps") or 1))
    return s
