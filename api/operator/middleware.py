"""Counts every request by the view that answered it and its status, for ``/metrics``."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from api.operator.metrics import HTTP_REQUESTS


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
