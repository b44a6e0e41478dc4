"""An SDK generated from the OpenAPI schema by openapi-python-client plays a whole game."""

import importlib
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db(transaction=True)

PACKAGE = "automa_generated_client"


@pytest.fixture
def sdk(tmp_path, monkeypatch):
    schema = tmp_path / "schema.yml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(schema))
    config = tmp_path / "config.yml"
    config.write_text("post_hooks: []\n")
    generator = Path(sys.executable).with_name("openapi-python-client")
    subprocess.run(
        [str(generator), "generate", "--path", str(schema), "--output-path",
         str(tmp_path / PACKAGE), "--meta", "none", "--config", str(config)],
        check=True, capture_output=True,
    )  # fmt: skip
    monkeypatch.syspath_prepend(str(tmp_path))
    yield importlib.import_module(PACKAGE)
    for name in [n for n in sys.modules if n.startswith(PACKAGE)]:
        del sys.modules[name]


def test_generated_client_plays_architects_to_the_end(sdk, live_server):
    models = importlib.import_module(f"{PACKAGE}.models")

    def endpoint(name: str):
        return importlib.import_module(f"{PACKAGE}.api.v1.{name}")

    create = endpoint("games_create")
    retrieve = endpoint("games_retrieve")
    actions_list = endpoint("games_actions_list")
    moves_create = endpoint("games_moves_create")
    result_retrieve = endpoint("games_result_retrieve")

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
    created = create.sync(client=anonymous, body=body)
    assert isinstance(created, models.GameOutput), created
    seat = sdk.AuthenticatedClient(base_url=live_server.url, token=created.seats[0].token)
    for _ in range(500):
        game = retrieve.sync(created.id, client=seat)
        assert isinstance(game, models.GameOutput), game
        if game.status == models.GameStatusEnum.FINISHED:
            break
        listed = actions_list.sync(created.id, client=seat)
        playable = [a for a in listed.actions if a.action.to_dict()["type"] != "resign"]
        choice = playable[len(playable) // 2].action.to_dict()
        move = models.MoveRequest.from_dict({"action": choice})
        response = moves_create.sync_detailed(
            created.id, client=seat, body=move, if_match=f'"{listed.version}"'
        )
        assert response.status_code == 201, response.content
    else:
        raise AssertionError("the game did not finish")
    listing = endpoint("games_list").sync(client=anonymous, status=models.GamesListStatus.FINISHED)
    assert isinstance(listing, models.GamePage), listing
    assert [g.id for g in listing.results] == [created.id]
    result = result_retrieve.sync(created.id, client=seat)
    assert isinstance(result, models.Result)
    assert sorted(result.ranking) == [0, 1]
    assert all(s.total == sum(s.breakdown.to_dict().values()) for s in result.scores)
