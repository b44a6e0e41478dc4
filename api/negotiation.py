"""Content negotiation: DRF's, answered at once for what nearly every call sends."""

from __future__ import annotations

from typing import Any

from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.request import Request


class FirstRendererNegotiation(DefaultContentNegotiation):
    """No ``Accept`` (or ``*/*``), no format suffix or ``?format=``: the view's first renderer,
    as DRF would pick it, without parsing media types on every request. Anything else goes
    through DRF's own negotiation (including its 406)."""

    def select_renderer(
        self, request: Request, renderers: list[Any], format_suffix: str | None = None
    ) -> tuple[Any, str]:
        accept = request.META.get("HTTP_ACCEPT", "*/*").strip()
        if (
            accept == "*/*"
            and renderers
            and not format_suffix
            and self.settings.URL_FORMAT_OVERRIDE not in request.query_params
        ):
            return renderers[0], renderers[0].media_type
        return super().select_renderer(request, renderers, format_suffix)
