"""OpenAPI post-processing from the reference table (``api.schema_reference``): each operation's
summary, description (with its throttles, read off its view) and tag, and its problem responses,
one per status, listing the codes it can answer there, each with an example worded as the server
words it."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from django.conf import settings

from api.auth import AppKeyAuthentication
from api.problems import CONTENT_TYPE, problem_body
from api.schema_reference import OPERATIONS, TAGS, operation_codes
from api.throttles import (
    AddressThrottle,
    AppThrottle,
    BadTokenThrottle,
    RateThrottle,
    SeatTokenThrottle,
    ThrottledAPIView,
)
from games.errors import STATUS_BY_CODE, ProblemCode, ServiceError
from games.problem_texts import problem_source

PROBLEM_REF = {"$ref": "#/components/schemas/Problem"}
# Parameters and members that make an example read as a real answer would.
_EXAMPLE_PARAMS: dict[ProblemCode, dict[str, Any]] = {
    ProblemCode.UNKNOWN_RULESET: {"ruleset": "chess"},
    ProblemCode.THROTTLED: {"retry_after": 12},
}
_EXAMPLE_MEMBERS: dict[ProblemCode, dict[str, Any]] = {
    ProblemCode.THROTTLED: {"retry_after": 12},
    ProblemCode.PRECONDITION_FAILED: {"current_version": 12},
    ProblemCode.GAME_NOT_FINISHED: {"current_version": 12},
}
_RETRY_AFTER = {"schema": {"type": "integer"}, "description": "Seconds to wait before retrying."}


# Refused by the HTTP server (gunicorn) before the API reads the request: its own short HTML
# page, not a problem document. A query string makes a request line too long long before any
# parameter's bound does.
_SERVER_REFUSALS = {
    "414": "URI Too Long: the request line (path and query string) is longer than the HTTP "
    "server takes (gunicorn's `limit_request_line`, 4094 bytes by default); answered by the "
    "server itself as a short `text/html` page, not a problem document.",
    "431": "Request Header Fields Too Large: a header is longer, or the headers are more, than "
    "the HTTP server takes; answered by the server itself as a short `text/html` page.",
}


def _server_refusals() -> dict[str, Any]:
    return {
        status: {"description": words, "content": {"text/html": {"schema": {"type": "string"}}}}
        for status, words in _SERVER_REFUSALS.items()
    }


def problem_example(code: ProblemCode, instance: str) -> dict[str, Any]:
    """The problem the server answers with ``code`` (English wording)."""
    detail = ServiceError(code, params=_EXAMPLE_PARAMS.get(code)).detail_in("en")
    return problem_body(code, detail, "en", instance, **_EXAMPLE_MEMBERS.get(code, {}))


def _throttle_words(throttle: type[RateThrottle]) -> str:
    if issubclass(throttle, AppThrottle):
        counted = "per app (with an app key)"
    elif issubclass(throttle, SeatTokenThrottle):
        counted = "per seat token"
    elif issubclass(throttle, AddressThrottle):
        counted = "per client address"
    else:
        counted = ""
    rate = settings.API_THROTTLE_DEFAULTS.get(throttle.scope, "")
    return f"`{throttle.scope}` {counted}, {rate} by default"


def throttles_of(view: type, method: str) -> list[type[RateThrottle]]:
    """The throttles a request to ``view`` with ``method`` may count under."""
    if not issubclass(view, ThrottledAPIView):
        return []
    reading = method.upper() in ("GET", "HEAD", "OPTIONS")
    classes = list(view.read_throttle_classes if reading else view.write_throttle_classes)
    # Requests count per app only where an app key authenticates them.
    if any(issubclass(a, AppKeyAuthentication) for a in view.authentication_classes):
        classes += view.app_read_throttle_classes if reading else view.app_write_throttle_classes
    return [*classes, BadTokenThrottle]


def _description(doc: Any, throttles: list[type[RateThrottle]], codes: list[ProblemCode]) -> str:
    parts = [doc.does, f"**Who may call it:** {doc.who}"]
    if doc.preconditions:
        parts.append(f"**Preconditions:** {doc.preconditions}")
    if throttles:
        named = "; ".join(_throttle_words(t) for t in throttles)
        parts.append(
            f"**Throttles:** {named} (each set by `THROTTLE_<SCOPE>`); over one: 429 "
            "`throttled` with Retry-After."
        )
    else:
        parts.append("**Throttles:** none.")
    listed = ", ".join(f"`{code.value}` ({STATUS_BY_CODE[code]})" for code in codes)
    parts.append(f"**Problem codes:** {listed}; each `type` URI explains its problem.")
    return "\n\n".join(parts)


def _problem_responses(codes: list[ProblemCode], instance: str) -> dict[str, Any]:
    by_status: dict[int, list[ProblemCode]] = defaultdict(list)
    for code in codes:
        by_status[STATUS_BY_CODE[code]].append(code)
    responses = {}
    for status, found in sorted(by_status.items()):
        words = "; ".join(
            f"`{code.value}` ({problem_source(code, 'en').rstrip('.')})" for code in found
        )
        response: dict[str, Any] = {
            "description": f"RFC 9457 problem, `code` one of: {words}",
            "x-problem-codes": [code.value for code in found],
            "content": {
                CONTENT_TYPE: {
                    "schema": PROBLEM_REF,
                    "examples": {
                        code.value: {
                            "summary": problem_body(code, "", "en")["title"],
                            "value": problem_example(code, instance),
                        }
                        for code in found
                    },
                }
            },
        }
        if status in (429, 503):
            response["headers"] = {"Retry-After": _RETRY_AFTER}
        responses[str(status)] = response
    return responses


def _views(generator: Any) -> dict[tuple[str, str], type]:
    return {
        (path, method.lower()): callback.cls
        for path, _regex, method, callback in (generator.endpoints or [])
    }


def postprocess_reference(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    views = _views(generator)
    result["tags"] = [{"name": name, "description": words} for name, words in TAGS]
    for path, path_item in result.get("paths", {}).items():
        for method, operation in path_item.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            doc = OPERATIONS[operation["operationId"]]
            view = views.get((path, method))
            throttles = throttles_of(view, method) if view else []
            codes = operation_codes(
                operation["operationId"], bool(throttles), "requestBody" in operation
            )
            operation["summary"] = doc.summary
            operation["description"] = _description(doc, throttles, codes)
            operation["tags"] = [doc.tag]
            instance = path.replace("{game_id}", "3f0c8a52-7d0e-4b1a-9c55-2b7f04a1e9d6")
            successes = {s: r for s, r in operation["responses"].items() if s[0] in "123"}
            problems = {**_problem_responses(codes, instance), **_server_refusals()}
            operation["responses"] = {**successes, **dict(sorted(problems.items()))}
    return result


def problem_statuses(operation_id: str) -> dict[int, Any]:
    """The operation's own problem statuses (from the table) for ``extend_schema``: they make
    drf-spectacular publish the ``Problem`` component; the hook above words them."""
    from drf_spectacular.utils import OpenApiResponse

    from api.serializers import ProblemSerializer

    statuses = {STATUS_BY_CODE[code] for code in OPERATIONS[operation_id].codes}
    return {status: OpenApiResponse(ProblemSerializer) for status in sorted(statuses)}
