"""Used by ``manage.py bench ratings``: fill this database with synthetic players and rated
games, then print one JSON line of the players' operations' timings."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand

from bench.ratings_fill import ratings_fill
from bench.ratings_timings import ratings_timings


class Command(BaseCommand):
    help = "Bench helper: store --players and --games (COPY), then time the players' operations."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--players", type=int, default=0)
        parser.add_argument("--games", type=int, default=0)
        parser.add_argument("--samples", type=int, default=300)

    def handle(self, *args: Any, **opts: Any) -> None:
        filled = ratings_fill(opts["players"], opts["games"]) if opts["players"] else {}
        figures = ratings_timings(opts["samples"]) if opts["samples"] else {}
        self.stdout.write(json.dumps({"fill_seconds": filled, **figures}))
