"""The two move loops ``manage.py bench compare`` times on each side (bench/compare.py's
docstring says how each chooses its moves)."""

from __future__ import annotations

import threading
import time
from typing import Any

import orjson

from bench.http_load import _Client, _run_clients, first_listed_move

TURN_START = {"type": "take_card", "deck": "central"}


class IncludeUnknown(RuntimeError):
    """The side answers a move without what ``?include=`` asks for (a server before it)."""


def _http_game(conn: _Client, seed: int) -> tuple[str, dict[int, str]]:
    """An all-human 2-seat Architects game made through the side's own API."""
    body = orjson.dumps(
        {
            "ruleset": "architects",
            "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],
            "seed": seed,
        }
    )
    status, game = conn.request(
        "POST", "/api/v1/games/", {"Content-Type": "application/json"}, body
    )
    if status != 201:
        raise RuntimeError(f"create: {status} {game}")
    return game["id"], {seat["index"]: seat["token"] for seat in game["seats"]}


def three_request_loop(port: int, clients: int, seconds: float, seed: int) -> dict[str, Any]:
    """GET game, GET actions, POST the first listed action, game after game."""

    def work(index: int, stop: threading.Event) -> tuple[int, dict[str, list[float]]]:
        samples: dict[str, list[float]] = {"POST move": [], "move": []}
        conn = _Client(port)
        next_seed = seed + index * 10_000
        game_id, tokens = _http_game(conn, next_seed)
        moves = 0
        try:
            while not stop.is_set():
                began = time.perf_counter()
                status, game = conn.request(
                    "GET", f"/api/v1/games/{game_id}/", {"Authorization": f"Bearer {tokens[0]}"}
                )
                if status != 200:
                    raise RuntimeError(f"GET game: {status} {game}")
                if game["status"] != "active" or not game["to_act"]:
                    next_seed += 1
                    game_id, tokens = _http_game(conn, next_seed)
                    continue
                auth = {"Authorization": f"Bearer {tokens[game['to_act'][0]]}"}
                status, listed = conn.request("GET", f"/api/v1/games/{game_id}/actions/", auth)
                if status != 200 or not listed["actions"]:
                    raise RuntimeError(f"GET actions: {status} {listed}")
                body, headers = first_listed_move(listed, auth)
                started = time.perf_counter()
                status, answer = conn.request(
                    "POST", f"/api/v1/games/{game_id}/moves/", headers, body
                )
                samples["POST move"].append(time.perf_counter() - started)
                if status != 201:
                    raise RuntimeError(f"POST move: {status} {answer}")
                samples["move"].append(time.perf_counter() - began)
                moves += 1
        finally:
            conn.close()
        return moves, samples

    return _run_clients(clients, seconds, work)


def _post_turn(
    conn: _Client, game_id: str, path: str, headers: dict[str, str], known: list | None
) -> tuple[int, Any, float, int]:
    """Post the known listing's first action, else a turn's first; if the game refuses that
    (422: not a turn's start), read the listing and post its first. (status, answer, when the
    timed POST started, requests made.)"""
    action = known[0]["action"] if known else TURN_START
    started = time.perf_counter()
    body = orjson.dumps({"action": action})
    status, answer = conn.request("POST", path, headers, body)
    if status != 422 or known:
        return status, answer, started, 1
    auth = {"Authorization": headers["Authorization"]}
    status, listed = conn.request("GET", f"/api/v1/games/{game_id}/actions/", auth)
    if status != 200 or not listed["actions"]:
        raise RuntimeError(f"GET actions: {status} {listed}")
    body = orjson.dumps({"action": listed["actions"][0]["action"]})
    started = time.perf_counter()
    status, answer = conn.request("POST", path, headers, body)
    return status, answer, started, 3


def _listing_known(answer: dict[str, Any], seat: int, acting: int) -> list | None:
    """The acting seat's listing from the answer, when it is the seat that just moved and the
    listing holds more than resigning (a pending choice); else None."""
    known = answer["actions"]["actions"] if acting == seat else None
    if known is not None and all(a["action"]["type"] == "resign" for a in known):
        return None
    return known


def one_request_loop(port: int, clients: int, seconds: float, seed: int) -> dict[str, Any]:
    """POST with ``?include=game,actions``, reading the next version and seat from the answer
    (see bench/compare.py's docstring for how the action is chosen)."""

    def work(index: int, stop: threading.Event) -> tuple[int, dict[str, list[float]]]:
        samples: dict[str, list[float]] = {"POST move": [], "move": []}
        conn = _Client(port)
        next_seed = seed + index * 10_000
        game_id, tokens = _http_game(conn, next_seed)
        version, seat, known = 0, 0, None  # the acting seat's listing, when it is known
        moves = 0
        path = f"/api/v1/games/{game_id}/moves/?include=game,actions"
        try:
            while not stop.is_set():
                began = time.perf_counter()
                auth = {"Authorization": f"Bearer {tokens[seat]}"}
                headers = {**auth, "Content-Type": "application/json", "If-Match": f'"{version}"'}
                status, answer, started, requests = _post_turn(conn, game_id, path, headers, known)
                samples["POST move"].append(time.perf_counter() - started)
                if status != 201:
                    raise RuntimeError(f"POST move: {status} {answer}")
                moves += 1
                samples["move"].append(time.perf_counter() - began)
                with lock:
                    counted[0] += requests
                if "game" not in answer:
                    raise IncludeUnknown(answer)
                game = answer["game"]
                if game["status"] != "active" or not game["to_act"]:
                    next_seed += 1
                    game_id, tokens = _http_game(conn, next_seed)
                    version, seat, known = 0, 0, None
                    path = f"/api/v1/games/{game_id}/moves/?include=game,actions"
                    continue
                version = game["version"]
                acting = game["to_act"][0]
                known = _listing_known(answer, seat, acting)
                seat = acting
        finally:
            conn.close()
        return moves, samples

    lock = threading.Lock()
    counted = [0]  # requests made for the moves counted
    result = _run_clients(clients, seconds, work)
    result["requests_per_move"] = counted[0] / max(1, result["moves"])
    return result
