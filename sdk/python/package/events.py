"""Following a game's events (Server-Sent Events), resuming by itself: hand-written, shipped in
the generated package as ``automa_client.events``.

    async for event in follow_game("https://automa.example", game_id, token=seat_token):
        draw(event.game)          # every version once, in order, as this seat sees it

A dropped connection is resumed with ``Last-Event-ID`` after the server's ``retry`` delay
(doubling up to a minute while the server cannot be reached), so no version is missed or
given twice. A version too old to replay arrives as a ``reset`` event: the helper reads the
game again (``GET games/{id}/``) and yields it, and goes on from its version.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any, Literal

import httpx

from .models import GameOutput

MAX_RETRY_SECONDS = 60.0


class StreamRefused(Exception):
    """The server refused the stream for good (a problem document: 401, 403, 404...)."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        super().__init__(f"{status}: {problem.get('detail') or problem.get('title')}")
        self.status = status
        self.problem = problem


@dataclass(frozen=True)
class GameEvent:
    """One version of the game as the seat sees it; ``kind`` is ``reset`` when the server
    could not replay what was missed and the game was read again instead."""

    kind: Literal["version", "reset"]
    version: int
    game: GameOutput


@dataclass(frozen=True)
class AppChange:
    """A change to one of the app's games (``GET /api/v1/events/``): read the game, or follow
    its own stream. ``kind`` is ``reset`` (``game_id`` empty) when the app's log no longer
    holds the position resumed from: list the app's games again."""

    kind: Literal["change", "reset"]
    position: str
    game_id: str
    version: int


@dataclass
class _Raw:
    name: str
    id: str | None
    data: str


async def _events(
    client: httpx.AsyncClient, url: str, headers: dict[str, str], state: dict[str, float]
) -> AsyncIterator[_Raw]:
    """One connection's events; the ``retry`` hint is kept in ``state``."""
    async with client.stream("GET", url, headers=headers) as response:
        if response.status_code in (429, 503):
            wait = float(response.headers.get("Retry-After", "1"))
            state["retry"] = max(state["retry"], wait)
            raise httpx.TransportError(f"stream refused for now: {response.status_code}")
        if response.status_code != 200:
            body = await response.aread()
            try:
                problem = json.loads(body)
            except ValueError:
                problem = {"detail": body.decode(errors="replace")[:200]}
            raise StreamRefused(response.status_code, problem)
        name, event_id = "message", None
        data: list[str] = []
        async for line in response.aiter_lines():
            if line == "":
                if data:
                    yield _Raw(name, event_id, "\n".join(data))
                name, event_id, data = "message", None, []
            elif line.startswith(":"):
                continue  # the keep-alive
            else:
                field, _, value = line.partition(":")
                value = value[1:] if value.startswith(" ") else value
                if field == "data":
                    data.append(value)
                elif field == "event":
                    name = value
                elif field == "id":
                    event_id = value
                elif field == "retry" and value.isdigit():
                    state["retry"] = int(value) / 1000


async def _resuming(
    url: str,
    headers: dict[str, str],
    last_event_id: str | None,
    client: httpx.AsyncClient | None,
) -> AsyncIterator[_Raw]:
    """Events across connections: each new one resumes after the last id received."""
    own = client is None
    http = client or httpx.AsyncClient(timeout=httpx.Timeout(10.0, read=None))
    state = {"retry": 2.0}
    failures = 0
    try:
        while True:
            sent = {**headers, **({"Last-Event-ID": last_event_id} if last_event_id else {})}
            try:
                async for raw in _events(http, url, sent, state):
                    failures = 0
                    if raw.id is not None:
                        last_event_id = raw.id
                    yield raw
            except (httpx.TransportError, httpx.RemoteProtocolError):
                failures += 1
            await asyncio.sleep(min(MAX_RETRY_SECONDS, state["retry"] * 2 ** max(0, failures - 1)))
    finally:
        if own:
            await http.aclose()


def _headers(authorization: str | None, language: str | None) -> dict[str, str]:
    headers = {"Accept": "text/event-stream"}
    if authorization:
        headers["Authorization"] = authorization
    if language:
        headers["Accept-Language"] = language
    return headers


async def follow_game(
    base_url: str,
    game_id: str,
    *,
    token: str | None = None,
    last_event_id: int | None = None,
    language: str | None = None,
    client: httpx.AsyncClient | None = None,
) -> AsyncIterator[GameEvent]:
    """Every version of game ``game_id`` after ``last_event_id`` (without it: the current one
    first), as the seat of ``token`` sees it (none: a spectator), resuming by itself.
    ``base_url`` is the server's, or the stream process's when it has another origin."""
    base = base_url.rstrip("/")
    headers = _headers(f"Bearer {token}" if token else None, language)
    resume = None if last_event_id is None else str(last_event_id)
    url = f"{base}/api/v1/games/{game_id}/events/"
    async for raw in _resuming(url, headers, resume, client):
        body = json.loads(raw.data)
        if raw.name == "version":
            yield GameEvent("version", body["version"], GameOutput.from_dict(body["game"]))
        elif raw.name == "reset":
            yield GameEvent("reset", body["version"], await _game_read(base, game_id, headers))


async def _game_read(base: str, game_id: str, headers: dict[str, str]) -> GameOutput:
    sent = {k: v for k, v in headers.items() if k != "Accept"}
    async with httpx.AsyncClient(timeout=10.0) as http:
        response = await http.get(f"{base}/api/v1/games/{game_id}/", headers=sent)
        response.raise_for_status()
        return GameOutput.from_dict(response.json())


async def follow_app(
    base_url: str,
    app_key: str,
    *,
    last_position: str | None = None,
    client: httpx.AsyncClient | None = None,
) -> AsyncIterator[AppChange]:
    """Every change to the app's games after ``last_position`` (without it: from now on),
    resuming by itself."""
    url = f"{base_url.rstrip('/')}/api/v1/events/"
    async for raw in _resuming(url, _headers(f"ApiKey {app_key}", None), last_position, client):
        body = json.loads(raw.data)
        position = raw.id or ""
        if raw.name == "change":
            yield AppChange("change", position, body["game"], body["version"])
        elif raw.name == "reset":
            yield AppChange("reset", position, "", 0)
