"""MarsBot's set-up options, every open rules question among them.

Each open question is a named option: its words (``option_words``) give both readings, and its
default is the recommended one.
"""

from __future__ import annotations

from typing import Any

from games.rules.core import options_worded
from games.rules.revision import revision_option

from .option_words import OPTION_WORDS


def _choice(default: str, values: list[str]) -> dict[str, Any]:
    return {"type": "string", "enum": values, "default": default}


def _flag(default: bool) -> dict[str, Any]:
    return {"type": "boolean", "default": default}


_OPTIONS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "rules_revision": revision_option(),
        "corporate_era": _flag(True),
        "difficulty": _choice("normal", ["easy", "normal", "hard", "brutal"]),
        "research": _choice("standard", ["standard", "draft"]),
        "card_source": _choice("server_deck", ["server_deck", "reported"]),
        "marsbot_corporation": _choice("none", ["none"]),
        "prelude": _flag(False),
        # --- open rules questions: both readings in the words, the default the recommended one
        "expansion_icons": _choice("venus", ["venus", "floater"]),
        "lobbyists_furthest": _choice("steps_remaining", ["steps_remaining", "fraction_completed"]),
        "competition_below_5": _choice("nothing", ["nothing", "draw_another"]),
        "hard_claim_timing": _choice("before_flip", ["before_flip", "after_flip"]),
        "random_tiebreak_count": _choice("one_based", ["one_based", "zero_based"]),
        "double_temperature": _choice("separate_checks", ["separate_checks", "single_raise"]),
        "played_cards_reshuffle": _choice("never", ["never", "into_discard"]),
        "tie_winner": _choice("marsbot", ["marsbot", "shared"]),
        "neural_instance_owned": _flag(True),
        "human_triggers_on_marsbot": _flag(True),
        "uncertain_tag_order": _choice("engine", ["engine", "printed_layout"]),
        "milestone_closeness": _choice("fraction", ["fraction", "raw_count"]),
        "award_values": _choice("reference_card", ["reference_card", "seed_reading"]),
        "ocean_bonus": _choice("per_ocean", ["per_ocean", "flat"]),
        "greenery_avoid": _choice("your_cities", ["your_cities", "none"]),
    },
}
# The schema served to apps: each option with its words (English here, see option_words).
OPTIONS_SCHEMA = options_worded(_OPTIONS, OPTION_WORDS)

# Project cards MarsBot takes into each action deck, by difficulty.
PROJECT_CARDS_PER_DECK = {"easy": 3, "normal": 3, "hard": 3, "brutal": 4}
PRELUDE_EXTRA_START_CARDS = 3  # "instead of prelude cards"
FAILED_ACTION_MC = {"easy": 3, "normal": 5, "hard": 5, "brutal": 5}
EASY_AWARD_MALUS = 5
GENERATION_LOSS = {False: 20, True: 18}  # entering this generation loses the game for you
HARD_LEVELS = ("hard", "brutal")
