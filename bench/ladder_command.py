"""``manage.py bench ladder``: play the ladder, print its figures, write ``ladder.json``."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand

from bench.ladder import (
    LADDER_SEATS,
    LadderRun,
    ladder_fits,
    ladder_merged,
    ladder_play,
    ladder_warnings,
    ladder_write,
)
from games.ratings.ladder import LADDER_FILE
from games.rules.registry import ruleset_get
from games.services import content_release_latest


def ladder_command(command: BaseCommand, opts: dict[str, Any]) -> None:
    out = command.stdout
    counts = dict(item.split("=", 1) for item in opts["ladder_games"])
    budgets = {level: ms / 1000 for level, ms in settings.AUTOMA_THINK_BUDGET_MS.items() if ms}
    out.write(f"think budgets: {budgets or 'none'} (seconds a turn)")
    with open("/proc/loadavg", encoding="ascii") as fh:
        out.write(f"load average at the start: {fh.read().strip()}")
    path = Path(opts.get("ladder_file") or LADDER_FILE)
    start = time.perf_counter()
    for slug in LADDER_SEATS:
        if opts["only"] and slug not in opts["only"]:
            continue
        unbound = ruleset_get(slug)
        rules = unbound.bind(content_release_latest(ruleset=slug).data)
        run = ladder_play(
            rules,
            int(counts.get(slug, 100)),
            budgets,
            seat_counts=tuple(opts.get("ladder_seats") or ()),
            progress=out.write,
        )
        if not run.games:
            continue
        out.write(command.style.MIGRATE_HEADING(f"{rules.title} ({slug})"))
        for seats, seconds in run.seconds.items():
            played = sum(1 for g in run.games if len(g.levels) == seats)
            out.write(f"  {seats} seats: {played} games in {seconds:.0f} s")
        out.write(
            "  games per pairing: "
            + ", ".join(f"{a}-{b} {n}" for (a, b), n in sorted(run.pairings().items()))
        )
        _fits_write(command, run, "this run")
        merged = ladder_merged(run, path)
        if len(merged.games) > len(run.games):
            _fits_write(command, merged, "merged with the file's other parts")
        # Written as each ruleset ends: a long run stopped later keeps what it measured.
        ladder_write([run], budgets, path)
    with open("/proc/loadavg", encoding="ascii") as fh:
        out.write(f"load average at the end: {fh.read().strip()}")
    out.write(f"ladder took {time.perf_counter() - start:.0f} s; written to {path}")


def _fits_write(command: BaseCommand, run: LadderRun, what: str) -> None:
    """The run's fits at all its seat counts and at each alone, with the ladder's notes:
    levels out of order, and neighbours within 100 points."""
    out = command.stdout
    for only in [None, *sorted(run.seconds)] if len(run.seconds) > 1 else [None]:
        label = "all seat counts" if only is None else f"{only} seats only"
        fits = ladder_fits(run, only)
        out.write(f"  {label} ({what}, {len(run.games)} games):")
        for fit in fits:
            out.write(f"    {fit.level:<8} {fit.mu:7.0f}  95 % [{fit.low:5.0f}, {fit.high:5.0f}]")
        for warning in ladder_warnings(run.levels, fits):
            out.write(command.style.WARNING(f"    note: {warning}"))
