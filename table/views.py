"""The one HTML page of the table; everything else is static files and API calls."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe


@require_safe
def table_page(request: HttpRequest) -> HttpResponse:
    """The shell the modules fill in. The table's app key, when keys are required, is shown
    in the page on purpose: it is a public key (creations with it count per address)."""
    response = render(
        request,
        "table/index.html",
        {"app_key": settings.TABLE_APP_KEY if settings.REQUIRE_APP_KEY else ""},
    )
    # Seat tokens live in the fragment, which browsers never send; no Referer leaves either.
    response["Referrer-Policy"] = "no-referrer"
    return response
