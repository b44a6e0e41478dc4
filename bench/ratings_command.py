"""``manage.py bench ratings``: the ratings' figures (filled in below)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand


def ratings_command(command: BaseCommand, opts: dict[str, Any]) -> None:
    command.stdout.write("ratings bench: not yet")
