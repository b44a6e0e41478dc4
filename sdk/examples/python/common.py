"""What every example does the same way with the Python SDK (``pip install ./sdk/build/python``).

The generated calls answer ``<the resource> | Problem | None``: ``expect`` narrows an answer to
the type the program needs or stops with the problem's text. The package's own helpers read a
304 (``automa_client.conditional.changed``) and quote an ETag (``etag``).
"""

from __future__ import annotations

import json
import os
import sys
from typing import TypeVar
from uuid import UUID

import httpx
from automa_client import AuthenticatedClient
from automa_client.api.games import games_create, games_retrieve
from automa_client.api.moves import games_moves_create
from automa_client.conditional import NotModified, changed, etag
from automa_client.models import (
    ActionParam,
    GameCreateInputRequest,
    GameOutput,
    GameStatusEnum,
    MoveAccepted,
    MoveRequest,
    Problem,
)
from automa_client.types import UNSET, Unset

T = TypeVar("T")


def expect(answer: object, kind: type[T]) -> T:
    """``answer`` if it is a ``kind``; a problem (or nothing) ends the program with its text."""
    if isinstance(answer, kind):
        return answer
    if isinstance(answer, Problem):
        sys.exit(f"{answer.status} {answer.code}: {answer.detail}")
    sys.exit(f"expected a {kind.__name__}, got {answer!r}")


def server() -> tuple[str, AuthenticatedClient]:
    """The base URL (first argument) and a client with the app's key (``AUTOMA_APP_KEY``)."""
    base_url = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000"
    app = AuthenticatedClient(
        base_url=base_url, token=os.environ["AUTOMA_APP_KEY"], prefix="ApiKey"
    )
    return base_url, app


def seed() -> int | Unset:
    """A seed for a repeatable game (second argument; the server takes it only where allowed)."""
    return int(sys.argv[2]) if len(sys.argv) > 2 else UNSET


def create(body: GameCreateInputRequest) -> tuple[GameOutput, AuthenticatedClient]:
    """A new game and a client for its seat 0 (the token is shown this once)."""
    base_url, app = server()
    game = expect(games_create.sync(client=app, body=body), GameOutput)
    token = game.seats[0].token
    assert isinstance(token, str), "the creation answer carries the seat tokens"
    # httpx's default 5 s timeout would cut a long poll short.
    return game, AuthenticatedClient(base_url=base_url, token=token, timeout=httpx.Timeout(40.0))


def long_poll(seat: AuthenticatedClient, game_id: UUID, after: int, wait: int) -> GameOutput | None:
    """The game once its version passes ``after``, or None when ``wait`` seconds pass first
    (the server's 304)."""
    answer = changed(games_retrieve.sync_detailed(game_id, client=seat, after=after, wait=wait))
    if isinstance(answer, NotModified):
        return None
    return expect(answer.parsed, GameOutput)


def wait_for_turn(seat: AuthenticatedClient, game_id: UUID, me: int = 0) -> GameOutput:
    """The game once it is ``me``'s turn or over: long-polls while other seats play."""
    game = expect(games_retrieve.sync(game_id, client=seat), GameOutput)
    while game.status != GameStatusEnum.FINISHED and me not in game.to_act:
        game = long_poll(seat, game_id, game.version, wait=10) or game
    return game


def post(seat: AuthenticatedClient, game_id: UUID, move: MoveRequest, version: int) -> MoveAccepted:
    """Posts ``move`` if the game is still at ``version`` (``If-Match``)."""
    answer = games_moves_create.sync(game_id, client=seat, body=move, if_match=etag(version))
    return expect(answer, MoveAccepted)


def last_value(param: ActionParam) -> object:
    """The last value a listed action's parameter allows (the top of its range, or the last of
    its ``enum``)."""
    if not isinstance(param.maximum, Unset):
        return param.maximum
    assert not isinstance(param.enum, Unset), "a parameter has an enum or a range"
    return param.enum[-1]


def report(summary: dict[str, object]) -> None:
    """The example's last line: a JSON summary (the SDK tests check it against the database)."""
    print(json.dumps(summary, default=str))
