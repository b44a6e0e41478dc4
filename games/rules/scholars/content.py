"""Scholars content: the shipped document, its editable kinds and the checks of a whole document.

Entries marked ``"verified": false`` hold a best estimate where the public sources are silent
(room costs, the gold under each language on the Solo Board, ...): a player with the box corrects
them in the admin, which publishes a new release.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from games.rules.core import ContentKind
from games.rules.input_words import at, member_missing, member_type, not_an_object, shown
from games.rules.said import Param, Said
from games.rules.scholars.catalogue import CONTENT

CONTENT_PATH = Path(__file__).resolve().parents[2] / "content" / "scholars" / "content.json"

LANGUAGES = ("chinese", "sanskrit", "greek", "hebrew", "persian", "syriac")
GUILDS = ("purple", "orange", "green")
TRACKS = ("mathematics", "physics", "chemistry", "philosophy", "biology", "astronomy")
# Research tracks run from level 0 to this one (every release's research_level_vp).
RESEARCH_TOP_LEVEL = 7
DECKS = 8
ROOMS = 10
SCHEME_CARDS = 6
BONUS_TYPES = (
    "none",
    "guild_membership",
    "per_translated_language",
    "coloured_dice",
    "research_track",
    "white_dice",
    "retired_translators",
    "breadth_of_research",
)
CALIPH_ROWS = ("top", "middle", "bottom")
AI_ACTIONS = ("place_gold", "employ", "translate", "deliver", "influence_card")

COUNT = {"type": "integer", "minimum": 0}
# What the box holds (/work/shared/rules/scholars.json ``components``): 35 gold, 20 influence
# cubes a player, 8 translator cards a deck (the TTS mod has 9: the larger is allowed).
GOLD_IN_BOX = 35
INFLUENCE_PER_PLAYER = 20
TRANSLATORS_PER_DECK_MOST = 9
GOLD = {"type": "integer", "minimum": 0, "maximum": GOLD_IN_BOX}
VERIFIED = {"type": "boolean"}
LANGUAGE = {"enum": list(LANGUAGES)}
AI_ACTION = {"type": "object", "properties": {"action": {"enum": list(AI_ACTIONS)}}}

CONTENT_KINDS: tuple[ContentKind, ...] = (
    ContentKind(
        name="scroll_card",
        key="scroll_cards",
        id_fields=("id",),
        title="Scroll card",
        schema={
            "type": "object",
            "required": ["id", "language", "base_vp", "end_bonus"],
            "properties": {
                "id": {"type": "string", "minLength": 1},
                "language": LANGUAGE,
                "base_vp": COUNT,
                "end_bonus": {
                    "type": "object",
                    "required": ["type"],
                    "properties": {"type": {"enum": list(BONUS_TYPES)}},
                },
            },
        },
    ),
    ContentKind(
        name="scheme_card",
        key="scheme_cards",
        id_fields=("id",),
        title="Scheme card (solo)",
        schema={
            "type": "object",
            "required": ["id", "colour", "silver", "primary", "fallback"],
            "properties": {
                "id": {"type": "integer", "minimum": 1},
                "colour": {"enum": ["blue", "red"]},
                "silver": {"type": "integer", "minimum": 0, "maximum": 2},
                "primary": {"type": "object", "properties": {"action": {"enum": list(AI_ACTIONS)}}},
                "fallback": {
                    "type": "object",
                    "properties": {"action": {"enum": list(AI_ACTIONS)}},
                },
            },
        },
    ),
    ContentKind(
        name="difficulty",
        key="difficulties",
        id_fields=("id",),
        title="Solo difficulty",
        schema={
            "type": "object",
            "required": ["id", "dice_sum_start", "starting_scroll", "neutral_gold"],
            "properties": {
                "id": {"enum": ["student", "scribe", "teacher", "scholar"]},
                "dice_sum_start": {"type": "integer", "minimum": -6, "maximum": 6},
                "starting_scroll": {"enum": [None, *LANGUAGES]},
                "orange_guild_influence": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": INFLUENCE_PER_PLAYER,
                },
                "purple_scroll_influence": {"type": "boolean"},
                "map_scroll_influence": {"type": "boolean"},
                "neutral_gold": GOLD,
            },
        },
    ),
    ContentKind(
        name="room",
        key="rooms",
        id_fields=("number",),
        title="Room (bottom row)",
        schema={
            "type": "object",
            "required": ["number", "cost", "retire_gold"],
            "properties": {
                "number": {"type": "integer", "minimum": 1, "maximum": ROOMS},
                "cost": {"type": "integer", "minimum": 0, "maximum": 4},
                "retire_gold": {"type": "integer", "minimum": 1, "maximum": GOLD_IN_BOX},
                "verified": VERIFIED,
            },
        },
    ),
    ContentKind(
        name="translator_deck",
        key="translator_decks",
        id_fields=("index",),
        title="Translator deck",
        schema={
            "type": "object",
            "required": ["index", "name", "languages", "retire_vp"],
            "properties": {
                "index": {"type": "integer", "minimum": 0, "maximum": DECKS - 1},
                "name": {"type": "string"},
                "languages": {"type": "array", "items": LANGUAGE},
                "retire_vp": {
                    "type": "array",
                    "items": COUNT,
                    "minItems": 1,
                    "maxItems": TRANSLATORS_PER_DECK_MOST,
                },
                "verified": VERIFIED,
            },
        },
    ),
    ContentKind(
        name="solo_board",
        key="solo_board",
        title="Solo Board (gold placed per language on a translation)",
        schema={
            "type": "object",
            "required": ["translate_gold"],
            "properties": {
                "translate_gold": {
                    "type": "object",
                    "properties": {language: GOLD for language in LANGUAGES},
                    "required": list(LANGUAGES),
                    "additionalProperties": False,
                },
                "verified": VERIFIED,
            },
        },
    ),
    ContentKind(
        name="starting_translator",
        key="starting_translators",
        id_fields=("number",),
        title="Starting translator",
        schema={
            "type": "object",
            "required": ["number", "retire_vp", "languages"],
            "properties": {
                "number": {"type": "integer", "minimum": 1, "maximum": ROOMS},
                "retire_vp": COUNT,
                "languages": {"type": "array", "items": LANGUAGE},
                "verified": VERIFIED,
            },
        },
    ),
    ContentKind(
        name="guild_rows",
        key="guild_rows",
        title="Guild rows (influence for delivering by row, Scheme card 2)",
        schema={
            "type": "object",
            "required": ["deliver_influence"],
            "properties": {
                "deliver_influence": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 1, "maximum": 2},
                    "minItems": 3,
                    "maxItems": 3,
                },
                "verified": VERIFIED,
            },
        },
    ),
    ContentKind(
        name="guild_consolation",
        key="guild_consolation",
        title="Guild consolation rewards (Caliph phase)",
        schema={
            "type": "object",
            "required": list(GUILDS),
            "properties": {
                **{guild: {"enum": ["worker", "silver", "gold"]} for guild in GUILDS},
                "verified": VERIFIED,
            },
        },
    ),
    ContentKind(
        name="scoring",
        key="scoring",
        title="End-game scoring values",
        schema={
            "type": "object",
            "required": ["research_level_vp", "guild_control_vp", "caliph_row_vp", "dice_track_vp"],
            "properties": {
                "research_level_vp": {
                    "type": "array",
                    "items": COUNT,
                    "minItems": RESEARCH_TOP_LEVEL + 1,
                    "maxItems": RESEARCH_TOP_LEVEL + 1,
                },
                "guild_control_vp": {
                    "type": "object",
                    "properties": {guild: COUNT for guild in GUILDS},
                    "required": list(GUILDS),
                    "additionalProperties": False,
                },
                "caliph_row_vp": {
                    "type": "object",
                    "properties": {row: COUNT for row in CALIPH_ROWS},
                    "required": list(CALIPH_ROWS),
                    "additionalProperties": False,
                },
                "dice_track_vp": {"type": "array", "items": COUNT},
                "verified": VERIFIED,
            },
        },
    ),
)


@cache
def default_content() -> dict[str, Any]:
    """The shipped content release (games/content/scholars/content.json)."""
    content: dict[str, Any] = json.loads(CONTENT_PATH.read_text(encoding="utf-8"))
    return content


# Room costs and Scheme cards as the rulebook has them.
ROOM_COST_MOST = 4
SCHEME_BLUE = SCHEME_RED = 3
GUILD_ROWS = 3
DIFFICULTIES = ("student", "scribe", "teacher", "scholar")


def _problem(message_id: str, **args: Param) -> Said:
    return Said(CONTENT, message_id, args)


def validate_content(content: Mapping[str, Any]) -> list[Said]:
    """Every problem of a Scholars content document (empty when the engines can use it)."""
    if not isinstance(content, Mapping):
        return [not_an_object()]
    required = (
        "release",
        "scroll_cards",
        "scheme_cards",
        "difficulties",
        "rooms",
        "translator_decks",
        "solo_board",
        "scoring",
        "guild_rows",
        "guild_consolation",
    )
    errors = [member_missing(key) for key in required if key not in content]
    if errors:
        return errors
    errors += _scroll_problems(content["scroll_cards"])
    errors += _scheme_problems(content["scheme_cards"])
    starting = content.get("starting_translators")
    if isinstance(starting, list):
        errors += _twice("starting_translators", "number", starting)
    ids = [d.get("id") for d in content["difficulties"] if isinstance(d, dict)]
    if sorted(map(str, ids)) != sorted(DIFFICULTIES):
        errors.append(_problem("difficulties", allowed=shown(list(DIFFICULTIES))))
    numbers = [r.get("number") for r in content["rooms"] if isinstance(r, dict)]
    if numbers != list(range(1, ROOMS + 1)):
        errors.append(_problem("rooms-numbered", rooms=ROOMS))
    for room in content["rooms"]:
        if isinstance(room, dict) and not (
            isinstance(room.get("cost"), int) and 0 <= room["cost"] <= ROOM_COST_MOST
        ):
            errors.append(_problem("room-cost", room=str(room.get("number")), most=ROOM_COST_MOST))
    decks = [d.get("index") for d in content["translator_decks"] if isinstance(d, dict)]
    if decks != list(range(DECKS)):
        errors.append(_problem("decks-indexed", last=DECKS - 1))
    gold = content["solo_board"].get("translate_gold", {})
    if sorted(gold) != sorted(LANGUAGES) or not all(isinstance(v, int) for v in gold.values()):
        errors.append(_problem("translate-gold"))
    rows = content["guild_rows"].get("deliver_influence")
    if not (isinstance(rows, list) and len(rows) == GUILD_ROWS and all(v in (1, 2) for v in rows)):
        errors.append(_problem("deliver-influence", rows=GUILD_ROWS))
    research = content["scoring"].get("research_level_vp")
    if not (isinstance(research, list) and len(research) == RESEARCH_TOP_LEVEL + 1):
        errors.append(_problem("research-vp", top=RESEARCH_TOP_LEVEL))
    return errors


def _scroll_problems(cards: Any) -> list[Said]:
    if not isinstance(cards, list):
        return [member_type("scroll_cards", "array")]
    errors = []
    for card in cards:
        if not isinstance(card, dict) or card.get("language") not in LANGUAGES:
            errors.append(
                _problem("scroll-language", card=shown(card), allowed=shown(list(LANGUAGES)))
            )
            continue
        bonus = card.get("end_bonus")
        if not isinstance(bonus, dict) or bonus.get("type") not in BONUS_TYPES:
            errors.append(_problem("scroll-bonus", card=str(card.get("id"))))
    return errors + _twice("scroll_cards", "id", cards)


def _twice(member: str, field: str, items: list[Any]) -> list[Said]:
    """Each item whose ``field`` an earlier one has, said at that field."""
    seen: set[str] = set()
    errors = []
    for i, item in enumerate(items):
        value = json.dumps(item.get(field)) if isinstance(item, dict) else None
        if value in seen:
            errors.append(at((member, i, field), _problem("same-as-another", found=str(value))))
        if value is not None:
            seen.add(value)
    return errors


def _scheme_problems(cards: Any) -> list[Said]:
    if not isinstance(cards, list) or len(cards) != SCHEME_CARDS:
        return [_problem("scheme-count", count=SCHEME_CARDS)]
    colours = sorted(c.get("colour", "") for c in cards if isinstance(c, dict))
    if colours != ["blue"] * SCHEME_BLUE + ["red"] * SCHEME_RED:
        return [_problem("scheme-colours", blue=SCHEME_BLUE, red=SCHEME_RED)]
    errors = []
    for card in cards:
        for part in ("primary", "fallback"):
            if card.get(part, {}).get("action") not in AI_ACTIONS:
                errors.append(_problem("scheme-action", card=str(card.get("id")), part=part))
    return errors
