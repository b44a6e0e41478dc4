"""The Python SDK, generated from the OpenAPI schema by openapi-python-client, plays a whole
Architects game against a live server, reading the seat's typed view and posting its typed
actions."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from games.models import Game

pytestmark = pytest.mark.django_db(transaction=True)

PACKAGE = "automa_generated_client"


@pytest.fixture
def sdk(schema_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    config = tmp_path / "config.yml"
    config.write_text("post_hooks: []\n")
    generator = Path(sys.executable).with_name("openapi-python-client")
    subprocess.run(
        [str(generator), "generate", "--path", str(schema_file), "--output-path",
         str(tmp_path / PACKAGE), "--meta", "none", "--config", str(config)],
        check=True, capture_output=True,
    )  # fmt: skip
    monkeypatch.syspath_prepend(str(tmp_path))
    yield importlib.import_module(PACKAGE)
    for name in [n for n in sys.modules if n.startswith(PACKAGE)]:
        del sys.modules[name]


def test_generated_client_plays_architects_to_the_end(sdk, live_server) -> None:
    models = importlib.import_module(f"{PACKAGE}.models")

    def endpoint(name: str):
        return importlib.import_module(f"{PACKAGE}.api.v1.{name}")

    anonymous = sdk.Client(base_url=live_server.url)
    body = models.GameCreateInputRequest.from_dict(
        {
            "ruleset": "architects",
            "seed": 17,
            "seats": [
                {"name": "Ana", "kind": "human"},
                {"name": "Bot", "kind": "automa", "level": "basic"},
            ],
        }
    )
    created = endpoint("games_create").sync(client=anonymous, body=body)
    assert isinstance(created, models.GameOutput), created
    seat = sdk.AuthenticatedClient(base_url=live_server.url, token=created.seats[0].token)
    moves = 0
    for _ in range(500):
        game = endpoint("games_retrieve").sync(created.id, client=seat)
        assert isinstance(game, models.GameOutput), game
        # The view is parsed into the game's own model, its members typed.
        assert isinstance(game.view, models.ArchitectsView), type(game.view)
        assert game.view.players[0].wonder == game.view.wonders[0]
        if game.status == models.GameStatusEnum.FINISHED:
            assert game.view.over and game.view.end_reason
            break
        listed = endpoint("games_actions_list").sync(created.id, client=seat)
        assert isinstance(listed, models.ArchitectsLegalActions), type(listed)
        playable = [a.action for a in listed.actions if a.action.to_dict()["type"] != "resign"]
        choice = playable[len(playable) // 2]
        assert type(choice).__name__.startswith("Architects"), type(choice)
        move = models.MoveRequest.from_dict({"action": choice.to_dict()})
        response = endpoint("games_moves_create").sync_detailed(
            created.id, client=seat, body=move, if_match=f'"{listed.version}"'
        )
        assert response.status_code == 201, response.content
        assert response.parsed.move.action.to_dict() == choice.to_dict()
        moves += 1
    else:
        raise AssertionError("the game did not finish")
    assert Game.objects.get(id=created.id).moves.filter(seat=0).count() == moves
    listing = endpoint("games_list").sync(client=anonymous, status=models.GamesListStatus.FINISHED)
    assert isinstance(listing, models.GamePage), listing
    assert [g.id for g in listing.results] == [created.id]
    result = endpoint("games_result_retrieve").sync(created.id, client=seat)
    assert isinstance(result, models.Result)
    assert sorted(result.ranking) == [0, 1]
    assert all(s.total == sum(s.breakdown.to_dict().values()) for s in result.scores)
