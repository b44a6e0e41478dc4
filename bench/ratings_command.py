"""``manage.py bench ratings``: a 7-seat rating update's CPU time, and the players' operations
over a bench database of synthetic players and rated games."""

from __future__ import annotations

import json
import time
from typing import Any

from django.core.management.base import BaseCommand
from django.db import connection

from bench.storage import _ensure_database, _manage
from games.ratings.rate import skills_rated
from games.ratings.scale import Skill


def rating_update_cpu(seats: int = 7, rounds: int = 2000) -> dict[str, float]:
    """CPU milliseconds of one ``seats``-seat rating update (openskill's Plackett–Luce on
    varied skills and places, ties included), averaged over ``rounds``."""
    skills = [Skill(1200 + 90 * i, 120 + 40 * i) for i in range(seats)]
    places = [1, 2, 2, 4, 5, 6, 7][:seats]
    start = time.process_time()
    for _ in range(rounds):
        skills_rated(skills, places)
    return {
        "seats": seats,
        "rounds": rounds,
        "cpu_ms": 1000 * (time.process_time() - start) / rounds,
    }


def ratings_command(command: BaseCommand, opts: dict[str, Any]) -> None:
    out = command.stdout
    cpu = rating_update_cpu()
    with open("/proc/loadavg", encoding="ascii") as fh:
        load = fh.read().strip()
    out.write(
        f"rating update, {cpu['seats']} seats: {cpu['cpu_ms']:.3f} ms CPU "
        f"(mean of {cpu['rounds']}; load {load})"
    )
    name = opts.get("ratings_database") or f"{connection.settings_dict['NAME']}_bench_ratings"
    _ensure_database(name)
    start = time.perf_counter()
    filled = json.loads(
        _manage(
            name,
            "bench_ratings_db",
            "--players",
            str(opts["players"]),
            "--games",
            str(opts["rated_games"]),
            "--samples",
            "0",
        )
        .strip()
        .splitlines()[-1]
    )
    if filled["fill_seconds"]:
        steps = ", ".join(f"{k} {v:.0f} s" for k, v in filled["fill_seconds"].items())
        out.write(f"filled {name} in {time.perf_counter() - start:.0f} s: {steps}")
    else:
        out.write(f"{name} was filled before: kept")
    figures = json.loads(
        _manage(name, "bench_ratings_db", "--samples", str(opts["ratings_samples"]))
        .strip()
        .splitlines()[-1]
    )
    _figures_write(command, figures, verbose=opts.get("verbosity", 1) > 1)


def _figures_write(command: BaseCommand, figures: dict[str, Any], verbose: bool) -> None:
    out = command.stdout
    with open("/proc/loadavg", encoding="ascii") as fh:
        load = fh.read().strip()
    out.write(
        f"{figures['players']} players, about {figures['games']} games, "
        f"{figures['rating_changes']} rating changes, {figures['ratings']} ratings; "
        f"{figures['samples']} requests of each read (load {load}):"
    )
    out.write(f"  {'read':<13} {'whole p50':>9} {'p99':>7} {'SQL p50':>8} {'p99':>7} "
              f"{'rest p50':>8} {'p99':>7} {'CPU p50':>8} {'p99':>7}  statements")  # fmt: skip
    for label, f in figures["reads"].items():
        out.write(
            f"  {label:<13} {f['p50_ms']:9.1f} {f['p99_ms']:7.1f} {f['sql_p50_ms']:8.1f} "
            f"{f['sql_p99_ms']:7.1f} {f['rest_p50_ms']:8.1f} {f['rest_p99_ms']:7.1f} "
            f"{f.get('cpu_p50_ms', 0):8.1f} {f.get('cpu_p99_ms', 0):7.1f}  "
            f"{'/'.join(str(n) for n in f['statements'])}"
        )
    out.write("plans of one request each (EXPLAIN (ANALYZE, BUFFERS); pages hit/read):")
    for label, f in figures["reads"].items():
        for plan in f["plans"]:
            out.write(
                f"  {label:<13} {plan['execution']:>10}  {plan['pages_hit']:>5}/"
                f"{plan['pages_read']:<4} {', '.join(plan['nodes']) or '-'}: {plan['sql']}"
            )
            if verbose:
                out.write("\n".join(f"      {line}" for line in plan["text"]))
