"""Operator endpoints outside /api/v1/ and its schema: liveness, readiness, metrics."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from api.operator.checks import readiness
from api.operator.metrics import GameCollector

_registered = False


def healthz(request: HttpRequest) -> JsonResponse:
    """The process answers (no dependency is touched)."""
    return JsonResponse({"status": "ok"})


def readyz(request: HttpRequest) -> JsonResponse:
    """The database and the broker answer; 503 naming what does not."""
    checks = readiness()
    ready = all(c.ok for c in checks)
    body = {
        "status": "ready" if ready else "not_ready",
        "checks": {c.name: {"ok": c.ok, "detail": c.detail} for c in checks},
    }
    return JsonResponse(body, status=200 if ready else 503)


def metrics(request: HttpRequest) -> HttpResponse:
    global _registered
    if not _registered:  # the game figures are read from the database at each scrape
        REGISTRY.register(GameCollector())
        _registered = True
    return HttpResponse(generate_latest(REGISTRY), content_type=CONTENT_TYPE_LATEST)
