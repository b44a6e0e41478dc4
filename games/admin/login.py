"""Admin login lockout (django-axes): the client address it counts failures by."""

from __future__ import annotations

from django.http import HttpRequest
from rest_framework.throttling import BaseThrottle


def client_address(request: HttpRequest) -> str:
    """The address the API's throttles see: the peer, or the client named in X-Forwarded-For
    by the NUM_PROXIES proxies in front (one rule for every per-address limit)."""
    # get_ident reads only request.META, which a plain HttpRequest has too
    return BaseThrottle().get_ident(request)  # type: ignore[arg-type]
