"""Answers of a newer server: the committed schema's own examples, each carrying what a later
minor release may add (an enum value, a member, a union member) that this schema does not know.
Both SDKs' forward-compatibility tests read them (tests/sdk/test_forward_compatibility*.py)."""

from __future__ import annotations

import copy
import json
from typing import Any

from api.schema_snapshot import COMMITTED

GAME_ID = "3f0c8a52-7d0e-4b1a-9c55-2b7f04a1e9d6"
NEW_CODE = "seat_on_vacation"  # a problem code no released schema lists
NEW_ACTION = {"type": "trade_cards", "with_seat": 1, "cards": [81, 82]}


def _example(path: str, method: str, status: str, name: str) -> dict[str, Any]:
    operation = json.loads(COMMITTED.read_text())["paths"][path][method]
    content = operation["responses"][status]["content"]
    media = next(iter(content.values()))
    return copy.deepcopy(media["examples"][name]["value"])


def newer_answers() -> dict[str, dict[str, Any]]:
    """Each answer by the route a test serves it at: ``{"status": ..., "body": ...}``."""
    game = _example("/api/v1/games/{game_id}/", "get", "200", "architects")
    game["status"] = "paused"  # GameStatusEnum: a new value
    game["clock"] = {"seconds_left": 30}  # a new member of the game
    game["view"]["weather"] = "rain"  # a new member of a known view
    other = _example("/api/v1/games/{game_id}/", "get", "200", "architects")
    other["ruleset"] = "chess"  # a new game: RulesetEnum's new value, a view of a new shape
    other["view"] = {"ruleset": "chess", "board": ["r", "n", "b"], "check": False}
    actions = _example("/api/v1/games/{game_id}/actions/", "get", "200", "architects")
    actions["actions"][0]["action"]["face"] = "down"  # a new member of a known action
    actions["actions"].append({"action": NEW_ACTION, "label": "Trade two cards"})
    moves = _example("/api/v1/games/{game_id}/moves/", "get", "200", "architects")
    moves["results"][0]["action"] = NEW_ACTION
    moves["results"][0]["events"][0]["kind"] = "cards_traded"
    problem = _example("/api/v1/games/{game_id}/moves/", "post", "422", "illegal_action")
    problem.update(code=NEW_CODE, reason="seat_away", hint="Come back tomorrow.")
    return {
        f"GET /api/v1/games/{GAME_ID}/": {"status": 200, "body": game},
        "GET /api/v1/games/00000000-0000-4000-8000-000000000001/": {"status": 200, "body": other},
        f"GET /api/v1/games/{GAME_ID}/actions/": {"status": 200, "body": actions},
        f"GET /api/v1/games/{GAME_ID}/moves/": {"status": 200, "body": moves},
        f"POST /api/v1/games/{GAME_ID}/moves/": {"status": 422, "body": problem},
    }
