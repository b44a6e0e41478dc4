"""Hand on every due piece of work in the outbox (what Celery beat's sweep does), once, by
hand: the embedded default has no beat."""

from typing import Any

from django.core.management.base import BaseCommand

from games.services.outbox import outbox_sweep


class Command(BaseCommand):
    help = (
        "Re-enqueue the due work of the outbox: automa turns and scorings whose dispatch was "
        "lost, turns whose timer ran out, webhook deliveries to (re)try (the periodic sweep, "
        "run once)."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--limit", type=int, default=500, help="At most this many rows.")

    def handle(self, *args: Any, limit: int, **options: Any) -> None:
        swept = outbox_sweep(limit=limit)
        for due in swept:
            if due.delivery_id is not None:
                self.stdout.write(f"{due.kind} {due.delivery_id} after {due.attempts} attempt(s)")
            else:
                self.stdout.write(f"{due.kind} {due.game_id} v{due.version}")
        self.stdout.write(self.style.SUCCESS(f"{len(swept)} due item(s) dispatched"))
