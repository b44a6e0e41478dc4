"""A whole solo game of Scholars through the HTTP API against scripted reports, Papyrus's turns
played by a real Celery worker, to an end scored in the worker (issue 10, Proof)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from games.models import Game
from games.rules.scholars import RULESET
from games.services.replay import game_replay
from tests.api.helpers import API, bearer, move_post, tokens_of, wait_for_seat_zero

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.real_worker]
MAP = ("chinese", "sanskrit", "greek", "hebrew", "persian", "syriac")
# The human's turns after which a Caliph card is revealed (the 4th starts the last rounds).
CALIPH_AFTER = (2, 4, 6, 8)
# The human's turns that end with a Rest of their own (their last report before Papyrus).
HUMAN_RESTS = (3, 7)
FINAL = {"dice_sum": 3, "retired_translators": 6, "caliph": 4, "research": 9, "scrolls": 14,
         "automa_retired_vp": 5, "employed_translators": 2, "workers": 1}  # fmt: skip


def _setup_reports() -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = [
        {"type": "reveal_map_scroll", "position": p, "language": lang} for p, lang in enumerate(MAP)
    ]
    found += [{"type": "house_add", "guild": g, "language": "greek"}
              for g in ("purple", "orange", "green")]  # fmt: skip
    found += [{"type": "starting_translator", "room": n, "owner": o}
              for n, o in ((2, "neutral"), (5, "neutral"), (9, "human"))]  # fmt: skip
    found += [{"type": "translator_language", "room": 2, "language": "greek"}]
    return [*found, {"type": "setup_done"}]


def _next_report(view: dict[str, Any], turns: int) -> dict[str, Any]:
    """The scripted human: answers Papyrus, refills the map, then ends the turn (a Rest of
    their own now and then)."""
    if view["phase"] == "final":
        category = next(c for c in FINAL if c not in view["final"])
        return {"type": "final_score", "category": category, "value": FINAL[category]}
    wait = (view.get("caliph_step") or {}).get("wait")
    if wait == "translator":  # Caliph spaces 3-4: the leftmost empty room
        room = next(n for n, r in enumerate(view["rooms"], start=1) if r is None)
        return {"type": "neutral_translator", "room": room, "deck": 7}
    if wait is not None:  # Papyrus's row, or the human's own Caliph move
        return {"type": "caliph_row" if wait == "automa_row" else "caliph_move", "row": "top"}
    if view["pending"]:
        return {"type": "let_automa_take"}
    if view["resting"]:
        return {"type": "rest_reveal", "position": 1, "language": "persian"}
    empty = [p for p, slot in enumerate(view["map"]) if slot is None]
    if empty:
        return {"type": "reveal_map_scroll", "position": empty[0], "language": "hebrew"}
    if turns in CALIPH_AFTER and view["caliphs"] < CALIPH_AFTER.index(turns) + 1:
        return {"type": "caliph_revealed"}
    if turns in HUMAN_RESTS:
        return {"type": "rest", "position": 2, "language": "syriac"}
    return {"type": "turn_over"}


def _invariants(view: dict[str, Any]) -> None:
    """What holds after every step whatever the reports: the six Scheme cards each in one
    place, the tracks within their ranges, the table's shape."""
    discard = view["scheme"]["discard"]
    assert len(set(discard)) == len(discard) and set(discard) <= set(range(1, 7))
    assert view["scheme"]["deck_size"] + len(discard) == 6
    assert 1 <= view["resource"] <= 6 and 0 <= view["wraps"] <= 6
    assert -6 <= view["dice_sum"] <= 6 and 0 <= view["caliphs"] <= 4
    assert len(view["map"]) == 6 and all(len(rows) == 3 for rows in view["house"].values())
    for entry in view["guilds"].values():
        assert entry["human"] >= 0 and entry["automa"] >= 0


