"""Moves and seats lose their index on ``game_id`` alone: the unique (game, number) and
(game, index) indexes start with the same column and serve every lookup by game, so the extra
index only cost a write per move and space.

Only the indexes are dropped (the foreign keys stay as they are: re-creating them, as a plain
AlterField would, re-checks every stored move).
"""

import django.db.models.deletion
from django.db import migrations, models

INDEXES = {
    "games_move": "games_move_game_id_aca66fc5",
    "games_seat": "games_seat_game_id_ad720f5b",
}


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0007_apps_keys_and_webhooks"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="move",
                    name="game",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="moves",
                        to="games.game",
                    ),
                ),
                migrations.AlterField(
                    model_name="seat",
                    name="game",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="seats",
                        to="games.game",
                    ),
                ),
            ],
            database_operations=[
                migrations.RunSQL(
                    f'DROP INDEX IF EXISTS "{index}"',
                    reverse_sql=f'CREATE INDEX IF NOT EXISTS "{index}" ON "{table}" ("game_id")',
                )
                for table, index in INDEXES.items()
            ],
        ),
    ]
