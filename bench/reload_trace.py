"""Where a reload's waits come from, for ``bench reload``: when each worker was forked, first
answered and gone, and for every request from the signal on which worker answered it, how
long the worker itself spent on it, and how long it waited before (connecting, in the listen
backlog, for a thread).

Workers are seen by polling the master's children (and, after USR2, the new master's) every
few milliseconds; which worker answered a request, and in how long, comes from gunicorn's
access log, matched to the player's request by its ``X-Request-ID``.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# The access log's line: the worker's pid (gunicorn writes it as <pid>), the request's id, the
# microseconds the worker spent on it.
ACCESS_FORMAT = "%(p)s %({x-request-id}i)s %(D)s"
# A new worker's first requests, named apart: what it still does lazily shows there.
FIRST_REQUESTS = 3


@dataclass
class Sent:
    """One request as a player saw it."""

    at: float  # perf_counter when sent
    seconds: float
    kind: str
    rid: str
    reconnected: bool


def child_pids(pid: int) -> list[int]:
    """``pid``'s child processes, from /proc (empty once it is gone)."""
    try:
        found = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    return [int(child) for child in found]


class WorkerWatch:
    """A thread noting when each worker under ``master`` (and under a master it forked) is
    first and last seen, by ``time.perf_counter``."""

    def __init__(self, master: int, every: float = 0.005) -> None:
        self.master = master
        self.every = every
        self.first: dict[int, float] = {}
        self.last: dict[int, float] = {}
        self.masters = {master}
        self.last_poll = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="worker-watch")

    def _run(self) -> None:
        while not self._stop.is_set():
            now = time.perf_counter()
            for master in list(self.masters):
                for child in child_pids(master):
                    if child_pids(child) or child in self.masters:  # a new master (USR2)
                        self.masters.add(child)
                        self.first.pop(child, None)  # seen before it forked: not a worker
                        self.last.pop(child, None)
                        continue
                    self.first.setdefault(child, now)
                    self.last[child] = now
            self.last_poll = now
            self._stop.wait(self.every)

    def __enter__(self) -> WorkerWatch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


def access_log_arguments(path: Path) -> list[str]:
    return ["--access-logfile", str(path), "--access-logformat", ACCESS_FORMAT]


def served_by(path: Path) -> dict[str, tuple[int, float]]:
    """Each request id's worker pid and the seconds that worker spent on it."""
    found: dict[str, tuple[int, float]] = {}
    for line in path.read_text(errors="replace").splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0].startswith("<") and parts[2].isdigit():
            found[parts[1]] = (int(parts[0].strip("<>")), int(parts[2]) / 1e6)
    return found


def _cause(sent: Sent, pid: int | None, nth: int, old: set[int]) -> str:
    if pid is None:
        return "not in the access log"
    if pid in old:
        return "an old worker" + (", reconnected" if sent.reconnected else "")
    if nth <= FIRST_REQUESTS:
        return f"a new worker's request {nth}"
    return "a new worker, later"


def _workers(
    watch: WorkerWatch,
    after: list[Sent],
    served: dict[str, tuple[int, float]],
    old: set[int],
    signalled: float,
) -> list[dict[str, Any]]:
    """Each worker: old or new, forked, first request begun, gone (ms from the signal)."""
    first_served: dict[int, float] = {}  # when the worker began its first request
    for sent in after:
        pid, worked = served.get(sent.rid, (None, 0.0))
        if pid is not None and pid not in old:
            began = sent.at + sent.seconds - worked
            first_served[pid] = min(first_served.get(pid, began), began)
    return [
        {
            "pid": pid,
            "old": pid in old,
            "forked_ms": None if pid in old else 1000 * (watch.first[pid] - signalled),
            "first_served_ms": (
                1000 * (first_served[pid] - signalled) if pid in first_served else None
            ),
            "gone_ms": (
                1000 * (watch.last[pid] - signalled) if watch.last[pid] < watch.last_poll else None
            ),
        }
        for pid in sorted(watch.first, key=lambda p: watch.first[p])
    ]


def trace(
    requests: list[Sent],
    watch: WorkerWatch,
    served: dict[str, tuple[int, float]],
    signalled: float,
    longest: int = 8,
) -> dict[str, Any]:
    """Workers' times (ms from the signal) and the requests from the signal on, longest
    first, each with its cause; the longest wait and queueing by cause."""
    old = {pid for pid, first in watch.first.items() if first < signalled}
    after = sorted((s for s in requests if s.at >= signalled), key=lambda s: s.at)
    nth_of: dict[str, int] = {}
    count: dict[int, int] = {}
    for sent in sorted(requests, key=lambda s: s.at):
        pid = served.get(sent.rid, (None, 0.0))[0]
        if pid is not None:
            count[pid] = count.get(pid, 0) + 1
            nth_of[sent.rid] = count[pid]
    rows: list[dict[str, Any]] = []
    for sent in after:
        pid, worked = served.get(sent.rid, (None, 0.0))
        rows.append(
            {
                "at_ms": 1000 * (sent.at - signalled),
                "ms": 1000 * sent.seconds,
                "worked_ms": 1000 * worked,
                "waited_ms": 1000 * (sent.seconds - worked),
                "kind": sent.kind,
                "pid": pid,
                "cause": _cause(sent, pid, nth_of.get(sent.rid, 0), old),
            }
        )
    by_cause: dict[str, dict[str, float]] = {}
    for row in rows:
        worst = by_cause.setdefault(row["cause"], {"requests": 0, "ms": 0.0, "waited_ms": 0.0})
        worst["requests"] += 1
        worst["ms"] = max(worst["ms"], row["ms"])
        worst["waited_ms"] = max(worst["waited_ms"], row["waited_ms"])
    workers = _workers(watch, after, served, old, signalled)
    return {
        "workers": workers,
        "longest": sorted(rows, key=lambda r: -r["ms"])[:longest],
        "by_cause": by_cause,
    }


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:+.0f} ms"


def trace_lines(found: dict[str, Any]) -> list[str]:
    """``trace``'s figures as the bench prints them (times from the signal)."""
    lines = []
    for worker in found["workers"]:
        if worker["old"]:
            lines.append(f"old worker {worker['pid']}: gone {_ms(worker['gone_ms'])}")
        else:
            lines.append(
                f"new worker {worker['pid']}: forked {_ms(worker['forked_ms'])}, first request "
                f"begun {_ms(worker['first_served_ms'])}, gone {_ms(worker['gone_ms'])}"
            )
    for cause, worst in sorted(found["by_cause"].items()):
        lines.append(
            f"{cause}: {worst['requests']} requests, longest {worst['ms']:.0f} ms, "
            f"longest wait before its worker began {worst['waited_ms']:.0f} ms"
        )
    lines.append("longest requests from the signal on:")
    for row in found["longest"]:
        lines.append(
            f"  sent {row['at_ms']:+.0f} ms: {row['ms']:.0f} ms = waited {row['waited_ms']:.0f}"
            f" + worked {row['worked_ms']:.0f} ({row['kind']}, {row['cause']}, {row['pid']})"
        )
    return lines
