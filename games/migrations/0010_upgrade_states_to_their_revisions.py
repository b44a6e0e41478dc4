"""Bring stored states to the current shapes again: MarsBot's state version 2 pins the games
stored before its rules revision to revision 1 (issue 25). Batched and resumable like 0005;
reads upgrade lazily too, so serving may go on."""

from django.db import migrations


def upgrade(apps, schema_editor):
    from games.services.upgrade import game_states_upgrade

    game_states_upgrade(game_model=apps.get_model("games", "Game"))


class Migration(migrations.Migration):
    atomic = False
    dependencies = [("games", "0009_app_permissions_origins_and_counters")]
    operations = [migrations.RunPython(upgrade, migrations.RunPython.noop)]
