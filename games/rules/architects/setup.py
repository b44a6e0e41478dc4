"""Setting up a new game from the content, the options, the seat count and the seed."""

from __future__ import annotations

import json
from typing import Any

from games.rules.core import OptionError, rng_for
from games.rules.revision import revision_of

from .content import CENTRAL
from .state import STATE_VERSION, State, event
from .turn import start_turn


def assign_wonders(
    catalog: dict[str, Any], options: dict[str, Any], seats: int, seed: int
) -> list[str]:
    """The Wonder of each seat: the explicit option list, or drawn at random from the seed."""
    known = catalog["wonder_order"]
    chosen = list(options.get("wonders") or [])
    if chosen:
        if len(chosen) != seats:
            raise OptionError(
                f'The option "wonders" names {len(chosen)} Wonders for {seats} seats.',
                "wonders_count",
                {"count": len(chosen), "seats": seats},
            )
        unknown = [w for w in chosen if w not in known]
        if unknown:
            raise OptionError(
                f'The option "wonders" names unknown Wonders {json.dumps(unknown)}.',
                "wonders_unknown",
                {"value": unknown, "allowed": list(known)},
            )
        if len(set(chosen)) != seats:
            raise OptionError('The option "wonders" names a Wonder twice.', "wonders_repeated", {})
        return chosen
    if seats > len(known):
        raise ValueError(f"only {len(known)} Wonders for {seats} seats")
    return rng_for(seed, 0, "wonders").sample(known, seats)


def new_game(options: dict[str, Any], seats: int, catalog: dict[str, Any], seed: int) -> State:
    """A working state (``catalog`` attached) of a new game."""
    if not 2 <= seats <= 7:
        raise ValueError("7 Wonders Architects is for 2 to 7 seats")
    wonders = assign_wonders(catalog, options, seats, seed)
    decks: dict[str, list[int]] = {}
    for deck in (CENTRAL, *wonders):
        cards = list(catalog["deck_cards"][deck])
        rng_for(seed, 0, f"deck:{deck}").shuffle(cards)
        decks[deck] = cards
    box = sorted(c for d, ids in catalog["deck_cards"].items() if d not in decks for c in ids)
    tokens = list(catalog["token_instances"])
    rng_for(seed, 0, "progress_tokens").shuffle(tokens)
    face_up = [tokens.pop() for _ in range(min(catalog["face_up"], len(tokens)))]
    first = 0
    if options.get("first_player") == "random":
        first = rng_for(seed, 0, "first_player").randrange(seats)
    state: State = {
        "game": "architects",
        "state_version": STATE_VERSION,
        "release": catalog["release"],
        "seed": seed,
        "rules_revision": revision_of(options),
        "step": 0,
        "options": dict(options),
        "catalog": catalog,
        "wonders": wonders,
        "decks": decks,
        "box": box,
        "discard": [],
        "players": [{"cards": [], "stages": [], "tokens": [], "military": 0} for _ in range(seats)],
        "progress": {"face_up": face_up, "stack": tokens},
        "conflict": {"total": catalog["conflict_tokens"][str(seats)], "battle": 0},
        "cat": None,
        "turn": {},
        "pending": [],
        "looking": None,
        "peek": None,
        "over": False,
        "end_reason": None,
        "events": [],
    }
    event(state, "game_started", {"wonders": wonders, "first": first})
    start_turn(state, first, 1)
    return state
