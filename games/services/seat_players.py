"""The app's players named in a new game's seats: checked, then found or made."""

from __future__ import annotations

from django.db.models import F

from games.errors import ProblemCode, ServiceError
from games.models import App, GamesPlayed, Player


def seat_players_check(*, app: App | None, players: list[str]) -> None:
    """Refuse (400 ``invalid_seats``) a player named without an app key (players belong to
    apps) or in two seats of one game."""
    named = [p for p in players if p]
    if not named:
        return
    if app is None:
        raise ServiceError(ProblemCode.INVALID_SEATS, message="player_needs_app")
    twice = sorted({p for p in named if named.count(p) > 1})
    if twice:
        raise ServiceError(
            ProblemCode.INVALID_SEATS, message="player_twice", params={"player": twice[0]}
        )


def seat_players(*, app: App | None, players: list[str]) -> dict[str, Player]:
    """The app's players by their ids, made where new (inside the caller's transaction; a
    player made at the same moment by another game is found, not made twice)."""
    named = sorted({p for p in players if p})
    if not named or app is None:
        return {}
    Player.objects.bulk_create(
        [Player(app=app, external_id=p) for p in named], ignore_conflicts=True
    )
    return {p.external_id: p for p in Player.objects.filter(app=app, external_id__in=named)}


def seat_players_count(*, players: list[Player], ruleset: str) -> None:
    """One more game of ``ruleset`` for each of ``players`` (inside the caller's transaction:
    the count and the game's seats commit together). Two statements, none without players."""
    if not players:
        return
    GamesPlayed.objects.bulk_create(
        [GamesPlayed(player=p, ruleset=ruleset, games=0) for p in players], ignore_conflicts=True
    )
    GamesPlayed.objects.filter(player__in=players, ruleset=ruleset).update(games=F("games") + 1)
