"""gunicorn's settings live in one file, used by the image and by docker-compose alike."""

from __future__ import annotations

import json
import runpy
import shlex

import pytest
import yaml

from bench.http_load import COMPOSE, ROOT

CONFIG = ROOT / "config" / "gunicorn.py"


def _dockerfile_cmd() -> list[str]:
    line = next(x for x in (ROOT / "Dockerfile").read_text().splitlines() if x.startswith("CMD"))
    return json.loads(line.removeprefix("CMD"))


def test_the_image_and_compose_start_gunicorn_with_the_one_config_file():
    """Given the Dockerfile and docker-compose.yml, when their web commands are read, then both
    load config/gunicorn.py and neither sets a worker, thread or bind flag of its own."""
    compose = shlex.split(yaml.safe_load(COMPOSE.read_text())["services"]["web"]["command"])
    for command in (_dockerfile_cmd(), compose):
        assert command == ["gunicorn", "-c", "config/gunicorn.py", "config.wsgi:application"]


def test_the_config_gives_more_threads_than_compose_lets_long_polls_wait(monkeypatch):
    """Given compose's LONG_POLL_MAX_WAITERS, when the config is loaded, then each gthread
    process has more threads than waits, and a backstop recycling of workers."""
    waiters = yaml.safe_load(COMPOSE.read_text())["x-app"]["environment"]["LONG_POLL_MAX_WAITERS"]
    monkeypatch.setenv("LONG_POLL_MAX_WAITERS", str(waiters))
    loaded = runpy.run_path(str(CONFIG))
    assert (loaded["worker_class"], loaded["workers"], loaded["threads"]) == ("gthread", 2, 256)
    assert int(waiters) == 200 < loaded["threads"]
    assert loaded["max_requests"] == 100_000 and loaded["max_requests_jitter"] == 10_000


def test_the_config_refuses_as_many_long_poll_waits_as_threads(monkeypatch):
    """Given LONG_POLL_MAX_WAITERS equal to the threads, when the config is loaded, then
    gunicorn does not start: waiting long polls could take every thread."""
    monkeypatch.setenv("GUNICORN_THREADS", "96")
    monkeypatch.setenv("LONG_POLL_MAX_WAITERS", "96")
    with pytest.raises(RuntimeError, match="must stay below the threads"):
        runpy.run_path(str(CONFIG))
