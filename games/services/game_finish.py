"""Finishing a game whose play is over: scored and rated once, its seats told nobody is to
act."""

from __future__ import annotations

from typing import Any

from django.utils import timezone

from games.models import Game, GameStatus, OutboxKind
from games.notices import game_changed_on_commit
from games.rules_binding import game_rules, game_state
from games.services.followups import followup_clear, game_work_drop
from games.services.game_rate import game_rate_locked
from games.services.locks import game_lock_if_any
from games.services.move_write import seats_to_act_mark
from games.services.webhooks import game_finished_event, webhooks_record
from games.services.write_transaction import write_transaction


def game_finish(*, game_id: Any) -> Game | None:
    """Score a game whose play is over; idempotent (a finished game is left as it is)."""
    with write_transaction():
        game = game_lock_if_any(game_id=game_id)
        if game is None or game.status != GameStatus.ACTIVE:
            return None
        rules = game_rules(game)
        state = game_state(game)
        if not rules.is_over(state):
            followup_clear(game_id=game.pk, version=game.version, kinds=[OutboxKind.SCORING])
            return None
        game.result = rules.score(state).to_json()
        game.status = GameStatus.FINISHED
        game.finished_at = timezone.now()
        game.turn_due_at = None
        # The finishing version has no move: it tells long-polling clients the result is in.
        game.version += 1
        game.save(
            update_fields=[
                "result",
                "status",
                "finished_at",
                "version",
                "updated_at",
                "turn_due_at",
            ]
        )
        seats_to_act_mark(game, set())
        # In the finishing transaction: a game is finished and rated together, once.
        game_rate_locked(game)
        game_work_drop(game_id=game.pk)
        game_changed_on_commit(game_id=game.pk, version=game.version, app_id=game.app_id)
        webhooks_record(game=game, events=lambda: game_finished_event(game=game))
    return game


def seats_to_act_refresh(*, batch: int = 200) -> int:
    """Set ``Seat.to_act`` from the state of every active game (games stored before the flag
    existed); returns how many games were looked at."""
    ids = list(Game.objects.filter(status=GameStatus.ACTIVE).values_list("id", flat=True))
    for start in range(0, len(ids), batch):
        with write_transaction():
            # Only the columns it reads: migration 0007 runs this before later columns exist.
            games = Game.objects.filter(pk__in=ids[start : start + batch]).only(
                "id", "ruleset", "state", "content_release_id"
            )
            for game in games:
                seats_to_act_mark(game, set(game_rules(game).to_act(game_state(game))))
    return len(ids)
