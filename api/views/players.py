"""Players of the caller's app: a player's page, their games, erasing one; the leaderboards."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from api.auth import AppKeyAuthentication, request_app
from api.params import MAX_QUERY_INT, bounded_int, page_param
from api.player_serializers import (
    LeaderboardSerializer,
    PlayerGamesPageSerializer,
    PlayerOutputSerializer,
)
from api.representations import game_summary
from api.schema_problems import problem_statuses
from api.throttles import ThrottledAPIView
from api.views.games import GamePagination
from games.errors import ProblemCode, ServiceError
from games.leaderboard_selectors import Board, leaderboard_around, leaderboard_top
from games.models import App
from games.player_selectors import PlayerPage, player_games, player_games_count, player_page
from games.rules.registry import SLUGS
from games.seat_ratings import seat_ratings_attach
from games.services.player_erase import player_erase

BOARD_DEFAULT = 20
BOARD_MAX = 100
HISTORY = 20  # rating changes shown per ruleset on a player's page

_PLAYER_EXAMPLE = {
    "player": "user-8841",
    "games_played": {"architects": 12, "marsbot": 3},
    "ratings": [
        {
            "ruleset": "architects",
            "rating": 1123.4,
            "mu": 1645.2,
            "sigma": 173.9,
            "games": 12,
            "updated_at": "2026-01-05T18:30:00Z",
            "history": [
                {
                    "game": "3f0c8a52-7d0e-4b1a-9c55-2b7f04a1e9d6",
                    "place": 1,
                    "rating_before": 1071.0,
                    "rating_after": 1123.4,
                    "created_at": "2026-01-05T18:30:00Z",
                }
            ],
        }
    ],
    "created_at": "2025-12-01T09:00:00Z",
}
_BOARD_EXAMPLE = {
    "ruleset": "architects",
    "players": 2,
    "results": [
        {"rank": 1, "player": "user-8841", "rating": 1123.4, "mu": 1645.2, "sigma": 173.9,
         "games": 12},
        {"rank": 2, "player": "user-0007", "rating": 610.0, "mu": 1510.0, "sigma": 300.0,
         "games": 4},
    ],
}  # fmt: skip


def _app(request: Request) -> App:
    """Players belong to apps: these operations always take an app key (401 without)."""
    app = request_app(request)
    if app is None:
        raise ServiceError(ProblemCode.APP_KEY_REQUIRED)
    return app


def _page_body(page: PlayerPage) -> dict[str, Any]:
    # Plain dicts in the serializers' shape (they document it): no serializer walks the rows.
    return {
        "player": page.player,
        "games_played": page.games_played,
        "ratings": [
            {
                "ruleset": r.ruleset,
                "rating": round(r.displayed, 1),
                "mu": round(r.mu, 1),
                "sigma": round(r.sigma, 1),
                "games": r.games,
                "updated_at": r.updated_at,
                "history": [
                    {
                        "game": move.game,
                        "place": move.place,
                        "rating_before": round(move.before, 1),
                        "rating_after": round(move.after, 1),
                        "created_at": move.created_at,
                    }
                    for move in r.history
                ],
            }
            for r in page.ratings
        ],
        "created_at": page.created_at,
    }


def _board_body(slug: str, board: Board) -> dict[str, Any]:
    return {
        "ruleset": slug,
        "players": board.size,
        "results": [
            {
                "rank": row.rank,
                "player": row.player,
                "rating": round(row.displayed, 1),
                "mu": round(row.mu, 1),
                "sigma": round(row.sigma, 1),
                "games": row.games,
            }
            for row in board.rows
        ],
    }


class PlayerDetailView(ThrottledAPIView):
    authentication_classes = [AppKeyAuthentication]
    permission_classes: list[Any] = []

    @extend_schema(
        operation_id="players_retrieve",
        responses={200: PlayerOutputSerializer, **problem_statuses("players_retrieve")},
        examples=[OpenApiExample("player", value=_PLAYER_EXAMPLE, response_only=True)],
    )
    def get(self, request: Request, player: str) -> Response:
        """One of the app's players: games played and the rating in each ruleset."""
        page = player_page(app=_app(request), player=player, history=HISTORY)
        return Response(_page_body(page))

    @extend_schema(
        operation_id="players_destroy",
        responses={204: None, **problem_statuses("players_destroy")},
    )
    def delete(self, request: Request, player: str) -> Response:
        """Erase a player: the games stay, their seats turn anonymous, the ratings go."""
        player_erase(app=_app(request), player=player)
        return Response(status=204)


class CountedPagination(GamePagination):
    """The games' pages with a count known beforehand (the player's maintained counts): no
    count of their seats per request."""

    def __init__(self, count: int) -> None:
        self.known = count

    def get_count(self, queryset: Any) -> int:
        return self.known


class PlayerGamesView(ThrottledAPIView):
    authentication_classes = [AppKeyAuthentication]
    permission_classes: list[Any] = []
    query_params = {"get": ("limit", "offset")}

    @extend_schema(
        operation_id="players_games_list",
        parameters=[
            OpenApiParameter(
                "limit",
                bounded_int(1, GamePagination.max_limit),
                description=f"Page size, at most {GamePagination.max_limit} (default 20).",
            ),
            OpenApiParameter("offset", bounded_int(0, MAX_QUERY_INT), description="Rows to skip."),
        ],
        responses={200: PlayerGamesPageSerializer, **problem_statuses("players_games_list")},
    )
    def get(self, request: Request, player: str) -> Response:
        """The games the player sat in, newest first."""
        row, played = player_games_count(app=_app(request), player=player)
        paginator = CountedPagination(played)
        page = paginator.paginate_queryset(player_games(player=row), request, view=self) or []
        seat_ratings_attach(page)
        return paginator.get_paginated_response([game_summary(g) for g in page])


class LeaderboardView(ThrottledAPIView):
    authentication_classes = [AppKeyAuthentication]
    permission_classes: list[Any] = []
    query_params = {"get": ("limit", "around")}

    @extend_schema(
        operation_id="rulesets_leaderboard_retrieve",
        parameters=[
            OpenApiParameter(
                "limit",
                bounded_int(1, BOARD_MAX),
                description=f"Rows, at most {BOARD_MAX} (default {BOARD_DEFAULT}); with "
                "`around`, rows on either side of the player.",
            ),
            OpenApiParameter(
                "around",
                str,
                description="One of the app's players: the rows around theirs instead of the top.",
            ),
        ],
        responses={200: LeaderboardSerializer, **problem_statuses("rulesets_leaderboard_retrieve")},
        examples=[OpenApiExample("top", value=_BOARD_EXAMPLE, response_only=True)],
    )
    def get(self, request: Request, slug: str) -> Response:
        """The app's players by rating in one ruleset: the top, or around one player."""
        app = _app(request)
        if slug not in SLUGS:
            raise ServiceError(
                ProblemCode.NOT_FOUND, message="unknown_ruleset", params={"ruleset": slug}
            )
        limit = page_param(request, "limit", BOARD_DEFAULT, 1, BOARD_MAX)
        around = request.query_params.get("around")
        if around is not None:
            board = leaderboard_around(app=app, ruleset=slug, player=around, limit=limit)
        else:
            board = leaderboard_top(app=app, ruleset=slug, limit=limit)
        return Response(_board_body(slug, board))
