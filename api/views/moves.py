"""The move log and move submission (DESIGN §4)."""

from __future__ import annotations

import re
from urllib.parse import urlencode

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework.request import Request
from rest_framework.response import Response

from api.action_serializers import action_union_all
from api.auth import bearer_token
from api.idempotency_keys import MOVE_KEY
from api.language import request_language
from api.move_includes import INCLUDES, includes_read, move_includes
from api.params import MAX_QUERY_INT, bounded_int, caller_seat, int_param, page_param
from api.schema_problems import problem_statuses
from api.serializers import MoveAcceptedSerializer, MovePageSerializer
from api.throttles import MoveAddressThrottle, MoveSeatThrottle, ThrottledAPIView
from games.errors import ProblemCode, ServiceError, illegal_problem
from games.rules.core import IllegalAction
from games.rules.registry import ruleset_get
from games.rules_binding import game_rules
from games.selectors import (
    game_get,
    game_ruleset,
    move_for_viewer,
    moves_for_viewer,
    seat_names,
)
from games.services import move_submit

MAX_PAGE = 200
# The one ETag form the server issues and compares: a strong tag of the version.
IF_MATCH = re.compile(r'^"[0-9]+"$')


def _move_request_serializer():  # built lazily: it lists every installed game's actions
    return inline_serializer(name="Move", fields={"action": action_union_all()})


class GameMovesView(ThrottledAPIView):
    write_throttle_classes = [MoveAddressThrottle, MoveSeatThrottle]
    query_params = {"get": ("after", "limit"), "post": ("include",)}

    @extend_schema(
        operation_id="games_moves_list",
        parameters=[
            OpenApiParameter(
                "after",
                bounded_int(0, MAX_QUERY_INT),
                description="Cursor: moves numbered above this.",
            ),
            OpenApiParameter(
                "limit", bounded_int(1, MAX_PAGE), description=f"Page size, at most {MAX_PAGE}."
            ),
        ],
        responses={200: MovePageSerializer, **problem_statuses("games_moves_list")},
    )
    def get(self, request: Request, game_id: str) -> Response:
        game = game_get(game_id=game_id)
        viewer = caller_seat(request, game)
        after = int_param(request, "after") or 0
        limit = page_param(request, "limit", 50, 1, MAX_PAGE)
        moves = moves_for_viewer(
            game=game,
            viewer=viewer,
            after=after,
            limit=limit + 1,
            language=request_language(request),
        )
        more = len(moves) > limit
        moves = moves[:limit]
        next_link = None
        if more:
            next_link = (
                f"{request.path}?{urlencode({'after': moves[-1]['number'], 'limit': limit})}"
            )
        return Response(MovePageSerializer({"results": moves, "next": next_link}).data)

    @extend_schema(
        operation_id="games_moves_create",
        request=_move_request_serializer(),
        parameters=[
            OpenApiParameter(
                "If-Match",
                {"type": "string", "pattern": IF_MATCH.pattern},
                OpenApiParameter.HEADER,
                required=True,
                description='The game\'s current ETag, e.g. "12" (quotes included): one '
                "strong tag of a whole number. Missing: 428; another version: 412; anything "
                'else (empty, *, a list, a weak W/"12", unquoted, not a number): 400 '
                "malformed_precondition.",
            ),
            MOVE_KEY.parameter(),
            OpenApiParameter(
                "include",
                {"type": "array", "items": {"type": "string", "enum": list(INCLUDES)}},
                description="What the answer carries besides the move, read once after it "
                "(and after the automa turns the server played at once): `game` (as GET "
                "games/{id}/ answers the seat), `actions` (as GET actions/), `moves` (the log "
                "after the posted move, as GET moves/), `board` (the SVG of GET board/). "
                "Repeated or comma-separated; an unknown member is 400.",
                explode=False,
            ),
        ],
        responses={201: MoveAcceptedSerializer, **problem_statuses("games_moves_create")},
    )
    def post(self, request: Request, game_id: str) -> Response:
        body = request.data
        wanted = includes_read(request)
        if not isinstance(body, dict) or set(body) != {"action"}:
            raise ServiceError(ProblemCode.VALIDATION_ERROR, message="move_body")
        # Only the ruleset is needed here; the service loads the state once, under the lock.
        game_uuid, ruleset = game_ruleset(game_id=game_id)
        try:
            ruleset_get(ruleset).validate_action(body["action"])
        except IllegalAction as exc:
            raise illegal_problem(exc, ProblemCode.VALIDATION_ERROR) from exc
        # A malformed tag is refused by the service, naming the fault (games/services/if_match.py).
        if_match = request.headers.get("If-Match")
        key = MOVE_KEY.read(request)
        accepted = move_submit(
            game_id=game_uuid,
            token=bearer_token(request),
            action=body["action"],
            if_match=if_match,
            idempotency_key=key,
        )
        move = accepted.move
        rules = game_rules(accepted.game)
        payload = {
            "move": move_for_viewer(
                rules=rules,
                move=move,
                viewer=move.seat,
                names=seat_names(game=accepted.game),
                language=request_language(request),
            ),
            "version": move.number,
            "status": accepted.game.status,
            **move_includes(
                request, game_id=game_uuid, seat=move.seat, posted=move.number, wanted=wanted
            ),
        }
        headers = {"ETag": f'"{move.number}"'}
        if accepted.replayed:
            headers["Idempotent-Replayed"] = "true"
        # Already in MoveAcceptedSerializer's shape (a test holds it to that): running it
        # would only copy, at a tenth of the request's time.
        return Response(payload, status=201, headers=headers)
