"""The stream process's opt-in trace (STREAM_TRACE_FILE): what it appends, and that the bench
reads each version's steps back."""

from __future__ import annotations

import importlib

from api.streams import trace


def test_the_trace_appends_each_step_and_a_versions_first_write_only(monkeypatch, tmp_path):
    path = tmp_path / "trace.txt"
    monkeypatch.setattr(trace, "PATH", str(path))
    monkeypatch.setattr(trace, "ON", True)
    monkeypatch.setattr(trace, "_file", None)
    monkeypatch.setattr(trace, "_written", {})
    trace.mark("heard", "g1", 2)
    trace.mark("render_start", "g1", 2)
    trace.written("g1", 2)
    trace.written("g1", 2)  # a second subscriber's write of version 2: not its first
    trace.written("g1", 1)  # an older version, written after: not a first write either
    trace.written("g1", 3)
    assert trace._file is not None
    trace._file.close()
    steps = trace.read(str(path))
    assert set(steps) == {("g1", 2), ("g1", 3)}
    assert list(steps[("g1", 2)]) == ["heard", "render_start", "written"]
    assert list(steps[("g1", 3)]) == ["written"]
    assert steps[("g1", 2)]["heard"] <= steps[("g1", 2)]["written"] <= steps[("g1", 3)]["written"]
    assert len(path.read_text().splitlines()) == 4


def test_the_trace_is_on_only_when_its_file_is_named(monkeypatch, tmp_path):
    try:
        monkeypatch.setenv("STREAM_TRACE_FILE", str(tmp_path / "trace.txt"))
        assert importlib.reload(trace).ON is True
        monkeypatch.delenv("STREAM_TRACE_FILE")
        # Unset: every caller's ``if trace.ON`` skips the work, and no file is opened
        assert importlib.reload(trace).ON is False
        assert not (tmp_path / "trace.txt").exists()
    finally:
        monkeypatch.delenv("STREAM_TRACE_FILE", raising=False)
        importlib.reload(trace)
