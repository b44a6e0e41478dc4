"""Erasing a player at the app's request: its games stay, their seats turn anonymous, its
ratings and their history go."""

from __future__ import annotations

import math
from collections import Counter

from games.errors import ProblemCode, ServiceError
from games.models import App, Player, Rating, Seat
from games.services.game_rate import buckets_add
from games.services.write_transaction import write_transaction


def player_erase(*, app: App, player: str) -> None:
    """Erase ``player`` of ``app`` (404 ``player_not_found`` for one the app does not have)."""
    with write_transaction():
        row = Player.objects.select_for_update().filter(app=app, external_id=player).first()
        if row is None:
            raise ServiceError(
                ProblemCode.NOT_FOUND, message="player_not_found", params={"player": player}
            )
        ratings = Rating.objects.select_for_update().filter(player=row).order_by("ruleset")
        leaving: dict[str, Counter[int]] = {}
        for rating in ratings:
            leaving.setdefault(rating.ruleset, Counter())[math.floor(rating.displayed)] -= 1
        for ruleset, deltas in sorted(leaving.items()):
            buckets_add(app.pk, ruleset, dict(deltas))
        Seat.objects.filter(player=row).update(player=None)
        row.delete()
