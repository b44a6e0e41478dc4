"""Write the committed schema (schema/openapi.json) from the code; ``--check`` only compares,
``--release`` also keeps it as the released version it names (schema/released/<version>.json).

A schema that breaks a released version without a major bump is refused: the command says
what breaks, writes nothing and exits 1."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from api.schema_compat import compatibility_problems
from api.schema_snapshot import (
    COMMITTED,
    REGENERATE,
    RELEASED_DIR,
    released_schemas,
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
        version = str(document["info"]["version"])
        problems = [
            f"against {released}: {problem}"
            for released, old in released_schemas().items()
            for problem in compatibility_problems(old, document)
        ]
        for problem in problems:
            self.stderr.write(f"breaking: {problem}")
        if problems:
            raise CommandError(
                f"{len(problems)} breaking change(s) to released versions: {COMMITTED} not "
                "written (keep the old members, or bump the major version in config/spectacular.py)"
            )
        if check:
            if not COMMITTED.exists() or COMMITTED.read_text() != text:
                raise CommandError(f"{COMMITTED} is stale: run {REGENERATE}")
            self.stdout.write(f"{COMMITTED} is current (API {version})")
            return
        target = RELEASED_DIR / f"{version}.json"
        if release and target.exists() and target.read_text() != text:
            raise CommandError(f"{target} is released already: a new release takes a new version")
        COMMITTED.write_text(text)
        self.stdout.write(f"wrote {COMMITTED} (API {version})")
        if release:
            target.write_text(text)
            self.stdout.write(f"wrote {target}")
