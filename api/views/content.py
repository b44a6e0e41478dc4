"""A content release's catalogue: immutable, so cached for good by every client (DESIGN §5)."""

from __future__ import annotations

import hashlib

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from api.query import DeclaredQueryView
from api.serializers import ContentReleaseSerializer
from games.services.content import content_release_get

IMMUTABLE = "public, max-age=31536000, immutable"


class ContentReleaseView(DeclaredQueryView):
    @extend_schema(
        operation_id="rulesets_content_retrieve",
        parameters=[
            OpenApiParameter(
                "If-None-Match",
                str,
                OpenApiParameter.HEADER,
                description="The release's ETag last read: 304, the release is the one held.",
            )
        ],
        responses={
            200: ContentReleaseSerializer,
            304: OpenApiResponse(description="The release is the one the client holds."),
        },
    )
    def get(self, request: Request, slug: str, release: str) -> Response:
        found = content_release_get(ruleset=slug, release=release)
        # A release never changes, so its identity is a strong validator.
        etag = '"' + hashlib.sha256(f"{found.pk}:{slug}:{release}".encode()).hexdigest()[:32] + '"'
        headers = {"ETag": etag, "Cache-Control": IMMUTABLE}
        if request.headers.get("If-None-Match") == etag:
            return Response(status=304, headers=headers)
        body = {"ruleset": found.ruleset, "release": found.release, "data": found.data}
        return Response(body, headers=headers)
