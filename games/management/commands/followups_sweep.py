"""Dispatch again every overdue follow-up (what Celery beat's sweep does), once, by hand."""

from typing import Any

from django.core.management.base import BaseCommand

from games.services.followups import followups_sweep


class Command(BaseCommand):
    help = "Re-enqueue overdue automa turns and scorings (the periodic sweep, run once)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--limit", type=int, default=500, help="At most this many games.")

    def handle(self, *args: Any, limit: int, **options: Any) -> None:
        swept = followups_sweep(limit=limit)
        for due in swept:
            self.stdout.write(f"{due.kind} {due.game_id} v{due.version}")
        self.stdout.write(self.style.SUCCESS(f"{len(swept)} overdue game(s) dispatched again"))
