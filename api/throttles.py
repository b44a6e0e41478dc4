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

from games.models import App
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


def _app(request: Request) -> App | None:
    return request.auth if isinstance(request.auth, App) else None


class AppThrottle(_SettingsRateThrottle):
    """Counts requests per app, for requests authenticated with an app key."""

    def get_cache_key(self, request: Request, view: APIView) -> str | None:
        app = _app(request)
        return None if app is None else f"throttle:{self.scope}:app:{app.pk}"


class AppGameCreateThrottle(AppThrottle):
    scope = "app_game_create"


class AppReadThrottle(AppThrottle):
    scope = "app_read"


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


class BadTokenThrottle(AddressThrottle):
    """Refuses bearer requests from an address that sent too many wrong seat tokens lately.

    Without it a made-up token would dodge the per-address read throttle (reads with a token
    count per token) and each guess would cost a lookup. Wrong tokens are counted by
    ``bad_token_record`` when the service refuses one; this check itself counts nothing.
    """

    scope = "bad_token"

    def allow_request(self, request: Request, view: APIView) -> bool:
        if _bearer(request) is None:
            return True
        try:
            return self._within_rate(request, view)
        except Exception as exc:  # the cache is down: let the request through
            logger.warning("throttle %s skipped, cache unavailable: %s", self.scope, exc)
            return True

    def _within_rate(self, request: Request, view: APIView) -> bool:
        self.rate = self.get_rate()
        if self.rate is None:
            return True
        self.num_requests, self.duration = self.parse_rate(self.rate)
        self.key = self.get_cache_key(request, view)
        self.now = self.timer()
        self.history = [t for t in self.cache.get(self.key, []) if t > self.now - self.duration]
        return len(self.history) < self.num_requests or self.throttle_failure()


def bad_token_record(request: Request) -> None:
    """Counts one wrong seat token against the request's address (see ``BadTokenThrottle``)."""
    throttle = BadTokenThrottle()
    rate = throttle.get_rate()
    if rate is None:
        return
    _, duration = throttle.parse_rate(rate)
    key = throttle.get_cache_key(request, None)  # type: ignore[arg-type]
    try:
        now = throttle.timer()
        recent = [t for t in throttle.cache.get(key, []) if t > now - duration]
        throttle.cache.set(key, [now, *recent], duration)
    except Exception as exc:  # the cache is down: nothing to count with
        logger.warning("wrong token not counted, cache unavailable: %s", exc)


class ThrottledAPIView(APIView):
    """Reads are throttled per address (anonymous) or per seat; writes name their throttles."""

    read_throttle_classes: ClassVar[list[type[BaseThrottle]]] = [
        AnonymousReadThrottle,
        SeatReadThrottle,
    ]
    write_throttle_classes: ClassVar[list[type[BaseThrottle]]] = []
    # With an app key the app is accountable: its requests count per app, not per address
    # (an app's backend calls from a few addresses for all of its players).
    app_read_throttle_classes: ClassVar[list[type[BaseThrottle]]] = [AppReadThrottle]
    app_write_throttle_classes: ClassVar[list[type[BaseThrottle]]] = [AppGameCreateThrottle]

    def get_throttles(self) -> list[Any]:
        method = (self.request.method or "GET").upper()
        reading = method in READ_METHODS
        if _app(self.request) is not None:
            classes = self.app_read_throttle_classes if reading else self.app_write_throttle_classes
        else:
            classes = self.read_throttle_classes if reading else self.write_throttle_classes
        return [BadTokenThrottle(), *(throttle() for throttle in classes)]
