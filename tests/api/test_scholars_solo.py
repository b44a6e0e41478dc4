"""A whole solo game of Scholars through the HTTP API, the automa answering in the worker
(eager here), to a scored end."""

import random

import pytest

from tests.api.helpers import API, bearer, board_actions, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)
PREFERRED = {"setup_done", "turn_over", "caliph_revealed", "let_automa_take", "final_score",
             "score_done",
             "reveal_map_scroll", "house_add", "starting_translator"}  # fmt: skip


def test_solo_game_plays_to_a_scored_end(client):
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Papyrus", "kind": "automa"}]
    game = game_create(client, ruleset="scholars", seats=seats, seed=7,
                       options={"difficulty": "teacher"})  # fmt: skip
    token = tokens_of(game)[0]
    rng = random.Random(7)
    for _ in range(400):
        detail = client.get(f"{API}/games/{game['id']}/").json()
        if detail["status"] == "finished":
            break
        listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
        actions = [a["action"] for a in board_actions(listed)]
        pref = [a for a in actions if a["type"] in PREFERRED]
        action = rng.choice(pref if pref and rng.random() < 0.7 else actions)
        response = move_post(client, game["id"], token, action, listed["version"])
        assert response.status_code == 201, response.content
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    assert len(result["scores"]) == 2
    assert all(s["total"] == sum(s["breakdown"].values()) for s in result["scores"])
    moves = client.get(f"{API}/games/{game['id']}/moves/?limit=200").json()["results"]
    assert {m["seat"] for m in moves} == {0, 1}
