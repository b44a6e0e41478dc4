"""Settings that fail safe: no SECRET_KEY and no DEBUG is a refusal to start."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _django_setup(**env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in ("SECRET_KEY", "DEBUG")}
    clean.update(DJANGO_SETTINGS_MODULE="config.settings", **env)
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup(); print('started')"],
        cwd=ROOT,
        env=clean,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_without_secret_key_and_debug_the_server_refuses_to_start():
    refused = _django_setup(DEBUG="false")
    assert refused.returncode != 0
    assert "ImproperlyConfigured: Set SECRET_KEY" in refused.stderr


def test_with_a_secret_key_or_debug_it_starts():
    assert _django_setup(SECRET_KEY="k" * 50).stdout.strip() == "started"
    assert _django_setup(DEBUG="true").stdout.strip() == "started"
