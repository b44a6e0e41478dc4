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
    name = f"{connection.settings_dict['NAME']}_bench_ratings"
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
    with open("/proc/loadavg", encoding="ascii") as fh:
        load = fh.read().strip()
    out.write(
        f"{figures['players']} players, {figures['games']} games, "
        f"{figures['rating_changes']} rating changes; {figures['samples']} samples each "
        f"(load {load}):"
    )
    for label in ("top 100", "around", "player page", "top 100 db", "around db", "player page db"):
        f = figures[label]
        out.write(f"  {label:<12} p50 {f['p50_ms']:6.1f} ms  p99 {f['p99_ms']:6.1f} ms")
