"""The JSON Schema of a MarsBot view (``make_view`` plus the companion members), published as
``MarsbotView``."""

from __future__ import annotations

from games.rules.shapes import (
    BOOL,
    INT,
    STR,
    arr,
    companion_shape,
    described,
    enum,
    map_of,
    nullable,
    obj,
    options_shape,
)

from .content import TRACKS
from .options import OPTIONS_SCHEMA
from .setup import STANDINGS

MARSBOT = obj(
    {
        "tracks": obj({t: INT for t in TRACKS}, description="MarsBot's Tharsis tracks."),
        "markers": obj({t: nullable(INT) for t in TRACKS}),
        "mc": INT,
        "tr": INT,
        "tr_gained": INT,
        "turns_this_generation": INT,
        "played_vp_cards": INT,
    },
    name="Automa",
)

HUMAN = obj(
    {**{name: INT for name in STANDINGS}, "plants_protected": BOOL},
    {
        "land_claims": described(arr(STR), "Spaces the human's Land Claim reserved."),
        "off_mars_cities": described(
            arr(STR), "Off-Mars city spaces the human's cards used (Ganymede Colony, Phobos)."
        ),
    },
    description="The human's standings as last reported.",
    name="Human",
)

TILE = obj(
    {"tile": STR, "owner": nullable(described(INT, "The seat owning it; null: nobody."))},
    {"card": described(STR, "The card that placed it.")},
    name="Tile",
)

RESEARCH = obj(
    {"draft": BOOL, "reported": arr(STR), "to_report": INT, "kept": arr(STR)},
    {
        "human_pile": arr(STR),
        "marsbot_pile": arr(STR),
        "to_draw": described(INT, "Cards the human draws this research phase (revision 2)."),
        "drawn": described(INT, "How many of them are reported."),
    },
    description="The research phase under way.",
    name="Research",
)

PAUSE = obj(
    {
        "flips": arr({}),
        "pile": STR,
        "purpose": STR,
        "waiting": BOOL,
        "shown_instructions": INT,
        "shown_events": INT,
        "resolving": arr(STR),
    },
    description="MarsBot's turn waits for a card the human flips on the table.",
    name="Pause",
)

VIEW_SCHEMA = obj(
    {
        "options": options_shape(OPTIONS_SCHEMA),
        "step": INT,
        "phase": enum("research", "action", "final_greenery", "final_score", "over"),
        "generation": INT,
        "first_player": INT,
        "turn": INT,
        "passed": arr(BOOL),
        "reports_this_turn": INT,
        "human_turns": INT,
        "marsbot": MARSBOT,
        "human": HUMAN,
        "map": map_of(TILE, "Tiles on Mars by space number."),
        "parameters": obj({"temperature": INT, "oxygen": INT, "oceans": INT}),
        "milestones": map_of(INT, "Claimed milestones: the seat that claimed each."),
        "awards": map_of(INT, "Funded awards: the seat that funded each."),
        "research": nullable(RESEARCH),
        "final_order": nullable(arr(INT)),
        "ended_generation": nullable(INT),
        "instant_loss": BOOL,
        "human_score": nullable(INT),
        "cards": obj(
            {
                "deck_count": INT,
                "action_deck": arr(enum("project", "bonus"), "MarsBot's face-down card backs."),
                "discard": arr(STR),
                "played": arr(STR),
                "human": arr(STR),
                "box": arr(STR),
            },
            {"unnamed_count": described(INT, "Cards the human drew without naming them.")},
        ),
        "bonus": obj({"deck_count": INT, "discard": arr(STR), "destroyed": arr(STR)}),
        "seat": nullable(described(INT, "The seat this view is for; null: a spectator.")),
        **companion_shape(),
    },
    {
        "pause": nullable(PAUSE),
        "state_version": INT,
        "rules_revision": described(INT, "The rules edition the game plays by."),
    },
    description="Terraforming Mars with MarsBot, as the table stands.",
)
