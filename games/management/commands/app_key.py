"""Make an app key without the admin: ``manage.py app_key "My app"`` prints a new key of that
app (made first when there is none by that name), alone on stdout, so that a script can keep it:
``export AUTOMA_APP_KEY=$(python manage.py app_key "My app")``."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from games.models import App
from games.services.apps import app_create, app_key_issue


class Command(BaseCommand):
    help = (
        "Print a new API key of the app NAME (making the app when there is none by that name). "
        "The key is shown this once; the server keeps only its hash."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("name", help="The app's name (unique).")
        parser.add_argument("--label", default="", help="A label for the key (a new app's: "
                            "'first key').")  # fmt: skip
        parser.add_argument(
            "--may-choose-seeds",
            action="store_true",
            help="A new app may choose seeds (support tools replaying a reported game).",
        )
        parser.add_argument("--webhook-url", default="", help="A new app's webhook URL.")
        parser.add_argument(
            "--cors-origins", default="", help="A new app's browser origins, space-separated."
        )

    def handle(self, *args: Any, name: str, label: str, **options: Any) -> None:
        app = App.objects.filter(name=name).first()
        if app is None:
            try:
                app, issued = app_create(
                    name=name,
                    webhook_url=options["webhook_url"],
                    may_choose_seeds=options["may_choose_seeds"],
                    cors_origins=options["cors_origins"],
                )
            except ValidationError as exc:
                raise CommandError("; ".join(exc.messages)) from exc
            self.stderr.write(f"made the app {name!r}")
        else:
            if options["may_choose_seeds"] or options["webhook_url"] or options["cors_origins"]:
                raise CommandError(f"the app {name!r} exists: change its settings in the admin")
            issued = app_key_issue(app=app, label=label)
        if not app.enabled:
            self.stderr.write(f"the app {name!r} is disabled: its keys are refused (403)")
        self.stderr.write(f"a new key of {name!r} (shown this once; {issued.key.prefix}...):")
        self.stdout.write(issued.plaintext)
