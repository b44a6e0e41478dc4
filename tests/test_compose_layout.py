"""docker-compose.yml's layout keeps the promises the operating guide makes for it
(docs/operating/reloads.md): Docker is not needed to read it."""

from __future__ import annotations

import yaml

from bench.gunicorn import COMPOSE


def _services() -> dict:
    return yaml.safe_load(COMPOSE.read_text())["services"]


def test_compose_runs_a_second_worker_to_take_over_a_killed_ones_tasks():
    """Given compose's services, when the worker's replicas are read, then there are two: a
    live worker redelivers a killed one's unacknowledged tasks within the visibility timeout,
    where one worker alone waits for its own restart."""
    worker = _services()["worker"]
    assert worker["deploy"]["replicas"] >= 2
    assert worker.get("restart", "unless-stopped") != "no"


def test_compose_database_admits_every_processs_pool():
    """Given the web's, workers', beat's and metrics' processes, each with a pool of
    DB_POOL_MAX_SIZE, when they are all full, then PostgreSQL's max_connections is not passed."""
    services = _services()
    pool = int(yaml.safe_load(COMPOSE.read_text())["x-app"]["environment"]["DB_POOL_MAX_SIZE"])
    concurrency = int(services["worker"]["command"].split("--concurrency=")[1].split()[0])
    processes = (
        2  # web workers (config/gunicorn.py)
        + services["worker"]["deploy"]["replicas"] * (1 + concurrency)
        + 1  # beat
        + 1  # metrics
    )
    limit = int(services["db"]["command"].split("max_connections=")[1])
    assert processes * pool <= limit
