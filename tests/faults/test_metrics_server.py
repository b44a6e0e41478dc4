"""The metrics server, a process of its own on a bind of its own, sums the request counters of
every web worker (those killed included) and serves game figures a thread of its own reads; it
serves nothing else."""

from __future__ import annotations

import os
import re
import signal
import time
from pathlib import Path

import httpx
import pytest
from django.db import connection

from tests.faults.stack import API, gunicorn_start, metrics_server_start, stack_env

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="the deployment's database"),
]

TOKEN = "test-metrics-token"  # config/settings_test.py
READS = 30


def _detail_reads(text: str) -> int:
    """The web's count of 200 answers from the ruleset detail view, summed over processes."""
    found = re.search(
        r'^automa_http_requests_total\{(?=[^}]*view="ruleset-detail")(?=[^}]*status="200")'
        r"[^}]*\} (\S+)$",
        text,
        re.MULTILINE,
    )
    return int(float(found.group(1))) if found else 0


def _workers(master: int) -> list[int]:
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    return sorted(int(pid) for pid in children)


def test_the_metrics_server_sums_every_web_workers_counters_and_serves_nothing_else(tmp_path):
    counters = tmp_path / "counters"
    counters.mkdir()
    (counters / "counter_999999.db").write_bytes(b"an earlier run's")  # wiped at start
    web_env = stack_env(PROMETHEUS_MULTIPROC_DIR=str(counters))
    web, base = gunicorn_start(web_env, workers=2, threads=4)
    metrics_env = stack_env(METRICS_MULTIPROC_DIR=str(counters))
    metrics_env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    metrics, metrics_base = metrics_server_start(metrics_env)
    auth = {"Authorization": f"Bearer {TOKEN}"}
    try:
        assert not (counters / "counter_999999.db").exists()
        # Fresh connections, so that the two workers share the reads.
        for _ in range(READS):
            assert httpx.get(f"{base}{API}/rulesets/architects/", timeout=10).status_code == 200
        scraped = httpx.get(f"{metrics_base}/metrics", headers=auth, timeout=10)
        assert scraped.status_code == 200, scraped.text
        assert _detail_reads(scraped.text) == READS
        assert re.search(r"^automa_moves \d", scraped.text, re.MULTILINE)
        assert "automa_games" in scraped.text
        # Read by the server's own thread (api/operator/figures_cache.py), not while it waits.
        age = re.search(r"^automa_figures_age_seconds (\S+)$", scraped.text, re.MULTILINE)
        assert age and 0 <= float(age.group(1)) < 10
        writers = {p.name.split("_")[-1] for p in counters.glob("counter_*.db")}
        assert len(writers) == 2, writers  # both web workers wrote counters

        # A worker killed: gunicorn replaces it, and what it counted is still summed.
        os.kill(_workers(web.popen.pid)[0], signal.SIGKILL)
        time.sleep(1.0)
        again = httpx.get(f"{metrics_base}/metrics", headers=auth, timeout=10)
        assert _detail_reads(again.text) == READS

        assert httpx.get(f"{metrics_base}/metrics", timeout=10).status_code == 401
        elsewhere = httpx.get(f"{metrics_base}{API}/rulesets/", timeout=10)
        assert elsewhere.status_code == 404
        assert elsewhere.headers["content-type"] == "application/problem+json"
        assert elsewhere.json()["code"] == "not_found"
    finally:
        metrics.stop()
        web.stop()
    assert "Traceback" not in metrics.log() + web.log(), (metrics.log() + web.log())[-3000:]
