"""RFC 9457 problem details: every error the API returns, with a stable ``type`` and ``code``."""

from __future__ import annotations

import logging
import math
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import DataError, InterfaceError, OperationalError
from django.http import Http404, HttpRequest, JsonResponse
from rest_framework import exceptions as drf
from rest_framework.response import Response

from api.language import request_language
from api.parsers import MalformedJSON, PayloadTooLarge
from api.throttles import bad_token_record
from games.errors import STATUS_BY_CODE, ProblemCode, ServiceError
from games.problem_texts import problem_title
from games.rules.listing_words import entry_in
from games.rules.said import worded_within

logger = logging.getLogger(__name__)

# A problem's ``type``: this base and its code. The server answers ``/problems/<code>`` with a
# page explaining it (api/problem_pages.py): set PROBLEM_TYPE_BASE to this server's public
# address + "/problems/" so that the URIs lead to it.
PROBLEM_BASE: str = getattr(settings, "PROBLEM_TYPE_BASE", "https://automa-server.dev/problems/")
CONTENT_TYPE = "application/problem+json"


def problem_body(
    code: ProblemCode, detail: str, language: str, instance: str = "", **extensions: Any
) -> dict[str, Any]:
    body = {
        "type": PROBLEM_BASE + code.value,
        "title": problem_title(code, language),
        "status": STATUS_BY_CODE[code],
        "detail": detail,
        "code": code.value,
    }
    if instance:
        body["instance"] = instance
    body.update(extensions)
    return body


def _labelled(extensions: dict[str, Any], language: str) -> dict[str, Any]:
    """Refused moves list the legal actions with their labels in the caller's language."""
    listed = extensions.get("legal_actions")
    if not listed or not isinstance(listed[0], dict) or "labels" not in listed[0]:
        return extensions
    return {
        **extensions,
        "legal_actions": [entry_in(item, language) for item in listed],
    }


def _errors_worded(extensions: dict[str, Any], language: str) -> dict[str, Any]:
    """A problem's ``errors`` (a content document's, a tool input's) are words worded here,
    each item in the caller's language; their keys (where each is) stay as they are."""
    if "errors" not in extensions:
        return extensions
    return {**extensions, "errors": worded_within(extensions["errors"], language)}


def problem_response(request: HttpRequest, error: ServiceError) -> Response:
    language = request_language(request)
    body = problem_body(
        error.code,
        error.detail_in(language),
        language,
        request.path,
        **_labelled(_errors_worded(error.extensions, language), language),
    )
    headers = {}
    if "current_version" in error.extensions:
        headers["ETag"] = f'"{error.extensions["current_version"]}"'
    if "retry_after" in error.extensions:
        headers["Retry-After"] = str(error.extensions["retry_after"])
    if error.code in (ProblemCode.APP_KEY_REQUIRED, ProblemCode.INVALID_APP_KEY):
        headers["WWW-Authenticate"] = 'ApiKey realm="automa"'
    return Response(body, status=error.status, content_type=CONTENT_TYPE, headers=headers)


def _from_drf(exc: drf.APIException) -> ServiceError:
    if isinstance(exc, drf.ValidationError):
        errors = exc.detail if isinstance(exc.detail, dict) else {"non_field_errors": exc.detail}
        return ServiceError(ProblemCode.VALIDATION_ERROR, errors=errors)
    if isinstance(exc, drf.Throttled):
        # DRF sets ``wait`` in Throttled.__init__; its stubs omit the attribute
        retry_after = max(1, math.ceil(exc.wait or 1))  # type: ignore[attr-defined]
        return ServiceError(
            ProblemCode.THROTTLED, params={"retry_after": retry_after}, retry_after=retry_after
        )
    if isinstance(exc, PayloadTooLarge):
        return ServiceError(ProblemCode.PAYLOAD_TOO_LARGE)
    if isinstance(exc, MalformedJSON):
        return ServiceError(ProblemCode.MALFORMED_REQUEST, message=exc.message, params=exc.params)
    if isinstance(exc, drf.ParseError):
        return ServiceError(ProblemCode.MALFORMED_REQUEST)
    if isinstance(exc, drf.NotAuthenticated | drf.AuthenticationFailed):
        return ServiceError(ProblemCode.UNAUTHENTICATED)
    if isinstance(exc, drf.MethodNotAllowed):
        return ServiceError(ProblemCode.METHOD_NOT_ALLOWED)
    if isinstance(exc, drf.UnsupportedMediaType):
        return ServiceError(ProblemCode.UNSUPPORTED_MEDIA_TYPE)
    if isinstance(exc, drf.NotAcceptable):
        return ServiceError(ProblemCode.NOT_ACCEPTABLE)
    if isinstance(exc, drf.NotFound):
        return ServiceError(ProblemCode.NOT_FOUND)
    return ServiceError(ProblemCode.VALIDATION_ERROR, str(exc.detail))


def database_unavailable(exc: Exception) -> bool:
    """A lock timeout, a database restarting, a connection that died (``InterfaceError``: it
    was closed under us), a write that could not commit. The request may be retried: nothing
    was stored, or (a commit whose answer was lost) its ``Idempotency-Key`` finds what was."""
    return isinstance(exc, (OperationalError, InterfaceError))


def problem_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """DRF's exception handler: every error becomes a problem document."""
    request = context["request"]
    if isinstance(exc, ServiceError):
        if exc.code is ProblemCode.INVALID_TOKEN:
            bad_token_record(request)
        return problem_response(request, exc)
    if isinstance(exc, Http404):
        return problem_response(request, ServiceError(ProblemCode.NOT_FOUND))
    if isinstance(exc, RequestDataTooBig):
        return problem_response(request, ServiceError(ProblemCode.PAYLOAD_TOO_LARGE))
    if isinstance(exc, drf.APIException):
        return problem_response(request, _from_drf(exc))
    if isinstance(exc, DataError):  # e.g. a NUL character in a query value: nothing changed
        return problem_response(
            request,
            ServiceError(ProblemCode.VALIDATION_ERROR, message="unstorable_value"),
        )
    if database_unavailable(exc):
        logger.warning("database unavailable on %s: %r", request.path, exc)
        response = problem_response(request, ServiceError(ProblemCode.BUSY))
        response["Retry-After"] = "1"
        return response
    logger.exception("unhandled error on %s", request.path)
    return problem_response(request, ServiceError(ProblemCode.INTERNAL_ERROR))


def problem_json_response(
    request: HttpRequest, code: ProblemCode, detail: str = "", message: str = ""
) -> JsonResponse:
    """For errors raised outside DRF views (middleware, URL resolution)."""
    language = request_language(request)
    error = ServiceError(code, detail, message=message)
    body = problem_body(code, error.detail_in(language), language, request.path)
    return JsonResponse(body, status=body["status"], content_type=CONTENT_TYPE)
