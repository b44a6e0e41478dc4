"""Idempotent game creation: a retried ``POST games/`` with the same key gets the same game.

Seat tokens are stored hashed only, so a replay cannot read them back. Instead, a game created
with an Idempotency-Key gets tokens derived from that key with the server's secret (HMAC): a
replay derives them again and answers the same body, tokens included. The key therefore
stands for the tokens and must be secret and random (a UUID4, say); the server stores only
its hash. Rotating SECRET_KEY makes older keys replay the game without its tokens.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from dataclasses import asdict, dataclass, is_dataclass
from typing import Any

from django.conf import settings

from games.errors import ProblemCode, ServiceError
from games.models import Game, SeatKind
from games.tokens import token_hash


@dataclass(frozen=True)
class GameCreationKey:
    key: str
    key_hash: str
    request_hash: str

    def seat_token(self, index: int) -> str:
        """The token of human seat ``index`` of the game created with this key."""
        message = f"automa-seat-token:{self.key_hash}:{index}".encode()
        digest = hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


@dataclass(frozen=True)
class GameReplayed:
    game: Game
    tokens: dict[int, str]


def game_creation_key(
    *, idempotency_key: str | None, request: dict[str, Any]
) -> GameCreationKey | None:
    """The key's hash and the request's fingerprint (a different body under one key is 422);
    None without a key."""
    if not idempotency_key:
        return None
    canonical = json.dumps(request, sort_keys=True, default=_plain)
    return GameCreationKey(
        key=idempotency_key,
        key_hash=token_hash(idempotency_key),
        request_hash=hashlib.sha256(canonical.encode()).hexdigest(),
    )


def _plain(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return asdict(value)
    raise TypeError(f"{type(value).__name__} is not JSON")


def game_creation_replay(*, key: GameCreationKey) -> GameReplayed | None:
    """The game an earlier request created with this key, with its tokens; None if none did."""
    game = Game.objects.prefetch_related("seats").filter(idempotency_key_hash=key.key_hash).first()
    if game is None:
        return None
    if game.request_hash != key.request_hash:
        raise ServiceError(ProblemCode.IDEMPOTENCY_KEY_REUSED, message="creation_key_reused")
    tokens = {
        seat.index: key.seat_token(seat.index)
        for seat in game.seats.all()
        if seat.kind == SeatKind.HUMAN
    }
    if any(
        token_hash(tokens[s.index]) != s.token_hash for s in game.seats.all() if s.index in tokens
    ):
        tokens = {}  # SECRET_KEY changed since: the game, without tokens
    return GameReplayed(game=game, tokens=tokens)
