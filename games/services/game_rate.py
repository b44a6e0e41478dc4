"""Rating a finished game: its named players' ratings moved once, whatever the deliveries.

The rules (BGA's, docs/players-and-ratings.md): places from the result, winners sharing the
first; a seat that resigned or timed out into the automa's hands shares last place, and then
only the quitters' ratings move (the others played against the automa that stood in); a seat
handed over by staff rates nobody. An automa seat plays at its level's rating: fixed where the
ladder measured it, moved by the game where players' solo results rate it (companions).
A guest seat (no player) counts as a new player's prior and is not stored.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from django.db import connection

from games.models import (
    Game,
    GameStatus,
    LevelRating,
    Player,
    RatedGame,
    Rating,
    RatingBucket,
    RatingChange,
    Seat,
    SeatKind,
    SeatTakeover,
)
from games.ratings.ladder import level_is_measured, level_skill
from games.ratings.places import finishing_places, places_with_quitters_last
from games.ratings.rate import skills_rated
from games.ratings.scale import Skill
from games.services.locks import game_lock_if_any
from games.services.write_transaction import write_transaction

QUITS = (SeatTakeover.RESIGN, SeatTakeover.TIMEOUT)


@dataclass(frozen=True)
class GameRated:
    players: int  # ratings moved
    note: str  # why none moved, or "rated"


def game_rate(*, game_id: Any) -> GameRated | None:
    """Rate a finished game, in its own transaction (a game finished before ratings
    existed); None for a game that is not finished. Idempotent."""
    with write_transaction():
        game = game_lock_if_any(game_id=game_id)
        if game is None or game.status != GameStatus.FINISHED:
            return None
        return game_rate_locked(game)


def game_rate_locked(game: Game) -> GameRated:
    """Rate ``game`` (finished, its row locked by the caller, its seats attached) unless it
    was rated before."""
    done = RatedGame.objects.filter(game_id=game.pk).first()
    if done is not None:
        return GameRated(done.players, done.note)
    outcome = _rate(game)
    RatedGame.objects.create(game_id=game.pk, players=outcome.players, note=outcome.note)
    return outcome


def _rate(game: Game) -> GameRated:
    seats: list[Seat] = sorted(game.seats.all(), key=lambda s: s.index)
    if not any(seat.player_id for seat in seats):
        return GameRated(0, "no_players")
    if game.result is None:
        return GameRated(0, "no_result")
    if any(seat.takeover == SeatTakeover.STAFF for seat in seats):
        return GameRated(0, "staff_takeover")
    quitters = {seat.index for seat in seats if seat.takeover in QUITS}
    places = places_with_quitters_last(finishing_places(game.result, len(seats)), quitters)
    movers = [s.player_id for s in seats if s.player_id and (not quitters or s.index in quitters)]
    if not movers:
        return GameRated(0, "not_counted")
    ratings = _ratings_locked(game.ruleset, _app_of(movers), movers)
    # The others' ratings count as they stand, unmoved (and unmade where they have none).
    others = [s.player_id for s in seats if s.player_id and s.player_id not in ratings]
    standing = {
        r.player_id: r for r in Rating.objects.filter(ruleset=game.ruleset, player_id__in=others)
    }
    levels = _levels(game.ruleset, seats)
    skills = [_skill_of(seat, {**standing, **ratings}, levels) for seat in seats]
    after = skills_rated(skills, places)
    for seat in seats:
        rating = ratings.get(seat.player_id) if seat.player_id else None
        if rating is not None:
            _rating_move(game, rating, after[seat.index], places[seat.index])
    if not quitters and not level_is_measured(game.ruleset):
        _levels_move(levels, seats, after)
    return GameRated(len(ratings), "rated")


def _skill_of(seat: Seat, ratings: dict[int, Rating], levels: dict[str, LevelRating]) -> Skill:
    rating = ratings.get(seat.player_id) if seat.player_id else None
    if rating is not None:
        return Skill(rating.mu, rating.sigma)
    if seat.kind == SeatKind.AUTOMA and seat.takeover == SeatTakeover.NONE:
        row = levels.get(seat.automa_level)
        if row is not None:
            return Skill(row.mu, row.sigma)
    return Skill()  # a guest: a new player's prior


def _ratings_locked(ruleset: str, app_id: int, player_ids: list[int]) -> dict[int, Rating]:
    """The players' ratings in ``ruleset``, made at the prior where missing, locked in
    player order (two games sharing players wait, never deadlock)."""
    prior = Skill()
    missing = set(player_ids) - set(
        Rating.objects.filter(ruleset=ruleset, player_id__in=player_ids).values_list(
            "player_id", flat=True
        )
    )
    if missing:
        Rating.objects.bulk_create(
            [
                Rating(
                    player_id=pid,
                    app_id=app_id,
                    ruleset=ruleset,
                    mu=prior.mu,
                    sigma=prior.sigma,
                    displayed=prior.displayed,
                )
                for pid in sorted(missing)
            ],
            ignore_conflicts=True,
        )
        buckets_add(app_id, ruleset, {math.floor(prior.displayed): len(missing)})
    rows = Rating.objects.select_for_update().filter(ruleset=ruleset, player_id__in=player_ids)
    return {row.player_id: row for row in rows.order_by("player_id")}


def _levels(ruleset: str, seats: list[Seat]) -> dict[str, LevelRating]:
    """The automa seats' levels: the ladder's fixed ratings, or (companions) the rows the
    reports move, locked, made from the shipped prior where missing."""
    names = sorted({s.automa_level for s in seats if s.kind == SeatKind.AUTOMA and s.automa_level})
    if level_is_measured(ruleset):
        out = {}
        for name in names:
            skill = level_skill(ruleset, name)
            out[name] = LevelRating(ruleset=ruleset, level=name, mu=skill.mu, sigma=skill.sigma)
        return out
    for name in names:
        skill = level_skill(ruleset, name)
        LevelRating.objects.get_or_create(
            ruleset=ruleset, level=name, defaults={"mu": skill.mu, "sigma": skill.sigma}
        )
    rows = LevelRating.objects.select_for_update().filter(ruleset=ruleset, level__in=names)
    return {row.level: row for row in rows.order_by("level")}


def _rating_move(game: Game, rating: Rating, new: Skill, place: int) -> None:
    RatingChange.objects.create(
        player_id=rating.player_id,
        game_id=game.pk,
        ruleset=game.ruleset,
        place=place,
        mu_before=rating.mu,
        sigma_before=rating.sigma,
        mu_after=new.mu,
        sigma_after=new.sigma,
    )
    old_floor = math.floor(rating.displayed)
    rating.mu, rating.sigma, rating.displayed = new.mu, new.sigma, new.displayed
    rating.games += 1
    rating.save(update_fields=["mu", "sigma", "displayed", "games", "updated_at"])
    new_floor = math.floor(new.displayed)
    if new_floor != old_floor:
        buckets_add(rating.app_id, game.ruleset, {old_floor: -1, new_floor: 1})


def _levels_move(levels: dict[str, LevelRating], seats: list[Seat], after: list[Skill]) -> None:
    for seat in seats:
        row = levels.get(seat.automa_level) if seat.kind == SeatKind.AUTOMA else None
        if row is None or row.pk is None:
            continue
        row.mu, row.sigma = after[seat.index].mu, after[seat.index].sigma
        row.games += 1
        row.save(update_fields=["mu", "sigma", "games"])


def _app_of(player_ids: list[int]) -> int:
    """The players' app (a game's players are all its app's)."""
    return int(Player.objects.filter(pk=player_ids[0]).values_list("app_id", flat=True)[0])


def buckets_add(app_id: int, ruleset: str, deltas: dict[int, int]) -> None:
    """Add ``deltas`` (floor -> players) to the ruleset's rating buckets, in floor order (one
    upsert each: two games finishing at once add up, neither is lost)."""
    table = RatingBucket._meta.db_table
    sql = (
        f'INSERT INTO "{table}" (app_id, ruleset, floor, players) VALUES (%s, %s, %s, %s) '
        f'ON CONFLICT (app_id, ruleset, floor) DO UPDATE SET players = "{table}".players + '
        "EXCLUDED.players"
    )
    with connection.cursor() as cursor:
        for floor in sorted(deltas):
            if deltas[floor]:
                cursor.execute(sql, [app_id, ruleset, floor, deltas[floor]])
