"""Rewrite stored game states of an older shape (the same work as migration 0005, on demand)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from games.models import Game
from games.services.upgrade import game_states_upgrade


class Command(BaseCommand):
    help = "Upgrade stored game states to the current shape, in short batches (resumable)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--batch", type=int, default=200)

    def handle(self, *args: Any, batch: int, **options: Any) -> None:
        done = game_states_upgrade(game_model=Game, batch=batch)
        self.stdout.write(f"upgraded {done} game states")
