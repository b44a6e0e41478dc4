"""An opt-in trace of each version's way through the stream process, for the benchmark.

With ``STREAM_TRACE_FILE`` set (read once, at import), the process appends one line per step
of a game's version to that file: ``<step> <game id> <version> <time.time()>``, where the
step is one of

- ``heard``: the notice read from Redis by the listener thread (a poll's or an in-process
  notice has no ``heard``: it starts on the loop);
- ``loop``: the notice handled on the event loop (after the thread's hand-over);
- ``render_start`` / ``render_end``: the version's renders in their worker thread;
- ``written``: its first subscriber's event handed to the server to write.

``bench.stream_timing`` reads it to say where a delivery's time goes. Unset (the default),
``ON`` is false and every caller skips the call: nothing is timed, kept or written. The file
grows without bound (a few lines a version): for benchmarks only, never in production.
"""

from __future__ import annotations

import os
import threading
import time
from typing import IO

PATH = os.environ.get("STREAM_TRACE_FILE", "")
ON = bool(PATH)

_lock = threading.Lock()
_file: IO[str] | None = None
# The newest version of each game written to a subscriber (on the loop's thread only).
_written: dict[str, int] = {}


def mark(step: str, game_id: str, version: int) -> None:
    """Append one step of ``version`` now (callers test ``ON`` first: this opens the file)."""
    global _file
    at = time.time()
    with _lock:
        if _file is None:
            # Line-buffered: the bench reads the file while the process runs.
            _file = open(PATH, "a", buffering=1)  # noqa: SIM115 (open for the process's life)
        _file.write(f"{step} {game_id} {version} {at:.6f}\n")


def written(game_id: str, version: int) -> None:
    """Mark ``version`` written if no subscriber's event of it was written before."""
    if version > _written.get(game_id, 0):
        _written[game_id] = version
        mark("written", game_id, version)


def read(path: str) -> dict[tuple[str, int], dict[str, float]]:
    """A trace file's steps by (game, version): each step's first time."""
    steps: dict[tuple[str, int], dict[str, float]] = {}
    with open(path) as lines:
        for line in lines:
            parts = line.split()
            if len(parts) != 4:
                continue  # a line cut short by a stop
            step, game_id, version, at = parts
            steps.setdefault((game_id, int(version)), {}).setdefault(step, float(at))
    return steps
