"""gunicorn's settings live in one file, used by the image and by docker-compose alike."""

from __future__ import annotations

import json
import os
import platform
import runpy
import shlex
import subprocess
import sys

import pytest
import yaml

from bench.gunicorn import COMPOSE, ROOT

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
    handover = "config.gunicorn_worker.HandoverWorker"  # gthread's, handing over on a reload
    assert (loaded["worker_class"], loaded["workers"], loaded["threads"]) == (handover, 2, 256)
    assert int(waiters) == 200 < loaded["threads"]
    assert loaded["max_requests"] == 100_000 and loaded["max_requests_jitter"] == 10_000


def test_the_config_refuses_as_many_long_poll_waits_as_threads(monkeypatch):
    """Given LONG_POLL_MAX_WAITERS equal to the threads, when the config is loaded, then
    gunicorn does not start: waiting long polls could take every thread."""
    monkeypatch.setenv("GUNICORN_THREADS", "96")
    monkeypatch.setenv("LONG_POLL_MAX_WAITERS", "96")
    with pytest.raises(RuntimeError, match="must stay below the threads"):
        runpy.run_path(str(CONFIG))


_ARENAS_PROBE = """
import ctypes, runpy, sys, threading
loaded = runpy.run_path(sys.argv[1])
if sys.argv[2] == "fork":
    loaded["post_fork"](None, None)
# Eight threads alive at once, each allocating from malloc (beyond pymalloc's small blocks).
barrier = threading.Barrier(9)
def allocate():
    kept = [bytes(1000) for _ in range(50)]
    barrier.wait()
    barrier.wait()
threads = [threading.Thread(target=allocate) for _ in range(8)]
for thread in threads:
    thread.start()
barrier.wait()
ctypes.CDLL(None).malloc_stats()
barrier.wait()
"""


def _arenas(*probe: str) -> int:
    """glibc's arenas in a process that loaded the config and ran 8 threads at once."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MALLOC_")}
    argv = [sys.executable, "-c", _ARENAS_PROBE, str(CONFIG), *probe]
    found = subprocess.run(argv, capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    return sum(line.startswith("Arena ") for line in found.stderr.splitlines())


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="glibc's malloc arenas")
def test_a_worker_shares_two_malloc_arenas_between_its_threads():
    """Given a process that runs the config's post_fork hook, when 8 threads allocate at once,
    then they share 2 malloc arenas; without the hook glibc makes one per thread (the arenas
    fragmented apart and a worker's RSS kept growing under load: config/malloc_arenas.py)."""
    assert _arenas("fork") == 2
    assert _arenas("plain") > 2


def test_the_master_loads_and_warms_the_app_before_it_forks(monkeypatch):
    """Given the config, when it is loaded, then the app is preloaded (a worker, and a worker
    a HUP forks, starts warm) unless GUNICORN_PRELOAD=false, and the master drops whatever
    connection it opened before each fork."""
    loaded = runpy.run_path(str(CONFIG))
    assert loaded["preload_app"] is True and callable(loaded["pre_fork"])
    monkeypatch.setenv("GUNICORN_PRELOAD", "false")
    assert runpy.run_path(str(CONFIG))["preload_app"] is False


_MASTER_PROBE = """
import os, sys
import django
django.setup()
from django.db import connection
from config.preload import master_connections_drop
with connection.cursor() as cursor:
    cursor.execute("SELECT 1")
pooled = connection.alias in getattr(connection, "_connection_pools", {})
master_connections_drop()
left = connection.alias in getattr(connection, "_connection_pools", {})
print(connection.connection is None, left, pooled)
"""


@pytest.mark.django_db
def test_the_master_keeps_no_database_connection_or_pool_for_its_workers_to_inherit():
    """Given a process that opened a database connection (from its pool when one is
    configured), when it drops its connections before forking, then neither the connection
    nor the pool is left for a child."""
    from tests.faults.stack import database_url

    env = {**os.environ, "DATABASE_URL": database_url()}
    found = subprocess.run(
        [sys.executable, "-c", _MASTER_PROBE], capture_output=True, text=True, env=env, cwd=ROOT
    )
    assert found.returncode == 0, found.stderr[-2000:]
    # The settings pool connections (DB_POOL_MAX_SIZE): the probe opened one from a pool.
    assert found.stdout.split() == ["True", "False", "True"]
