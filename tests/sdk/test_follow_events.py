"""Both SDKs' hand-written stream helpers (``automa_client.events``, ``automa-client/events``)
follow a game through the stream process and resume by themselves across its restart: every
version once, in order."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.api.helpers import API, bearer, board_actions, filled, game_create, move_post, tokens_of
from tests.api.streams_process import streams_server
from tests.faults.stack import free_port
from tests.sdk.conftest import run

pytestmark = pytest.mark.django_db(transaction=True)
# The reconnection delay the stream process advises: short, so the helpers' doubling waits
# while it is down stay short too.
RETRY_MS = "250"

PYTHON_FOLLOWER = """
import asyncio, json, sys
from automa_client.events import follow_game

async def main() -> None:
    base, game, token, until = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    seen = []
    async for event in follow_game(base, game, token=token):
        seen.append([event.kind, event.version, event.game.version])
        print(json.dumps(seen[-1]), flush=True)
        if event.version >= until:
            break

asyncio.run(main())
"""

NODE_FOLLOWER = """
const [dist, base, gameId, token, until] = process.argv.slice(2);
const { followGame } = await import(dist);
for await (const event of followGame({ baseUrl: base, gameId, token })) {
  console.log(JSON.stringify([event.kind, event.version, event.game.version]));
  if (event.version >= Number(until)) break;
}
"""


@pytest.fixture(scope="module")
def site(sdk_build: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("site-events")
    run(sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
        "--disable-pip-version-check", "--target", target, sdk_build / "python")  # fmt: skip
    return target


def _moves(client, game, tokens, count: int, rng: random.Random) -> None:
    for _ in range(count):
        detail = client.get(f"{API}/games/{game['id']}/").json()
        seat = detail["to_act"][0]
        listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(tokens[seat])).json()
        action = filled(rng.choice(board_actions(listed)), rng)
        assert (
            move_post(client, game["id"], tokens[seat], action, listed["version"]).status_code
            == 201
        )


@pytest.mark.parametrize("language", ["python", "typescript"])
def test_the_sdk_follows_a_game_across_a_restart_of_the_stream_process(
    language: str, client, site: Path, sdk_build: Path, tmp_path: Path
) -> None:
    game = game_create(client, seed=51)
    tokens = tokens_of(game)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    if language == "python":
        script = tmp_path / "follow.py"
        script.write_text(PYTHON_FOLLOWER)
        command = [sys.executable, str(script), base, game["id"], tokens[0], "10"]
        env = {"PYTHONPATH": str(site)}
    else:
        script = tmp_path / "follow.mjs"
        script.write_text(NODE_FOLLOWER)
        dist = sdk_build / "typescript" / "dist" / "events.js"
        command = ["node", str(script), str(dist), base, game["id"], tokens[0], "10"]
        env = {}
    rng = random.Random(51)
    with streams_server(port=port, STREAM_RETRY_MS=RETRY_MS) as started:
        follower = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, **env},
        )  # fmt: skip
        assert follower.stdout is not None
        assert json.loads(follower.stdout.readline()) == ["version", 0, 0]
        _moves(client, game, tokens, 5, rng)
        time.sleep(1)
    del started
    _moves(client, game, tokens, 2, rng)  # while the stream process is down
    with streams_server(port=port, STREAM_RETRY_MS=RETRY_MS):
        _moves(client, game, tokens, 3, rng)
        out, err = follower.communicate(timeout=180)
    seen = [json.loads(line) for line in out.splitlines()]
    assert [v for _kind, v, _game in seen] == list(range(1, 11)), err
    assert all(kind == "version" and v == game_v for kind, v, game_v in seen)
