from django.urls import path

from api.views.board import GameBoardView
from api.views.content import ContentReleaseView
from api.views.games import GameActionsView, GameDetailView, GameListCreateView, GameResultView
from api.views.moves import GameMovesView
from api.views.players import LeaderboardView, PlayerDetailView, PlayerGamesView
from api.views.rulesets import RulesetDetailView, RulesetListView
from api.views.scholars import ScholarsDiceView, ScholarsScoreView
from api.views.tools import RulesetToolView

urlpatterns = [
    path("rulesets/", RulesetListView.as_view(), name="ruleset-list"),
    path("rulesets/scholars/dice/", ScholarsDiceView.as_view(), name="scholars-dice"),
    path("rulesets/scholars/score/", ScholarsScoreView.as_view(), name="scholars-score"),
    path("rulesets/<str:slug>/", RulesetDetailView.as_view(), name="ruleset-detail"),
    path(
        "rulesets/<str:slug>/content/<str:release>/",
        ContentReleaseView.as_view(),
        name="ruleset-content",
    ),
    path(
        "rulesets/<str:slug>/leaderboard/",
        LeaderboardView.as_view(),
        name="ruleset-leaderboard",
    ),
    path("players/<str:player>/", PlayerDetailView.as_view(), name="player-detail"),
    path("players/<str:player>/games/", PlayerGamesView.as_view(), name="player-games"),
    path("rulesets/<str:slug>/tools/<str:tool>/", RulesetToolView.as_view(), name="ruleset-tool"),
    path("games/", GameListCreateView.as_view(), name="game-list"),
    path("games/<str:game_id>/", GameDetailView.as_view(), name="game-detail"),
    path("games/<str:game_id>/actions/", GameActionsView.as_view(), name="game-actions"),
    path("games/<str:game_id>/moves/", GameMovesView.as_view(), name="game-moves"),
    path("games/<str:game_id>/board/", GameBoardView.as_view(), name="game-board"),
    path("games/<str:game_id>/result/", GameResultView.as_view(), name="game-result"),
]
