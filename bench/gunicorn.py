"""gunicorn as ``docker-compose.yml`` starts it, for the benches: its command, its environment
less what is the containers', on a local port against this process's database."""

from __future__ import annotations

import http.client
import os
import shlex
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml
from django.conf import settings

from bench.storage import database_url

ROOT = Path(settings.BASE_DIR)
COMPOSE = ROOT / "docker-compose.yml"
# What the bench's gunicorn may not take from docker-compose.yml: where things are (this
# machine's database and Redis, not the containers'), secrets, and throttles (the bench is one
# address playing far faster than a person).
# BEHIND_HTTPS_PROXY too: the bench talks to gunicorn directly, with no TLS proxy in front.
NOT_FROM_COMPOSE = {
    "DATABASE_URL",
    "CELERY_BROKER_URL",
    "REDIS_URL",
    "SECRET_KEY",
    "ALLOWED_HOSTS",
    "BEHIND_HTTPS_PROXY",
    "PROMETHEUS_MULTIPROC_DIR",  # a container's path; the bench gives its own
}
UNTHROTTLED = "100000000/minute"


def compose_web_command() -> list[str]:
    """The web service's command in ``docker-compose.yml``, as a list of arguments."""
    compose = yaml.safe_load(COMPOSE.read_text())
    return shlex.split(compose["services"]["web"]["command"])


def compose_metrics_command() -> list[str]:
    """The metrics service's command in ``docker-compose.yml``."""
    compose = yaml.safe_load(COMPOSE.read_text())
    return shlex.split(compose["services"]["metrics"]["command"])


def compose_worker_command() -> list[str]:
    compose = yaml.safe_load(COMPOSE.read_text())
    return shlex.split(compose["services"]["worker"]["command"])


def compose_environment() -> dict[str, str]:
    """The application's environment in ``docker-compose.yml``, less what is the containers'."""
    compose = yaml.safe_load(COMPOSE.read_text())
    found = compose["services"]["web"]["environment"]
    env: dict[str, str] = {}
    for key, value in found.items():
        if key in NOT_FROM_COMPOSE or key.startswith("THROTTLE_"):
            continue
        value = str(value)
        if value.startswith("${"):  # ${NAME:-default}: the default
            value = value.partition(":-")[2].rstrip("}")
        env[key] = value
    return env


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def process_stop(process: subprocess.Popen[bytes]) -> None:
    """Stop a server the bench started: TERM, then KILL if it has not gone in 30 s."""
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class Gunicorn:
    """gunicorn started as docker-compose starts the web service (or ``command``, another
    service's), bound to a local port."""

    def __init__(
        self,
        config: str | None = None,
        env: dict[str, str] | None = None,
        command: list[str] | None = None,
        ready_path: str = "/api/v1/rulesets/",
        extra: list[str] | None = None,
    ) -> None:
        self.port = _free_port()
        self.ready_path = ready_path
        command = command or compose_web_command()
        if config is not None:  # instead of compose's config file
            command[command.index("-c") + 1] = config
        if "--bind" in command:
            command[command.index("--bind") + 1] = f"127.0.0.1:{self.port}"
        else:  # the config file's bind, overridden on the command line
            command[1:1] = ["--bind", f"127.0.0.1:{self.port}"]
        # gunicorn's own script, as the image runs it, when it is beside this interpreter: a
        # USR2 re-executes the master's command, and ``python -m gunicorn`` re-executed is
        # ``python .../gunicorn/__main__.py``, whose directory shadows the standard library's
        # ``http`` with gunicorn's own.
        script = Path(sys.executable).parent / "gunicorn"
        command[0:1] = [str(script)] if script.exists() else [sys.executable, "-m", "gunicorn"]
        command += extra or []  # more options on the command line (bench reload's access log)
        # This process's database (under the tests, the test database), not the environment's.
        env = {**os.environ, **compose_environment(), "DATABASE_URL": database_url(), **(env or {})}
        env.setdefault("SECRET_KEY", "bench-only-" + os.urandom(8).hex())
        env.update({f"THROTTLE_{scope}": UNTHROTTLED for scope in _THROTTLE_SCOPES})
        self.command = command
        # Its log goes to a file: a pipe nobody reads fills up (a JSON line per request) and
        # then blocks every worker thread that logs.
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 (closed by stop)
        self.process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=self.log
        )

    def wait_ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.log.seek(0)
                raise RuntimeError(f"gunicorn exited: {self.log.read()[-2000:]!r}")
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
                conn.request("GET", self.ready_path)
                if conn.getresponse().status == 200:
                    conn.close()
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise RuntimeError("gunicorn did not answer in time")

    def stop(self) -> None:
        process_stop(self.process)
        self.log.close()

    def __enter__(self) -> Gunicorn:
        try:
            self.wait_ready()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


_THROTTLE_SCOPES = ("GAME_CREATE", "MOVE_ADDRESS", "MOVE_SEAT", "READ_ADDRESS", "READ_SEAT")
