"""Idempotent game creation: a retried ``POST games/`` with the same key gets the same game.

Seat tokens are stored hashed only, so a replay cannot read them back. Instead, a game created
with an Idempotency-Key gets tokens derived from that key with the server's secret (HMAC): a
replay derives them again and answers the same body, tokens included. The key therefore
stands for the tokens and must be secret and random (a UUID4, say); the server stores only
its hash. Rotating SECRET_KEY makes older keys replay the game without its tokens.

A key belongs to its caller: it is looked up, unique and turned into tokens within a scope,
the app whose key made the request (``app:<id>``), or the one anonymous scope (``""``) shared
by callers without an app key. Two apps sending one key get two games, and neither learns that
the other used it. Anonymous callers cannot be told apart (an address is shared and changes),
so among them the key itself is the credential, as the tokens it stands for are.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from dataclasses import asdict, dataclass, is_dataclass, replace
from typing import Any

from django.conf import settings

from games.errors import ProblemCode, ServiceError
from games.models import App, Game, SeatKind
from games.tokens import token_hash


@dataclass(frozen=True)
class GameCreationKey:
    key: str
    key_hash: str
    request_hash: str
    scope: str = ""

    def seat_token(self, index: int) -> str:
        """The token of human seat ``index`` of the game created with this key in its scope."""
        # The anonymous scope keeps the message tokens were derived from before keys had scopes.
        scoped = f"{self.scope}:" if self.scope else ""
        message = f"automa-seat-token:{scoped}{self.key_hash}:{index}".encode()
        digest = hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


@dataclass(frozen=True)
class GameReplayed:
    game: Game
    tokens: dict[int, str]


def idempotency_scope(*, app: App | None) -> str:
    """The scope a caller's keys live in: its app's, or the anonymous one."""
    return f"app:{app.pk}" if app is not None else ""


def game_creation_key(
    *, idempotency_key: str | None, request: dict[str, Any], app: App | None = None
) -> GameCreationKey | None:
    """The key's hash in the caller's scope and the request's fingerprint (a different body
    under one key is 422); None without a key."""
    if not idempotency_key:
        return None
    canonical = json.dumps(request, sort_keys=True, default=_plain)
    return GameCreationKey(
        key=idempotency_key,
        key_hash=token_hash(idempotency_key),
        request_hash=hashlib.sha256(canonical.encode()).hexdigest(),
        scope=idempotency_scope(app=app),
    )


def _plain(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return asdict(value)
    raise TypeError(f"{type(value).__name__} is not JSON")


def game_creation_replay(*, key: GameCreationKey) -> GameReplayed | None:
    """The game an earlier request of the same caller created with this key, with its tokens;
    None if none did (another caller's use of the key is never seen)."""
    game = (
        Game.objects.prefetch_related("seats")
        .filter(idempotency_scope=key.scope, idempotency_key_hash=key.key_hash)
        .first()
    )
    if game is None:
        return None
    if game.request_hash != key.request_hash:
        raise ServiceError(ProblemCode.IDEMPOTENCY_KEY_REUSED, message="creation_key_reused")
    # A game created before keys had scopes got its tokens from the unscoped message; it was
    # found in this caller's scope, so those tokens are this caller's too.
    for derivation in (key, replace(key, scope="")):
        tokens = _tokens_if_derived(game, derivation)
        if tokens is not None:
            return GameReplayed(game=game, tokens=tokens)
    return GameReplayed(game=game, tokens={})  # SECRET_KEY changed since: without tokens


def _tokens_if_derived(game: Game, key: GameCreationKey) -> dict[int, str] | None:
    humans = [seat for seat in game.seats.all() if seat.kind == SeatKind.HUMAN]
    tokens = {seat.index: key.seat_token(seat.index) for seat in humans}
    if any(token_hash(tokens[seat.index]) != seat.token_hash for seat in humans):
        return None
    return tokens
