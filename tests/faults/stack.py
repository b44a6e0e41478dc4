"""The deployed stack in tests: gunicorn, Celery workers (with beat), a private Redis broker.

Each is a subprocess against this test session's PostgreSQL database, on its own queue.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[2]
API = "/api/v1"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def database_url() -> str:
    from django.db import connection

    settings_dict = connection.settings_dict
    user = settings_dict.get("USER") or "postgres"
    password = f":{settings_dict['PASSWORD']}" if settings_dict.get("PASSWORD") else ""
    host = settings_dict.get("HOST") or "127.0.0.1"
    port = settings_dict.get("PORT") or "5432"
    return f"postgres://{user}{password}@{host}:{port}/{settings_dict['NAME']}"


def stack_env(*, broker: str | None = None, **extra: str) -> dict[str, str]:
    """The environment of every process of one stack: this test database, a queue of its own;
    the shared Redis carries the cache and the change notices."""
    shared = os.environ.get("CELERY_BROKER_URL") or "redis://127.0.0.1:6379/0"
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings_test",
        "DATABASE_URL": database_url(),
        "CELERY_BROKER_URL": broker or shared,
        "REDIS_URL": os.environ.get("REDIS_URL") or shared,
        "CELERY_TASK_DEFAULT_QUEUE": f"automa-fault-{uuid.uuid4().hex[:12]}",
        "PYTHONUNBUFFERED": "1",
    }
    env.update(extra)
    return env


@dataclass
class Process:
    name: str
    popen: subprocess.Popen
    log_path: Path
    extra: dict[str, Any] = field(default_factory=dict)

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def kill9(self) -> None:
        self.popen.send_signal(signal.SIGKILL)
        self.popen.wait(timeout=10)

    def kill9_group(self) -> None:
        """Kill -9 the process and its children at once, as ``docker kill`` does a container
        (started with ``session``: the group is its own)."""
        os.killpg(self.popen.pid, signal.SIGKILL)
        self.popen.wait(timeout=10)

    def stop(self) -> None:
        if self.popen.poll() is None:
            self.popen.terminate()
            try:
                self.popen.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait(timeout=5)
        if self.extra.get("group"):  # its pool processes too, whatever became of them
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.popen.pid, signal.SIGKILL)


def _start(
    name: str, argv: list[str], env: dict[str, str], cwd: Path = ROOT, session: bool = False
) -> Process:
    log_path = Path(tempfile.mkdtemp(prefix=f"automa-{name}-")) / "log"
    with open(log_path, "w") as log:
        popen = subprocess.Popen(
            argv, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT,
            start_new_session=session,
        )  # fmt: skip
    return Process(name=name, popen=popen, log_path=log_path)


def redis_start(port: int, directory: Path) -> Process:
    """A private redis-server: the broker a test may stop and start again."""
    directory.mkdir(parents=True, exist_ok=True)
    argv = [
        shutil.which("redis-server") or "redis-server",
        "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
        "--dir", str(directory),
    ]  # fmt: skip
    process = _start(f"redis-{port}", argv, dict(os.environ))
    for _ in range(200):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return process
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"redis-server did not start: {process.log()}")


def gunicorn_start(
    env: dict[str, str], *, workers: int = 1, threads: int = 8, python: str = sys.executable,
    extra: list[str] | None = None, port: int | None = None,
) -> tuple[Process, str]:  # fmt: skip
    # The deployment's config file (its hooks), its workers and threads overridden here.
    port = port or free_port()
    argv = [
        python, "-m", "gunicorn", "-c", "config/gunicorn.py", "config.wsgi:application",
        "--bind", f"127.0.0.1:{port}",
        "--workers", str(workers), "--threads", str(threads),
        "--timeout", "60", "--keep-alive", "30", "--no-control-socket", *(extra or []),
    ]  # fmt: skip
    process = _start(f"gunicorn-{port}", argv, env)
    base = f"http://127.0.0.1:{port}"
    return _answering(process, f"{base}{API}/rulesets/"), base


def metrics_server_start(env: dict[str, str]) -> tuple[Process, str]:
    """The metrics server (config/metrics_wsgi.py) under its own gunicorn config, on a port of
    its own; ``env`` names the web's counters directory in METRICS_MULTIPROC_DIR."""
    port = free_port()
    argv = [
        sys.executable, "-m", "gunicorn", "-c", "config/gunicorn_metrics.py",
        "config.metrics_wsgi:application", "--bind", f"127.0.0.1:{port}", "--no-control-socket",
    ]  # fmt: skip
    process = _start(f"metrics-{port}", argv, env)
    base = f"http://127.0.0.1:{port}"
    return _answering(process, f"{base}/healthz"), base


