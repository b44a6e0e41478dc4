"""requirements.txt alone runs the service: a fresh virtual environment with the runtime
requirements only starts gunicorn, a Celery worker and beat, on the production settings."""

from __future__ import annotations

import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx
import pytest

from tests.faults.stack import API, ROOT, gunicorn_start, stack_env, wait_for_version, worker_start

pytestmark = pytest.mark.django_db(transaction=True)


def test_runtime_requirements_alone_serve_and_play_a_game(tmp_path: Path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = str(venv / "bin" / "python")
    installed = subprocess.run(
        [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-r", str(ROOT / "requirements.txt")],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert installed.returncode == 0, installed.stderr[-3000:]
    # Production settings and rates: counters of its own, apart from the other tests' requests.
    env = stack_env(
        DJANGO_SETTINGS_MODULE="config.settings",
        DEBUG="false",
        CACHE_KEY_PREFIX=f"automa-runtime-{uuid.uuid4().hex}",
    )
    web, base = gunicorn_start(env, python=python)
    worker = worker_start(env, name="runtime", beat=True, python=python)
    try:
        seats = [{"name": f"Bot{i}", "kind": "automa", "level": "basic"} for i in range(2)]
        created = httpx.post(
            f"{base}{API}/games/", json={"ruleset": "architects", "seats": seats}, timeout=30
        )
        assert created.status_code == 201, created.text
        game_id = created.json()["id"]
        deadline = time.monotonic() + 300
        detail = created.json()
        while detail["status"] != "finished":
            detail = wait_for_version(base, game_id, detail["version"], deadline)
        result = httpx.get(f"{base}{API}/games/{game_id}/result/", timeout=10)
        assert result.status_code == 200
        assert "ready." in worker.log()
    finally:
        worker.stop()
        web.stop()
