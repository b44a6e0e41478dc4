"""The two sides ``manage.py bench compare`` sets side by side: a commit checked out and
started, or a server already running (bench/compare.py)."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from django.conf import settings
from django.db import connection

from bench.gunicorn import _THROTTLE_SCOPES, NOT_FROM_COMPOSE, UNTHROTTLED, process_stop
from bench.http_load import _Client
from bench.storage import database_url

ROOT = Path(settings.BASE_DIR)


@dataclass
class Side:
    """One side of the comparison: a name, the port its server answers on, and what to stop."""

    name: str
    port: int
    process: subprocess.Popen | None = None
    tree: Path | None = None
    database: str | None = None
    log: Any = None
    metrics: Path | None = None  # the side's prometheus directory, removed with it
    figures: dict[str, list[dict[str, Any]]] = field(default_factory=dict)

    def stop(self) -> None:
        if self.process is not None:
            process_stop(self.process)
            self.process = None
        if self.log is not None:
            self.log.close()
            self.log = None
        if self.tree is not None:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(self.tree)],
                cwd=ROOT,
                capture_output=True,
                check=False,
            )
            shutil.rmtree(self.tree, ignore_errors=True)
            self.tree = None
        if self.metrics is not None:
            shutil.rmtree(self.metrics, ignore_errors=True)
            self.metrics = None
        if self.database is not None:
            _sql(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)')
            self.database = None


def _sql(statement: str) -> None:
    """Run ``statement`` on the maintenance database (CREATE/DROP DATABASE)."""
    import psycopg

    with psycopg.connect(database_url("postgres"), autocommit=True) as conn:
        conn.execute(statement)


def _web_command(tree: Path, port: int) -> list[str]:
    """How the commit starts its web server: its ``config/gunicorn.py`` if it has one, else
    its ``docker-compose.yml``'s web command; bound to ``port`` on loopback."""
    if (tree / "config" / "gunicorn.py").exists():
        command = ["gunicorn", "-c", "config/gunicorn.py", "config.wsgi:application"]
    else:
        compose = yaml.safe_load((tree / "docker-compose.yml").read_text())
        command = shlex.split(compose["services"]["web"]["command"])
    if "--bind" in command:
        command[command.index("--bind") + 1] = f"127.0.0.1:{port}"
    else:
        command[1:1] = ["--bind", f"127.0.0.1:{port}"]
    return [sys.executable, "-m", *command]


def _compose_env(tree: Path) -> dict[str, str]:
    compose = yaml.safe_load((tree / "docker-compose.yml").read_text())
    web = compose["services"]["web"]
    found = {**(compose.get("x-app", {}).get("environment") or {}), **web.get("environment", {})}
    env: dict[str, str] = {}
    for key, value in found.items():
        if key in NOT_FROM_COMPOSE or key.startswith("THROTTLE_") or key.startswith("<<"):
            continue
        value = str(value)
        if value.startswith("${"):  # ${NAME:-default}: the default
            value = value.partition(":-")[2].rstrip("}")
        env[key] = value
    return env


def commit_start(name: str, commit: str, port: int, env: dict[str, str] | None = None) -> Side:
    """``commit`` checked out into a temporary worktree, its database made and migrated, and
    its gunicorn started on ``port`` (not yet answering: see ``side_wait``)."""
    sha = subprocess.run(
        ["git", "rev-parse", "--short=10", commit], cwd=ROOT, capture_output=True, text=True,
        check=True,
    ).stdout.strip()  # fmt: skip
    tree = Path(tempfile.mkdtemp(prefix=f"automa-bench-{sha}-"))
    side = Side(name=f"{name} ({sha})", port=port, tree=tree)
    try:
        subprocess.run(
            ["git", "worktree", "add", "--detach", "--force", str(tree), sha],
            cwd=ROOT, capture_output=True, check=True,
        )  # fmt: skip
        side.database = f"{connection.settings_dict['NAME']}_cmp_{sha}"
        side.metrics = Path(tempfile.mkdtemp(prefix="automa-bench-metrics-"))
        _sql(f'DROP DATABASE IF EXISTS "{side.database}" WITH (FORCE)')
        _sql(f'CREATE DATABASE "{side.database}"')
        run_env = {
            **os.environ,
            **_compose_env(tree),
            "DATABASE_URL": database_url(side.database),
            "DJANGO_SETTINGS_MODULE": "config.settings_test",
            "SECRET_KEY": "bench-only-" + os.urandom(8).hex(),
            "PROMETHEUS_MULTIPROC_DIR": str(side.metrics),
            **{f"THROTTLE_{scope}": UNTHROTTLED for scope in _THROTTLE_SCOPES},
            **(env or {}),
        }
        run_env.pop("PYTHONPATH", None)
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
            cwd=tree, env=run_env, capture_output=True, check=True,
        )  # fmt: skip
        side.log = tempfile.TemporaryFile()  # noqa: SIM115 (closed by stop)
        side.process = subprocess.Popen(
            _web_command(tree, port), cwd=tree, env=run_env,
            stdout=subprocess.DEVNULL, stderr=side.log,
        )  # fmt: skip
    except BaseException:
        side.stop()
        raise
    return side


def side_wait(side: Side, timeout: float = 180) -> None:
    """Wait until the side answers a listing of rulesets (its workers up and warmed)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if side.process is not None and side.process.poll() is not None:
            side.log.seek(0)
            raise RuntimeError(f"{side.name} exited: {side.log.read()[-2000:]!r}")
        try:
            client = _Client(side.port)
            try:
                status, _ = client.request("GET", "/api/v1/rulesets/", {})
            finally:
                client.close()
            if status == 200:
                return
        except OSError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"{side.name} did not answer in time")


def side_open(name: str, spec: str, port: int, env: dict[str, str] | None = None) -> Side:
    """A side from its spec: ``http://127.0.0.1:PORT`` or ``:PORT`` for a running server,
    anything else a commit to check out and start on ``port``."""
    found = re.fullmatch(r"(?:https?://127\.0\.0\.1)?:(\d+)/?", spec)
    if found:
        return Side(name=f"{name} (:{found.group(1)})", port=int(found.group(1)))
    return commit_start(name, spec, port, env)
