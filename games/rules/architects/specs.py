"""The catalogue data of the ruleset: set-up options and action types."""

from __future__ import annotations

from games.rules.core import ActionField, ActionSpec
from games.rules.revision import revision_option

from .content import KNOWN_KINDS, KNOWN_TOKENS

EXTRA_CARD_TOKENS = ("architecture", "crafts", "jewellery", "propaganda", "science", "urbanism")

OPTIONS_SCHEMA = {
    "type": "object",
    "properties": {
        "rules_revision": revision_option(
            "Engineering is used at most once per turn and never forces a build, and a seat "
            "that saw the central deck's top card with the Cat remembers it while it stays on top"
        ),
        "wonders": {
            "type": "array",
            "items": {"type": "string"},
            "default": [],
            "description": "Wonder slug of each seat, in seat order; empty = drawn at random "
            "from the game's seed (BGA deals them at random).",
        },
        "first_player": {
            "type": "string",
            "enum": ["seat_0", "random"],
            "default": "seat_0",
            "description": "Who starts: seat 0 (seat the youngest player there) or at random.",
        },
        "babylon_deck": {
            "type": "string",
            "enum": ["stone1_brick2", "stone2_brick1"],
            "default": "stone1_brick2",
            "description": "Reference §14.1: Babylon deck has 1 Stone/2 Bricks (majority) or "
            "2 Stones/1 Brick (ISEP table).",
        },
        "rhodes_first_shield": {
            "type": "string",
            "enum": ["2s", "2d"],
            "default": "2s",
            "description": "Reference §14.2: Rhodes' first shield is on the 2-identical foot "
            "(component art) or the 2-different foot.",
        },
        "economy_forces_build": {
            "type": "boolean",
            "default": True,
            "description": "Reference §14.4: a stage affordable only thanks to Economy's "
            "doubled coin must be built (BGA) or may be left (BGG answer).",
        },
        "wonder_effects_optional": {
            "type": "boolean",
            "default": False,
            "description": "Reference §14.5: Wonder effects (other than Rhodes' shield) may be "
            "declined.",
        },
        "halicarnassus_cards_public": {
            "type": "boolean",
            "default": False,
            "description": "Reference §14.5: everybody sees the cards Halicarnassus looks at "
            "(default: only its owner).",
        },
        "halicarnassus_reshuffle": {
            "type": "string",
            "enum": ["whole_deck", "others_on_top"],
            "default": "whole_deck",
            "description": "Reference §14.5: the cards not kept are shuffled into the whole "
            "deck, or shuffled and put back on top.",
        },
        "no_cards_available": {
            "type": "string",
            "enum": ["pass", "end_game"],
            "default": "pass",
            "description": "Reference §14.6: a seat whose three decks are empty passes (the game "
            "ends when nobody can take a card) or the game ends at once.",
        },
        "payment_choice": {
            "type": "string",
            "enum": ["player", "automatic"],
            "default": "player",
            "description": "Reference §10: the player chooses which cards pay a stage, or the "
            "engine spends the fewest coins.",
        },
        "new_token_usable_same_turn": {
            "type": "boolean",
            "default": True,
            "description": "Reference §12: a Progress token won this turn already works for "
            "later events of the same turn.",
        },
        "science_without_tokens": {
            "type": "string",
            "enum": ["keep_cards", "discard_cards"],
            "default": "keep_cards",
            "description": "Reference §14.7: with no Progress token left, a science set stays "
            "in front of you, or must be discarded (token 'none').",
        },
        "extra_cards_trigger_tokens": {
            "type": "boolean",
            "default": True,
            "description": "Reference §12: a card gained from a Wonder effect or a token is "
            "'placed in front of you', so it can trigger other extra-card tokens.",
        },
        "battle_before_game_end": {
            "type": "boolean",
            "default": True,
            "description": "Reference §11: a Battle triggered in the final turn is resolved "
            "before the game ends.",
        },
        "battle_trigger": {
            "type": "string",
            "enum": ["last_token", "any_flip"],
            "default": "last_token",
            "description": "When a Battle is fought. 'last_token' (default, the official "
            "rulebook): at the end of the turn that flips the last Conflict token to its "
            "Battle side. 'any_flip': the Portuguese rules summary's reading, where taking a "
            'red card with horns flips that many tokens and "this triggers a Battle at the end '
            'of your turn", so a Battle follows every turn that flips one or more tokens '
            "(and all tokens then go back to Peace).",
        },
        "military_tokens_limited": {
            "type": "boolean",
            "default": False,
            "description": "The box holds 28 Military Victory tokens. False (default, as on "
            "Board Game Arena; the rulebook does not say what happens when they run out): the "
            "supply never runs out. True: once 28 are taken no more are won; when a Battle "
            "wins more than are left, the seat whose turn it is takes its tokens first, then "
            "the others clockwise, while the supply lasts.",
        },
    },
    "additionalProperties": False,
}

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
