"""A new MarsBot game: the server's decks shuffled from the seed, MarsBot on 0 of each track
with 20 TR and no M€, you the first player, and the research step for its starting deck."""

from __future__ import annotations

from typing import Any

from games.rules.core import State, rng_for
from games.rules.revision import revision_of

from .content import BONUS_IDS, TRACKS, Catalog
from .context import Context
from .draws import draws_tracked
from .generation import research_start

STATE_VERSION = 2  # 2: the rules revision recorded (issue 25)
STARTING_TR = 20
TEMPERATURE_START, OXYGEN_START = -30, 0
# Your values MarsBot compares against, reported by you (tiles come from the map).
STANDINGS = (
    "tr",
    "building_tags",
    "cards_in_hand",
    "science_tags",
    "mc_production",
    "heat",
    "heat_production",
    "steel",
    "titanium",
    "steel_production",
    "titanium_production",
    "plants",
)


def new_game(options: dict[str, Any], cat: Catalog, seed: int) -> State:
    numbers = sorted(cat.cards)
    in_play = [n for n in numbers if options["corporate_era"] or cat.cards[n].deck == "base"]
    deck = list(in_play)
    rng_for(seed, 0, "project-deck").shuffle(deck)
    bonus = list(BONUS_IDS)
    rng_for(seed, 0, "bonus-deck").shuffle(bonus)
    human: dict[str, Any] = {name: 0 for name in STANDINGS}
    human["tr"] = STARTING_TR
    human["plants_protected"] = False
    state: State = {
        "state_version": STATE_VERSION,
        "rules_revision": revision_of(options),
        "options": dict(options),
        "seed": seed,
        "step": 0,
        "phase": "research",
        "generation": 1,
        "first_player": 0,  # the seed: "Você é o jogador inicial!"
        "turn": 0,
        "passed": [False, False],
        "reports_this_turn": 0,
        "human_turns": 1,
        "marsbot": {
            "tracks": {t: 0 for t in TRACKS},
            "markers": {t: None for t in TRACKS},
            "mc": 0,
            "tr": STARTING_TR,
            "tr_gained": 0,
            "turns_this_generation": 0,
            "played_vp_cards": 0,
        },
        "human": human,
        "cards": {
            "deck": deck,
            "discard": [],
            "action_deck": [],
            "played": [],
            "human": [],
            "box": [n for n in numbers if n not in in_play],
        },
        "bonus": {"deck": bonus, "discard": [], "destroyed": []},
        "map": {},
        "parameters": {"temperature": TEMPERATURE_START, "oxygen": OXYGEN_START, "oceans": 0},
        "milestones": {},
        "awards": {},
        "research": None,
        "final_order": None,
        "ended_generation": None,
        "instant_loss": False,
        "human_score": None,
        "instructions": [],
        "undo": None,
    }
    if draws_tracked(state):
        state["cards"]["unnamed"] = []
    ctx = Context(state, cat)
    research_start(ctx)
    return ctx.s
