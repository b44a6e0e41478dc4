"""Transport security for a deployment served over HTTPS by a proxy in front, and the
Content-Security-Policy every HTML page carries (the admin, Swagger UI and Redoc)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse

# Every page's scripts, styles, images and fonts come from this server (the sidecar serves
# Swagger UI and Redoc). Styles may be inline: Swagger UI and Redoc set style attributes and
# Redoc writes <style> elements; scripts may not. Redoc runs its search in a blob: worker.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)


def https_proxy_settings(*, hsts_seconds: int, hsts_preload: bool) -> dict[str, Any]:
    """What BEHIND_HTTPS_PROXY turns on: the proxy's X-Forwarded-Proto says whether the
    client's request was HTTPS, plain HTTP is redirected to HTTPS (the health probes, which
    reach the container directly, excepted), browsers are told to keep to HTTPS (HSTS), and
    cookies go over HTTPS only, out of scripts' reach."""
    return {
        "SECURE_PROXY_SSL_HEADER": ("HTTP_X_FORWARDED_PROTO", "https"),
        "SECURE_SSL_REDIRECT": True,
        "SECURE_REDIRECT_EXEMPT": [r"^healthz$", r"^readyz$"],
        "SECURE_HSTS_SECONDS": hsts_seconds,
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": True,
        "SECURE_HSTS_PRELOAD": hsts_preload,
        "SESSION_COOKIE_SECURE": True,
        "CSRF_COOKIE_SECURE": True,
        "SESSION_COOKIE_HTTPONLY": True,
        "CSRF_COOKIE_HTTPONLY": True,
    }


class ContentSecurityPolicyMiddleware:
    """Adds CONTENT_SECURITY_POLICY to every HTML response that has none of its own."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        policy = settings.CONTENT_SECURITY_POLICY
        html = response.get("Content-Type", "").startswith("text/html")
        if policy and html and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = policy
        return response
