"""Request ids and request log lines; counts of every request by the view that answered it
and its status, for ``/metrics``."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from api.operator.metrics import HTTP_REQUESTS
from config.logs import REQUEST_ID_HEADER, request_id, request_id_accept

logger = logging.getLogger("automa.requests")


class RequestMetricsMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        match = getattr(request, "resolver_match", None)
        # URL names, never raw paths: game ids would make a series per game.
        view = match.url_name if match is not None and match.url_name else "unmatched"
        HTTP_REQUESTS.labels(view, request.method or "", str(response.status_code)).inc()
        return response


class RequestIdMiddleware:
    """Gives every request an id (the caller's ``X-Request-ID`` when well-formed), logs it on
    every line written while the request runs and returns it in the response's header; one
    line per request says what was answered and how fast."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        current = request_id_accept(request.headers.get(REQUEST_ID_HEADER))
        token = request_id.set(current)
        started = time.monotonic()
        try:
            response = self.get_response(request)
            response[REQUEST_ID_HEADER] = current
            logger.info(
                "%s %s %s",
                request.method,
                request.path,
                response.status_code,
                extra={
                    "method": request.method,
                    "path": request.path,
                    "status": response.status_code,
                    "duration_ms": round((time.monotonic() - started) * 1000, 1),
                },
            )
            return response
        finally:
            request_id.reset(token)
