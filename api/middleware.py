"""Problems for what happens outside DRF views under /api/: unknown URLs and crashes."""

import logging
from collections.abc import Callable

from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse

from api.problems import database_unavailable, problem_json_response
from games.errors import ProblemCode

logger = logging.getLogger(__name__)


class ProblemFallbackMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        is_api = request.path.startswith("/api/")
        if is_api and response.status_code == 404 and not _is_problem(response):
            return problem_json_response(request, ProblemCode.NOT_FOUND, message="no_such_resource")
        return response

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not request.path.startswith("/api/"):
            return None
        if isinstance(exception, RequestDataTooBig):
            return problem_json_response(request, ProblemCode.PAYLOAD_TOO_LARGE)
        if database_unavailable(exception):
            logger.warning("database unavailable on %s: %r", request.path, exception)
            response = problem_json_response(request, ProblemCode.BUSY)
            response["Retry-After"] = "1"
            return response
        logger.exception("unhandled error on %s", request.path)
        return problem_json_response(request, ProblemCode.INTERNAL_ERROR)


def _is_problem(response: HttpResponse) -> bool:
    return response.get("Content-Type", "").startswith("application/problem+json")
