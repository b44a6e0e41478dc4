"""The catalogue data of the ruleset: set-up options and action types."""

from __future__ import annotations

from games.rules.core import ActionField, ActionSpec, options_worded
from games.rules.revision import revision_option

from .content import KNOWN_KINDS, KNOWN_TOKENS
from .option_words import OPTION_WORDS

EXTRA_CARD_TOKENS = ("architecture", "crafts", "jewellery", "propaganda", "science", "urbanism")

_OPTIONS = {
    "type": "object",
    "properties": {
        "rules_revision": revision_option(),
        "wonders": {
            "type": "array",
            "items": {"type": "string"},
            "default": [],
        },
        "first_player": {
            "type": "string",
            "enum": ["seat_0", "random"],
            "default": "seat_0",
        },
        "babylon_deck": {
            "type": "string",
            "enum": ["stone1_brick2", "stone2_brick1"],
            "default": "stone1_brick2",
        },
        "rhodes_first_shield": {
            "type": "string",
            "enum": ["2s", "2d"],
            "default": "2s",
        },
        "economy_forces_build": {
            "type": "boolean",
            "default": True,
        },
        "wonder_effects_optional": {
            "type": "boolean",
            "default": False,
        },
        "halicarnassus_cards_public": {
            "type": "boolean",
            "default": False,
        },
        "halicarnassus_reshuffle": {
            "type": "string",
            "enum": ["whole_deck", "others_on_top"],
            "default": "whole_deck",
        },
        "no_cards_available": {
            "type": "string",
            "enum": ["pass", "end_game"],
            "default": "pass",
        },
        "payment_choice": {
            "type": "string",
            "enum": ["player", "automatic"],
            "default": "player",
        },
        "new_token_usable_same_turn": {
            "type": "boolean",
            "default": True,
        },
        "science_without_tokens": {
            "type": "string",
            "enum": ["keep_cards", "discard_cards"],
            "default": "keep_cards",
        },
        "extra_cards_trigger_tokens": {
            "type": "boolean",
            "default": True,
        },
        "battle_before_game_end": {
            "type": "boolean",
            "default": True,
        },
        "battle_trigger": {
            "type": "string",
            "enum": ["last_token", "any_flip"],
            "default": "last_token",
        },
        "military_tokens_limited": {
            "type": "boolean",
            "default": False,
        },
    },
    "additionalProperties": False,
}

# The schema served to apps: each option with its words (English here, see option_words).
OPTIONS_SCHEMA = options_worded(_OPTIONS, OPTION_WORDS)

DECK = ActionField("deck", "str", "A Wonder slug (its deck) or 'central'.")

ACTION_SPECS = (
    ActionSpec(
        "take_card",
        (DECK,),
        "Take the top card of a deck (the turn's card, or Alexandria's effect).",
    ),
    ActionSpec(
        "take_extra_card",
        (
            ActionField(
                "token", "str", "The Progress token giving the extra card.", True, EXTRA_CARD_TOKENS
            ),
            DECK,
        ),
        "Use an extra-card Progress token: take the top card of one of your 3 decks.",
    ),
    ActionSpec(
        "build_stage",
        (
            ActionField("stage", "str", "Stage id, e.g. 'A2'."),
            ActionField(
                "cards",
                "str_list",
                "Kinds of the cards spent, in any order (e.g. "
                "['gold', 'wood']); one card fewer than the cost uses Economy.",
                unordered=True,
            ),
        ),
        "Construct a stage of your Wonder.",
    ),
    ActionSpec(
        "choose_progress_token",
        (
            ActionField(
                "token",
                "str",
                "A face-up token's slug, 'face_down' for the top of the stack, or 'none' "
                "(no token left, option science_without_tokens).",
                True,
                (*sorted(KNOWN_TOKENS), "face_down", "none"),
            ),
            ActionField(
                "cards",
                "str_list",
                "Science kinds of the green cards discarded (empty for Babylon).",
                unordered=True,
            ),
        ),
        "Take a Progress token.",
    ),
    ActionSpec("choose_deck", (DECK,), "Halicarnassus: the deck whose top 5 cards you look at."),
    ActionSpec(
        "pick_card",
        (ActionField("kind", "str", "Kind of the card kept.", True, KNOWN_KINDS),),
        "Halicarnassus: keep one of the cards looked at.",
    ),
    ActionSpec("use_wonder_effect", (), "Use the Wonder effect just triggered."),
    ActionSpec("decline_wonder_effect", (), "Decline the Wonder effect just triggered."),
    ActionSpec("end_turn", (), "End your turn (only when nothing mandatory remains)."),
)

SPEC_BY_TYPE = {spec.type: spec for spec in ACTION_SPECS}
