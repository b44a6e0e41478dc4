"""Make a database fixture of games as the code at this commit stores them (issue 14).

Run once per change of stored shape, with the code *before* the change, then keep the output:
    DATABASE_URL=sqlite:////tmp/upgrade-fixture.sqlite3 python tests/upgrade/make_fixture.py OUT
The upgrade test loads it at the schema it was made under, migrates forward and plays on.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path
from typing import Any

import django
from django.db.models import Model

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django.setup()

from django.core import serializers  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db.migrations.recorder import MigrationRecorder  # noqa: E402

from config.celery import app  # noqa: E402
from games.models import ContentRelease, Game, Move, Seat  # noqa: E402
from games.rules.registry import ruleset_get  # noqa: E402
from games.services import SeatSpec, game_create, move_submit  # noqa: E402


def _play(created, moves: int, rng: random.Random) -> None:
    """Play ``moves`` random legal moves for the human seats (automa seats answer eagerly)."""
    game = created.game
    for _ in range(moves):
        game.refresh_from_db()
        rules = ruleset_get(game.ruleset)
        if game.status != "active" or rules.is_over(game.state):
            return
        seat = rules.to_act(game.state)[0]
        if seat not in created.tokens:
            return
        action = rng.choice(rules.legal_actions(game.state, seat))
        move_submit(game_id=game.id, token=created.tokens[seat], action=action, if_match=game.etag)


def main(out: Path) -> None:
    app.conf.task_always_eager = True
    call_command("migrate", verbosity=0)
    rng = random.Random(14)
    human, basic = "human", "automa"
    plans: list[tuple[str, dict[str, Any], list[str], int, int]] = [
        # (ruleset, options, seat kinds, seed, human moves to play: None = to the end)
        ("architects", {}, [human, basic], 101, 9),
        ("architects", {}, [human, human, basic, basic], 102, 25),
        ("architects", {}, [basic, basic, basic], 103, 0),  # automa only: finished
        ("saboteur", {}, [human, basic, basic, basic], 201, 6),
        ("saboteur", {}, [human, human, basic, basic, basic, basic, basic], 202, 14),
        ("saboteur", {}, [basic, basic, basic, basic, basic], 203, 0),  # finished
    ]
    for ruleset, options, kinds, seed, moves in plans:
        seats = [
            SeatSpec(name=f"{k[:1].upper()}{i}", kind=k, level="basic" if k == basic else "")
            for i, k in enumerate(kinds)
        ]
        created = game_create(ruleset=ruleset, options=options, seats=seats, seed=seed)
        _play(created, moves, rng)
        # Keep the tokens so the test can play the human seats on.
        _TOKENS[str(created.game.pk)] = {str(k): v for k, v in created.tokens.items()}
    rows: list[Model] = [*ContentRelease.objects.all(), *Game.objects.all()]
    rows += list(Seat.objects.all()) + list(Move.objects.all())
    applied = sorted(
        name
        for app_label, name in MigrationRecorder.Migration.objects.values_list("app", "name")
        if app_label == "games"
    )
    document = {
        "made_at_migration": applied[-1],
        "tokens": _TOKENS,
        "rows": json.loads(serializers.serialize("json", rows)),
    }
    out.write_text(json.dumps(document, indent=None, sort_keys=True) + "\n", encoding="utf-8")
    for game in Game.objects.all():
        print(game.ruleset, game.status, game.version, len(json.dumps(game.state)))


_TOKENS: dict[str, dict[str, str]] = {}

if __name__ == "__main__":
    main(Path(sys.argv[1]))
