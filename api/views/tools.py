"""A game's tools that need no game (``Ruleset.tools``): one route for every game's tools."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from api.query import DeclaredQueryView
from games.services.tools import ruleset_tool_call


class RulesetToolView(DeclaredQueryView):
    # The body and the answer are each tool's own (``api.tool_shapes`` publishes them).
    @extend_schema(
        operation_id="rulesets_tools_create",
        parameters=[
            OpenApiParameter("slug", str, OpenApiParameter.PATH, description="The game."),
            OpenApiParameter(
                "tool", str, OpenApiParameter.PATH, description="One of the game's `tools`."
            ),
        ],
        request=OpenApiTypes.OBJECT,
        responses={200: OpenApiTypes.OBJECT},
    )
    def post(self, request: Request, slug: str, tool: str) -> Response:
        return Response(ruleset_tool_call(slug=slug, name=tool, body=request.data))
