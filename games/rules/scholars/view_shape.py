"""The JSON Schema of a Scholars view (the public state plus the companion members),
published as ``ScholarsView``."""

from __future__ import annotations

from typing import Any

from games.rules.shapes import (
    BOOL,
    INT,
    STR,
    Schema,
    arr,
    companion_shape,
    described,
    enum,
    map_of,
    nullable,
    obj,
    options_shape,
)

from .content import GUILDS, LANGUAGES

LANGUAGE = enum(*LANGUAGES)

# A scroll on the map or in the House of Wisdom, with the influence marker on it, if any.
SCROLL = obj({"language": LANGUAGE, "influence": nullable(enum("human", "automa"))}, name="Scroll")

ROOM = obj(
    {"deck": nullable(INT), "owner": enum("human", "automa", "neutral"), "gold": INT},
    {"languages": arr(LANGUAGE)},
    description="A translator employed in a room of the House of Wisdom.",
    name="Room",
)

GUILD = obj(
    {"human": INT, "automa": INT, "controller": nullable(enum("human", "automa"))}, name="Guild"
)

PENDING = obj(
    {
        "card": INT,
        "part": STR,
        "action": STR,
        "index": INT,
        "allowed": BOOL,
        "can_push": BOOL,
    },
    description="The automa's action waits for the human's answer (may it push you out?).",
    name="Pending",
)

CALIPH_STEP = obj(
    {
        "guild": described(INT, "The guild the phase is at, 0-2 in guild order."),
        "stage": enum("move", "consolation"),
        "wait": nullable(enum("translator", "automa_row", "human_move")),
        "row": nullable(enum("top", "middle", "bottom")),
    },
    description="Rules edition 2: where a Caliph phase waits for the human's report.",
    name="CaliphStep",
)


def view_schema(options_schema: dict[str, Any]) -> Schema:
    """A companion game's view or, in scoring mode, the table's reports: one object whose
    members of either mode are optional (the SDKs get one ``ScholarsView`` type)."""
    companion = _companion_view(options_schema)
    scoring = _scoring_view(options_schema)
    common = [name for name in companion["required"] if name in scoring["required"]]
    properties = {**scoring["properties"], **companion["properties"]}
    properties["phase"] = enum("setup", "play", "final", "report", "over")
    return {
        **obj(
            {name: properties[name] for name in common},
            {name: prop for name, prop in properties.items() if name not in common},
        ),
        "description": "Scholars of the South Tigris: in companion mode (the default) the "
        "table as it stands; in scoring mode (`options.mode`) each player's end-of-game report "
        "(`players`, `controllers`).",
    }


# The automa's supply and the final report's facts (parts of the companion view).
_AI = obj(
    {
        "scrolls": map_of(INT, "Scrolls held, by language."),
        "starting_scroll": nullable(LANGUAGE),
        "retired": INT,
        "caliph": obj({"top": INT, "middle": INT, "bottom": INT}),
    },
    {
        "retired_starting": described(
            INT, "Rules edition 2: starting translators among those retired."
        )
    },
    description="The automa's own supply.",
)
_FINAL_FACTS = obj(
    {
        "figures": map_of(INT, "Your figures reported, by name."),
        "scrolls": arr(STR, "The scroll cards you reported translating."),
        "retired": arr(INT, "The VP of each translator you retired."),
        "automa_retired": arr(INT, "The VP of each card in Papyrus's pile."),
    },
    description="Rules edition 2: the facts of your final report so far.",
)


def _companion_view(options_schema: dict[str, Any]) -> Schema:
    return obj(
        {
            "step": INT,
            "options": options_shape(options_schema),
            "phase": enum("setup", "play", "final", "over"),
            "turn": enum("human", "automa"),
            "task": nullable(STR),
            "pending": nullable(PENDING),
            "resting": BOOL,
            "reveal": nullable(obj({"position": INT, "language": LANGUAGE})),
            "resource": INT,
            "wraps": INT,
            "owed_bonuses": INT,
            "dice_sum": INT,
            "recent_silver": arr(INT),
            "caliphs": INT,
            "countdown": nullable(INT),
            "human_scrolls": INT,
            "ai": _AI,
            "final": map_of(INT, "The final scoring's figures, once reached."),
            "house": obj(
                {g: arr(nullable(SCROLL)) for g in GUILDS},
                description="The House of Wisdom: each guild's column, top row first.",
            ),
            "map": arr(nullable(SCROLL), "The scrolls on the map, clockwise from the marker."),
            "rooms": arr(nullable(ROOM)),
            "guilds": obj({g: GUILD for g in GUILDS}),
            "scheme": obj(
                {"discard": arr(INT), "deck_size": described(INT, "Scheme cards left to draw.")}
            ),
            **companion_shape(),
        },
        {
            "rules_revision": described(INT, "The rules edition the game plays (absent: 1)."),
            "caliph_step": nullable(CALIPH_STEP),
            "final_facts": _FINAL_FACTS,
            "final_totals": arr(
                obj({"breakdown": map_of(INT, "VP by category."), "total": INT}),
                "Your VP and Papyrus's as the facts reported so far score (seat order).",
            ),
            "told": arr(STR, "The long instructions told in full once (later: briefly)."),
            "human_rest": described(
                # Empty when the bottom card was a Caliph card (its phase is reported apart).
                {"type": "object", "properties": {"position": INT, "language": LANGUAGE}},
                "The human's Rest reported, told back at the automa's next answer.",
            ),
        },
    )


def _scoring_view(options_schema: dict[str, Any]) -> Schema:
    player = obj(
        {
            "figures": map_of(INT, "The figures the player reported, by name."),
            "scrolls": arr(STR, "The scroll cards the player reported keeping."),
            "retired": arr(INT, "The translators the player reported retired."),
            "done": BOOL,
        },
        name="ScoringPlayer",
    )
    return obj(
        {
            "step": INT,
            "options": options_shape(options_schema),
            "phase": enum("report", "over"),
            "players": arr(player, "Scoring mode: each player's report."),
            "controllers": map_of(INT, "Scoring mode: the seat controlling each guild."),
            **companion_shape(),
        }
    )
