"""The API schema's own endpoint: drf-spectacular's, with its problems written as JSON."""

from __future__ import annotations

from typing import Any

from drf_spectacular.views import SpectacularAPIView
from rest_framework.request import Request
from rest_framework.response import Response

from api.problems import CONTENT_TYPE
from api.renderers import FastJSONRenderer


class SchemaView(SpectacularAPIView):
    """The schema in YAML or JSON; a problem (an unknown ``format``, an ``Accept`` it cannot
    answer) is ``application/problem+json`` in JSON, never a YAML body under that type."""

    def finalize_response(self, request: Request, response: Any, *args: Any, **kwargs: Any) -> Any:
        response = super().finalize_response(request, response, *args, **kwargs)
        if isinstance(response, Response) and response.content_type == CONTENT_TYPE:
            response.accepted_renderer = FastJSONRenderer()
            response.accepted_media_type = FastJSONRenderer.media_type
        return response
