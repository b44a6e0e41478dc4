"""Write the committed schema (schema/openapi.json) from the code; ``--check`` only compares,
``--release`` also keeps it as the released version it names (schema/released/<version>.json)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from api.schema_compat import compatibility_problems
from api.schema_snapshot import (
    COMMITTED,
    REGENERATE,
    RELEASED_DIR,
    latest_released,
    schema_generate,
    schema_text,
)


class Command(BaseCommand):
    help = "Write schema/openapi.json from the code (the one command that regenerates it)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--check", action="store_true", help="Compare only; exit 1 if stale.")
        parser.add_argument(
            "--release", action="store_true", help="Also keep it as a released version."
        )

    def handle(self, *args: Any, check: bool, release: bool, **options: Any) -> None:
        document = schema_generate()
        text = schema_text(document)
        released = latest_released()
        problems = compatibility_problems(released, document) if released else []
        for problem in problems:
            self.stderr.write(f"breaking: {problem}")
        if check:
            if not COMMITTED.exists() or COMMITTED.read_text() != text:
                raise CommandError(f"{COMMITTED} is stale: run {REGENERATE}")
            self.stdout.write(f"{COMMITTED} is current (API {document['info']['version']})")
            return
        COMMITTED.write_text(text)
        self.stdout.write(f"wrote {COMMITTED} (API {document['info']['version']})")
        if release:
            target = RELEASED_DIR / f"{document['info']['version']}.json"
            target.write_text(text)
            self.stdout.write(f"wrote {target}")
