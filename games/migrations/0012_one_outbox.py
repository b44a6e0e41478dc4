"""One outbox (issue 20): the due work that lived in three places (``Game.followup`` and
``followup_due_at``, ``Game.turn_due_at`` as the sweeper's due column, and
``WebhookDelivery.next_attempt_at``) becomes rows of one table, ``OutboxItem``. Pending work is
moved over, due when it was due; ``Game.turn_due_at`` stays as the deadline clients are shown.
Self-contained: it reads and writes only through this migration's historical models."""

import django.db.models.deletion
from django.db import migrations, models
from django.utils import timezone

GAME_KINDS = ["automa_turn", "scoring", "turn_timeout"]
BATCH = 1000


def _batched(outbox, rows):
    batch = []
    for row in rows:
        batch.append(outbox(**row))
        if len(batch) == BATCH:
            outbox.objects.bulk_create(batch)
            batch = []
    outbox.objects.bulk_create(batch)


def _pending_work(apps):
    game, delivery = apps.get_model("games", "Game"), apps.get_model("games", "WebhookDelivery")
    now = timezone.now()
    active = game.objects.filter(status="active")
    for pk, version, kind, due in (
        active.exclude(followup="").values_list("id", "version", "followup", "followup_due_at").iterator()
    ):
        yield {"kind": kind, "game_id": pk, "version": version, "due_at": due or now}
    timed = active.filter(turn_due_at__isnull=False).values_list("id", "version", "turn_due_at")
    for pk, version, due in timed.iterator():
        yield {"kind": "turn_timeout", "game_id": pk, "version": version, "due_at": due}
    pending = delivery.objects.filter(status="pending").values_list("id", "next_attempt_at")
    for pk, due in pending.iterator():
        yield {"kind": "webhook", "delivery_id": pk, "due_at": due or now}


def work_to_outbox(apps, schema_editor):
    _batched(apps.get_model("games", "OutboxItem"), _pending_work(apps))


def work_to_rows(apps, schema_editor):
    """Back to the columns: a game's follow-up and a delivery's next attempt (a turn timeout
    needs nothing: ``turn_due_at`` is still there)."""
    outbox = apps.get_model("games", "OutboxItem")
    game, delivery = apps.get_model("games", "Game"), apps.get_model("games", "WebhookDelivery")
    followups = outbox.objects.filter(kind__in=["automa_turn", "scoring"])
    for pk, kind, due in followups.values_list("game_id", "kind", "due_at").iterator():
        game.objects.filter(pk=pk).update(followup=kind, followup_due_at=due)
    webhooks = outbox.objects.filter(kind="webhook").values_list("delivery_id", "due_at")
    for pk, due in webhooks.iterator():
        delivery.objects.filter(pk=pk).update(next_attempt_at=due)


class Migration(migrations.Migration):
    dependencies = [("games", "0011_content_drafts_releases_and_log")]

    operations = [
        migrations.CreateModel(
            name="OutboxItem",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "kind",
                    models.CharField(
                        choices=[
                            ("automa_turn", "Automa turn"),
                            ("scoring", "Scoring"),
                            ("turn_timeout", "Turn timeout"),
                            ("webhook", "Webhook delivery"),
                        ],
                        max_length=16,
                    ),
                ),
                ("version", models.PositiveIntegerField(blank=True, null=True)),
                ("due_at", models.DateTimeField()),
                ("tries", models.PositiveIntegerField(default=0)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                (
                    "delivery",
                    models.OneToOneField(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="outbox",
                        to="games.webhookdelivery",
                    ),
                ),
                (
                    "game",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="outbox",
                        to="games.game",
                    ),
                ),
            ],
            options={"verbose_name": "outbox item", "ordering": ["due_at", "id"]},
        ),
        migrations.AddIndex(
            model_name="outboxitem",
            index=models.Index(fields=["due_at"], name="outbox_due"),
        ),
        migrations.AddIndex(
            model_name="outboxitem",
            index=models.Index(fields=["game", "version"], name="outbox_game"),
        ),
        migrations.AddConstraint(
            model_name="outboxitem",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    models.Q(
                        delivery__isnull=False,
                        game__isnull=True,
                        kind="webhook",
                        version__isnull=True,
                    ),
                    models.Q(
                        delivery__isnull=True,
                        game__isnull=False,
                        kind__in=GAME_KINDS,
                        version__isnull=False,
                    ),
                    _connector="OR",
                ),
                name="outbox_kind_detail",
            ),
        ),
        migrations.RunPython(work_to_outbox, work_to_rows),
        migrations.RemoveIndex(model_name="game", name="game_followup_due"),
        migrations.RemoveIndex(model_name="game", name="game_turn_due"),
        migrations.RemoveIndex(model_name="webhookdelivery", name="webhook_delivery_due"),
        migrations.RemoveField(model_name="game", name="followup"),
        migrations.RemoveField(model_name="game", name="followup_due_at"),
        migrations.RemoveField(model_name="webhookdelivery", name="next_attempt_at"),
    ]
