"""The JSON Schema of a Saboteur view (``view.view``), published as ``SaboteurView``."""

from __future__ import annotations

from typing import Any

from games.rules.saboteur.content import ROLE_ORDER
from games.rules.shapes import (
    BOOL,
    EVENT,
    INT,
    STR,
    Schema,
    arr,
    described,
    enum,
    nullable,
    obj,
    options_shape,
)

TOOL = enum("pickaxe", "lantern", "cart")
# Closed sets, named so that SDKs give them one type (SaboteurRole, SaboteurRotation).
ROLE: Schema = {**enum(*ROLE_ORDER), "title": "Role"}
ROTATION: Schema = {"type": "integer", "enum": [0, 180], "title": "Rotation"}

SEAT = obj(
    {
        "seat": INT,
        "hand_size": INT,
        "broken": arr(TOOL, "Broken tools in front of the seat."),
        "trapped": BOOL,
        "theft": BOOL,
        "gold": INT,
        "hat_swapped_at": described(INT, "The step of its last Swap Your Hats (-1: none)."),
        "hostility": described(INT, "Acts against other seats so far (public)."),
    },
    description="One seat, as everyone sees it.",
    name="Seat",
)

CELL = obj(
    {"x": INT, "y": INT, "card": STR, "rotation": ROTATION},
    description="A card in the maze.",
    name="Cell",
)

GOAL = obj(
    {"goal": INT, "x": INT, "y": INT, "revealed": BOOL},
    {"card": STR, "rotation": ROTATION},
    description="A goal card; its card only once revealed.",
    name="Goal",
)

ROUND_RESULT = obj(
    {
        "gold_found": BOOL,
        "completer": nullable(INT),
        "winning_teams": arr(STR),
        "winners": arr(INT),
        "shares": arr(INT),
        "crystals": INT,
        "crystal_gold": arr(INT),
        "round": INT,
        "roles": arr(ROLE),
        "trapped": arr(BOOL),
        "thefts": arr(arr(INT), "Pairs [thief, victim]."),
    },
    description="A finished round, its roles shown.",
    name="RoundResult",
)

KNOWLEDGE = obj(
    {"kind": enum("discarded", "hand", "inspection", "map"), "step": INT},
    {"cards": arr(STR), "seat": INT, "role": ROLE, "goal": INT, "card": STR},
    description="Something this seat alone learnt (a role inspected, a goal mapped, cards seen).",
    name="Knowledge",
)


def view_schema(options_schema: dict[str, Any]) -> Schema:
    return obj(
        {
            "game": enum("saboteur"),
            "seats_count": INT,
            "seat": nullable(described(INT, "The seat this view is for; null: a spectator.")),
            "rules_revision": INT,
            "round": INT,
            "rounds": INT,
            "phase": enum("play", "theft", "over"),
            "to_act": arr(INT),
            "turn": nullable(INT),
            "options": options_shape(options_schema),
            "content_key": STR,
            "grid": arr(CELL),
            "goals": arr(GOAL),
            "seats": arr(SEAT),
            "draw_pile_size": INT,
            "removed_count": INT,
            "discard_public": arr(STR),
            "discard_hidden_count": INT,
            "role_pool_size": INT,
            "role_discard_count": INT,
            "theft_order": arr(INT),
            "last_actor": INT,
            "step": INT,
            "round_results": arr(ROUND_RESULT),
            "events": arr(
                {**EVENT, "properties": {**EVENT["properties"], "step": INT}},
                "The events this seat may see.",
            ),
            "pending": nullable(obj({"kind": enum("steal"), "queue": arr(INT)})),
        },
        {
            "hand": arr(STR, "The seat's own cards (not for spectators)."),
            "role": described(ROLE, "The seat's own role (not for spectators)."),
            "knowledge": arr(KNOWLEDGE),
        },
        description="Saboteur, as one seat (or a spectator) sees it.",
    )
