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


def cpu_sample(web_pids: set[int]) -> dict[int, tuple[str, float]]:
    """CPU seconds so far of each process of the web server, PostgreSQL, Redis and this one,
    by pid with its group's name; empty where ``/proc`` is not."""
    if not _PROC.is_dir():
        return {}
    found: dict[int, tuple[str, float]] = {}
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
            group = "web"
        elif pid == me:
            group = "players"
        elif name.startswith("postgres"):
            group = "postgres"
        elif name.startswith("redis-server"):
            group = "redis"
        else:
            continue
        found[pid] = (group, ticks / _TICKS)
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


def cpu_per_move(
    before: dict[int, tuple[str, float]], after: dict[int, tuple[str, float]], moves: int
) -> dict[str, float]:
    """Milliseconds of CPU per move by group between two samples: each process's growth (a
    process started since counts whole; one that ended since is not seen, its share lost)."""
    if not moves or not after:
        return {}
    spent = {"web": 0.0, "postgres": 0.0, "redis": 0.0, "players": 0.0}
    for pid, (group, seconds) in after.items():
        spent[group] += seconds - before.get(pid, (group, 0.0))[1]
    return {group: 1000 * seconds / moves for group, seconds in spent.items()}
