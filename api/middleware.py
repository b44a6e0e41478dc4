"""What happens outside DRF views: unknown URLs, crashes, refused hosts, a missing slash.

Under /api/ each is a problem document; elsewhere (the admin, the docs) Django's own pages."""

import logging
from collections.abc import Callable

from django.core.exceptions import DisallowedHost, RequestDataTooBig
from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect
from django.middleware.common import CommonMiddleware
from django.utils.http import escape_leading_slashes
from django.views import defaults

from api.language import request_language
from api.problems import database_unavailable, problem_json_response
from games.errors import ProblemCode
from games.services.message_overrides import message_overrides_refresh

logger = logging.getLogger(__name__)


# The probes' answers carry no words, and the liveness probe must touch neither the cache nor
# the database. (The metrics' refusal is a problem document, worded: it keeps the refresh.)
_WORDLESS_PATHS = frozenset({"/healthz", "/readyz"})


class MessageOverridesMiddleware:
    """Brings this process's message overrides up to date before each request that may carry
    words (at most one cache read every few seconds: games/services/message_overrides.py)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path_info not in _WORDLESS_PATHS:
            message_overrides_refresh()
        return self.get_response(request)


class ContentLanguageMiddleware:
    """An API answer's Content-Language is the language its words were chosen in
    (``api.language``): any language a translator added as files, not only Django's own."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.path.startswith("/api/"):
            response["Content-Language"] = request_language(request)
        return response


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


class PermanentRedirectKeepingTheRequest(HttpResponsePermanentRedirect):
    """308: the client repeats the same method with the same body at the new URL."""

    status_code = 308


class SlashRedirectMiddleware(CommonMiddleware):
    """Django's CommonMiddleware, but a URL missing its trailing slash is answered 308
    rather than 301 (after which clients re-send a POST as a GET without its body): the
    client repeats the request, body and all, at the one URL the schema names."""

    response_redirect_class = PermanentRedirectKeepingTheRequest

    def get_full_path_with_slash(self, request: HttpRequest) -> str:
        # Django refuses this in DEBUG for POST: a 301 would lose the body; a 308 does not.
        return escape_leading_slashes(request.get_full_path(force_append_slash=True))


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    """``handler400``: a request Django refuses before any view (an unknown Host, say)."""
    if not request.path.startswith("/api/"):
        return defaults.bad_request(request, exception)
    message = "unknown_host" if isinstance(exception, DisallowedHost) else "bad_request"
    return problem_json_response(request, ProblemCode.VALIDATION_ERROR, message=message)


def server_error(request: HttpRequest) -> HttpResponse:
    """``handler500``: a crash outside the views (in a middleware)."""
    if not request.path.startswith("/api/"):
        return defaults.server_error(request)
    return problem_json_response(request, ProblemCode.INTERNAL_ERROR)


def _is_problem(response: HttpResponse) -> bool:
    return response.get("Content-Type", "").startswith("application/problem+json")
