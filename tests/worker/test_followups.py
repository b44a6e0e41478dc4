"""Follow-ups are outbox rows recorded with the change that hands them on, survive a dead
broker, and the one sweeper dispatches whatever is overdue. Tasks are held back here: nothing
runs until the test says so, so an automa is still to act when the checks run."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.test import Client, override_settings
from django.utils import timezone

from games.models import Game, Move, OutboxItem, OutboxKind
from games.services import automa_play, game_finish, move_submit
from games.services.outbox import OutboxDue, outbox_dispatcher_register, outbox_sweep
from tests.api.helpers import API, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)


class HeldDispatcher:
    """Records what would have been sent to the broker; optionally fails like a dead broker."""

    def __init__(self, *, broken: bool = False) -> None:
        self.sent: list[tuple[str, str | None, int | None]] = []
        self.broken = broken

    def __call__(self, due: OutboxDue) -> None:
        if self.broken:
            raise ConnectionRefusedError("the broker is down")
        self.sent.append((due.kind, due.game_id, due.version))


@pytest.fixture
def held() -> Iterator[HeldDispatcher]:
    dispatcher = HeldDispatcher()
    previous = outbox_dispatcher_register(dispatcher)
    yield dispatcher
    outbox_dispatcher_register(previous)


def _work(game_id: str) -> list[tuple[str, int | None]]:
    """The game's rows in the outbox: (kind, version)."""
    rows = OutboxItem.objects.filter(game_id=game_id).order_by("kind")
    return list(rows.values_list("kind", "version"))


def _automa_first() -> list[dict]:
    return [{"name": "Bot", "kind": "automa", "level": "basic"}, {"name": "Ana", "kind": "human"}]


def test_creating_a_game_with_an_automa_first_records_and_dispatches_its_turn(held):
    game = game_create(Client(), seats=_automa_first(), seed=8)
    assert _work(game["id"]) == [(OutboxKind.AUTOMA_TURN, 0)]
    assert OutboxItem.objects.get(game_id=game["id"]).due_at > timezone.now()
    assert held.sent == [(OutboxKind.AUTOMA_TURN, game["id"], 0)]


def test_a_human_move_handing_the_turn_to_an_automa_records_it_in_the_same_write(held):
    client = Client()
    game = game_create(client, seats=[{"name": "Ana", "kind": "human"}, _automa_first()[0]])
    assert _work(game["id"]) == []
    token = tokens_of(game)[0]
    action = client.get(f"{API}/games/{game['id']}/actions/", HTTP_AUTHORIZATION=f"Bearer {token}")
    response = move_post(client, game["id"], token, action.json()["actions"][0]["action"], 0)
    assert response.status_code == 201
    assert _work(game["id"]) == [(OutboxKind.AUTOMA_TURN, 1)]
    assert held.sent == [(OutboxKind.AUTOMA_TURN, game["id"], 1)]


def test_a_stale_automa_task_does_nothing_and_the_current_one_moves_once(held):
    game = game_create(Client(), seats=_automa_first(), seed=8)
    assert automa_play(game_id=game["id"], version=1) is None  # from the future
    assert Move.objects.count() == 0
    move = automa_play(game_id=game["id"], version=0)
    assert (move.number, move.seat) == (1, 0)
    assert automa_play(game_id=game["id"], version=0) is None  # the same task delivered again
    assert Game.objects.get(pk=game["id"]).version == 1
    assert _work(game["id"]) == []  # the human is to act now
    assert list(Move.objects.values_list("number", "seat")) == [(1, 0)]


def test_moves_racing_the_automas_choice_leave_one_move_per_version(held, monkeypatch):
    """While the automa thinks about version 0, a duplicate task plays version 0 and the human
    answers: the late choice must be dropped, not applied on top."""
    import games.services.automa_turn as automa_turn

    game = game_create(Client(), seats=_automa_first(), seed=8)
    token = tokens_of(game)[1]
    real_rules = automa_turn.game_rules
    raced = []

    class RacingRules:
        def __init__(self, rules):
            self._rules = rules

        def __getattr__(self, name):
            return getattr(self._rules, name)

        def automa(self, view, seat, level, rng):
            if not raced:
                raced.append(True)
                assert automa_play(game_id=game["id"], version=0).number == 1
                state = Game.objects.get(pk=game["id"]).state
                action = self._rules.legal_actions(state, 1)[0]
                move_submit(game_id=game["id"], token=token, action=action, if_match='"1"')
            return self._rules.automa(view, seat, level, rng)

    # The automa's ruleset (bound to the game's content) thinks slowly enough to be raced.
    monkeypatch.setattr(automa_turn, "game_rules", lambda row: RacingRules(real_rules(row)))
    assert automa_play(game_id=game["id"], version=0) is None
    moves = list(Move.objects.filter(game_id=game["id"]).values_list("number", "seat"))
    assert moves == [(1, 0), (2, 1)]
    assert Game.objects.get(pk=game["id"]).version == 2


