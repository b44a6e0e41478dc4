"""Migration 0012 moves the due work stored on games and deliveries into the outbox, due when
it was due, and back again when migrated backwards."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from games.rules_binding import bound_rules_forget

pytestmark = pytest.mark.django_db(transaction=True)
BEFORE = ("games", "0011_content_drafts_releases_and_log")
AFTER = ("games", "0012_one_outbox")


def _migrate(target: tuple[str, str]):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate([target])
    return executor.loader.project_state([target]).apps


def _store_old_rows(apps, due):
    """Before 0012: an automa turn and a turn timer on games, and deliveries' next attempts."""
    game, app = apps.get_model("games", "Game"), apps.get_model("games", "App")
    delivery = apps.get_model("games", "WebhookDelivery")
    # A flushed test database may hold no shipped release: the games only need one to pin.
    release, _ = apps.get_model("games", "ContentRelease").objects.get_or_create(
        ruleset="architects", release="outbox-migration", defaults={"data": {}}
    )
    common = {"ruleset": "architects", "state": {}, "seed": 1, "content_release": release}
    waiting = game.objects.create(
        **common, version=3, followup="automa_turn", followup_due_at=due, turn_due_at=None
    )
    timed = game.objects.create(**common, version=5, followup="", turn_due_at=due)
    game.objects.create(**common, status="finished", version=9, followup="")
    hook = app.objects.create(name="Hooked", webhook_url="https://example.com/hook")
    pending = delivery.objects.create(
        app=hook, event="game.turn", payload={}, status="pending", next_attempt_at=due
    )
    delivery.objects.create(app=hook, event="game.turn", payload={}, status="delivered")
    return waiting, timed, pending


def test_pending_follow_ups_timers_and_deliveries_move_into_the_outbox_and_back():
    due = timezone.now() + timedelta(seconds=30)
    try:
        waiting, timed, pending = _store_old_rows(_migrate(BEFORE), due)
        outbox = _migrate(AFTER).get_model("games", "OutboxItem")
        rows = outbox.objects.order_by("kind").values_list(
            "kind", "game_id", "version", "delivery_id", "due_at", "tries"
        )
        assert list(rows) == [
            ("automa_turn", waiting.pk, 3, None, due, 0),
            ("turn_timeout", timed.pk, 5, None, due, 0),
            ("webhook", None, None, pending.pk, due, 0),
        ]
        old = _migrate(BEFORE)
        restored = old.get_model("games", "Game").objects.get(pk=waiting.pk)
        assert (restored.followup, restored.followup_due_at) == ("automa_turn", due)
        assert (
            old.get_model("games", "WebhookDelivery").objects.get(pk=pending.pk).next_attempt_at
            == due
        )
    finally:
        executor = MigrationExecutor(connection)
        executor.migrate(executor.loader.graph.leaf_nodes())
        bound_rules_forget()
