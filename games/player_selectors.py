"""Reads about players: one player's page and their games; the automa levels' ratings."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import connection
from django.db.models import QuerySet, Sum

from games.errors import ProblemCode, ServiceError
from games.models import App, Game, GamesPlayed, LevelRating, Player, Rating, RatingChange
from games.ratings.ladder import level_is_measured, level_skill
from games.ratings.scale import Skill


@dataclass(frozen=True)
class RatingMove:
    """One game's change to a rating, as a player's page shows it."""

    game: uuid.UUID
    place: int
    before: float  # displayed, mean − 3σ
    after: float
    created_at: datetime


@dataclass(frozen=True)
class RulesetRating:
    ruleset: str
    displayed: float
    mu: float
    sigma: float
    games: int
    updated_at: datetime
    history: list[RatingMove]


@dataclass(frozen=True)
class PlayerPage:
    player: str
    created_at: datetime
    games_played: dict[str, int]
    ratings: list[RulesetRating]


def player_get(*, app: App, player: str) -> Player:
    """The app's player ``player``; 404 ``player_not_found`` for one it does not have (another
    app's player included: an app never learns of another's)."""
    row = Player.objects.filter(app=app, external_id=player).first()
    if row is None:
        raise _not_found(player)
    return row


def _not_found(player: str) -> ServiceError:
    return ServiceError(
        ProblemCode.NOT_FOUND, message="player_not_found", params={"player": player}
    )


def player_page(*, app: App, player: str, history: int) -> PlayerPage:
    """The app's player ``player``: games played and ratings per ruleset, each with its latest
    ``history`` changes. Two queries: the player with their counts and ratings (index lookups,
    the counts maintained), then the changes (an index-only range per ruleset)."""
    players, played, rated = (
        Player._meta.db_table,
        GamesPlayed._meta.db_table,
        Rating._meta.db_table,
    )
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT p.id, p.created_at, g.ruleset, g.games, r.displayed, r.mu, r.sigma, r.games, "
            f'r.updated_at FROM "{players}" p LEFT JOIN "{played}" g ON g.player_id = p.id '
            f'LEFT JOIN "{rated}" r ON r.player_id = p.id AND r.ruleset = g.ruleset '
            "WHERE p.app_id = %s AND p.external_id = %s ORDER BY g.ruleset",
            [app.pk, player],
        )
        rows = cursor.fetchall()
    if not rows:
        raise _not_found(player)
    rated_rows = [row for row in rows if row[4] is not None]
    moves = _rating_moves(rows[0][0], [row[2] for row in rated_rows], history)
    return PlayerPage(
        player=player,
        created_at=rows[0][1],
        games_played={row[2]: row[3] for row in rows if row[2] is not None},
        ratings=[_ruleset_rating(row, moves.get(row[2], [])) for row in rated_rows],
    )


def _ruleset_rating(row: tuple[Any, ...], history: list[RatingMove]) -> RulesetRating:
    _id, _at, ruleset, _played, displayed, mu, sigma, games, updated_at = row
    return RulesetRating(ruleset, displayed, mu, sigma, games, updated_at, history)


def _rating_moves(player_id: int, rulesets: list[str], limit: int) -> dict[str, list[RatingMove]]:
    """The latest ``limit`` changes of each of ``rulesets``, newest first: one query, a
    bounded range of the (player, ruleset, -created_at, -id) index per ruleset."""
    if not rulesets:
        return {}
    fields = ("ruleset", "game_id", "place", "mu_before", "sigma_before", "mu_after")
    parts = [
        RatingChange.objects.filter(player_id=player_id, ruleset=ruleset)
        .order_by("-created_at", "-id")
        .values_list(*fields, "sigma_after", "created_at", "id")[:limit]
        for ruleset in rulesets
    ]
    rows = parts[0].union(*parts[1:], all=True) if len(parts) > 1 else parts[0]
    out: dict[str, list[tuple[Any, ...]]] = {}
    for row in rows:
        out.setdefault(row[0], []).append(row)
    return {
        ruleset: [
            RatingMove(game, place, mu_b - 3 * sigma_b, mu_a - 3 * sigma_a, at)
            for _r, game, place, mu_b, sigma_b, mu_a, sigma_a, at, _id in sorted(
                found, key=lambda row: (row[7], row[8]), reverse=True
            )
        ]
        for ruleset, found in out.items()
    }


def player_games_count(*, app: App, player: str) -> tuple[Player, int]:
    """The app's player ``player`` and the games they sat in (the maintained counts: one
    query, never a count of their seats)."""
    row = (
        Player.objects.filter(app=app, external_id=player)
        .annotate(played=Sum("games_played__games"))
        .first()
    )
    if row is None:
        raise _not_found(player)
    return row, int(row.played or 0)


def player_games(*, player: Player) -> QuerySet[Game]:
    """The games the player sat in, newest first, with their seats and release (a player sits
    once in a game: no DISTINCT over the games' rows)."""
    return (
        Game.objects.filter(seats__player=player)
        .select_related("content_release")
        .defer("content_release__data")
        .prefetch_related("seats")
        .order_by("-created_at", "id")
    )


@dataclass(frozen=True)
class LevelStrength:
    level: str
    rating: float
    low: float
    high: float
    source: str


def automa_ratings(
    *, ruleset: str, levels: tuple[str, ...], stored: bool = True
) -> list[LevelStrength]:
    """Each automa level's rating and 95 % interval: the ladder's (fixed), or, for levels
    rated from players' reports, the stored rating (the shipped prior before any report, or
    without ``stored``)."""
    measured = level_is_measured(ruleset)
    rows = (
        {}
        if measured or not stored
        else {r.level: r for r in LevelRating.objects.filter(ruleset=ruleset, level__in=levels)}
    )
    out = []
    for level in levels:
        row = rows.get(level)
        skill = Skill(row.mu, row.sigma) if row is not None else level_skill(ruleset, level)
        out.append(
            LevelStrength(
                level,
                skill.mu,
                skill.low,
                skill.high,
                "ladder" if measured else "reports",
            )
        )
    return out
