"""Operator endpoints outside /api/v1/ and its schema: liveness, readiness, metrics."""

from __future__ import annotations

import hmac

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from api.operator.checks import readiness
from api.operator.metrics import scrape_registry
from api.problems import problem_json_response
from games.errors import ProblemCode


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


def metrics_refusal(request: HttpRequest) -> HttpResponse | None:
    """None if ``request`` may read the metrics: it sends ``Authorization: Bearer
    <METRICS_TOKEN>``. Without METRICS_TOKEN set the metrics are open only with DEBUG on;
    otherwise refused (403), so a deployment that forgot the token shows nothing."""
    expected = settings.METRICS_TOKEN
    if not expected:
        if settings.DEBUG:
            return None
        return problem_json_response(request, ProblemCode.METRICS_FORBIDDEN)
    scheme, _, offered = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not offered.strip():
        response = problem_json_response(request, ProblemCode.METRICS_TOKEN_REQUIRED)
        response["WWW-Authenticate"] = 'Bearer realm="metrics"'
        return response
    if not hmac.compare_digest(offered.strip().encode(), expected.encode()):
        return problem_json_response(request, ProblemCode.METRICS_FORBIDDEN)
    return None


def metrics(request: HttpRequest) -> HttpResponse:
    refused = metrics_refusal(request)
    if refused is not None:
        return refused
    return HttpResponse(generate_latest(scrape_registry()), content_type=CONTENT_TYPE_LATEST)
