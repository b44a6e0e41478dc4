"""The companion protocol over HTTP with a real worker, on the toy Table Nim (DESIGN §2).

The human reports the table; the worker plays the automa and answers with instructions shown
in the move log and in the view until acknowledged; the last report is undone until the automa
has acted on it, and the log keeps both moves.
"""

from __future__ import annotations

import pytest
from django.test import Client

from games.models import Game
from games.services.replay import game_replay
from tests.api.helpers import API, bearer, move_post, tokens_of, wait_for_seat_zero

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.real_worker]


def _post(client: Client, game_id: str, token: str, action: dict, version: int) -> dict:
    response = move_post(client, game_id, token, action, version)
    assert response.status_code == 201, response.content
    return response.json()


def test_reports_undo_and_instructions_through_http_and_a_real_worker(
    client: Client, celery_worker_process: str
) -> None:
    created = client.post(
        f"{API}/games/",
        {
            "ruleset": "toy_companion",
            "options": {"piles": [1, 2]},
            "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}],
        },
        content_type="application/json",
    )
    assert created.status_code == 201, created.content
    game = created.json()
    token, game_id = tokens_of(game)[0], game["id"]

    # Given a report of one stone from pile 2, the human may undo it before ending the turn.
    _post(client, game_id, token, {"type": "take", "pile": 1, "count": 1}, 0)
    view = client.get(f"{API}/games/{game_id}/", **bearer(token)).json()["view"]
    assert view["piles"] == [1, 1] and view["can_undo"] is True
    _post(client, game_id, token, {"type": "undo"}, 1)
    view = client.get(f"{API}/games/{game_id}/", **bearer(token)).json()["view"]
    assert view["piles"] == [1, 2] and view["can_undo"] is False

    # When the human reports the winning-move-free position and ends the turn ...
    _post(client, game_id, token, {"type": "take", "pile": 1, "count": 1}, 2)
    _post(client, game_id, token, {"type": "end_turn"}, 3)
    # ... the worker plays the automa: piles (1, 1) have a nim-sum of zero, so it takes one.
    detail = wait_for_seat_zero(client, game_id, 4)
    view = client.get(f"{API}/games/{game_id}/", **bearer(token)).json()["view"]
    assert detail["version"] == 5
    assert view["piles"] in ([0, 1], [1, 0])
    (instruction,) = view["instructions"]
    assert instruction["kind"] == "take_stones" and instruction["data"]["count"] == 1
    assert instruction["text"]["pt-BR"].startswith("Retire 1 pedra(s)")
    assert view["can_undo"] is False  # the automa has acted: the report stays

    listed = client.get(f"{API}/games/{game_id}/actions/", **bearer(token)).json()["actions"]
    assert {"type": "undo"} not in [a["action"] for a in listed]
    assert {"type": "acknowledge"} in [a["action"] for a in listed]
    _post(client, game_id, token, {"type": "acknowledge"}, 5)
    view = client.get(f"{API}/games/{game_id}/", **bearer(token)).json()["view"]
    assert view["instructions"] == []

    # The human takes the last stone and wins; the worker scores the game.
    last = 0 if view["piles"][0] else 1
    _post(client, game_id, token, {"type": "take", "pile": last, "count": 1}, 6)
    finished = wait_for_seat_zero(client, game_id, 7)
    assert finished["status"] == "finished"
    assert client.get(f"{API}/games/{game_id}/result/").json()["winners"] == [0]

    log = client.get(f"{API}/games/{game_id}/moves/", **bearer(token)).json()["results"]
    assert [m["action"]["type"] for m in log] == [
        "take", "undo", "take", "end_turn", "play_turn", "acknowledge", "take",
    ]  # fmt: skip
    automa_move = log[4]
    assert [e["kind"] for e in automa_move["events"]][-1] == "instruction"
    row = Game.objects.get(pk=game_id)
    assert game_replay(game=row) == row.state
