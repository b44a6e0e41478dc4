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


def view_schema(options_schema: dict[str, Any]) -> Schema:
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
            "ai": obj(
                {
                    "scrolls": map_of(INT, "Scrolls held, by language."),
                    "starting_scroll": nullable(LANGUAGE),
                    "retired": INT,
                    "caliph": obj({"top": INT, "middle": INT, "bottom": INT}),
                },
                description="The automa's own supply.",
            ),
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
        description="Scholars of the South Tigris, as the table stands.",
    )
