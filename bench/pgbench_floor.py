"""pgbench's floor for ``manage.py bench compare``: the bare move transaction, no server."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile

import orjson
from django.db import connection

from bench.http_load import _new_game
from bench.storage import database_url
from games.models import Game
from games.rules_binding import game_rules

# One move's transaction: lock the game row, write its state and version, insert the move.
MOVE_SCRIPT = (
    "BEGIN;\n"
    "SELECT version + 1 AS v FROM games_game WHERE id = :game FOR UPDATE \\gset\n"
    "UPDATE games_game SET state = :state, version = :v, updated_at = now() "
    "WHERE id = :game;\n"
    "INSERT INTO games_move (game_id, number, seat, action, events, request_hash, "
    "created_at, by) VALUES (:game, :v, 0, :action, :events, '', now(), 'seat');\n"
    "END;\n"
)


def _first_move(game_id: str) -> dict[str, str]:
    """The pgbench variables of the game's first move: its state after, action and events."""
    game = Game.objects.get(pk=game_id)
    rules = game_rules(game)
    seat = rules.to_act(game.state)[0]
    action = rules.legal_actions(game.state, seat)[0]
    state, applied = rules.apply(game.state, seat, action)
    events = [event.to_json() for event in applied]
    return {
        "state": orjson.dumps(state).decode(),
        "action": orjson.dumps(action).decode(),
        "events": orjson.dumps(events).decode(),
    }


def _pgbench_command(
    pgbench: str, script: str, seconds: float, game_id: str, move: dict[str, str]
) -> list[str]:
    """One pgbench client replaying ``move`` on ``game_id`` for ``seconds``."""
    defines = [f"game={game_id}", *(f"{name}={value}" for name, value in move.items())]
    return [
        pgbench, "-n", "-M", "prepared", "-c", "1", "-T", str(max(1, round(seconds))),
        "-f", script, *(arg for define in defines for arg in ("-D", define)), database_url(),
    ]  # fmt: skip


def _figures(runs: list[subprocess.Popen], outputs: list[tuple[str, str]]) -> dict[str, float]:
    """Transactions a second summed over the clients, their mean latency averaged."""
    tps, latencies = 0.0, []
    for run, (out, err) in zip(runs, outputs, strict=True):
        found = re.search(r"tps = ([\d.]+)", out)
        lat = re.search(r"latency average = ([\d.]+) ms", out)
        if run.returncode != 0 or found is None or lat is None:
            raise RuntimeError(f"pgbench failed: {out[-500:]} {err[-500:]}")
        tps += float(found.group(1))
        latencies.append(float(lat.group(1)))
    return {"tx_per_second": tps, "latency_ms": sum(latencies) / len(latencies)}


def pgbench_floor(clients: int, seconds: float, seed: int = 90_000) -> dict[str, float]:
    """pgbench running the bare move transaction (MOVE_SCRIPT) on ``clients`` games of this
    database, one pgbench client each."""
    games = [_new_game(seed + i)[0] for i in range(clients)]
    move = _first_move(games[0])
    pgbench = shutil.which("pgbench")
    if pgbench is None:
        raise RuntimeError("pgbench is not installed (postgresql-client)")
    connection.close()
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as file:
        file.write(MOVE_SCRIPT)
    try:
        runs = [
            subprocess.Popen(
                _pgbench_command(pgbench, file.name, seconds, game_id, move),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for game_id in games
        ]
        outputs = [run.communicate() for run in runs]
    finally:
        os.unlink(file.name)
    return _figures(runs, outputs)
