"""The one HTML page of the table; everything else is static files and API calls."""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_safe

from table.words import LANGUAGES, served, words_version

# Every module, preloaded from the page itself: the browser fetches them at once instead of
# discovering them import by import (a waterfall that costs round trips on a first visit).
MODULES = sorted(p.name for p in (Path(__file__).parent / "static" / "table").glob("*.js"))


@require_safe
def table_page(request: HttpRequest) -> HttpResponse:
    """The shell the modules fill in. The table's app key, when keys are required, is shown
    in the page on purpose: it is a public key (creations with it count per address)."""
    response = render(
        request,
        "table/index.html",
        {
            "app_key": settings.TABLE_APP_KEY if settings.REQUIRE_APP_KEY else "",
            "modules": [f"table/{name}" for name in MODULES],
            "words": [_words_url(language) for language in LANGUAGES],
            "words_url": _words_url("{language}"),
        },
    )
    # Seat tokens live in the fragment, which browsers never send; no Referer leaves either.
    response["Referrer-Policy"] = "no-referrer"
    return response


def _words_url(language: str) -> str:
    base = reverse("table-words", kwargs={"language": "LANGUAGE"}).replace("LANGUAGE", language)
    return f"{base}?v={words_version()}"


@require_safe
def table_words(request: HttpRequest, language: str) -> HttpResponse:
    """The page's words in ``language`` (``table.words``): JSON, gzip-compressed where the
    browser takes it; cached for good when asked for by the current version, as the page does."""
    if language not in LANGUAGES:
        raise Http404(language)
    words = served(language)
    packed = "gzip" in request.headers.get("Accept-Encoding", "")
    response = HttpResponse(
        words.gzipped if packed else words.body, content_type="application/json; charset=utf-8"
    )
    if packed:
        response["Content-Encoding"] = "gzip"
    patch_vary_headers(response, ["Accept-Encoding"])
    current = request.GET.get("v") == words_version()
    response["Cache-Control"] = (
        "public, max-age=31536000, immutable" if current else "public, max-age=300"
    )
    response["ETag"] = f'"{words.version}{"-gz" if packed else ""}"'
    return response