def test_whole_solo_game_through_http_and_a_real_worker(
    client: Client, celery_worker_process: str
) -> None:
    created = client.post(
        f"{API}/games/",
        # The category totals (the option kept for clients written before facts).
        {"ruleset": "scholars", "options": {"difficulty": "teacher", "final_report": "totals"},
         "seed": 11,
         "seats": [{"name": "Ana", "kind": "human"}, {"name": "Papyrus", "kind": "automa"}]},
        content_type="application/json",
    )  # fmt: skip
    assert created.status_code == 201, created.content
    token, game_id = tokens_of(created.json())[0], created.json()["id"]
    version = 0
    for action in _setup_reports():
        assert move_post(client, game_id, token, action, version).status_code == 201
        version += 1
    _play_reports(client, game_id, token, version)
    row = Game.objects.get(pk=game_id)
    _log_checked(client, game_id, token, row)
    _result_checked(client, game_id, row)


def _play_reports(client: Client, game_id: str, token: str, version: int) -> None:
    """The human's reports, turn after turn, until the game is finished."""
    detail = wait_for_seat_zero(client, game_id, version)
    turns = 0
    for _ in range(300):
        if detail["status"] == "finished":
            break
        view = client.get(f"{API}/games/{game_id}/", **bearer(token)).json()["view"]
        _invariants(view)
        action = _next_report(view, turns)
        turns += action["type"] in ("turn_over", "rest")
        response = move_post(client, game_id, token, action, detail["version"])
        assert response.status_code == 201, response.content
        detail = wait_for_seat_zero(client, game_id, detail["version"])
    assert detail["status"] == "finished"


def _log_checked(client: Client, game_id: str, token: str, row: Game) -> None:
    """The game replays, and its move log tells the instructions the solo game gives."""
    assert game_replay(game=row) == row.state
    _invariants(RULESET.view(row.state, 0))
    log = client.get(f"{API}/games/{game_id}/moves/?limit=200", **bearer(token)).json()
    assert log["next"] is None  # the whole log on one page
    kinds = [e["data"]["kind"] for m in log["results"] for e in m["events"]
             if e["kind"] == "instruction"]  # fmt: skip
    # Set-up (Teacher), draws, both Rests told from the reported bottom scroll, the Caliph.
    assert kinds[:3] == ["starting_scroll", "influence_card", "place_gold"]
    assert {"draw", "rest_reveal", "rest_scroll", "rest", "human_rest"} <= set(kinds)
    assert kinds.count("human_rest") == len(HUMAN_RESTS)
    # Papyrus played exactly once after each report that handed it the turn.
    automa_moves = [m for m in log["results"] if m["seat"] == 1]
    assert all(m["action"] == {"type": "play_turn"} for m in automa_moves)


def _result_checked(client: Client, game_id: str, row: Game) -> None:
    """The result scores the human's reported categories and Papyrus's by the rules."""
    result = client.get(f"{API}/games/{game_id}/result/").json()
    human, automa = (s["breakdown"] for s in result["scores"])
    for score in result["scores"]:
        assert score["total"] == sum(score["breakdown"].values())
    # The human's categories are what they reported; Papyrus researches nothing.
    for category in ("retired_translators", "caliph", "research", "scrolls"):
        assert human[category] == FINAL[category]
    assert automa["research"] == 0
    assert automa["retired_translators"] == FINAL["automa_retired_vp"]
    # The 2-player dice track: the higher sum takes 2 VP, the lower 0, a tie 1 each.
    papyrus_sum = row.state["dice_sum"]
    expected_dice = (1, 1) if papyrus_sum == FINAL["dice_sum"] else (
        (2, 0) if FINAL["dice_sum"] > papyrus_sum else (0, 2))  # fmt: skip
    assert (human["dice_track"], automa["dice_track"]) == expected_dice
    # Guild control: each guild's VP to its controller in the tracked table, nobody twice.
    vp = row.content_release.data["scoring"]["guild_control_vp"]
    for who, breakdown in (("human", human), ("automa", automa)):
        owned = [g for g, e in row.state["guilds"].items() if e["controller"] == who]
        assert breakdown["guild_control"] == sum(vp[g] for g in owned)
    # The winner by the rules: the higher total; equal totals go to Papyrus (the default).
    totals = [s["total"] for s in result["scores"]]
    assert result["winners"] == ([0] if totals[0] > totals[1] else [1])
    engine = RULESET.score(row.state)
    assert [(s["total"], s["breakdown"]) for s in result["scores"]] == [
        (s.total, s.breakdown) for s in engine.scores]  # fmt: skip
