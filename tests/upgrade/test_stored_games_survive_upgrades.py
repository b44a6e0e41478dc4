"""Games stored by an older release of the code load, play on and replay after `migrate`.

The fixture was made by ``make_fixture.py`` with the code as it stood before states changed
shape (migration 0002). Keep this test, and add a fixture, for every later change of shape.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from games.models import Game
from games.rules_binding import bound_rules_forget, game_rules, game_state
from games.services.replay import game_replay
from tests.api.helpers import API, bearer

FIXTURES = Path(__file__).resolve().parent / "fixtures"
pytestmark = pytest.mark.django_db(transaction=True)


def _migrate(target: list[tuple[str, str]]) -> MigrationExecutor:
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(target)
    return executor


def _load_old_games(name: str) -> dict:
    """Migrate back to the fixture's schema, insert its rows there, migrate forward again."""
    document = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    at = ("games", document["made_at_migration"])
    executor = _migrate([at])
    old_apps = executor.loader.project_state([at]).apps
    release_model = old_apps.get_model("games", "ContentRelease")
    release_model.objects.all().delete()  # the fixture brings the releases its games pinned
    for row in document["rows"]:
        model = old_apps.get_model(*row["model"].split("."))
        fields = {}
        for name_, value in row["fields"].items():
            field = model._meta.get_field(name_)
            fields[field.attname] = value
        model.objects.create(pk=row["pk"], **fields)
    # Rows came with their ids: move the id sequences past them (never back: other processes
    # of this test session, such as a real worker, have seen the ids handed out so far).
    if connection.vendor == "postgresql":
        models = {old_apps.get_model(*row["model"].split(".")) for row in document["rows"]}
        tables = {m._meta.db_table for m in models if m._meta.pk.get_internal_type() != "UUIDField"}
        with connection.cursor() as cursor:
            for table in sorted(tables):
                sequence = f"pg_get_serial_sequence('{table}', 'id')"
                cursor.execute(
                    f"SELECT setval({sequence}, "
                    f"GREATEST((SELECT max(id) FROM {table}), nextval({sequence})))"
                )
    # Latest migrations from the graph's leaf nodes.
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    bound_rules_forget()
    return document


def _play_to_end(client, game_id: str, tokens: dict[str, str]) -> None:
    for _ in range(1500):
        game = client.get(f"{API}/games/{game_id}/").json()
        if game["status"] != "active":
            return
        seat = game["to_act"][0]
        token = tokens[str(seat)]
        listed = client.get(f"{API}/games/{game_id}/actions/", **bearer(token)).json()
        action = listed["actions"][0]["action"]
        response = client.post(
            f"{API}/games/{game_id}/moves/",
            {"action": action},
            content_type="application/json",
            HTTP_IF_MATCH=f'"{listed["version"]}"',
            **bearer(token),
        )
        assert response.status_code == 201, response.json()
    raise AssertionError("the game did not end")


def test_games_stored_before_content_left_the_state_play_on_and_replay(client):
    document = _load_old_games("games_0002.json")
    games = list(Game.objects.all())
    assert len(games) == 6
    for game in games:
        # migrated: the stored state has the current shape and carries no content
        rules = game_rules(game)
        assert game.state["state_version"] == rules.state_version
        assert "catalog" not in game.state and "content" not in game.state
        assert game_replay(game=game) == game_state(game)
        for seat in [None, *range(game.seats.count())]:
            rules.view(game_state(game), seat)
        for seat in rules.to_act(game_state(game)):
            assert rules.legal_actions(game_state(game), seat)
    for game_id, tokens in document["tokens"].items():
        game = Game.objects.get(pk=game_id)
        detail = client.get(f"{API}/games/{game_id}/")
        assert detail.status_code == 200
        assert len(json.dumps(detail.json())) < len(json.dumps(game.state)) + 8000
        if game.status == "active" and tokens:
            _play_to_end(client, game_id, tokens)
            game.refresh_from_db()
            assert game.status == "finished"
            assert game_replay(game=game) == game_state(game)
            assert client.get(f"{API}/games/{game_id}/result/").status_code == 200


def test_the_fixture_is_what_the_old_code_stored():
    document = json.loads((FIXTURES / "games_0002.json").read_text(encoding="utf-8"))
    states = [r["fields"]["state"] for r in document["rows"] if r["model"] == "games.game"]
    assert sum("catalog" in s for s in states) == 3
    assert sum("content" in s for s in states) == 3
