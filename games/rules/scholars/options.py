"""The solo game's set-up options, typed (their words: ``option_words``)."""

from __future__ import annotations

from typing import Any

from games.rules.core import options_worded
from games.rules.revision import revision_option
from games.rules.scholars import readings, solo_final
from games.rules.scholars.option_words import OPTION_WORDS

_OPTIONS: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "mode": {
            "type": "string",
            "enum": ["companion", "scoring"],
            "default": "companion",
        },
        "difficulty": {
            "type": "string",
            "enum": ["student", "scribe", "teacher", "scholar"],
            "default": "scribe",
        },
        "length": {
            "type": "string",
            "enum": ["casual", "epic"],
            "default": "casual",
        },
        "ties_to_automa": {
            "type": "boolean",
            "default": True,
        },
        "rules_revision": revision_option(),
        "travel_out_of_reach": {
            "type": "string",
            "enum": list(readings.TRAVEL_OUT_OF_REACH),
            "default": readings.TRAVEL_OUT_OF_REACH[0],
        },
        "recent_cards": {
            "type": "string",
            "enum": list(readings.RECENT_CARDS),
            "default": readings.RECENT_CARDS[0],
        },
        "final_report": {
            "type": "string",
            "enum": list(solo_final.FINAL_REPORTS),
            "default": solo_final.FINAL_REPORTS[0],
        },
    },
}
# The schema served to apps: each option with its words (English here, see option_words).
OPTIONS_SCHEMA = options_worded(_OPTIONS, OPTION_WORDS)
