"""Abandoning a game from the admin: play stops, nobody is to act, nothing is scored.

The engine's state and the move log stay as they were (a game with moves is never deleted:
its log is the record of what people played). Like a scoring, the change has no move of its
own: the new version tells long-polling clients that the game is over.
"""

from __future__ import annotations

import logging
from typing import Any

from django.utils import timezone

from games.models import Game, GameStatus
from games.notices import game_changed_on_commit
from games.services.followups import game_work_drop
from games.services.locks import game_lock_if_any
from games.services.move_write import seats_to_act_mark
from games.services.webhooks import game_finished_event, webhooks_record
from games.services.write_transaction import write_transaction

logger = logging.getLogger(__name__)


def game_abandon(*, game_id: Any, by: str) -> Game | None:
    """Abandon an active game (``by`` names who, for the log); None if it was not active."""
    with write_transaction():
        game = game_lock_if_any(game_id=game_id)
        if game is None or game.status != GameStatus.ACTIVE:
            return None
        game.status = GameStatus.ABANDONED
        game.finished_at = timezone.now()
        game.turn_due_at = None
        game.version += 1
        game.save(
            update_fields=[
                "status",
                "finished_at",
                "turn_due_at",
                "version",
                "updated_at",
            ]
        )
        seats_to_act_mark(game, set())
        game_work_drop(game_id=game.pk)
        game_changed_on_commit(game_id=game.pk, version=game.version, app_id=game.app_id)
        webhooks_record(game=game, events=lambda: game_finished_event(game=game))
    logger.info("game %s abandoned by %s at version %d", game.pk, by, game.version)
    return game
