"""Games: create, list, read (with long poll), legal actions, result."""

from __future__ import annotations

from django.conf import settings
from django.contrib import auth
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.authentication import SessionAuthentication
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.request import Request
from rest_framework.response import Response

from api.auth import AppKeyAuthentication, AppKeyRequired, request_app
from api.game_shapes import legal_actions_union
from api.idempotency_keys import CREATION_KEY
from api.language import request_language
from api.params import (
    MAX_QUERY_INT,
    bounded_int,
    caller_seat,
    int_param,
    page_param,
)
from api.representations import actions_payload, game_payload, game_summary
from api.schema_problems import problem_statuses
from api.serializers import (
    GameCreateInputSerializer,
    GameOutputSerializer,
    GamePageSerializer,
    ResultSerializer,
)
from api.throttles import GameCreateThrottle, ThrottledAPIView
from games.errors import ProblemCode, ServiceError
from games.models import GameStatus
from games.seat_ratings import seat_ratings_attach
from games.selectors import (
    connection_release,
    game_get,
    game_list,
    game_result_worded,
    game_wait,
)
from games.services import SeatSpec, game_create


class GamePagination(LimitOffsetPagination):
    default_limit = 20
    max_limit = 100

    # DRF quietly replaces a bad limit or offset with the default: refuse it instead (400).
    def get_limit(self, request: Request) -> int:
        return page_param(request, self.limit_query_param, self.default_limit, 1, self.max_limit)

    def get_offset(self, request: Request) -> int:
        return page_param(request, self.offset_query_param, 0, 0, MAX_QUERY_INT)


class GameListCreateView(ThrottledAPIView):
    # An app key ('Authorization: ApiKey <key>'), required with REQUIRE_APP_KEY; a staff member
    # signed in to the admin may choose a seed (CSRF-checked like the admin).
    authentication_classes = [AppKeyAuthentication, SessionAuthentication]
    permission_classes = [AppKeyRequired]
    write_throttle_classes = [GameCreateThrottle]
    query_params = {"get": ("ruleset", "status", "to_act", "limit", "offset")}

    @extend_schema(
        operation_id="games_list",
        parameters=[
            OpenApiParameter("ruleset", str, description="Only games of this ruleset."),
            OpenApiParameter(
                "status", str, enum=GameStatus.values, description="Only this status."
            ),
            OpenApiParameter(
                "to_act",
                str,
                pattern=r"^([0-9]{1,3}|human)$",
                description="Only games where this seat (an index) is to act, or with "
                "`human`, where any human seat is.",
            ),
            OpenApiParameter(
                "limit",
                bounded_int(1, GamePagination.max_limit),
                description=f"Page size, at most {GamePagination.max_limit} (default 20).",
            ),
            OpenApiParameter("offset", bounded_int(0, MAX_QUERY_INT), description="Rows to skip."),
        ],
        responses={200: GamePageSerializer, **problem_statuses("games_list")},
    )
    def get(self, request: Request) -> Response:
        """Games, newest first: with an app key only that app's games."""
        games = game_list(
            ruleset=request.query_params.get("ruleset"),
            status=request.query_params.get("status"),
            app=request_app(request),
            to_act=request.query_params.get("to_act"),
        )
        paginator = GamePagination()
        page = paginator.paginate_queryset(games, request, view=self) or []
        seat_ratings_attach(page)
        return paginator.get_paginated_response([game_summary(g) for g in page])

    @extend_schema(
        operation_id="games_create",
        request=GameCreateInputSerializer,
        parameters=[
            CREATION_KEY.parameter(),
        ],
        responses={201: GameOutputSerializer, **problem_statuses("games_create")},
    )
    def post(self, request: Request) -> Response:
        data = GameCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        seed = data.validated_data.get("seed")
        if seed is not None and not _may_choose_seed(request):
            raise ServiceError(ProblemCode.SEED_NOT_ALLOWED)
        key = CREATION_KEY.read(request)
        created = game_create(
            ruleset=data.validated_data["ruleset"],
            options=data.validated_data["options"],
            seats=[
                SeatSpec(
                    name=s["name"],
                    kind=s["kind"],
                    level=s.get("level", ""),
                    player=s.get("player", ""),
                )
                for s in data.validated_data["seats"]
            ],
            seed=seed,
            idempotency_key=key,
            app=request_app(request),
        )
        # In eager mode automa turns may already have been played: show the current game.
        game = game_get(game_id=created.game.id)
        body = game_payload(request, game, None, tokens=created.tokens)
        headers = {"Location": body["links"]["self"], "ETag": game.etag}
        if created.replayed:
            headers["Idempotent-Replayed"] = "true"
        return Response(body, status=201, headers=headers)


