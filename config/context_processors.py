"""Settings every page may read: where the event streams are (api/streams)."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest


def events(request: HttpRequest) -> dict[str, str]:
    """``events_base_url``: the stream process's origin, or "" for the page's own (a page
    reads ``{{ events_base_url }}/api/v1/games/<id>/events/``)."""
    return {"events_base_url": settings.EVENTS_BASE_URL}
