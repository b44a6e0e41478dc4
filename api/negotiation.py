"""Content negotiation: DRF's, answered at once for what nearly every call sends, and with
``q=0`` honoured (RFC 9110 §12.5.1: a type the client gives weight 0 is not acceptable)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rest_framework.exceptions import NotAcceptable
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.renderers import BaseRenderer
from rest_framework.request import Request


class FirstRendererNegotiation(DefaultContentNegotiation):
    """No ``Accept`` (or ``*/*``), no format suffix or ``?format=``: the view's first renderer,
    as DRF would pick it, without parsing media types on every request. Anything else goes
    through DRF's own negotiation (including its 406), among the renderers whose type the
    ``Accept`` header does not refuse with ``q=0``."""

    def select_renderer(
        self, request: Request, renderers: Iterable[BaseRenderer], format_suffix: str | None = None
    ) -> tuple[BaseRenderer, str]:
        renderers = list(renderers)
        accept = request.META.get("HTTP_ACCEPT", "*/*").strip()
        if (
            accept == "*/*"
            and renderers
            and not format_suffix
            and self.settings.URL_FORMAT_OVERRIDE not in request.query_params
        ):
            return renderers[0], renderers[0].media_type
        refused = refused_types(accept)
        if refused:
            renderers = [r for r in renderers if not refused(r.media_type)]
            if not renderers:
                raise NotAcceptable()
        return super().select_renderer(request, renderers, format_suffix)

    def select_parser(self, request: Request, parsers: Iterable[Any]) -> Any:
        """DRF's choice, except for a Content-Type with a wildcard (``*/*``, ``application/*``):
        a range says what a client accepts, never what a body is, so it is no JSON (415)."""
        kind = (request.content_type or "").split(";", 1)[0].strip()
        if "*" in kind:
            return None
        return super().select_parser(request, parsers)


def refused_types(accept: str) -> Any:
    """A test of whether ``accept`` refuses a media type (its most specific matching ranges
    all weigh ``q=0``), or None when no range weighs 0 (nothing is refused)."""
    ranges = [_weighed(part) for part in accept.split(",") if part.strip()]
    if not any(q == 0 for _, q in ranges):
        return None

    def refused(media_type: str) -> bool:
        kind = media_type.split(";", 1)[0].strip().lower()
        family = kind.split("/", 1)[0] + "/*"
        for candidates in ((kind,), (family,), ("*/*",)):
            weights = [q for name, q in ranges if name in candidates]
            if weights:
                return max(weights) == 0
        return False  # not named at all: DRF's negotiation decides (its 406)

    return refused


def _weighed(part: str) -> tuple[str, float]:
    """One range of an Accept header as (``type/subtype`` in lower case, its weight ``q``)."""
    name, *params = part.split(";")
    weight = 1.0
    for param in params:
        key, _, value = param.partition("=")
        if key.strip().lower() == "q":
            try:
                weight = float(value.strip())
            except ValueError:
                weight = 1.0  # an unreadable weight counts as none, as DRF reads it
    return name.strip().lower(), weight
