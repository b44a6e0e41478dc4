"""Credentials: seat tokens (``Authorization: Bearer <token>``) open a seat of one game; app
keys (``Authorization: ApiKey <key>``) create and list an app's games."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import BasePermission
from rest_framework.request import Request

from games.errors import ProblemCode, ServiceError
from games.models import App
from games.services.apps import app_authenticate

APP_KEY_SCHEME = "apikey"


def bearer_token(request: HttpRequest) -> str | None:
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() == APP_KEY_SCHEME:
        return None  # an app reading a game without a seat: a spectator
    if scheme.lower() != "bearer" or not token.strip():
        raise ServiceError(ProblemCode.UNAUTHENTICATED, message="bearer_malformed")
    return token.strip()


def app_key(request: HttpRequest) -> str | None:
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != APP_KEY_SCHEME:
        return None
    if not key.strip():
        raise ServiceError(ProblemCode.INVALID_APP_KEY)
    return key.strip()


def request_app(request: Request) -> App | None:
    """The app whose key authenticated ``request`` (see ``AppKeyAuthentication``)."""
    return request.auth if isinstance(request.auth, App) else None


class AppKeyAuthentication(BaseAuthentication):
    """``Authorization: ApiKey <key>``: the app becomes ``request.auth``. An unknown or revoked
    key is 401, a disabled app's key 403, whether or not keys are required."""

    def authenticate(self, request: Request) -> tuple[Any, App] | None:
        key = app_key(request)
        if key is None:
            return None
        return None, app_authenticate(plaintext=key)

    def authenticate_header(self, request: Request) -> str:
        return 'ApiKey realm="automa"'


APP_KEY_SECURITY_SCHEME = {
    "type": "apiKey",
    "in": "header",
    "name": "Authorization",
    "description": "`ApiKey <key>`: an app's key, shown once when made in the admin.",
}


class AppKeyScheme(OpenApiAuthenticationExtension):
    target_class = AppKeyAuthentication
    name = "appKey"

    def get_security_definition(self, auto_schema: Any) -> dict[str, Any]:
        return dict(APP_KEY_SECURITY_SCHEME)


class AppKeyRequired(BasePermission):
    """With ``REQUIRE_APP_KEY`` on, the operation takes an app key (401 without one)."""

    def has_permission(self, request: Request, view: Any) -> bool:
        if settings.REQUIRE_APP_KEY and request_app(request) is None:
            raise ServiceError(ProblemCode.APP_KEY_REQUIRED)
        return True
