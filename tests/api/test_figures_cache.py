"""The metrics server's game figures: read by a thread every few seconds, the latest served
with its age; a failed read keeps the last figures, which then age."""

from __future__ import annotations

import threading
import time

import pytest

from api.operator.figures import Figures
from api.operator.figures_cache import FiguresCache


class _Reads:
    def __init__(self) -> None:
        self.count = 0
        self.failing = threading.Event()

    def __call__(self) -> Figures:
        if self.failing.is_set():
            raise RuntimeError("the database is away")
        self.count += 1
        return Figures(
            active_by_ruleset={}, top_move_id=self.count, followups_overdue=0,
            webhooks_pending=0, webhook_counters=[], reply_quantiles={},
        )  # fmt: skip


def _wait_for(condition, seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.01)


@pytest.fixture
def reads():
    return _Reads()


@pytest.fixture
def cache(reads):
    cache = FiguresCache(reads, seconds=0.05)
    yield cache
    cache.stop()


def test_the_figures_are_read_again_every_period_and_served_with_their_age(reads, cache):
    first = cache.latest()
    assert first is not None and first[0].top_move_id >= 1 and first[1] < 1.0
    _wait_for(lambda: reads.count >= 3)
    latest = cache.latest()
    assert latest is not None and latest[0].top_move_id >= 3


def test_a_failed_read_keeps_the_last_figures_and_they_age(reads, cache, caplog):
    assert cache.latest() is not None
    reads.failing.set()
    time.sleep(0.1)  # a read under way when the failures began has ended
    kept = reads.count
    time.sleep(0.3)
    latest = cache.latest()
    assert latest is not None
    figures, age = latest
    assert figures.top_move_id == kept and age >= 0.2
    assert "the game figures could not be read" in caplog.text


def test_nothing_is_served_before_a_first_read_succeeds(reads, cache):
    reads.failing.set()
    assert cache.latest(timeout=0.2) is None
