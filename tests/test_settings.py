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


def _test_database_name(**env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k != "TEST_DATABASE_PREFIX"}
    clean.update(DJANGO_SETTINGS_MODULE="config.settings_test",
                 DATABASE_URL="postgres://u@127.0.0.1:5432/automa", **env)  # fmt: skip
    code = (
        "import django; django.setup(); from django.db import connection; "
        "print(connection.creation._get_test_db_name())"
    )
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=clean,
                          capture_output=True, text=True, timeout=60)  # fmt: skip


def test_the_test_databases_take_a_prefix():
    assert _test_database_name().stdout.strip() == "test_automa"
    named = _test_database_name(TEST_DATABASE_PREFIX="ci42_")
    assert named.stdout.strip() == "ci42_test_automa"


def test_a_prefix_that_is_no_plain_name_is_refused():
    refused = _test_database_name(TEST_DATABASE_PREFIX='x"; drop')
    assert refused.returncode != 0 and "TEST_DATABASE_PREFIX takes" in refused.stderr
