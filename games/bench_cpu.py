"""CPU time by process while a bench figure runs (Linux ``/proc``): what each move costs the
web server, PostgreSQL, Redis and the bench's own players, which share the machine's cores."""

from __future__ import annotations

import os
from pathlib import Path

_PROC = Path("/proc")
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _ticks(pid: str) -> tuple[str, int] | None:
    try:
        stat = (_PROC / pid / "stat").read_text()
    except OSError:
        return None
    name = stat[stat.index("(") + 1 : stat.rindex(")")]
    fields = stat[stat.rindex(")") + 2 :].split()
    return name, int(fields[11]) + int(fields[12])  # utime + stime


def cpu_sample(web_pids: set[int]) -> dict[str, float]:
    """CPU seconds so far of the web server's processes, PostgreSQL's, Redis's and this
    process, by those four names; empty where ``/proc`` is not."""
    if not _PROC.is_dir():
        return {}
    found = {"web": 0.0, "postgres": 0.0, "redis": 0.0, "players": 0.0}
    me = os.getpid()
    for entry in _PROC.iterdir():
        if not entry.name.isdigit():
            continue
        read = _ticks(entry.name)
        if read is None:
            continue
        name, ticks = read
        pid = int(entry.name)
        if pid in web_pids:
            found["web"] += ticks / _TICKS
        elif pid == me:
            found["players"] += ticks / _TICKS
        elif name.startswith("postgres"):
            found["postgres"] += ticks / _TICKS
        elif name.startswith("redis-server"):
            found["redis"] += ticks / _TICKS
    return found


def children(pid: int) -> set[int]:
    """``pid`` and its child processes (gunicorn's master and its workers)."""
    found = {pid}
    if not _PROC.is_dir():
        return found
    for entry in _PROC.iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2 :].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def cpu_per_move(before: dict[str, float], after: dict[str, float], moves: int) -> dict[str, float]:
    """Milliseconds of CPU per move by process group, between two samples."""
    if not moves:
        return {}
    return {name: 1000 * (after[name] - before.get(name, 0.0)) / moves for name in after}
