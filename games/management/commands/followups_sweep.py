"""Dispatch again every overdue follow-up and every timed-out turn (what Celery beat's sweeps
do), once, by hand: the embedded default has no beat."""

from typing import Any

from django.core.management.base import BaseCommand

from games.services.followups import followups_sweep
from games.services.turns import turns_sweep


class Command(BaseCommand):
    help = (
        "Re-enqueue overdue automa turns and scorings, and the turns of human seats whose "
        "timer ran out (the periodic sweeps, run once)."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--limit", type=int, default=500, help="At most this many games.")

    def handle(self, *args: Any, limit: int, **options: Any) -> None:
        swept = followups_sweep(limit=limit)
        for due in swept:
            self.stdout.write(f"{due.kind} {due.game_id} v{due.version}")
        self.stdout.write(self.style.SUCCESS(f"{len(swept)} overdue game(s) dispatched again"))
        timed_out = turns_sweep(limit=limit)
        for due in timed_out:
            self.stdout.write(f"{due.kind} {due.game_id} v{due.version}")
        self.stdout.write(self.style.SUCCESS(f"{len(timed_out)} timed-out turn(s) dispatched"))
