"""Hand on every due webhook delivery (what Celery beat's webhook sweep does), once, by hand."""

from typing import Any

from django.core.management.base import BaseCommand

from games.services.webhooks import webhooks_sweep


class Command(BaseCommand):
    help = "Send the webhook deliveries that are due (retries, lost first attempts), once."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--limit", type=int, default=500, help="At most this many.")

    def handle(self, *args: Any, limit: int, **options: Any) -> None:
        count = webhooks_sweep(limit=limit)
        self.stdout.write(self.style.SUCCESS(f"{count} due webhook deliveries handed on"))
