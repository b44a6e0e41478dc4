"""An old gunicorn worker hands over on a reload only: which TERM waits for a new worker, and
for which one (config/gunicorn_worker.py)."""

from __future__ import annotations

import os

import pytest

from config import gunicorn_worker as handover


@pytest.fixture
def master(tmp_path, monkeypatch) -> int:
    monkeypatch.setattr(handover.tempfile, "gettempdir", lambda: str(tmp_path))
    return os.getpid()


def test_a_term_with_no_reload_marked_is_a_stop(master):
    """Given no reload marked (a shutdown, a TERM to one worker), then no worker waits."""
    assert handover._reloading_below(master) is None


def test_only_a_worker_forked_by_the_reload_relieves_the_old_ones(master):
    """Given a reload marked when the newest worker was the 2nd, when the 2nd says it is ready
    (a respawn before the reload), then the old ones still wait; when the 3rd does, they stop."""
    handover.reload_mark(master, 2)
    assert handover._reloading_below(master) == 2
    handover.ready_mark(master, 2)
    assert not handover._successor_ready(master, 2)
    handover.ready_mark(master, 3)
    assert handover._successor_ready(master, 2)


def test_the_master_leaves_no_marks_when_it_exits(master, tmp_path):
    handover.reload_mark(master, 1)
    handover.ready_mark(master, 2)
    handover.marks_drop(master)
    assert list(tmp_path.iterdir()) == []
    assert handover._reloading_below(master) is None
