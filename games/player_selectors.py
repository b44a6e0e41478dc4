"""Reads about players: one player's page, their games, and the leaderboards."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from django.db import connection
from django.db.models import Count, QuerySet, Sum

from games.errors import ProblemCode, ServiceError
from games.models import (
    App,
    Game,
    LevelRating,
    Player,
    Rating,
    RatingBucket,
    RatingChange,
    Seat,
)
from games.ratings.ladder import level_is_measured, level_skill
from games.ratings.scale import Skill


@dataclass(frozen=True)
class BoardRow:
    rank: int
    player: str
    rating: Rating


def player_get(*, app: App, player: str) -> Player:
    """The app's player ``player``; 404 ``player_not_found`` for one it does not have (another
    app's player included: an app never learns of another's)."""
    row = Player.objects.filter(app=app, external_id=player).first()
    if row is None:
        raise ServiceError(
            ProblemCode.NOT_FOUND, message="player_not_found", params={"player": player}
        )
    return row


def player_ratings(*, player: Player) -> list[Rating]:
    return list(Rating.objects.filter(player=player).order_by("ruleset"))


def player_games_played(*, player: Player) -> dict[str, int]:
    """Games the player sat in, by ruleset (any status)."""
    rows = (
        Seat.objects.filter(player=player)
        .values("game__ruleset")
        .annotate(n=Count("game_id", distinct=True))
    )
    return {row["game__ruleset"]: row["n"] for row in rows}


def player_history(*, player: Player, limit: int = 20) -> dict[str, list[RatingChange]]:
    """The player's latest ``limit`` rating changes in each ruleset, newest first (one query:
    each ruleset's newest rows read from the (player, ruleset, -created_at) index)."""
    table = RatingChange._meta.db_table
    rows = RatingChange.objects.raw(
        f"SELECT * FROM (SELECT c.*, row_number() OVER (PARTITION BY ruleset ORDER BY "
        f'created_at DESC, id DESC) AS nth FROM "{table}" c WHERE player_id = %s) ranked '
        "WHERE nth <= %s ORDER BY ruleset, created_at DESC, id DESC",
        [player.pk, limit],
    )
    out: dict[str, list[RatingChange]] = {}
    for row in rows:
        out.setdefault(row.ruleset, []).append(row)
    return out


def player_games(*, player: Player) -> QuerySet[Game]:
    """The games the player sat in, newest first, with their seats."""
    return (
        Game.objects.filter(seats__player=player)
        .order_by("-created_at", "id")
        .prefetch_related("seats")
        .distinct()
    )


def leaderboard_top(*, app: App, ruleset: str, limit: int) -> list[BoardRow]:
    """The app's best ``limit`` ratings in ``ruleset`` by displayed rating."""
    rows = (
        Rating.objects.filter(app=app, ruleset=ruleset)
        .select_related("player")
        .order_by("-displayed", "-player_id")[:limit]
    )
    return [BoardRow(i + 1, r.player.external_id, r) for i, r in enumerate(rows)]


def leaderboard_around(*, app: App, ruleset: str, player: str, limit: int) -> list[BoardRow]:
    """``limit`` ratings either side of the player's own in ``ruleset``, ranked."""
    # The player by the app's unique (app, external_id) index, then its rating by
    # (player, ruleset): never a scan of the app's players by name.
    own = Rating.objects.filter(player=player_get(app=app, player=player), ruleset=ruleset).first()
    if own is None:
        raise ServiceError(
            ProblemCode.NOT_FOUND,
            message="player_unrated",
            params={"player": player, "ruleset": ruleset},
        )
    rank = rating_rank(own)
    # Both neighbours' ranges in one query, each an index range from the player's row.
    table, players = Rating._meta.db_table, Player._meta.db_table
    side = (
        f'(SELECT r.*, p.external_id AS name, %s AS side FROM "{table}" r JOIN "{players}" p '
        "ON p.id = r.player_id WHERE r.app_id = %s AND r.ruleset = %s AND "
        "(r.displayed, r.player_id) {op} (%s, %s) ORDER BY r.displayed {order}, "
        "r.player_id {order} LIMIT %s)"
    )
    key = [app.pk, ruleset, own.displayed, own.player_id, limit]
    found: list[Any] = list(
        Rating.objects.raw(
            side.format(op=">", order="ASC") + " UNION ALL " + side.format(op="<", order="DESC"),
            ["above", *key, "below", *key],
        )
    )

    def board_order(row: Any) -> tuple[float, int]:
        return (-row.displayed, -row.player_id)

    above = sorted((r for r in found if r.side == "above"), key=board_order)
    below = sorted((r for r in found if r.side == "below"), key=board_order)
    named = [(r.name, r) for r in above] + [(player, own)] + [(r.name, r) for r in below]
    first = rank - len(above)
    return [BoardRow(first + i, name, r) for i, (name, r) in enumerate(named)]


def rating_rank(rating: Rating) -> int:
    """1 + the ratings of its ruleset ahead of ``rating``: the buckets wholly above its
    displayed value's floor, then the few rows in its own bucket ahead of it."""
    floor = math.floor(rating.displayed)
    with connection.cursor() as cursor:
        cursor.execute(
            f'SELECT (SELECT coalesce(sum(players), 0) FROM "{RatingBucket._meta.db_table}" '
            "WHERE app_id = %s AND ruleset = %s AND floor > %s), "
            f'(SELECT count(*) FROM "{Rating._meta.db_table}" WHERE app_id = %s '
            "AND ruleset = %s AND displayed < %s AND (displayed, player_id) > (%s, %s))",
            [rating.app_id, rating.ruleset, floor, rating.app_id, rating.ruleset, floor + 1,
             rating.displayed, rating.player_id],
        )  # fmt: skip
        higher, same = cursor.fetchone()
    return 1 + int(higher) + int(same)


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


def leaderboard_size(*, app: App, ruleset: str) -> int:
    """The app's players rated in ``ruleset``, from the buckets (a few thousand rows at
    most, never a count of every rating)."""
    total = RatingBucket.objects.filter(app=app, ruleset=ruleset).aggregate(n=Sum("players"))
    return int(total["n"] or 0)
