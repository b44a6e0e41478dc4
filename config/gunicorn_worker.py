"""gunicorn's gthread worker, handing over on a reload: an old worker keeps serving until a new
one is ready.

On ``kill -HUP`` gunicorn's master forks the new workers and sends the old ones TERM at once;
gthread stops accepting on TERM. A new worker still has to be scheduled, open its database
connections and take its first requests cold, so for that while (0.5–2 s on a loaded machine,
``bench reload``'s trace) the players' requests waited in the listen backlog or on a worker
not yet warm. Here the master marks a reload (``reload_mark``, from its ``on_reload`` hook,
with the age of its newest worker then), each new worker says when it is ready
(``ready_mark``, from ``post_worker_init``, once its pool holds its first connections), and an
old worker told to stop during a reload keeps accepting until a newer worker is ready, or for
``HANDOVER_SECONDS`` at most. A TERM with no reload marked (a shutdown, an operator's TERM to
one worker) stops it at once, as before.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from gunicorn.workers.gthread import ThreadWorker  # type: ignore[import-untyped]

# Longest an old worker waits for a new one before it stops all the same (well within
# gunicorn's graceful timeout, after which the master kills it).
HANDOVER_SECONDS = 10.0
_RELOAD = "reload"
_READY = "ready-"


def _marks(master: int) -> Path:
    return Path(tempfile.gettempdir()) / f"automa-reload-{master}"


def reload_mark(master: int, newest_age: int) -> None:
    """In the master, as a reload begins: workers up to ``newest_age`` are the old ones."""
    marks = _marks(master)
    marks.mkdir(exist_ok=True)
    (marks / _RELOAD).write_text(str(newest_age))


def ready_mark(master: int, age: int) -> None:
    """In a new worker, once it is ready to serve."""
    marks = _marks(master)
    marks.mkdir(exist_ok=True)
    (marks / f"{_READY}{age}").touch()


def ready_workers(master: int) -> list[int]:
    """The ages of ``master``'s workers that said they are ready (an operator's USR2 waits
    for these before the old master's TERM: docs/operating/reloads.md)."""
    try:
        names = [p.name for p in _marks(master).iterdir()]
    except OSError:
        return []
    return sorted(int(n[len(_READY) :]) for n in names if n.startswith(_READY))


def marks_drop(master: int) -> None:
    """In the master, as it exits."""
    shutil.rmtree(_marks(master), ignore_errors=True)


def _reloading_below(master: int) -> int | None:
    """The newest old worker's age if a reload was marked, else None."""
    try:
        return int((_marks(master) / _RELOAD).read_text())
    except (OSError, ValueError):
        return None


def _successor_ready(master: int, newest_old: int) -> bool:
    return any(age > newest_old for age in ready_workers(master))


class HandoverWorker(ThreadWorker):
    """gthread, but a TERM during a reload waits for a newer worker to be ready."""

    _handing_over = False

    def handle_exit(self, sig: Any, frame: Any) -> None:
        newest_old = _reloading_below(self.ppid)
        if self._handing_over or newest_old is None or self.age > newest_old:
            super().handle_exit(sig, frame)
            return
        self._handing_over = True  # a second TERM during the wait stops it at once
        threading.Thread(
            target=self._hand_over, args=(sig, newest_old), name="handover", daemon=True
        ).start()

    def _hand_over(self, sig: Any, newest_old: int) -> None:
        deadline = time.monotonic() + HANDOVER_SECONDS
        while time.monotonic() < deadline and not _successor_ready(self.ppid, newest_old):
            time.sleep(0.02)
        # gthread's own stop: it wakes the worker's loop through its thread-safe queue.
        super().handle_exit(sig, None)
