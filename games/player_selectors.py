"""Reads about players: one player's page and their games; the automa levels' ratings."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

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
    ``history`` changes. One statement: the player by the app's unique index, their maintained
    counts and ratings, and per rated ruleset a bounded index-only range of the (player,
    ruleset, -created_at, -id) index; no ORM compilation per request."""
    with connection.cursor() as cursor:
        cursor.execute(_PAGE_SQL, [history, app.pk, player])
        rows = cursor.fetchall()
    if not rows:
        raise _not_found(player)
    played: dict[str, int] = {}
    rated: dict[str, RulesetRating] = {}
    for row in rows:
        ruleset = row[1]
        if ruleset is None:
            continue
        played[ruleset] = row[2]
        if row[3] is None:
            continue
        if ruleset not in rated:
            displayed, mu, sigma, games, updated_at = row[3:8]
            rated[ruleset] = RulesetRating(ruleset, displayed, mu, sigma, games, updated_at, [])
        if row[8] is not None:
            rated[ruleset].history.append(RatingMove(*row[8:13]))
    return PlayerPage(player, rows[0][0], played, list(rated.values()))


# A row per change shown (at least one per ruleset played), ordered by ruleset, newest first;
# the displayed values (mean − 3σ) computed in the statement.
_PAGE_SQL = f"""
SELECT p.created_at, g.ruleset, g.games, r.displayed, r.mu, r.sigma, r.games, r.updated_at,
       c.game_id, c.place, c.mu_before - 3 * c.sigma_before, c.mu_after - 3 * c.sigma_after,
       c.created_at
FROM "{Player._meta.db_table}" p
LEFT JOIN "{GamesPlayed._meta.db_table}" g ON g.player_id = p.id
LEFT JOIN "{Rating._meta.db_table}" r ON r.player_id = p.id AND r.ruleset = g.ruleset
LEFT JOIN LATERAL (
    SELECT game_id, place, mu_before, sigma_before, mu_after, sigma_after, created_at, id
    FROM "{RatingChange._meta.db_table}"
    WHERE player_id = p.id AND ruleset = r.ruleset
    ORDER BY created_at DESC, id DESC
    LIMIT %s
) c ON true
WHERE p.app_id = %s AND p.external_id = %s
ORDER BY g.ruleset, c.created_at DESC, c.id DESC
"""


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
