"""Tasks are idempotent by version and go through the services a human move uses."""

import pytest
from django.test import Client

from games.models import Game, Move
from tests.api.helpers import game_create
from worker.tasks import TASK_OPTIONS, automa_play_task, game_finish_task

pytestmark = pytest.mark.django_db(transaction=True)


def test_tasks_ack_late_retry_boundedly_and_have_time_limits():
    for task in (automa_play_task, game_finish_task):
        assert task.acks_late is True
        assert task.max_retries == TASK_OPTIONS["max_retries"] == 5
        assert task.time_limit == 120
        assert task.soft_time_limit == 90


def test_automa_play_for_a_stale_version_does_nothing():
    seats = [{"name": "Bot", "kind": "automa"}, {"name": "Ana", "kind": "human"}]
    game = game_create(Client(), seats=seats, seed=8)
    row = Game.objects.get(pk=game["id"])
    moves = Move.objects.count()
    assert automa_play_task.apply(args=[game["id"], row.version - 1]).get() is None
    assert automa_play_task.apply(args=[game["id"], row.version + 3]).get() is None
    assert Move.objects.count() == moves
    assert Game.objects.get(pk=game["id"]).version == row.version


def test_automa_play_when_a_human_must_act_does_nothing():
    game = game_create(Client(), seed=9)  # two humans
    assert automa_play_task.apply(args=[game["id"], 0]).get() is None
    assert Move.objects.count() == 0


def test_game_finish_is_idempotent_and_waits_for_the_end():
    seats = [{"name": f"Bot{i}", "kind": "automa"} for i in range(2)]
    game = game_create(Client(), seats=seats, seed=10)
    finished = Game.objects.get(pk=game["id"])
    assert finished.status == "finished"
    assert game_finish_task.apply(args=[game["id"]]).get() is None
    again = Game.objects.get(pk=game["id"])
    assert (again.version, again.result) == (finished.version, finished.result)
    live = game_create(Client(), seed=11)
    assert game_finish_task.apply(args=[live["id"]]).get() is None
    assert Game.objects.get(pk=live["id"]).status == "active"


def test_automa_moves_replay_exactly_from_the_seed():
    from games.rules.registry import ruleset_get

    seats = [{"name": f"Bot{i}", "kind": "automa", "level": "basic"} for i in range(3)]
    game = game_create(Client(), seats=seats, seed=12)
    row = Game.objects.get(pk=game["id"])
    rules = ruleset_get("architects").bind(row.content_release.data)
    state = rules.setup(row.options, 3, row.seed)
    for move in row.moves.order_by("number"):
        state, _ = rules.apply(state, move.seat, move.action)
    assert state == row.state
