"""The automa's choice at each level: the basic heuristic, or the strong search in play.

Its own module so that the strong automa, which builds on the basic one's context, is imported
one way only (no import circle).
"""

from __future__ import annotations

import random
from typing import Any

from games.rules import core
from games.rules.novice import novice_choice
from games.rules.saboteur.automa import rank
from games.rules.saboteur.automa_strong import choose_strong
from games.rules.saboteur.content import Tables
from games.rules.saboteur.view import determinize


def choose(
    ruleset: core.Ruleset,
    t: Tables,
    view: dict[str, Any],
    seat: int,
    level: str,
    rng: random.Random,
) -> dict[str, Any]:
    """The automa's action for ``seat`` from its view (``t``: the tables it was dealt with)."""
    state = determinize(view, seat, rng, t)
    legal = ruleset.legal_actions(state, seat)
    if not legal:
        raise ValueError("the automa's seat has nothing to do")
    if len(legal) == 1:
        return legal[0]
    if level == "novice":
        return novice_choice(legal, lambda: rank(t, state, seat, view, legal, rng)[0][1], rng)
    if level == "strong" and state["phase"] == "play":
        return choose_strong(t, state, seat, view, legal, rng)
    return rank(t, state, seat, view, legal, rng)[0][1]
