"""How big a seat's legal-action list is as the API serves it: one labelled entry per legal
action (as it was before parameterised listings) against the parameterised listing."""

from __future__ import annotations

import json
import random
from typing import Any

from games.rules.core import Ruleset
from games.rules.listing_words import entry_in, labelled_listing

MOVES = 400  # positions of one seeded random game


def _bytes(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())


def listing_sizes(rules: Ruleset, seats: int, seed: int = 1) -> dict[str, int]:
    """The largest list of a seeded random game's first positions (English labels): its
    actions and bytes one entry per action, and its entries and bytes as listed."""
    rng = random.Random(seed)
    state = rules.setup({}, seats, seed)
    names = [f"Seat {i}" for i in range(seats)]
    worst = {"actions": 0, "action_bytes": 0, "entries": 0, "entry_bytes": 0}
    for _ in range(MOVES):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        view = rules.view(state, seat)
        plain = [{"action": a, "label": rules.label_named(a, view, names)["en"]} for a in legal]
        listed = [entry_in(e, "en") for e in labelled_listing(rules, state, seat, names)]
        if _bytes(plain) > worst["action_bytes"]:
            worst = {"actions": len(plain), "action_bytes": _bytes(plain),
                     "entries": len(listed), "entry_bytes": _bytes(listed)}  # fmt: skip
        state, _ = rules.apply(state, seat, rng.choice(legal))
    return worst
