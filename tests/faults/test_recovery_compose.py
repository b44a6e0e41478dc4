"""A worker killed with -9 under docker-compose.yml's own layout: two worker replicas started by
the compose file's command (prefork, its concurrency), beat a process of its own, gunicorn.

Whichever worker takes the automa's turn holds it (tests.faults.held_worker, first turn only)
and is killed with -9 with its pool processes, as ``docker kill`` kills a container; the other
must play that turn, once. It prints what the issue asks to measure (no timing is asserted):
seconds from the kill to the automa's move, and each worker's start-up (exec to ``ready``),
both replicas starting together, then the killed one restarted beside the live one, as
compose's ``restart: unless-stopped`` does. RECOVERY_KILLS=10 repeats the kill.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from bench.compare import load_average
from tests.faults.stack import (
    Process,
    compose_beat_start,
    compose_worker_start,
    gunicorn_start,
    move_log,
    post_first_legal,
    stack_env,
    wait_for_version,
)
from tests.faults.test_recovery import HUMAN_THEN_AUTOMA, _create, _deployment_timing, _token

pytestmark = pytest.mark.django_db(transaction=True)

READY = " ready."


def _ready(process: Process, started: float, seconds: float = 120) -> float:
    """Seconds from ``started`` (its exec) until the worker logs that it takes tasks."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if READY in process.log():
            return time.monotonic() - started
        assert process.popen.poll() is None, process.log()[-3000:]
        time.sleep(0.02)
    raise AssertionError(f"{process.name} not ready: {process.log()[-3000:]}")


def _worker(env: dict[str, str], name: str) -> tuple[Process, float]:
    started = time.monotonic()
    process = compose_worker_start(env, name=name, held=True)
    return process, started


def _held(marker: Path, workers: list[Process], seconds: float = 60) -> tuple[str, Process]:
    """The held task's id and the worker (replica) holding it."""
    deadline = time.monotonic() + seconds
    while not marker.exists() or not marker.read_text().strip():
        assert time.monotonic() < deadline, [w.log()[-2000:] for w in workers]
        time.sleep(0.02)
    task_id, group, *_ = marker.read_text().split()
    holder = next(w for w in workers if w.popen.pid == int(group))
    return task_id, holder


def _kill_and_resume(base: str, marker: Path, workers: list[Process], seed: int):
    """One round: a new game's automa turn held by one replica, that replica killed with -9;
    the seconds until the automa's move, and whether the live replica played the held task."""
    marker.unlink(missing_ok=True)
    game = _create(base, HUMAN_THEN_AUTOMA, seed=seed)
    assert post_first_legal(base, game["id"], _token(game, 0)).status_code == 201
    task_id, holder = _held(marker, workers)
    holder.kill9_group()
    killed_at = time.monotonic()
    detail = wait_for_version(base, game["id"], above=1, deadline=killed_at + 60)
    resumed = time.monotonic() - killed_at
    # Nothing lost, nothing played twice: the human's move, then the automa's, its turn over.
    assert detail["version"] == 2
    assert [(m["number"], m["seat"]) for m in move_log(base, game["id"])] == [(1, 0), (2, 1)]
    assert detail["to_act"] == [0]
    live = next(w for w in workers if w is not holder)
    return resumed, f"Task automa.play[{task_id}] succeeded" in live.log(), holder


def test_a_replica_killed_mid_turn_leaves_the_turn_to_the_other_played_once(tmp_path: Path):
    """Given compose's two worker replicas and beat; when the replica holding an automa's turn
    is killed with -9 (with its pool), then the turn is played once by the other replica and
    the game goes on; the killed replica restarted takes tasks again."""
    marker = tmp_path / "held"
    env = stack_env(AUTOMA_HOLD_MARKER=str(marker), AUTOMA_HOLD_ONCE="1", **_deployment_timing())
    web, base = gunicorn_start(env)
    beat = compose_beat_start(env)
    load = load_average()
    started = [_worker(env, name) for name in ("replica-1", "replica-2")]
    workers = [process for process, _ in started]
    rounds: list[tuple[float, bool]] = []
    restarts: list[float] = []
    try:
        starts = [_ready(process, at) for process, at in started]
        for round_ in range(int(os.environ.get("RECOVERY_KILLS", "1"))):
            resumed, redelivered, holder = _kill_and_resume(base, marker, workers, 51 + round_)
            rounds.append((resumed, redelivered))
            replacement, at = _worker(env, holder.name)  # compose restarts the container
            workers[workers.index(holder)] = replacement
            restarts.append(_ready(replacement, at))
    finally:
        for process in (*workers, beat, web):
            process.stop()
    shown = ", ".join(f"{s:.1f}{'' if redelivered else ' (sweeper)'}" for s, redelivered in rounds)
    print(
        f"\ncompose layout (load {load} -> {load_average()}): automa replied {shown} s after "
        f"the kill; replicas ready {', '.join(f'{s:.1f}' for s in starts)} s after exec "
        f"(together), restarted {', '.join(f'{s:.1f}' for s in restarts)} s"
    )
