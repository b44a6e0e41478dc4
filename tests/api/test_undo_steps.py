"""Undo over the API: the companion view's ``undo_steps`` counts the reports that can be
taken back; each ``{"type": "undo"}`` takes one; one past the last is a 422 that says why."""

from __future__ import annotations

import random

import pytest

from tests.api.helpers import API, bearer, filled, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)
SEATS = [{"name": "Ana", "kind": "human"}, {"name": "MarsBot", "kind": "automa"}]
ENDING = {"turn_end", "generation_pass", "final_greeneries_done", "final_score"}


def _view(client, url, token):
    return client.get(url, **bearer(token)).json()


def _post_listed(client, game_id, token, url, kinds: set[str]) -> None:
    listed = client.get(f"{url}actions/", **bearer(token)).json()
    found = [a for a in listed["actions"] if a["action"]["type"] in kinds]
    assert found, [a["action"]["type"] for a in listed["actions"]]
    entry = found[0]
    action = filled(entry, random.Random(0))
    assert move_post(client, game_id, token, action, listed["version"]).status_code == 201


def test_three_reports_undone_one_by_one_and_a_fourth_undo_refused(client):
    game = game_create(client, ruleset="marsbot", seats=SEATS, seed=3)
    token, url = tokens_of(game)[0], f"{API}/games/{game['id']}/"
    # Your starting cards drawn, MarsBot's research turn carried out: your first turn.
    version = _view(client, url, token)["version"]
    drawn = {"type": "cards_drawn", "count": 10}
    assert move_post(client, game["id"], token, drawn, version).status_code == 201
    _post_listed(client, game["id"], token, url, {"acknowledge"})
    assert _view(client, url, token)["view"]["undo_steps"] == 0
    for _ in range(3):
        _post_listed(client, game["id"], token, url, {"raise_parameter", "adjust_standing"})
    body = _view(client, url, token)
    steps = body["view"]["undo_steps"]
    assert steps == 3 and body["view"]["can_undo"]
    for left in range(steps - 1, -1, -1):
        answer = move_post(client, game["id"], token, {"type": "undo"}, body["version"])
        assert answer.status_code == 201
        body = _view(client, url, token)
        assert body["view"]["undo_steps"] == left
    refused = move_post(client, game["id"], token, {"type": "undo"}, body["version"])
    assert refused.status_code == 422
    assert refused.json()["reason"] == "nothing_to_undo"
    assert "nothing to undo" in refused.json()["detail"].lower()
