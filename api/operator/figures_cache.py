"""The game figures kept fresh by a thread of their own, for the metrics server: a scrape
then reads what the thread last read instead of querying while it waits (the query was most
of a scrape's cost, and it slows with the machine's load), and however many scrapers there
are, the database answers one query per ``seconds``. ``automa_figures_age_seconds`` says how
old the figures served are, so a stuck refresh shows."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from django.db import connection

from api.operator.figures import Figures

logger = logging.getLogger(__name__)


class FiguresCache:
    def __init__(self, read: Callable[[], Figures], seconds: float) -> None:
        self._read, self._seconds = read, seconds
        self._latest: tuple[Figures, float] | None = None
        self._first = threading.Event()
        self._started = False
        self._lock = threading.Lock()
        self._stopped = threading.Event()

    def latest(self, timeout: float = 10.0) -> tuple[Figures, float] | None:
        """The figures last read and their age in seconds; None if none was read yet
        within ``timeout`` (the refresh thread starts at the first call)."""
        with self._lock:
            if not self._started:
                self._started = True
                threading.Thread(target=self._refresh, name="figures", daemon=True).start()
        self._first.wait(timeout)
        found = self._latest
        if found is None:
            return None
        figures, read_at = found
        return figures, time.monotonic() - read_at

    def stop(self) -> None:
        """The refresh thread ends after its current read."""
        self._stopped.set()

    def _refresh(self) -> None:
        while not self._stopped.is_set():
            try:
                self._latest = (self._read(), time.monotonic())
                self._first.set()
            except Exception:  # the database away: the figures age, and the age shows it
                logger.warning("metrics: the game figures could not be read", exc_info=True)
            finally:
                connection.close()  # back to the pool between reads
            self._stopped.wait(self._seconds)
