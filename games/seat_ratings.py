"""The rating shown on a seat: its player's displayed rating in the game's ruleset, never the
player's id (only the app's key sees players)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from games.models import Game, Rating

# Kept on a game read once (a game rendered for several seats reads its seats' ratings once).
_MEMO = "_seat_ratings"


@dataclass(frozen=True)
class SeatRating:
    display: int  # mean − 3σ, rounded: the figure leaderboards rank by
    games: int  # rated games in the ruleset


def seat_ratings_attach(games: Iterable[Game]) -> None:
    """Read the ratings of the named seats of ``games`` (their seats loaded) in one query, none
    when no seat names a player, and keep them on each game for ``seat_ratings``."""
    games = list(games)
    wanted = {(s.player_id, g.ruleset) for g in games for s in g.seats.all() if s.player_id}
    found: dict[tuple[int, str], SeatRating] = {}
    if wanted:
        rows = Rating.objects.filter(
            player_id__in={p for p, _ in wanted}, ruleset__in={r for _, r in wanted}
        ).values_list("player_id", "ruleset", "displayed", "games")
        found = {(p, r): SeatRating(round(d), n) for p, r, d, n in rows if (p, r) in wanted}
    for game in games:
        setattr(game, _MEMO, found)


def seat_ratings(game: Game) -> dict[int, SeatRating]:
    """The game's seats' ratings by seat index (seats without a rated player absent)."""
    found = getattr(game, _MEMO, None)
    if found is None:
        seat_ratings_attach([game])
        found = getattr(game, _MEMO)
    return {
        s.index: found[(s.player_id, game.ruleset)]
        for s in game.seats.all()
        if s.player_id and (s.player_id, game.ruleset) in found
    }
