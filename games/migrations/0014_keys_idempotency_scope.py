# An Idempotency-Key belongs to its caller (issue 33): unique per scope, not across all apps.

from django.db import migrations, models
from django.db.models.functions import Concat


def scope_existing_keys(apps, schema_editor):
    """Games created with a key by an app move to that app's scope; the rest stay anonymous."""
    Game = apps.get_model("games", "Game")
    Game.objects.filter(idempotency_key_hash__isnull=False, app__isnull=False).update(
        idempotency_scope=Concat(models.Value("app:"), models.F("app_id"))
    )


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0013_message_overrides"),
    ]

    operations = [
        migrations.AddField(
            model_name="game",
            name="idempotency_scope",
            field=models.CharField(blank=True, default="", max_length=32),
        ),
        migrations.RunPython(scope_existing_keys, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="game",
            name="idempotency_key_hash",
            field=models.CharField(blank=True, max_length=64, null=True),
        ),
        migrations.AddConstraint(
            model_name="game",
            constraint=models.UniqueConstraint(
                condition=models.Q(("idempotency_key_hash__isnull", False)),
                fields=("idempotency_scope", "idempotency_key_hash"),
                name="game_unique_idempotency_key",
            ),
        ),
    ]
