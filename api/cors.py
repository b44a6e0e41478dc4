"""CORS per app: a browser page may call the API from an origin that an enabled app lists
(App.cors_origins, edited in the admin). django-cors-headers answers the preflight itself,
before any credential is looked at, and adds its headers only for such an origin; a refused
origin gets an answer without them, which the browser then withholds from the page. A
request that carries an app key is answered (readably) only to that app's own origins.

Origins are kept in each process for ORIGINS_TTL seconds (forgotten at once in the process
that saves or deletes an app): an admin change reaches the other processes within that time.
"""

from __future__ import annotations

import time
from typing import Any

from django.db.models.signals import post_delete, post_save
from django.http import HttpRequest

from api.auth import app_key
from games.app_origins import cors_origins_parse, origin_normal
from games.errors import ServiceError
from games.models import App
from games.services.apps import app_key_origins

API_PREFIX = "/api/v1/"
ORIGINS_TTL = 10.0
_known: tuple[float, frozenset[str]] | None = None


def allowed_origins() -> frozenset[str]:
    """Every origin an enabled app lists (a query on the small apps table when stale)."""
    global _known
    now = time.monotonic()
    if _known is None or now - _known[0] > ORIGINS_TTL:
        rows = App.objects.filter(enabled=True).exclude(cors_origins="")
        origins = frozenset(
            origin
            for text in rows.values_list("cors_origins", flat=True)
            for origin in cors_origins_parse(text)
        )
        _known = (now, origins)
    return _known[1]


def allowed_origins_forget(**_kwargs: Any) -> None:
    global _known
    _known = None


def origin_allowed(sender: Any, request: HttpRequest, **_kwargs: Any) -> bool:
    """django-cors-headers' check_request_enabled: CORS for the API, for listed origins. A
    request with an app's key is answered to that app's own origins only (a preflight has no
    key: any app's origin passes it); an unknown key's 401 stays readable."""
    origin = request.headers.get("Origin")
    if not origin or not request.path_info.startswith(API_PREFIX):
        return False
    normal = origin_normal(origin)
    if normal is None or normal not in allowed_origins():
        return False
    try:
        key = app_key(request)
    except ServiceError:
        return True  # a malformed key: the view answers 401, readable
    if key is None:
        return True
    own = app_key_origins(plaintext=key)
    return own is None or normal in own


def cors_connect() -> None:
    from corsheaders.signals import check_request_enabled

    check_request_enabled.connect(origin_allowed, dispatch_uid="automa-app-origins")
    post_save.connect(allowed_origins_forget, sender=App, dispatch_uid="automa-origins-saved")
    post_delete.connect(allowed_origins_forget, sender=App, dispatch_uid="automa-origins-gone")
