"""MarsBot's set-up options, every open question of the reference (§7) among them.

Each open question is a named option: its description quotes both readings and its default is
the recommended one.
"""

from __future__ import annotations

from typing import Any


def _choice(default: str, values: list[str], description: str) -> dict[str, Any]:
    return {"type": "string", "enum": values, "default": default, "description": description}


def _flag(default: bool, description: str) -> dict[str, Any]:
    return {"type": "boolean", "default": default, "description": description}


OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "corporate_era": _flag(
            True, "Play with the Corporate Era project cards (208 cards; off: the 137 base cards)."
        ),
        "difficulty": _choice(
            "normal",
            ["easy", "normal", "hard", "brutal"],
            "Easy: Advance Tracker icons ignored, a Failed Action gives 3 M€, MarsBot's award "
            "values -5. Normal: as written. Hard: +1 VP per played card with a non-negative VP "
            "icon, and a paid (8 M€) milestone claim at the start of its first turn each "
            "generation. Brutal: Hard plus 4 project cards (not 3) in every action deck; the "
            "draft keeps all 4.",
        ),
        "research": _choice(
            "standard",
            ["standard", "draft"],
            "Research phase without selection (MarsBot takes 3 project cards and 1 bonus card) or "
            "with selection (two piles of 4 drafted; MarsBot's picks are random).",
        ),
        "card_source": _choice(
            "server_deck",
            ["server_deck", "reported"],
            "MarsBot's project cards come from the server's own seeded deck of the project cards, "
            "or you report them from the physical deck by card number.",
        ),
        "marsbot_corporation": _choice(
            "none",
            ["none"],
            "The seed: MarsBot receives no corporation card. The Rulebook B corporations "
            "(C01-C46) are out of scope for now; a later value adds them.",
        ),
        "prelude": _flag(
            False,
            "Prelude: the game is lost on entering generation 18 (not 20), MarsBot's starting "
            "action deck has 3 extra project cards, and the M€-to-VP ladder starts two "
            "generations earlier.",
        ),
        # --- open questions (reference §7) -----------------------------------------------------
        "expansion_icons": _choice(
            "venus",
            ["venus", "floater"],
            "Q1. Event 6, Energy 2 and Energy 4: 'Venus raises' (terraforming-mars main, "
            "victor-zelinskiy) or 'floaters' (ignac8 commit b5b882122). Both are ignored without "
            "Venus Next/Colonies, with no Failed Action.",
        ),
        "lobbyists_furthest": _choice(
            "steps_remaining",
            ["steps_remaining", "fraction_completed"],
            "Q2. B06 d) 'furthest from completion': most steps still remaining (victor-zelinskiy) "
            "or lowest fraction completed (ignac8).",
        ),
        "competition_below_5": _choice(
            "nothing",
            ["nothing", "draw_another"],
            "Q3. B08 with fewer than 5 M€: the card does nothing (victor-zelinskiy) or MarsBot "
            "draws and resolves another bonus card (ignac8).",
        ),
        "hard_claim_timing": _choice(
            "before_flip",
            ["before_flip", "after_flip"],
            "Q4. Hard/Brutal milestone claim: at the start of the turn, 'then the turn proceeds "
            "as normal' (victor-zelinskiy, more literal) or after the card flip (ignac8).",
        ),
        "random_tiebreak_count": _choice(
            "one_based",
            ["one_based", "zero_based"],
            "Q5. Counting the flipped card's cost through the tied spaces: from 1 on the first "
            "tied space, a cost of 0 taking the first (victor-zelinskiy) or cost mod n counted "
            "from 0 (ignac8).",
        ),
        "double_temperature": _choice(
            "separate_checks",
            ["separate_checks", "single_raise"],
            "Q6. A doubled temperature icon: two raises each checked, the second on a maxed "
            "scale a Failed Action (victor-zelinskiy), or one raise of two steps (ignac8).",
        ),
        "played_cards_reshuffle": _choice(
            "never",
            ["never", "into_discard"],
            "Q7. MarsBot's played project cards: a separate pile never reshuffled "
            "(victor-zelinskiy) or the project discard pile, reshuffled into the deck (ignac8).",
        ),
        "tie_winner": _choice(
            "marsbot",
            ["marsbot", "shared"],
            "Q8. A tied final score: 'Um empate é considerado uma vitória do MarsBot' (the seed, "
            "and ignac8 p.10), or a shared result (no second source confirms).",
        ),
        "neural_instance_owned": _flag(
            True,
            "Q9. The Neural Instance tile is a MarsBot tile for Landlord, greenery adjacency and "
            "the own-tiles rule (both implementations), or a neutral marker (off).",
        ),
        "human_triggers_on_marsbot": _flag(
            True,
            "Q10. Your 'any player places a tile / plays a tag' effects fire for MarsBot's "
            "actions (victor-zelinskiy treats tile triggers as normal), or only those the RB-B "
            "FAQ lists (off). The server reminds you in each placement instruction.",
        ),
        "uncertain_tag_order": _choice(
            "engine",
            ["engine", "printed_layout"],
            "Q11. Space Elevator, Phobos Space Haven and Noctis Farming: the tag order of the "
            "open-source card definitions (space/building, space/city, plant/building), or the "
            "reversed order read from the 2020 HTML card layout.",
        ),
        "milestone_closeness": _choice(
            "fraction",
            ["fraction", "raw_count"],
            "Q12. 'The one you are closest to meeting': your value as a fraction of the threshold "
            "(victor-zelinskiy) or the raw count still missing (ignac8).",
        ),
        "award_values": _choice(
            "reference_card",
            ["reference_card", "seed_reading"],
            "Q13. MarsBot's Banker/Thermalist/Miner: the Tharsis reference card as both "
            "implementations transcribe it (Building+Event, Energy+5, Space+5), or the seed's "
            "production names through its own table (Event+Space, Earth+5, Building+5).",
        ),
        "ocean_bonus": _choice(
            "per_ocean",
            ["per_ocean", "flat"],
            "Q14. A MarsBot tile next to oceans: 2 M€ per adjacent ocean, as the base game pays, "
            "or the seed's 'ganha 2 MC' read as a flat 2 M€.",
        ),
        "greenery_avoid": _choice(
            "your_cities",
            ["your_cities", "none"],
            "Q15. Greenery: as many of MarsBot's own cities adjacent as possible, then as few of "
            "YOUR cities (the second 'suas' read as the human's), or no avoidance clause (the "
            "literal 'suas' = MarsBot's contradicts the first half and is dropped).",
        ),
    },
}

# Project cards MarsBot takes into each action deck, by difficulty.
PROJECT_CARDS_PER_DECK = {"easy": 3, "normal": 3, "hard": 3, "brutal": 4}
PRELUDE_EXTRA_START_CARDS = 3  # "instead of prelude cards"
FAILED_ACTION_MC = {"easy": 3, "normal": 5, "hard": 5, "brutal": 5}
EASY_AWARD_MALUS = 5
GENERATION_LOSS = {False: 20, True: 18}  # entering this generation loses the game for you
HARD_LEVELS = ("hard", "brutal")
