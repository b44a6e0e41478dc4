"""The rules engines load without Django: importing every module under ``games/rules`` in a
fresh interpreter brings in no Django, DRF, Celery or database driver (the static import
contracts in pyproject.toml are checked by ``lint-imports`` in scripts/test; this catches
an import made at run time too, such as a registry loading a game)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("django", "rest_framework", "celery", "psycopg", "api", "worker", "config")

PROBE = """
import importlib, json, pkgutil, sys
import games.rules
names = [m.name for m in pkgutil.walk_packages(games.rules.__path__, "games.rules.")]
for name in names:
    importlib.import_module(name)
from games.rules.registry import SLUGS, ruleset_get
for slug in SLUGS:
    rules = ruleset_get(slug)
    rules.setup(rules.validate_options({}), rules.min_seats, 1)
print(json.dumps({"modules": len(names), "loaded": sorted(sys.modules)}))
"""


def test_every_rules_module_and_game_setup_loads_no_django():
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True
    )
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["modules"] > 50
    leaked = [name for name in found["loaded"] if name.split(".")[0] in FORBIDDEN]
    assert leaked == []
