"""Bring stored games to the current state shape, in short batches (DESIGN §3, issue 14).

Reads upgrade lazily too (``rules_binding.game_state``), so a database part-way through this
conversion still serves every game; the batches only make the stored rows current.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from django.db.models import Q
from django.utils import timezone

from games.rules.registry import SLUGS, ruleset_get
from games.services.followups import followup_plan
from games.services.locks import rows_claim
from games.services.write_transaction import write_transaction

logger = logging.getLogger(__name__)


def game_states_upgrade(*, game_model: Any, batch: int = 200) -> int:
    """Rewrite every stored state of an older shape; returns how many were rewritten.

    Each batch locks only its own rows, skipping any a move holds (a later run takes them; reads
    upgrade them lazily meanwhile), so no table-wide lock is held; a run stopped part-way
    resumes where it left off because converted rows no longer match. ``game_model`` is the
    model (a migration passes its historical one). Engines upgrade every older shape they ever
    stored, so the migration may call the current upgraders.
    """
    done = 0
    now = timezone.now()
    for slug in SLUGS:
        rules = ruleset_get(slug)
        stale = game_model.objects.filter(ruleset=slug).filter(
            ~Q(state__has_key="state_version") | Q(state__state_version__lt=rules.state_version)
        )
        last_pk = None
        while True:
            with write_transaction():
                rows = stale.order_by("pk")
                if last_pk is not None:
                    rows = rows.filter(pk__gt=last_pk)
                games = list(rows_claim(rows)[:batch])
                if not games:
                    break
                seat_model = game_model._meta.get_field("seats").related_model
                automa = _automa_seats(seat_model, [g.pk for g in games])
                plans = {}
                for game in games:
                    game.state = rules.state_upgrade(game.state)
                    if game.status == "active":
                        plans[game.pk] = followup_plan(
                            rules=rules, state=game.state, automa_seats=automa.get(game.pk, ())
                        )
                    # The game's options pin what its state pins (its rules revision).
                    game.options = {**game.state.get("options", {}), **game.options}
                    if "rules_revision" in game.state:
                        game.options["rules_revision"] = game.state["rules_revision"]
                game_model.objects.bulk_update(games, ["state", "options"])
                _followups_due_now(game_model, games, plans, now)
                last_pk = games[-1].pk
                done += len(games)
        logger.info("upgraded %s stored %s states", done, slug)
    return done


def _followups_due_now(
    game_model: Any, games: list[Any], plans: dict[Any, str | None], now: datetime
) -> None:
    """Games stored before follow-ups were recorded: due now, so the sweeper hands an automa
    its turn (or scores the game) whatever was lost. Migrations before the outbox (0005,
    0010) pass a historical model whose game row holds the follow-up itself."""
    if any(field.name == "followup" for field in game_model._meta.get_fields()):
        for game in games:
            plan = plans.get(game.pk) or ""
            game.followup, game.followup_due_at = plan, now if plan else None
        game_model.objects.bulk_update(games, ["followup", "followup_due_at"])
        return
    outbox = game_model._meta.apps.get_model("games", "OutboxItem")
    for game in games:
        if plans.get(game.pk):
            outbox.objects.filter(game_id=game.pk, kind=plans[game.pk]).delete()
            outbox.objects.create(
                kind=plans[game.pk], game_id=game.pk, version=game.version, due_at=now
            )


def _automa_seats(seat_model: Any, game_ids: list[Any]) -> dict[Any, list[int]]:
    found: dict[Any, list[int]] = {}
    rows = seat_model.objects.filter(game_id__in=game_ids, kind="automa")
    for game_id, index in rows.values_list("game_id", "index"):
        found.setdefault(game_id, []).append(index)
    return found
