"""Request rates per client address, per seat token and per app.

Each throttle class names the counter a request counts under; the view checks all of a
request's counters at once, in one round trip to the cache (``api.rate_limits``). Rates come
from ``settings.API_THROTTLE_RATES`` at each request, so they follow the settings. Over a
rate the answer is a 429 problem with ``Retry-After``. If the cache is unreachable the
request is let through: a Redis outage must not take the whole API down with it.
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

from django.conf import settings
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from api.query import DeclaredQueryView
from api.rate_limits import Limit, limit_count, limits_check, rate_parse
from games.models import App
from games.tokens import token_hash

logger = logging.getLogger(__name__)

READ_METHODS = ("GET", "HEAD", "OPTIONS")


class RateThrottle(BaseThrottle):
    """A rate from ``API_THROTTLE_RATES[scope]`` over the counter ``identity`` names (no
    identity: the request is not counted here)."""

    scope: ClassVar[str]
    counts: ClassVar[bool] = True

    def identity(self, request: Request) -> str | None:
        raise NotImplementedError

    def limit(self, request: Request) -> Limit | None:
        rate: str | None = settings.API_THROTTLE_RATES.get(self.scope)
        if not rate:
            return None
        identity = self.identity(request)
        if identity is None:
            return None
        count, seconds = rate_parse(rate)
        return Limit(f"{self.scope}:{identity}", count, seconds, counts=self.counts)

    def allow_request(self, request: Request, view: APIView) -> bool:
        # Alone (a view's ``throttle_classes``); ThrottledAPIView checks all of a request's
        # limits in one call instead.
        limit = self.limit(request)
        try:
            self._wait = limits_check([limit]) if limit is not None else None
        except Exception as exc:  # the cache is down: let the request through
            logger.warning("throttle %s skipped, cache unavailable: %s", self.scope, exc)
            self._wait = None
        return self._wait is None

    def wait(self) -> float | None:
        return getattr(self, "_wait", None)


class AddressThrottle(RateThrottle):
    """Counts requests per client address (``NUM_PROXIES`` says how to read it)."""

    def identity(self, request: Request) -> str | None:
        return _address(request)


class SeatTokenThrottle(RateThrottle):
    """Counts requests per bearer token; requests without one are not counted here."""

    def identity(self, request: Request) -> str | None:
        token = _bearer(request)
        return None if token is None else f"seat:{token_hash(token)}"


def _address(request: Request) -> str:
    return f"address:{BaseThrottle().get_ident(request)}"


def _bearer(request: Request) -> str | None:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer":
        return None
    return token.strip() or None


def _app(request: Request) -> App | None:
    return request.auth if isinstance(request.auth, App) else None


class AppThrottle(RateThrottle):
    """Counts requests per app, for requests authenticated with an app key."""

    def identity(self, request: Request) -> str | None:
        app = _app(request)
        return None if app is None else f"app:{app.pk}"


class AppGameCreateThrottle(AppThrottle):
    scope = "app_game_create"


class PublicAppGameCreateThrottle(AddressThrottle):
    """The table's key (``TABLE_APP_KEY``) is shown in its page, so anyone may send it:
    creations with it count per client address too, as creations without a key do."""

    scope = "game_create"

    def identity(self, request: Request) -> str | None:
        public = settings.TABLE_APP_KEY
        scheme, _, key = request.headers.get("Authorization", "").partition(" ")
        if not public or scheme.lower() != "apikey" or key.strip() != public:
            return None
        return super().identity(request)


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

    def identity(self, request: Request) -> str | None:
        return None if _bearer(request) is not None else super().identity(request)


class SeatReadThrottle(SeatTokenThrottle):
    scope = "read_seat"


class BadTokenThrottle(AddressThrottle):
    """Refuses bearer requests from an address that sent too many wrong seat tokens lately.

    Without it a made-up token would dodge the per-address read throttle (reads with a token
    count per token) and each guess would cost a lookup. Wrong tokens are counted by
    ``bad_token_record`` when the service refuses one; this check itself counts nothing.
    """

    scope = "bad_token"
    counts = False

    def identity(self, request: Request) -> str | None:
        return None if _bearer(request) is None else super().identity(request)


def bad_token_record(request: Request) -> None:
    """Counts one wrong seat token against the request's address (see ``BadTokenThrottle``)."""
    rate = settings.API_THROTTLE_RATES.get(BadTokenThrottle.scope)
    if not rate:
        return
    count, seconds = rate_parse(rate)
    try:
        limit_count(Limit(f"{BadTokenThrottle.scope}:{_address(request)}", count, seconds))
    except Exception as exc:  # the cache is down: nothing to count with
        logger.warning("wrong token not counted, cache unavailable: %s", exc)


class ThrottledAPIView(DeclaredQueryView):
    """Reads are throttled per address (anonymous) or per seat; writes name their throttles."""

    read_throttle_classes: ClassVar[list[type[RateThrottle]]] = [
        AnonymousReadThrottle,
        SeatReadThrottle,
    ]
    write_throttle_classes: ClassVar[list[type[RateThrottle]]] = []
    # With an app key the app is accountable: its requests count per app, not per address
    # (an app's backend calls from a few addresses for all of its players).
    app_read_throttle_classes: ClassVar[list[type[RateThrottle]]] = [AppReadThrottle]
    app_write_throttle_classes: ClassVar[list[type[RateThrottle]]] = [
        AppGameCreateThrottle,
        PublicAppGameCreateThrottle,
    ]

    def get_throttles(self) -> list[Any]:
        method = (self.request.method or "GET").upper()
        reading = method in READ_METHODS
        if _app(self.request) is not None:
            classes = self.app_read_throttle_classes if reading else self.app_write_throttle_classes
        else:
            classes = self.read_throttle_classes if reading else self.write_throttle_classes
        return [BadTokenThrottle(), *(throttle() for throttle in classes)]

    def check_throttles(self, request: Request) -> None:
        limits = [limit for throttle in self.get_throttles() if (limit := throttle.limit(request))]
        try:
            wait = limits_check(limits)
        except Exception as exc:  # the cache is down: let the request through
            logger.warning("throttles skipped, cache unavailable: %s", exc)
            return
        if wait is not None:
            self.throttled(request, wait)
