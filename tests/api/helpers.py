"""Playing games over HTTP in tests, as an app would."""

from __future__ import annotations

import random
import time
from typing import Any

from django.test import Client

API = "/api/v1"


def bearer(token: str) -> dict[str, Any]:
    return {"HTTP_AUTHORIZATION": f"Bearer {token}"}


# /metrics' bearer token in the test settings (METRICS_TOKEN).
METRICS_AUTH: dict[str, Any] = {"HTTP_AUTHORIZATION": "Bearer test-metrics-token"}


def game_create(
    client: Client,
    *,
    ruleset: str = "architects",
    seats: list[dict[str, Any]] | None = None,
    seed: int = 1,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    seats = seats or [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}]
    body = {"ruleset": ruleset, "seats": seats, "seed": seed, "options": options or {}}
    response = client.post(f"{API}/games/", body, content_type="application/json")
    assert response.status_code == 201, response.content
    return response.json()


def tokens_of(game: dict[str, Any]) -> dict[int, str]:
    return {seat["index"]: seat["token"] for seat in game["seats"] if "token" in seat}


def board_actions(listed: dict[str, Any]) -> list[dict[str, Any]]:
    """The listed actions but ``resign`` (listed for every human seat): what random play
    picks from, so that a test game is not left by chance."""
    return [a for a in listed["actions"] if a["action"]["type"] != "resign"]


def param_values(schema: dict[str, Any]) -> list[Any]:
    """Every value a listed action's parameter allows (its enum, or its integer range)."""
    if "enum" in schema:
        return list(schema["enum"])
    return list(range(schema["minimum"], schema["maximum"] + 1))


def filled(entry: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A listed entry's action with each parameter set to a value its schema allows."""
    params = entry.get("params") or {}
    return {**entry["action"], **{k: rng.choice(param_values(s)) for k, s in params.items()}}


def listed_values(entries: list[dict[str, Any]], kind: str, name: str) -> list[Any]:
    """The values of field ``name`` that the listed ``kind`` actions take, plain or
    parameterised."""
    out: list[Any] = []
    for entry in entries:
        if entry["action"]["type"] != kind:
            continue
        schema = (entry.get("params") or {}).get(name)
        out += param_values(schema) if schema else [entry["action"][name]]
    return out


def move_post(
    client: Client,
    game_id: str,
    token: str,
    action: Any,
    version: int | None,
    key: str | None = None,
):
    headers = bearer(token)
    if version is not None:
        headers["HTTP_IF_MATCH"] = f'"{version}"'
    if key is not None:
        headers["HTTP_IDEMPOTENCY_KEY"] = key
    return client.post(
        f"{API}/games/{game_id}/moves/",
        {"action": action},
        content_type="application/json",
        **headers,
    )


def play_to_end(
    client: Client,
    game: dict[str, Any],
    tokens: dict[int, str],
    seed: int = 0,
    max_moves: int = 5000,
) -> dict[str, Any]:
    """Post random legal actions for the human seats until the game is finished."""
    rng = random.Random(seed)
    game_id = game["id"]
    for _ in range(max_moves):
        detail = client.get(f"{API}/games/{game_id}/").json()
        if detail["status"] == "finished":
            return detail
        humans = [seat for seat in detail["to_act"] if seat in tokens]
        assert humans, f"no human can act and the game is not finished: {detail['to_act']}"
        listed = client.get(f"{API}/games/{game_id}/actions/", **bearer(tokens[humans[0]])).json()
        assert board_actions(listed), "a seat to act has no legal action"
        action = filled(rng.choice(board_actions(listed)), rng)
        response = move_post(client, game_id, tokens[humans[0]], action, listed["version"])
        assert response.status_code == 201, response.content
    raise AssertionError("the game did not end")


def wait_for_seat_zero(
    client: Client, game_id: str, after: int, timeout: float = 60
) -> dict[str, Any]:
    """The game once seat 0 is to act again or it is over, long-polling past ``after``
    (an automa played by a real worker in between)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        response = client.get(f"{API}/games/{game_id}/?after={after}&wait=5")
        if response.status_code == 200:
            detail = response.json()
            if detail["status"] != "active" or 0 in detail["to_act"]:
                return detail
            after = detail["version"]
    raise AssertionError("the worker did not answer")
