"""prometheus_client's multiprocess directory for the web's request counters (no Django here:
gunicorn's master calls these). Every web worker writes its counters into its own file there
(``PROMETHEUS_MULTIPROC_DIR``); a scrape sums the files, those of workers already replaced
included, so a counter never goes back while the server runs."""

from __future__ import annotations

import os
from pathlib import Path


def counters_dir_reset() -> None:
    """Before the first worker starts: the directory emptied, or a new server's counters would
    add up with an earlier run's (prometheus_client wants it wiped between runs)."""
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not directory:
        return
    path = Path(directory)
    path.mkdir(parents=True, exist_ok=True)
    for stale in path.glob("*.db"):
        stale.unlink()


def worker_gone(pid: int) -> None:
    """A worker exited: its live gauges (none yet) leave the sums; its counters stay."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(pid)
