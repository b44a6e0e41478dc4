"""A move's request id follows it into the automa turn a real worker plays, in JSON lines."""

import json
import tempfile
import time
import uuid
from pathlib import Path

import pytest
from django.test import Client

from tests.api.helpers import API, bearer, game_create, tokens_of

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.real_worker]


def _worker_lines(worker_id: str, rid: str, timeout: float = 120.0) -> list[dict]:
    """The worker's JSON log lines carrying ``rid``, once its task has ended."""
    path = Path(tempfile.gettempdir()) / f"automa-celery-{worker_id}.log"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = []
        for raw in path.read_text(errors="replace").splitlines():
            if rid not in raw:
                continue
            found.append(json.loads(raw))  # every line about it is JSON
        if any(line.get("message", "").startswith("task automa.play ended") for line in found):
            return found
        time.sleep(0.5)
    raise AssertionError(f"no worker line with {rid} in {path}")


def test_request_id_of_a_move_appears_in_the_worker_lines_of_the_automa_turn(
    celery_worker_process, worker_id
):
    client = Client()
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}]
    game = game_create(client, seats=seats, seed=9)
    token = tokens_of(game)[0]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    rid = f"test-{uuid.uuid4().hex}"
    response = client.post(
        f"{API}/games/{game['id']}/moves/",
        {"action": listed["actions"][0]["action"]},
        content_type="application/json",
        HTTP_IF_MATCH=f'"{listed["version"]}"',
        HTTP_X_REQUEST_ID=rid,
        **bearer(token),
    )
    assert response.status_code == 201, response.content
    assert response["X-Request-ID"] == rid
    lines = _worker_lines(worker_id, rid)
    started = [line for line in lines if line.get("task") == "automa.play"]
    assert started and all(line["request_id"] == rid for line in lines)
    assert {line["logger"] for line in lines} >= {"automa.tasks"}
    assert any(line.get("state") == "SUCCESS" for line in started)
