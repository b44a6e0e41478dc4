"""The one HTML page of the table; everything else is static files and API calls."""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

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
        },
    )
    # Seat tokens live in the fragment, which browsers never send; no Referer leaves either.
    response["Referrer-Policy"] = "no-referrer"
    return response
