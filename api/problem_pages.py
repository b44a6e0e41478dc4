"""The pages a problem's ``type`` URI names (``/problems/<code>``): what the problem means, its
status, its words in each language and the operations that answer it (from the reference
table). HTML for a browser, JSON for anyone else (``Accept``)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.html import format_html, format_html_join

from api.problems import PROBLEM_BASE, problem_json_response
from api.schema_reference import EVERYWHERE, OPERATIONS, THROTTLED, WITH_A_BODY
from games.errors import STATUS_BY_CODE, ProblemCode
from games.problem_texts import problem_source, problem_title
from games.rules.core import LANGUAGES

_EVERY = {
    **dict.fromkeys(EVERYWHERE, "every operation"),
    **dict.fromkeys(THROTTLED, "every throttled operation"),
    **dict.fromkeys(WITH_A_BODY, "every operation that reads a JSON body"),
}


def problem_page_body(code: ProblemCode) -> dict[str, Any]:
    english = problem_title(code, "en")
    answered_by = [
        {"operation": operation_id, "summary": doc.summary}
        for operation_id, doc in OPERATIONS.items()
        if code in doc.codes
    ]
    return {
        "type": PROBLEM_BASE + code.value,
        "code": code.value,
        "status": STATUS_BY_CODE[code],
        "title": english,
        "titles": {lang: problem_title(code, lang) for lang in LANGUAGES},
        "detail": problem_source(code, "en"),
        "details": {lang: problem_source(code, lang) for lang in LANGUAGES},
        "answered_by": answered_by,
        "answered_by_all": _EVERY.get(code, ""),
    }


def _html(body: dict[str, Any]) -> str:
    operations = format_html_join(
        "",
        "<li>{} (<code>{}</code>)</li>",
        ((o["summary"], o["operation"]) for o in body["answered_by"]),
    )
    if body["answered_by_all"]:
        operations = format_html("{}<li>{}</li>", operations, body["answered_by_all"])
    return format_html(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{}</title></head>'
        "<body><h1>{}</h1><p>HTTP {} &middot; <code>code</code>: <code>{}</code></p>"
        '<p>{}</p><p lang="pt-BR">{}: {}</p><h2>Answered by</h2><ul>{}</ul>'
        '<p>The API reference: <a href="/api/redoc/">/api/redoc/</a>.</p></body></html>',
        body["title"],
        body["title"],
        body["status"],
        body["code"],
        body["details"]["en"],
        body["titles"]["pt-BR"],
        body["details"]["pt-BR"],
        operations,
    )


def problem_page(request: HttpRequest, code: str) -> HttpResponse:
    try:
        known = ProblemCode(code)
    except ValueError:
        return problem_json_response(request, ProblemCode.NOT_FOUND)
    body = problem_page_body(known)
    accept = request.META.get("HTTP_ACCEPT", "")
    if accept.split(",")[0].strip().startswith("text/html"):
        response = HttpResponse(_html(body), content_type="text/html; charset=utf-8")
    else:
        response = JsonResponse(body, json_dumps_params={"ensure_ascii": False})
    response["Vary"] = "Accept"
    response["Cache-Control"] = "public, max-age=3600"
    return response
