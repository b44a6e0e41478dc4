"""How long a ``/metrics`` scrape takes while clients play (issue 26: under 50 ms with 64
clients): from the metrics server (a process of its own) and from the web server, beside the
web's ``/healthz`` in the same run (what a busy web worker's queueing alone costs). The body of
/metrics is text, not JSON: read raw, as a scraper does."""

from __future__ import annotations

import http.client
import statistics
import threading
import time

SCRAPE_TOKEN = "bench-scrape-token"


class ScrapeTimer:
    """Reads each of ``reads`` (a label: port and path) in turn every ``every`` seconds, in a
    thread (none when ``every`` is 0)."""

    def __init__(self, reads: dict[str, tuple[int, str]], every: float) -> None:
        self.reads, self.every = reads, every
        self.times: dict[str, list[float]] = {label: [] for label in reads}
        self.failures = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> ScrapeTimer:
        if self.every > 0:
            self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=30)

    def _run(self) -> None:
        conns = {
            label: http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            for label, (port, _path) in self.reads.items()
        }
        headers = {"Authorization": f"Bearer {SCRAPE_TOKEN}"}
        while not self._stop.wait(self.every):
            for label, (_port, path) in self.reads.items():
                conn = conns[label]
                started = time.perf_counter()
                try:
                    conn.request("GET", path, headers=headers)
                    answer = conn.getresponse()
                    answer.read()
                except (OSError, http.client.HTTPException):
                    self.failures += 1
                    conn.close()
                    continue
                if answer.status != 200:
                    self.failures += 1
                    continue
                self.times[label].append((time.perf_counter() - started) * 1000)

    def summary(self) -> list[str]:
        lines = []
        for label, times in self.times.items():
            if len(times) < 2:
                lines.append(f"{label}: {len(times)} answers")
                continue
            p90 = statistics.quantiles(times, n=10)[-1]
            lines.append(
                f"{label}: {len(times)} answers, median {statistics.median(times):.0f} ms, "
                f"p90 {p90:.0f} ms, max {max(times):.0f} ms"
            )
        lines.append(f"failed or refused reads: {self.failures}")
        return lines
