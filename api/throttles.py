"""Request rates per client address and per seat token (DRF throttles on the default cache).

Rates come from ``settings.API_THROTTLE_RATES`` at each request, so they follow the settings.
Over a rate the answer is a 429 problem with ``Retry-After``. If the cache is unreachable the
request is let through: a Redis outage must not take the whole API down with it.
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

from django.conf import settings
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle, SimpleRateThrottle
from rest_framework.views import APIView

from games.tokens import token_hash

logger = logging.getLogger(__name__)

READ_METHODS = ("GET", "HEAD", "OPTIONS")


class _SettingsRateThrottle(SimpleRateThrottle):
    scope: ClassVar[str]

    def get_rate(self) -> str | None:
        return settings.API_THROTTLE_RATES.get(self.scope)

    def allow_request(self, request: Request, view: APIView) -> bool:
        try:
            return super().allow_request(request, view)
        except Exception as exc:  # the cache is down: let the request through
            logger.warning("throttle %s skipped, cache unavailable: %s", self.scope, exc)
            return True


class AddressThrottle(_SettingsRateThrottle):
    """Counts requests per client address (``NUM_PROXIES`` says how to read it)."""

    def get_cache_key(self, request: Request, view: APIView) -> str | None:
        return f"throttle:{self.scope}:address:{self.get_ident(request)}"


class SeatTokenThrottle(_SettingsRateThrottle):
    """Counts requests per bearer token; requests without one are not counted here."""

    def get_cache_key(self, request: Request, view: APIView) -> str | None:
        token = _bearer(request)
        if token is None:
            return None
        return f"throttle:{self.scope}:seat:{token_hash(token)}"


def _bearer(request: Request) -> str | None:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer":
        return None
    return token.strip() or None


class GameCreateThrottle(AddressThrottle):
    scope = "game_create"


class MoveAddressThrottle(AddressThrottle):
    scope = "move_address"


class MoveSeatThrottle(SeatTokenThrottle):
    scope = "move_seat"


class AnonymousReadThrottle(AddressThrottle):
    """Reads without a seat token, per address."""

    scope = "read_address"

    def get_cache_key(self, request: Request, view: APIView) -> str | None:
        if _bearer(request) is not None:
            return None
        return super().get_cache_key(request, view)


class SeatReadThrottle(SeatTokenThrottle):
    scope = "read_seat"


class ThrottledAPIView(APIView):
    """Reads are throttled per address (anonymous) or per seat; writes name their throttles."""

    read_throttle_classes: ClassVar[list[type[BaseThrottle]]] = [
        AnonymousReadThrottle,
        SeatReadThrottle,
    ]
    write_throttle_classes: ClassVar[list[type[BaseThrottle]]] = []

    def get_throttles(self) -> list[Any]:
        method = (self.request.method or "GET").upper()
        classes = (
            self.read_throttle_classes if method in READ_METHODS else self.write_throttle_classes
        )
        return [throttle() for throttle in classes]
