"""The JSON Schema of an Architects view (``make_view``), published as ``ArchitectsView``."""

from __future__ import annotations

from games.rules.shapes import (
    BOOL,
    EVENT,
    INT,
    STR,
    arr,
    described,
    enum,
    legal_actions_shape,
    map_of,
    nullable,
    obj,
    options_shape,
)

from .specs import ACTION_SPECS, OPTIONS_SCHEMA

CARD = obj(
    {"id": INT, "kind": STR}, description="A card: its id and kind (see the content).", name="Card"
)

PLAYER = obj(
    {
        "seat": INT,
        "wonder": STR,
        "stages_built": arr(STR),
        "cards": arr(CARD),
        "cards_by_kind": map_of(INT, "How many cards of each kind."),
        "shields": INT,
        "progress_tokens": arr(STR),
        "military_tokens": INT,
        "has_cat": BOOL,
    },
    description="One city, as every seat sees it.",
    name="Player",
)

DECK = obj(
    {
        "size": INT,
        "top": nullable(
            described(
                CARD, "Face up on a Wonder's deck; the central deck's top is never shown here."
            )
        ),
    },
)

TURN = obj(
    {
        "seat": INT,
        "number": INT,
        "phase": enum("draw", "act"),
        "armed": arr(STR, "Progress tokens the card taken this turn triggers."),
        "used": arr(STR),
        "new_tokens": arr(STR),
        "battle": BOOL,
        "economy_used": BOOL,
    },
    name="Turn",
)

PENDING = obj(
    {"kind": STR, "seat": INT},
    {"reason": STR, "deck": STR, "effect": STR, "stage": STR},
    description="A choice owed before the turn goes on (last one first).",
    name="Pending",
)

VIEW_SCHEMA = obj(
    {
        "game": enum("architects"),
        "release": described(STR, "The content release the game plays with."),
        "viewer": nullable(described(INT, "The seat this view is for; null: a spectator.")),
        "rules_revision": INT,
        "seats": described(INT, "How many seats."),
        "step": INT,
        "options": options_shape(OPTIONS_SCHEMA),
        "wonders": arr(STR, "Each seat's Wonder, in seat order."),
        "players": arr(PLAYER),
        "decks": map_of(DECK, "The decks by name: `central` and one per Wonder."),
        "discard": arr(CARD),
        "progress_tokens": obj({"face_up": arr(STR), "face_down_count": INT}),
        "conflict": obj({"total": INT, "battle": INT}),
        "cat": nullable(described(INT, "The seat holding the Cat.")),
        "turn": TURN,
        "pending": arr(PENDING),
        "decision": nullable(
            obj(
                {"seat": INT, "kind": STR, "reason": nullable(STR)},
                description="What the seat to act is deciding now.",
            )
        ),
        "looking": nullable(
            obj(
                {"seat": INT, "deck": STR, "count": INT, "cards": nullable(arr(CARD))},
                description="Cards Halicarnassus lifted (shown to their owner only, by default).",
            )
        ),
        "peek": nullable(described(CARD, "The central top card, to a seat that peeked at it.")),
        "to_act": arr(INT),
        "legal_actions": legal_actions_shape(ACTION_SPECS),
        "events": arr(EVENT, "The last move's events this seat may see."),
        "over": BOOL,
        "end_reason": nullable(STR),
    },
    description="7 Wonders Architects, as one seat (or a spectator) sees it.",
)
