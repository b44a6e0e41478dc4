"""The embedded defaults (README's first command): SQLite, Celery in-process, the in-memory
cache. The service has PostgreSQL-only fast paths (one statement per move, the game and its
seats in one read, rate limits in a Redis script); this plays a whole game through HTTP on the
other paths, with an automa opponent and a throttle that bites."""

from __future__ import annotations

import json
import os
import random
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _call(
    base: str, method: str, path: str, body: Any = None, headers: dict | None = None
) -> tuple[int, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(f"{base}{path}", data=data, method=method)
    for name, value in {"Content-Type": "application/json", **(headers or {})}.items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
            return response.status, json.loads(raw) if raw else None
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def test_a_whole_game_plays_on_the_embedded_defaults(tmp_path):
    env = _embedded_env(tmp_path)
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "migrate", "--noinput"], cwd=ROOT, env=env, check=True, timeout=300)
    port = _free_port()
    log = open(tmp_path / "server.log", "w")  # noqa: SIM115 (closed below)
    server = subprocess.Popen(
        [*manage, "runserver", "--noreload", f"127.0.0.1:{port}"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}/api/v1"
    try:
        _server_wait(base, tmp_path)
        game, auth = _game_against_the_automa(base)
        moves, detail = _play_to_the_end(base, game, auth)
        assert detail["version"] > moves  # the automa's moves and the scoring came between
        status, result = _call(base, "GET", f"/games/{game['id']}/result/", headers=auth)
        assert status == 200 and sorted(result["ranking"]) == [0, 1]
        # Moves are numbered 1, 2, 3... with nothing lost (the ORM writes on SQLite).
        status, page = _call(base, "GET", f"/games/{game['id']}/moves/?limit=200", headers=auth)
        numbers = [move["number"] for move in page["results"]]
        assert numbers == list(range(1, len(numbers) + 1))
        # Reads without a token are limited per address by the in-memory counters.
        codes = [_call(base, "GET", f"/games/{game['id']}/")[0] for _ in range(3)]
        assert codes[-1] == 429, codes
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()


def _embedded_env(tmp_path):
    """The environment of a server on the embedded defaults (SQLite, eager Celery)."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DATABASE_URL", "CELERY_BROKER_URL", "REDIS_URL", "DJANGO_SETTINGS_MODULE")
    }
    env.update(
        DATABASE_URL=f"sqlite:///{tmp_path / 'embedded.sqlite3'}",
        DJANGO_SETTINGS_MODULE="config.settings",
        SECRET_KEY="embedded-test-" + "k" * 40,
        # Far above one game's requests, except the reads without a token: two then refused.
        THROTTLE_READ_ADDRESS="2/minute",
    )
    return env


def _server_wait(base, tmp_path):
    deadline = time.monotonic() + 60
    while True:
        try:
            if _call(base, "GET", "/rulesets/")[0] == 200:
                return
        except OSError:
            pass
        assert time.monotonic() < deadline, (tmp_path / "server.log").read_text()[-3000:]
        time.sleep(0.3)


def _game_against_the_automa(base):
    """A new Architects game, a human at seat 0 and the automa at seat 1; its bearer header."""
    status, game = _call(
        base,
        "POST",
        "/games/",
        {
            "ruleset": "architects",
            "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}],
        },
    )
    assert status == 201, game
    token = next(seat["token"] for seat in game["seats"] if seat["index"] == 0)
    return game, {"Authorization": f"Bearer {token}"}


def _play_to_the_end(base, game, auth):
    """The human plays random legal moves until the game is over: its moves, the last read."""
    rng = random.Random(3)
    moves = 0
    while True:
        status, detail = _call(base, "GET", f"/games/{game['id']}/", headers=auth)
        assert status == 200, detail
        if detail["status"] == "finished":
            return moves, detail
        # Eager Celery: the automa has answered before the move's response.
        assert detail["to_act"] == [0], detail["to_act"]
        status, listed = _call(base, "GET", f"/games/{game['id']}/actions/", headers=auth)
        assert status == 200, listed
        choices = [a["action"] for a in listed["actions"] if a["action"]["type"] != "resign"]
        status, moved = _call(
            base,
            "POST",
            f"/games/{game['id']}/moves/",
            {"action": rng.choice(choices)},
            {**auth, "If-Match": f'"{listed["version"]}"'},
        )
        assert status == 201, moved
        moves += 1
        assert moves < 500
