"""A game's board as an SVG picture, drawn from the caller's seat's view (the spectator's
without a token): what the admin draws, for every app."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.renderers import BaseRenderer
from rest_framework.request import Request
from rest_framework.response import Response

from api.language import request_language
from api.params import caller_seat
from api.renderers import FastJSONRenderer
from api.schema_problems import problem_statuses
from api.throttles import ThrottledAPIView
from games.board_selector import game_board_svg
from games.errors import ProblemCode, ServiceError
from games.selectors import game_get


class SVGRenderer(BaseRenderer):
    """The picture as it is; a problem (a dict, sent as problem+json) as JSON."""

    media_type = "image/svg+xml"
    format = "svg"
    charset = "utf-8"

    def render(
        self,
        data: Any,
        accepted_media_type: str | None = None,
        renderer_context: Mapping[str, Any] | None = None,
    ) -> bytes:
        if isinstance(data, str):
            return data.encode("utf-8")
        return FastJSONRenderer().render(data, accepted_media_type, renderer_context)


class GameBoardView(ThrottledAPIView):
    # Problems are still JSON (the exception handler answers problem+json whatever is chosen).
    renderer_classes = [SVGRenderer]

    @extend_schema(
        operation_id="games_board_retrieve",
        responses={
            (200, "image/svg+xml"): OpenApiResponse(
                response=str,
                description="The board drawn from the caller's seat's view (the spectator's "
                "without a token): it shows nothing that seat may not see.",
            ),
            # The renderer is SVG's: name the problems' media type (they are JSON).
            **{
                (status, "application/problem+json"): response
                for status, response in problem_statuses("games_board_retrieve").items()
            },
        },
    )
    def get(self, request: Request, game_id: str) -> Response:
        """The board as the caller's seat sees it, as SVG."""
        game = game_get(game_id=game_id)
        seat = caller_seat(request, game)
        drawn = game_board_svg(game=game, seat=seat, language=request_language(request))
        if drawn is None:
            raise ServiceError(ProblemCode.NOT_FOUND)
        return Response(
            drawn,
            content_type="image/svg+xml; charset=utf-8",
            headers={
                "ETag": game.etag,
                "Vary": "Authorization, Accept-Language",
                "Content-Language": request_language(request),
                "Cache-Control": "no-cache",
            },
        )
