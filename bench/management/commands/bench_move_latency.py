"""Used by ``manage.py bench``: fill this database with finished games, then time moves here."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand
from django.test import override_settings

from bench.storage import fill_finished_games, move_latency


class Command(BaseCommand):
    help = "Bench helper: store --fill finished games, then print one JSON line of move timings."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--fill", type=int, default=0)
        parser.add_argument("--samples", type=int, default=200)

    def handle(self, *args: Any, **opts: Any) -> None:
        with override_settings(GAMES_CLIENT_SEED_ALLOWED=True):
            added = fill_finished_games(opts["fill"]) if opts["fill"] else 0
            figures = move_latency(opts["samples"])
        self.stdout.write(json.dumps({**figures, "added": added}))
