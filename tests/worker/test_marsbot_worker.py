"""Seeded whole games of MarsBot through the HTTP API, MarsBot's turns and the scoring done by a
real Celery worker, in server-deck and in reported-card mode (issue 9, Proof). The stored state
is checked against every invariant after every step, and its replay against it every few steps
and at the end."""

from __future__ import annotations

import random
from typing import Any

import pytest
from django.test import Client

from games.models import Game
from games.rules.marsbot import RULESET
from games.services.replay import game_replay
from tests.api.helpers import API, bearer, game_create, move_post, tokens_of, wait_for_seat_zero
from tests.rules.marsbot.test_invariants import check

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.real_worker]
SEATS = [{"name": "Ana", "kind": "human"}, {"name": "MarsBot", "kind": "automa"}]
HUMAN_SCORE = 75
REPLAY_EVERY = 25
# The scripted human's preferences on their turn (1 or 2 actions, as on the table).
TERRAFORMING = ("raise_parameter", "ocean", "greenery", "city")


def _scripted(view: dict[str, Any], actions: list[dict[str, Any]], rng: random.Random) -> dict:
    """Answers MarsBot, terraforms twice a turn, reports cards it "flips" from a shuffled
    physical deck (any card the server has not placed), passes after four turns."""
    by_type: dict[str, list[dict[str, Any]]] = {}
    for action in actions:
        by_type.setdefault(action["type"], []).append(action)
    for kind in ("acknowledge", "final_greeneries_done", "draft_pick"):
        if kind in by_type:
            return by_type[kind][0]
    for kind in ("flipped_card", "marsbot_card"):
        if kind in by_type:
            return rng.choice(by_type[kind])
    if view["phase"] == "research" and "drawn_card" in by_type:
        # Your own research draws off the server's deck: named ones, then the rest by count.
        if rng.random() < 0.5:
            return rng.choice(by_type["drawn_card"])
        return by_type["cards_drawn"][-1]
    if "final_score" in by_type:
        return {"type": "final_score", "points": HUMAN_SCORE}
    if view["reports_this_turn"] < 2:
        for want in TERRAFORMING:
            found = [a for a in by_type.get("raise_parameter", []) if want == "raise_parameter"]
            found += [a for a in by_type.get("place_tile", []) if a["tile"] == want]
            if found:
                return rng.choice(found)
    if view["human_turns"] >= 4 or "turn_end" not in by_type:
        return by_type["generation_pass"][0]
    return by_type["turn_end"][0]


def _play(client: Client, options: dict[str, Any], seed: int) -> tuple[Game, list[dict]]:
    game = game_create(client, ruleset="marsbot", seats=SEATS, seed=seed, options=options)
    token, game_id = tokens_of(game)[0], game["id"]
    rng = random.Random(seed)
    detail = client.get(f"{API}/games/{game_id}/").json()
    if 0 not in detail["to_act"]:
        detail = wait_for_seat_zero(client, game_id, detail["version"], timeout=120)
    instructions: list[dict] = []
    for step in range(2000):
        row = Game.objects.get(pk=game_id)
        check(row.state)
        if step % REPLAY_EVERY == 0:
            assert game_replay(game=row) == row.state
        if detail["status"] == "finished":
            return row, instructions
        own = client.get(f"{API}/games/{game_id}/", **bearer(token)).json()
        view = own["view"]
        instructions += view["instructions"]
        listed = client.get(f"{API}/games/{game_id}/actions/", **bearer(token)).json()
        action = _scripted(view, [a["action"] for a in listed["actions"]], rng)
        response = move_post(client, game_id, token, action, listed["version"])
        assert response.status_code == 201, response.content
        detail = wait_for_seat_zero(client, game_id, listed["version"], timeout=120)
    raise AssertionError("the game did not end")


def _check_end(client: Client, row: Game, instructions: list[dict]) -> dict[str, Any]:
    assert row.status == "finished" and row.state["phase"] == "over"
    assert game_replay(game=row) == row.state
    assert all(i["text"]["en"] and i["text"]["pt-BR"] for i in instructions)
    assert all(i["why"]["en"] and i["why"]["pt-BR"] for i in instructions)
    result = client.get(f"{API}/games/{row.pk}/result/").json()
    expected = RULESET.score(row.state)
    assert [s["total"] for s in result["scores"]] == [s.total for s in expected.scores]
    human, marsbot = result["scores"]
    assert human["total"] == HUMAN_SCORE
    assert marsbot["total"] == sum(marsbot["breakdown"].values())
    assert marsbot["breakdown"]["tr"] == row.state["marsbot"]["tr"]
    # A tie is MarsBot's win (the default of Q8).
    assert result["winners"] == ([0] if marsbot["total"] < HUMAN_SCORE else [1])
    return result


def test_server_deck_game_to_the_scored_end(client: Client, celery_worker_process: str) -> None:
    row, instructions = _play(client, {}, seed=21)
    result = _check_end(client, row, instructions)
    kinds = {i["kind"] for i in instructions}
    assert {"build_action_deck", "advance_track", "place_tile"} <= kinds
    # The game ended as the base game does: every parameter at its maximum.
    assert row.state["parameters"] == {"temperature": 8, "oxygen": 14, "oceans": 9}
    assert not row.state["instant_loss"]
    assert result["scores"][1]["breakdown"]["tr"] > 20


def test_reported_card_game_to_the_scored_end(client: Client, celery_worker_process: str) -> None:
    options = {"card_source": "reported", "research": "draft"}
    row, instructions = _play(client, options, seed=22)
    _check_end(client, row, instructions)
    kinds = {i["kind"] for i in instructions}
    # MarsBot's turns paused for the human's flipped cards and resumed after each report.
    assert "flip_card" in kinds and "advance_track" in kinds
    assert row.state["parameters"] == {"temperature": 8, "oxygen": 14, "oceans": 9}
