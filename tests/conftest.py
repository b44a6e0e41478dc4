"""Shared fixtures: eager Celery by default, a real worker process for `real_worker` tests."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from config.celery import app

ROOT = Path(__file__).resolve().parent.parent


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "real_worker: runs Celery tasks in a separate worker process on Redis"
    )


@pytest.fixture(autouse=True)
def _celery_mode(request: pytest.FixtureRequest) -> Iterator[None]:
    """Tests run tasks eagerly in-process unless they ask for the real worker."""
    previous = app.conf.task_always_eager
    app.conf.task_always_eager = request.node.get_closest_marker("real_worker") is None
    yield
    app.conf.task_always_eager = previous


@pytest.fixture(autouse=True)
def _request_memos_unread() -> None:
    """Each test's first request reads the message overrides and the apps' origins, as a fresh
    process would: a test that answers requests without its database then fails every run, not
    only when a memo's few seconds happen to run out during it, and no test sees the origins of
    an app another test made and rolled back."""
    from api.cors import allowed_origins_forget
    from games.services import message_overrides

    message_overrides._LOADED.checked = float("-inf")
    message_overrides._LOADED.version = None
    allowed_origins_forget()


def _database_url(settings_dict: dict) -> str:
    user = settings_dict.get("USER") or "postgres"
    host = settings_dict.get("HOST") or "127.0.0.1"
    port = settings_dict.get("PORT") or "5432"
    password = f":{settings_dict['PASSWORD']}" if settings_dict.get("PASSWORD") else ""
    return f"postgres://{user}{password}@{host}:{port}/{settings_dict['NAME']}"


@pytest.fixture(scope="session")
def celery_worker_process(django_db_setup, django_db_blocker, worker_id: str) -> Iterator[str]:
    """A `celery worker` subprocess on its own queue, against this session's test database."""
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("the real-worker tests need PostgreSQL (run them with scripts/test)")
    broker = os.environ.get("CELERY_BROKER_URL") or "redis://127.0.0.1:6379/0"
    queue = f"automa-test-{worker_id}-{os.getpid()}"
    env = {
        **os.environ,
        "DATABASE_URL": _database_url(connection.settings_dict),
        "CELERY_BROKER_URL": broker,
        "CELERY_TASK_DEFAULT_QUEUE": queue,
        "DJANGO_SETTINGS_MODULE": "config.settings_test",
    }
    # settable at run time, though celery-types declares it read-only
    app.conf.broker_url = broker  # type: ignore[misc]
    app.conf.task_default_queue = queue
    log = open(Path(tempfile.gettempdir()) / f"automa-celery-{worker_id}.log", "w")  # noqa: SIM115
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "config",
            "worker",
            "--pool=solo",
            "-Q",
            queue,
            "--loglevel=INFO",
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        yield queue
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
