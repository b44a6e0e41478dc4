"""Scholars' tools that need no game (``Ruleset.tools``): the dice calculator and the
multiplayer scoring sheet."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from games.rules.said import Said
from games.rules.scholars.catalogue import TOOLS
from games.rules.scholars.content import GUILDS, RESEARCH_TOP_LEVEL, TRACKS
from games.rules.scholars.dice import (
    DIE_COLOURS,
    PRIMARY,
    SECONDARY,
    WHITE,
    WORKER_COLOURS,
    Die,
    dice_summary,
)
from games.rules.scholars.scoring import MAX_PLAYERS, PlayerReport
from games.rules.shapes import BOOL, INT, STR, Schema, arr, described, enum, map_of, obj
from games.rules.tools import Tool, ToolRefusal

# Bounds that keep one request's work small (a player never holds more).
MAX_DICE = 12
MAX_WORKERS = 12
MAX_SCROLLS = 48
MAX_NAME = 100
# Counts stay within 32 bits, as every integer the API takes.
INT_MAX = 2**31 - 1


def _closed(required: Mapping[str, Schema], optional: Mapping[str, Schema]) -> Schema:
    return {**obj(required, optional), "additionalProperties": False}


def _count(most: int = INT_MAX) -> Schema:
    return {"type": "integer", "minimum": 0, "maximum": most}


def _counts(keys: Iterable[str], description: str, most: int = INT_MAX) -> Schema:
    """An object of counts under ``keys``, each optional."""
    return described(_closed({}, {key: _count(most) for key in keys}), description)


DICE_INPUT: Schema = _closed(
    {
        "dice": {
            **arr(
                _closed(
                    {"colour": enum(*DIE_COLOURS), "value": {**INT, "minimum": 1, "maximum": 6}}, {}
                ),
                "the dice held, by index",
            ),
            "maxItems": MAX_DICE,
        }
    },
    {"workers": {**arr(enum(*WORKER_COLOURS)), "maxItems": MAX_WORKERS}},
)
DICE_OUTPUT: Schema = obj(
    {
        "combinations": arr(
            obj(
                {
                    "dice": arr(INT, "die indexes"),
                    "workers": arr(
                        arr(STR), "the workers on each chosen die, in the order they are put on"
                    ),
                    "colours": arr(STR, "two colours: the player picks one"),
                    "value": described(INT, "the highest value; any lower one is allowed"),
                }
            )
        ),
        "best_by_colour": map_of(INT),
        "recruit_value": INT,
        "travel_value": INT,
        "research": map_of(INT),
        "translate_colours": arr(STR),
    }
)

PLAYER_REPORT: Schema = _closed(
    {},
    {
        "name": {**STR, "maxLength": MAX_NAME},
        "dice": _counts([WHITE, *PRIMARY, *SECONDARY], "dice held (sum of their values) by colour"),
        "retired_translator_vp": arr(_count()),
        "guild_influence": _counts(GUILDS, "influence by guild"),
        "caliph_top": _count(),
        "caliph_middle": _count(),
        "research": _counts(TRACKS, "research level by track", RESEARCH_TOP_LEVEL),
        "scrolls": {**arr(STR), "maxItems": MAX_SCROLLS},
        "starting_scroll": BOOL,
        "silver": _count(),
        "gold": _count(),
        "employed_translators": _count(),
        "workers": _count(),
    },
)
SCORE_INPUT: Schema = _closed(
    {"players": {**arr(PLAYER_REPORT), "minItems": 1, "maxItems": MAX_PLAYERS}},
    {
        "guild_controllers": _counts(
            GUILDS, "the current controller (a player's index) of a guild that is tied"
        )
    },
)
RESULT: Schema = obj(
    {
        "scores": arr(
            obj({"seat": INT, "total": INT, "breakdown": map_of(INT), "tiebreak": arr(INT)})
        ),
        "ranking": arr(INT, "seat indexes, best first"),
        "winners": arr(INT),
    }
)


def dice_calculate(rules: Any, body: Mapping[str, Any]) -> dict[str, object]:
    """Every action colour and value the held dice and workers can make (see ``dice``)."""
    dice = [Die(die["colour"], die["value"]) for die in body["dice"]]
    return dice_summary(dice, list(body.get("workers", ())))


def score_calculate(rules: Any, body: Mapping[str, Any]) -> dict[str, Any]:
    """Final scores of a 1-4 player game from each player's report, with the tie-breaks, by
    the values of the ruleset's content release."""
    reports = [
        PlayerReport(
            **{
                **player,
                "retired_translator_vp": tuple(player.get("retired_translator_vp", ())),
                "scrolls": tuple(player.get("scrolls", ())),
            }
        )
        for player in body["players"]
    ]
    result, problems = rules.score_reports(reports, dict(body.get("guild_controllers", {})))
    if result is None:
        raise ToolRefusal(
            f"{len(problems)} reports cannot be scored.",
            "invalid_reports",
            {"count": len(problems)},
            {"players": problems},  # worded in the reader's language when answered
        )
    scored: dict[str, Any] = result.to_json()
    return scored


SCHOLARS_TOOLS = (
    Tool(
        "dice",
        Said(TOOLS, "tool-dice-title"),
        Said(TOOLS, "tool-dice-description"),
        DICE_INPUT,
        DICE_OUTPUT,
        dice_calculate,
    ),
    Tool(
        "score",
        Said(TOOLS, "tool-score-title"),
        Said(TOOLS, "tool-score-description"),
        SCORE_INPUT,
        RESULT,
        score_calculate,
    ),
)
