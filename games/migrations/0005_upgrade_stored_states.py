"""Bring every stored game state to the current shape (content outside the state), in batches.

Not atomic: each batch commits on its own, so a large table is never locked as a whole and an
interrupted run resumes where it stopped. Reads upgrade lazily too, so serving may go on.
"""

from django.db import migrations


def upgrade(apps, schema_editor):
    from games.services.upgrade import game_states_upgrade

    game_states_upgrade(game_model=apps.get_model("games", "Game"))


class Migration(migrations.Migration):
    atomic = False
    dependencies = [("games", "0004_content_entries_and_state_shapes")]
    operations = [migrations.RunPython(upgrade, migrations.RunPython.noop)]