def _may_choose_seed(request: Request) -> bool:
    """Seeds are a permission: the test switch, an app marked "may choose seeds" (support
    tools reproducing a reported game), or staff signed in to the admin."""
    if settings.GAMES_CLIENT_SEED_ALLOWED:
        return True
    app = request_app(request)
    if app is not None and app.may_choose_seeds:
        return True
    # The admin session's user, also when an app key authenticated the request (DRF's user
    # is then None): staff reproducing a game with any app's key.
    user = request.user if request.user is not None else auth.get_user(request._request)
    return bool(user.is_active and user.is_staff)


class GameDetailView(ThrottledAPIView):
    query_params = {"get": ("after", "wait")}

    @extend_schema(
        operation_id="games_retrieve",
        parameters=[
            OpenApiParameter(
                "after",
                bounded_int(0, MAX_QUERY_INT),
                description="Long poll: answer once the version passes this one.",
            ),
            OpenApiParameter(
                "wait",
                bounded_int(0, MAX_QUERY_INT),
                description="Long poll (with `after`): seconds to wait, then 304; longer "
                "waits are cut to the server's longest (30 s by default).",
            ),
            OpenApiParameter(
                "If-None-Match",
                str,
                OpenApiParameter.HEADER,
                description='The ETag last read (`"12"`): 304 while the game is still at that '
                "version.",
            ),
        ],
        responses={
            200: GameOutputSerializer,
            304: OpenApiResponse(
                description="The version did not pass `after` in time, or is the one "
                "`If-None-Match` names."
            ),
            **problem_statuses("games_retrieve"),
        },
    )
    def get(self, request: Request, game_id: str) -> Response:
        # Both read first: a bad ``wait`` is a 400 with or without ``after``.
        after, wait = int_param(request, "after"), int_param(request, "wait")
        game = game_get(game_id=game_id)
        seat = caller_seat(request, game)
        if after is not None:
            wait = min(wait or 0, settings.LONG_POLL_MAX_SECONDS)
            if game.version <= after:
                waited = game_wait(game_id=game.id, after=after, wait=wait)
                if waited is None:
                    connection_release()
                    return Response(status=304, headers={"ETag": game.etag})
                body = game_payload(request, waited, seat)
                connection_release()
                return Response(body, headers={"ETag": waited.etag, "Vary": "Authorization"})
        elif request.headers.get("If-None-Match") == game.etag:
            return Response(status=304, headers={"ETag": game.etag})
        return Response(
            game_payload(request, game, seat), headers={"ETag": game.etag, "Vary": "Authorization"}
        )


class GameActionsView(ThrottledAPIView):
    @extend_schema(
        operation_id="games_actions_list",
        responses={200: legal_actions_union(), **problem_statuses("games_actions_list")},
    )
    def get(self, request: Request, game_id: str) -> Response:
        game = game_get(game_id=game_id)
        seat = caller_seat(request, game)
        if seat is None:
            raise ServiceError(ProblemCode.UNAUTHENTICATED, message="actions_need_token")
        body = actions_payload(game, seat, request_language(request))
        return Response(body, headers={"ETag": game.etag})


class GameResultView(ThrottledAPIView):
    @extend_schema(
        operation_id="games_result_retrieve",
        responses={200: ResultSerializer, **problem_statuses("games_result_retrieve")},
    )
    def get(self, request: Request, game_id: str) -> Response:
        game = game_get(game_id=game_id)
        if game.status != GameStatus.FINISHED or game.result is None:
            raise ServiceError(ProblemCode.GAME_NOT_FINISHED, current_version=game.version)
        body = game_result_worded(game=game, language=request_language(request))
        return Response(body, headers={"ETag": game.etag})
