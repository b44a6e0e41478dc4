"""One automa task plays the heuristic automa turns that follow its own in the same
transaction (``AUTOMA_CHAIN_MS``): the moves are those one task per turn would play, each its
own version in the log, and only the last version's follow-up is handed on."""

from __future__ import annotations

import pytest
from django.test import Client, override_settings

from games.models import Game, Move, OutboxItem, OutboxKind, SeatKind
from games.rules_binding import game_rules
from games.services import automa_play
from tests.api.helpers import game_create
from tests.worker.test_followups import held as held  # the fixture

pytestmark = pytest.mark.django_db(transaction=True)


def _bots(*levels: str) -> list[dict]:
    return [{"name": f"Bot{i}", "kind": "automa", "level": level} for i, level in enumerate(levels)]


def _played_out(game_id: str) -> list[tuple[int, int, dict]]:
    """Run the game's automa tasks as the worker would until none is left; its moves."""
    game = Game.objects.get(pk=game_id)
    while OutboxItem.objects.filter(game_id=game_id, kind=OutboxKind.AUTOMA_TURN).exists():
        move = automa_play(game_id=game_id, version=game.version)
        assert move is not None
        game.refresh_from_db()
        assert move.number == game.version
    rows = Move.objects.filter(game_id=game_id).order_by("number")
    return list(rows.values_list("number", "seat", "action"))


def test_a_task_plays_on_and_hands_on_only_its_last_versions_work(held):
    game = game_create(Client(), seats=_bots("basic", "basic", "basic"), seed=5)
    assert held.sent == [(OutboxKind.AUTOMA_TURN, game["id"], 0)]
    move = automa_play(game_id=game["id"], version=0)
    row = Game.objects.get(pk=game["id"])
    assert move is not None and move.number == row.version > 1  # several turns, one task
    assert Move.objects.filter(game_id=game["id"]).count() == row.version
    # Nothing was dispatched for the versions in between; the last one's turn is in the outbox.
    assert held.sent[1:] == [(OutboxKind.AUTOMA_TURN, game["id"], row.version)]
    rows = OutboxItem.objects.filter(game_id=game["id"])
    assert list(rows.values_list("kind", "version")) == [(OutboxKind.AUTOMA_TURN, row.version)]


def test_chained_turns_are_the_moves_one_task_per_turn_plays(held):
    chained = game_create(Client(), seats=_bots("basic", "basic"), seed=11)
    with override_settings(AUTOMA_CHAIN_MS=0):
        single = game_create(Client(), seats=_bots("basic", "basic"), seed=11)
        one_each = _played_out(single["id"])
    assert len(held.sent) == len(one_each) + 2  # one per turn, and each game's scoring
    assert _played_out(chained["id"]) == one_each
    assert Game.objects.get(pk=chained["id"]).state == Game.objects.get(pk=single["id"]).state


def test_a_searching_level_waits_for_a_task_of_its_own(held):
    game = game_create(Client(), seats=_bots("basic", "strong"), seed=3)
    version = 0
    for _ in range(3):
        move = automa_play(game_id=game["id"], version=version)
        assert move is not None
        row = Game.objects.get(pk=game["id"])
        version = row.version
        rules = game_rules(row)
        # The chain stopped where the strong seat (a think budget) is to act.
        to_act = rules.to_act(row.state)
        strong = next(s.index for s in row.seats.all() if s.automa_level == "strong")
        assert row.seats.get(index=strong).kind == SeatKind.AUTOMA
        assert strong in to_act
        assert held.sent[-1] == (OutboxKind.AUTOMA_TURN, game["id"], version)