def _answering(process: Process, url: str, seconds: float = 60) -> Process:
    """``process`` once ``url`` answers 200; stopped and failed if it exits or never does."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.popen.poll() is not None:
            raise AssertionError(f"{process.name} exited: {process.log()}")
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.1)
    process.stop()
    raise AssertionError(f"{process.name} did not answer: {process.log()}")


def worker_start(
    env: dict[str, str], *, name: str, beat: bool = False, held: bool = False,
    python: str = sys.executable, concurrency: int = 1, queue: str | None = None,
) -> Process:  # fmt: skip
    """A worker on the stack's queue (or on ``queue``); its node name is ``extra["node"]``."""
    entry = ["-m", "tests.faults.held_worker"] if held else ["-m", "celery"]
    pool = ["--pool=solo"] if concurrency == 1 else ["--pool=prefork", f"-c{concurrency}"]
    node = f"{name}-{uuid.uuid4().hex[:6]}@{socket.gethostname()}"
    argv = [
        python, *entry, "-A", "config", "worker", *pool,
        "-Q", queue or env["CELERY_TASK_DEFAULT_QUEUE"], "-n", node,
        "--loglevel=INFO", "--without-gossip", "--without-mingle",
    ]  # fmt: skip
    if beat:
        argv.append("--beat")
    process = _start(name, argv, env)
    process.extra["node"] = node
    return process


def compose_worker_start(env: dict[str, str], *, name: str, held: bool = False) -> Process:
    """A worker started by docker-compose.yml's own command (its pool and concurrency), in a
    process group of its own (a container); ``held``: through tests.faults.held_worker. Its
    node is named apart, as each replica's container host name names it."""
    from bench.gunicorn import compose_worker_command

    argv = compose_worker_command()
    assert argv[0] == "celery", argv
    entry = ["-m", "tests.faults.held_worker"] if held else ["-m", "celery"]
    node = f"{name}-{uuid.uuid4().hex[:6]}@{socket.gethostname()}"
    process = _start(name, [sys.executable, *entry, *argv[1:], "-n", node], env, session=True)
    process.extra.update(node=node, group=True)
    return process


def compose_beat_start(env: dict[str, str]) -> Process:
    """Beat as docker-compose.yml starts it: a process of its own."""
    import shlex

    import yaml

    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    argv = shlex.split(compose["services"]["beat"]["command"])
    assert argv[0] == "celery", argv
    process = _start("beat", [sys.executable, "-m", "celery", *argv[1:]], env, session=True)
    process.extra["group"] = True
    return process


def wait_for_version(base: str, game_id: str, above: int, deadline: float) -> dict:
    """Long-poll the game until its version passes ``above``; fail at ``deadline``."""
    detail = httpx.get(f"{base}{API}/games/{game_id}/", timeout=10).json()
    while detail["version"] <= above:
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"game {game_id} stuck at version {detail['version']}")
        wait = max(1, min(int(left), 10))
        url = f"{base}{API}/games/{game_id}/?after={detail['version']}&wait={wait}"
        response = httpx.get(url, timeout=wait + 10)
        if response.status_code == 200:
            detail = response.json()
    return detail


def post_first_legal(base: str, game_id: str, token: str, timeout: float = 30) -> httpx.Response:
    auth = {"Authorization": f"Bearer {token}"}
    listed = httpx.get(f"{base}{API}/games/{game_id}/actions/", headers=auth, timeout=10).json()
    return httpx.post(
        f"{base}{API}/games/{game_id}/moves/",
        json={"action": listed["actions"][0]["action"]},
        headers={**auth, "If-Match": f'"{listed["version"]}"'},
        timeout=timeout,
    )


def move_log(base: str, game_id: str) -> list[dict]:
    url = f"{base}{API}/games/{game_id}/moves/?limit=200"
    moves: list[dict] = []
    while url:
        page = httpx.get(url if url.startswith("http") else f"{base}{url}", timeout=10).json()
        moves += page["results"]
        url = page["next"]
    return moves
