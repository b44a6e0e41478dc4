"""Settings for the test suite: the production settings with test-only switches turned on.

Subprocesses the tests start (workers, gunicorn) use this module too.
"""

import os

# The suite never runs with DEBUG; a fixed key keeps the worker and web processes in agreement.
os.environ.setdefault("SECRET_KEY", "test-only-secret-key-not-for-production")
# The toy companion game is playable over HTTP and by workers in tests, never offered.
os.environ.setdefault("AUTOMA_EXTRA_RULESETS", "toy_companion=tests.rules.toy_companion")
# A word that cannot be worded fails the test that reads it (games.rules.said.STRICT).
os.environ.setdefault("AUTOMA_WORDS_STRICT", "1")

from config.settings import *  # noqa: E402, F403

# Tests replay games from fixed seeds.
GAMES_CLIENT_SEED_ALLOWED = True

# Far above what the suite sends from one address; the throttle tests set their own low rates.
API_THROTTLE_RATES = dict.fromkeys(API_THROTTLE_RATES, "1000000/minute")  # noqa: F405

# Fault tests wait for the sweeper: keep its rounds short.
FOLLOWUP_OVERDUE_SECONDS = float(os.environ.get("FOLLOWUP_OVERDUE_SECONDS", "2"))
FOLLOWUP_SWEEP_SECONDS = float(os.environ.get("FOLLOWUP_SWEEP_SECONDS", "1"))
CELERY_BEAT_SCHEDULE["outbox-sweep"]["schedule"] = FOLLOWUP_SWEEP_SECONDS  # noqa: F405
CELERY_BEAT_SCHEDULE["outbox-sweep"]["options"]["expires"] = FOLLOWUP_SWEEP_SECONDS  # noqa: F405
# Turn timer tests wait for a timer to run out: let them set a short one.
TURN_SECONDS_MIN = int(os.environ.get("TURN_SECONDS_MIN", "1"))

# README's requests work without an app key; the app tests turn it on themselves.
REQUIRE_APP_KEY = False
# Webhook retries in tenths of a second, so the retry tests see several attempts.
WEBHOOK_RETRY_BASE_SECONDS = 0.2
WEBHOOK_TIMEOUT_SECONDS = 5.0
# /metrics takes this bearer token in the tests (tests.api.helpers.METRICS_AUTH).
METRICS_TOKEN = "test-metrics-token"
# The webhook tests' receivers listen on loopback: allowed here by name, as an operator would.
WEBHOOK_ALLOWED_HOSTS = ["127.0.0.1"]

# Each xdist worker has its own test database, whose ids (an app's, say) repeat the other
# worker's and the last run's: keep their throttle counters apart too, per worker and per run
# (processes a test starts inherit both names).
_RUN_NAMES = (("PYTEST_XDIST_WORKER", "main"), ("PYTEST_XDIST_TESTRUNUID", ""))
if "KEY_PREFIX" in CACHES["default"]:  # noqa: F405
    _run = "-".join(os.environ.get(name, default)[:8] for name, default in _RUN_NAMES)
    CACHES["default"]["KEY_PREFIX"] += f"-{_run}"  # noqa: F405

# TEST_DATABASE_PREFIX names the test databases apart (``ci42_`` makes ``ci42_test_automa``,
# ``ci42_test_automa_gw0`` under xdist): two runs on one PostgreSQL server, each its own.
_TEST_DB_PREFIX = os.environ.get("TEST_DATABASE_PREFIX", "")
if _TEST_DB_PREFIX:
    import re

    from django.core.exceptions import ImproperlyConfigured

    if not re.fullmatch(r"[a-z][a-z0-9_]{0,29}", _TEST_DB_PREFIX):
        raise ImproperlyConfigured(
            "TEST_DATABASE_PREFIX takes lower-case letters, digits and _ (a letter first, "
            f"at most 30): {_TEST_DB_PREFIX!r}"
        )
    if not DATABASES["default"]["ENGINE"].endswith("sqlite3"):  # noqa: F405
        _test = DATABASES["default"].setdefault("TEST", {})  # noqa: F405
        _test["NAME"] = f"{_TEST_DB_PREFIX}test_{DATABASES['default']['NAME']}"  # noqa: F405
