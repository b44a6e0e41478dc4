"""The event streams on the embedded defaults (scripts/serve): SQLite, no Redis, the stream
process beside runserver. It hears no notices from the web process, so it reads the versions
of the games it follows once a second: every version still arrives, once, in order."""

from __future__ import annotations

import subprocess
import sys
import time

import httpx

from tests.api.streams_process import reader_open
from tests.test_embedded_server import (
    ROOT,
    _call,
    _embedded_env,
    _free_port,
    _game_against_the_automa,
    _server_wait,
)


def _streams_wait(port: int, tmp_path) -> None:
    """Until the stream process answers its health check (its log shown if it never does)."""
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1)
            return
        except httpx.HTTPError:
            assert time.monotonic() < deadline, (tmp_path / "server.log").read_text()[-3000:]
            time.sleep(0.3)


def test_a_game_is_followed_through_its_stream_without_redis(tmp_path):
    env = {**_embedded_env(tmp_path), "THROTTLE_READ_ADDRESS": "1000/minute"}
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput"],
        cwd=ROOT,
        env=env,
        check=True,
        timeout=300,
    )
    port, streams_port = _free_port(), _free_port()
    log = open(tmp_path / "server.log", "w")  # noqa: SIM115 (closed below)
    web = subprocess.Popen(
        [sys.executable, "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    streams = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "config.asgi_streams:application"]
        + ["--host", "127.0.0.1", "--port", str(streams_port), "--no-access-log"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}/api/v1"
    try:
        _server_wait(base, tmp_path)
        _streams_wait(streams_port, tmp_path)
        # Given a game against the automa and its human seat's stream
        game, auth = _game_against_the_automa(base)
        url = f"http://127.0.0.1:{streams_port}/api/v1/games/{game['id']}/events/"
        reader = reader_open(url, auth)
        assert reader.next_event().id == "0"
        # When the human moves (the automa answers in the same request)
        _, listed = _call(base, "GET", f"/games/{game['id']}/actions/", headers=auth)
        action = next(a["action"] for a in listed["actions"] if a["action"]["type"] != "resign")
        status, moved = _call(
            base,
            "POST",
            f"/games/{game['id']}/moves/",
            {"action": action},
            headers={**auth, "If-Match": '"0"'},
        )
        assert status == 201, moved
        _, now = _call(base, "GET", f"/games/{game['id']}/", headers=auth)
        # Then the stream gives every version up to the current one, once
        events = reader.until_version(now["version"], timeout=15)
        reader.close()
        assert [e.id for e in events] == [str(v) for v in range(1, now["version"] + 1)]
        assert events[-1].json()["game"] == now
    finally:
        for process in (streams, web):
            process.terminate()
            process.wait(timeout=15)
        log.close()