def test_a_dead_broker_still_answers_201_and_the_sweeper_sends_it_later():
    broken = HeldDispatcher(broken=True)
    previous = outbox_dispatcher_register(broken)
    try:
        client = Client()
        game = game_create(client, seats=_automa_first(), seed=8)  # asserts 201
        assert tokens_of(game)[1]
        assert _work(game["id"]) == [(OutboxKind.AUTOMA_TURN, 0)]
    finally:
        outbox_dispatcher_register(previous)
    held = HeldDispatcher()
    outbox_dispatcher_register(held)
    try:
        assert outbox_sweep() == []  # not overdue yet
        later = timezone.now() + timedelta(minutes=1)
        swept = outbox_sweep(now=later)
        assert [(d.kind, d.game_id, d.version) for d in swept] == [
            (OutboxKind.AUTOMA_TURN, game["id"], 0)
        ]
        assert held.sent == [(OutboxKind.AUTOMA_TURN, game["id"], 0)]
        assert outbox_sweep(now=later) == []  # pushed on by one period
    finally:
        outbox_dispatcher_register(previous)


def test_the_sweeper_finds_games_over_but_not_scored(held):
    seats = [{"name": f"Bot{i}", "kind": "automa", "level": "basic"} for i in range(2)]
    game = game_create(Client(), seats=seats, seed=10)
    version = 0
    while _work(game["id"]) == [(OutboxKind.AUTOMA_TURN, version)]:
        version = automa_play(game_id=game["id"], version=version).number
    assert _work(game["id"]) == [(OutboxKind.SCORING, version)]
    swept = outbox_sweep(now=timezone.now() + timedelta(minutes=1))
    assert [(d.kind, d.version) for d in swept] == [(OutboxKind.SCORING, version)]
    finished = game_finish(game_id=game["id"])
    assert (finished.status, _work(game["id"])) == ("finished", [])
    assert outbox_sweep(now=timezone.now() + timedelta(hours=1)) == []


def test_the_sweep_command_dispatches_overdue_games(held, capsys):
    game = game_create(Client(), seats=_automa_first(), seed=8)
    OutboxItem.objects.filter(game_id=game["id"]).update(
        due_at=timezone.now() - timedelta(seconds=1)
    )
    held.sent.clear()
    call_command("outbox_sweep")
    assert held.sent == [(OutboxKind.AUTOMA_TURN, game["id"], 0)]
    out = capsys.readouterr().out
    assert f"automa_turn {game['id']} v0" in out and "1 due item(s) dispatched" in out


@override_settings(FOLLOWUP_OVERDUE_SECONDS=10, FOLLOWUP_BACKOFF_MAX_SECONDS=300)
def test_a_follow_up_that_stays_undone_is_sent_again_less_and_less_often(held):
    """A game whose task keeps failing must not be dispatched at every sweep for ever."""
    game = game_create(Client(), seats=_automa_first(), seed=8)
    recorded = OutboxItem.objects.get(game_id=game["id"]).created_at
    sent_at = []
    now = recorded
    while now < recorded + timedelta(minutes=30):
        now += timedelta(seconds=5)  # a sweep every 5 s
        if outbox_sweep(now=now):
            sent_at.append((now - recorded).total_seconds())
    gaps = [b - a for a, b in zip(sent_at, sent_at[1:], strict=False)]
    # First re-sent one period after the move, then after waits that double up to the cap.
    assert sent_at[:4] == [10, 20, 40, 80]
    assert gaps == sorted(gaps) and max(gaps) == 300
    assert len(sent_at) < 15  # instead of 360 sweeps' worth
