"""Migration 0014 moves the keys of games an app created into that app's scope; games created
without an app key stay in the anonymous scope, and one key may then serve two apps."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, connection, transaction
from django.db.migrations.executor import MigrationExecutor

from games.rules_binding import bound_rules_forget

pytestmark = pytest.mark.django_db(transaction=True)
BEFORE = ("games", "0013_message_overrides")
AFTER = ("games", "0014_keys_idempotency_scope")


def _migrate(target: tuple[str, str]):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate([target])
    return executor.loader.project_state([target]).apps


def test_stored_keys_move_to_their_apps_scope_and_stay_unique_within_it():
    try:
        old = _migrate(BEFORE)
        game, app = old.get_model("games", "Game"), old.get_model("games", "App")
        release, _ = old.get_model("games", "ContentRelease").objects.get_or_create(
            ruleset="architects", release="scope-migration", defaults={"data": {}}
        )
        common = {"ruleset": "architects", "state": {}, "seed": 1, "content_release_id": release.pk}
        table = app.objects.create(name="Table A")
        by_app = game.objects.create(**common, app=table, idempotency_key_hash="a" * 64)
        anonymous = game.objects.create(**common, idempotency_key_hash="b" * 64)
        keyless = game.objects.create(**common, app=table)

        new = _migrate(AFTER).get_model("games", "Game")
        scopes = dict(new.objects.values_list("pk", "idempotency_scope"))
        assert scopes == {by_app.pk: f"app:{table.pk}", anonymous.pk: "", keyless.pk: ""}
        # the same key in another scope is a game of its own; twice in one scope it is not
        new.objects.create(**common, idempotency_key_hash="a" * 64, idempotency_scope="app:999")
        with pytest.raises(IntegrityError), transaction.atomic():
            new.objects.create(
                **common, idempotency_key_hash="a" * 64, idempotency_scope=f"app:{table.pk}"
            )
    finally:
        executor = MigrationExecutor(connection)
        executor.migrate(executor.loader.graph.leaf_nodes())
        bound_rules_forget()
