"""``manage.py bench compare``: two servers side by side, in alternating pairs, beside
pgbench's bare move transaction (the floor).

Each side is a commit (checked out into a temporary worktree with ``git worktree add``, its
own database migrated by its own code, gunicorn started as that commit's ``config/gunicorn.py``
or, before that file existed, its ``docker-compose.yml`` starts it) or a server already
running. Both are up together, so a pair runs one loop on each back to back, the order
swapped every pair: a machine shared with other work slows both sides of a pair alike.

Two loops, each by ``clients`` players owning an all-human 2-seat Architects game:
- three requests a move: GET the game, GET the acting seat's actions, POST the first one;
- one request a move: POST with ``?include=game,actions``, the included game giving the next
  version and seat. A seat's listing is known only when it acted last (a pending choice); at a
  new turn the player posts the first action a turn offers (``take_card`` from the central
  deck) and, if the game refuses it (422), reads the listing and posts again. The requests per
  move are printed, so the loop says how close to one it came.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.compare_loops import IncludeUnknown, one_request_loop, three_request_loop
from bench.compare_sides import Side, commit_start, side_open, side_wait
from bench.http_load import percentile
from bench.pgbench_floor import pgbench_floor

LOOPS = ("3 requests", "1 request")


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "n/a"


def one_run(
    loop: str, side: Side, clients: int, seconds: float, seed: int
) -> dict[str, Any] | None:
    """One loop's figures on one side; None for the one-request loop on a side without
    ``?include=``."""
    runner = three_request_loop if loop == LOOPS[0] else one_request_loop
    try:
        result = runner(side.port, clients, seconds, seed)
    except IncludeUnknown:
        return None
    figures = {
        "moves_per_second": result["moves_per_second"],
        "post_p50_ms": result["latency"]["POST move"]["p50_ms"],
        "post_p99_ms": result["latency"]["POST move"]["p99_ms"],
        "move_p50_ms": result["latency"]["move"]["p50_ms"],
    }
    if loop == LOOPS[1]:
        figures["requests_per_move"] = result["requests_per_move"]
    return figures


def median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


__all__ = [
    "LOOPS",
    "Side",
    "commit_start",
    "load_average",
    "median",
    "one_run",
    "percentile",
    "pgbench_floor",
    "side_open",
    "side_wait",
]


def pairs_run(
    sides: tuple[Side, Side], *, pairs: int, seconds: float, clients: int, floor_seconds: float
) -> list[dict[Any, Any]]:
    """``pairs`` rounds: each loop on both sides back to back (the first side first in even
    rounds, second in odd ones), then pgbench's floor; one row a round."""
    for side in sides:
        side_wait(side)
    # Untimed play first: whatever a new process does on its first requests is not counted.
    for side in sides:
        for loop in LOOPS:
            one_run(loop, side, clients, min(seconds, 3.0), seed=500_000)
    rows = []
    for index in range(pairs):
        order = sides if index % 2 == 0 else sides[::-1]
        row: dict[Any, Any] = {"pair": index + 1, "load_before": load_average()}
        for loop in LOOPS:
            for side in order:
                row[(loop, side.name)] = one_run(loop, side, clients, seconds, 1000 * (index + 1))
        row["floor"] = pgbench_floor(clients, floor_seconds)
        row["load_after"] = load_average()
        rows.append(row)
    return rows


def compare_heading(clients: int) -> str:
    return (
        f"Two servers side by side, {clients} clients, alternating pairs "
        "(moves/s; POST p50/p99 ms; share of pgbench's floor)"
    )


def _figure(f: dict[str, Any] | None, floor: float) -> str:
    if f is None:
        return "   (no ?include= on this side)"
    text = (
        f"{f['moves_per_second']:6.1f} moves/s  POST p50 {f['post_p50_ms']:5.1f} "
        f"p99 {f['post_p99_ms']:5.1f} ms  {f['moves_per_second'] / floor:5.1%} of floor"
    )
    if "requests_per_move" in f:
        text += f"  ({f['requests_per_move']:.2f} requests/move)"
    return text


def compare_lines(rows: list[dict[Any, Any]], names: list[str]) -> list[str]:
    """Each pair's figures, then each side's medians and how the second side fared."""
    lines: list[str] = []
    width = max(len(name) for name in names)
    for row in rows:
        floor = row["floor"]["tx_per_second"]
        lines.append(
            f"  pair {row['pair']}: load {row['load_before']} -> {row['load_after']}; "
            f"pgbench floor {floor:.0f} tx/s (latency {row['floor']['latency_ms']:.2f} ms)"
        )
        for loop in LOOPS:
            for name in names:
                lines.append(f"    {loop:<10} {name:<{width}}  {_figure(row[(loop, name)], floor)}")
    lines.append("  medians over the pairs:")
    floors = [row["floor"]["tx_per_second"] for row in rows]
    lines.append(f"    pgbench floor {median(floors):.0f} tx/s")
    for loop in LOOPS:
        for name in names:
            runs = [row[(loop, name)] for row in rows if row[(loop, name)] is not None]
            mid = {key: median([run[key] for run in runs]) for key in runs[0]} if runs else None
            lines.append(f"    {loop:<10} {name:<{width}}  {_figure(mid, median(floors))}")
        ratios = [
            row[(loop, names[1])]["moves_per_second"] / row[(loop, names[0])]["moves_per_second"]
            for row in rows
            if row[(loop, names[0])] is not None and row[(loop, names[1])] is not None
        ]
        if not ratios:
            continue
        faster = sum(ratio >= 1 for ratio in ratios)
        lines.append(
            f"    {loop:<10} B/A per pair: {', '.join(f'{r:.2f}' for r in ratios)} "
            f"(B at least as fast in {faster} of {len(ratios)})"
        )
    return lines
