"""Turn timers through the services and the sweeper, tasks run in-process (eager): a human seat
that does not move in time has the automa play its turn, counted in a row, and after
``timeouts_to_automa`` of them the automa keeps the seat. The real worker and beat do the same
in ``test_turn_timer_worker.py``."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from games.models import Game, Move, MoveBy, OutboxItem, OutboxKind, SeatKind, SeatTakeover
from games.rules_binding import game_state
from games.services import turn_timeout
from games.services.outbox import OutboxDue, outbox_dispatcher_register, outbox_sweep
from games.services.replay import game_replay
from tests.api.helpers import API, bearer, board_actions, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)
TURN_TIMEOUT = OutboxKind.TURN_TIMEOUT

ANA_AND_BOT = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}]


def _later(game_id: str) -> datetime:
    """Just past the game's current turn deadline."""
    due = Game.objects.get(pk=game_id).turn_due_at
    assert due is not None, "a human seat to act in a timed game has a deadline"
    return due + timedelta(seconds=1)


def _timer_moves(game_id: str) -> list[Move]:
    return list(Move.objects.filter(game_id=game_id, by=MoveBy.TIMER).order_by("number"))


def test_the_automa_plays_a_late_turn_and_keeps_the_seat_after_n_in_a_row():
    client = Client()
    options = {"turn_seconds": 60, "timeouts_to_automa": 2}
    game = game_create(client, seats=ANA_AND_BOT, seed=4, options=options)
    token = tokens_of(game)[0]
    assert game["to_act"] == [0]
    due = Game.objects.get(pk=game["id"]).turn_due_at
    assert 55 < (due - timezone.now()).total_seconds() <= 60
    assert outbox_sweep() == []  # not late yet

    # First timeout: the automa plays Ana's turn (then Bot's turn runs), Ana is to act again.
    assert [d.kind for d in outbox_sweep(now=_later(game["id"]))] == [TURN_TIMEOUT]
    (first,) = _timer_moves(game["id"])
    assert first.seat == 0 and first.number == 1
    assert first.events[0] == {
        "kind": "turn_timed_out",
        "data": {"seat": 0, "timeouts": 1, "limit": 2, "taken_over": False},
        "seat": None,
    }
    detail = client.get(f"{API}/games/{game['id']}/", **bearer(token)).json()
    assert detail["to_act"] == [0] and detail["version"] == 2
    assert detail["seats"][0]["timeouts_in_row"] == 1
    assert detail["seats"][0]["kind"] == "human"
    log = client.get(f"{API}/games/{game['id']}/moves/", HTTP_ACCEPT_LANGUAGE="pt-BR").json()
    assert log["results"][0]["by"] == "timer"
    assert log["results"][0]["events"][0]["text"] == (
        "O tempo de Ana acabou: o autômato jogou por Ana (1 de 2 seguidas)."
    )

    # Ana moves herself: the count in a row starts again.
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    action = board_actions(listed)[0]["action"]
    assert move_post(client, game["id"], token, action, listed["version"]).status_code == 201
    row = Game.objects.get(pk=game["id"]).seats.get(index=0)
    assert row.timeouts_in_row == 0

    # Two timeouts in a row: the second hands the seat to the automa for good, and the game
    # (now all automa) plays to its end.
    for _ in range(2):
        assert Game.objects.get(pk=game["id"]).status == "active"
        assert len(outbox_sweep(now=_later(game["id"]))) == 1
    timed = _timer_moves(game["id"])
    assert [m.events[0]["data"]["timeouts"] for m in timed] == [1, 1, 2]
    assert timed[-1].events[0]["data"]["taken_over"] is True
    row = Game.objects.get(pk=game["id"]).seats.get(index=0)
    assert (row.kind, row.takeover, row.automa_level) == (
        SeatKind.AUTOMA,
        SeatTakeover.TIMEOUT,
        "basic",
    )
    final = Game.objects.get(pk=game["id"])
    assert final.status == "finished" and final.turn_due_at is None
    assert game_replay(game=final) == game_state(final)
    refused = move_post(client, game["id"], token, {"type": "resign"}, final.version)
    assert refused.status_code == 409


def test_a_timeout_for_a_version_the_game_has_left_does_nothing():
    client = Client()
    game = game_create(client, seats=ANA_AND_BOT, seed=4, options={"turn_seconds": 30})
    token = tokens_of(game)[0]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    move_post(client, game["id"], token, board_actions(listed)[0]["action"], 0)
    row = Game.objects.get(pk=game["id"])
    assert row.version == 2  # Ana's move and Bot's reply
    assert turn_timeout(game_id=game["id"], version=0) is None
    assert turn_timeout(game_id=game["id"], version=1) is None
    assert Game.objects.get(pk=game["id"]).version == 2
    assert _timer_moves(game["id"]) == []


class _Held:
    def __init__(self) -> None:
        self.sent: list[tuple[str, str | None, int | None]] = []

    def __call__(self, due: OutboxDue) -> None:
        self.sent.append((due.kind, due.game_id, due.version))


@pytest.fixture
def held() -> Iterator[_Held]:
    dispatcher = _Held()
    previous = outbox_dispatcher_register(dispatcher)
    yield dispatcher
    outbox_dispatcher_register(previous)


def test_a_lost_timeout_is_sent_again_by_a_later_sweep(held):
    game = game_create(Client(), seats=ANA_AND_BOT, seed=4, options={"turn_seconds": 30})
    late = _later(game["id"])
    assert len(outbox_sweep(now=late)) == 1
    assert held.sent == [(TURN_TIMEOUT, game["id"], 0)]
    assert outbox_sweep(now=late) == []  # pushed on by one period
    again = outbox_sweep(now=late + timedelta(minutes=1))
    assert [(d.game_id, d.version) for d in again] == [(game["id"], 0)]
    # Still undone: the next re-send waits twice the period (backing off); the deadline
    # clients are shown stays where it was.
    row = OutboxItem.objects.get(game_id=game["id"], kind=TURN_TIMEOUT)
    assert row.tries == 2
    period = timedelta(seconds=settings.FOLLOWUP_OVERDUE_SECONDS)
    assert row.due_at - (late + timedelta(minutes=1)) == 2 * period
    assert Game.objects.get(pk=game["id"]).turn_due_at == late - timedelta(seconds=1)
    # Whichever copy runs first plays the turn; the other finds the game moved on.
    assert turn_timeout(game_id=game["id"], version=0) is not None
    assert turn_timeout(game_id=game["id"], version=0) is None
    assert len(_timer_moves(game["id"])) == 1


def test_the_sweep_command_also_sends_timed_out_turns(held, capsys):
    game = game_create(Client(), seats=ANA_AND_BOT, seed=4, options={"turn_seconds": 30})
    OutboxItem.objects.filter(game_id=game["id"], kind=TURN_TIMEOUT).update(
        due_at=timezone.now() - timedelta(seconds=1)
    )
    call_command("outbox_sweep")
    assert held.sent == [(TURN_TIMEOUT, game["id"], 0)]
    assert f"turn_timeout {game['id']} v0" in capsys.readouterr().out


def test_untimed_games_and_automa_turns_have_no_deadline(held):
    untimed = game_create(Client(), seats=ANA_AND_BOT, seed=4)
    assert Game.objects.get(pk=untimed["id"]).turn_due_at is None
    bot_first = [ANA_AND_BOT[1], ANA_AND_BOT[0]]
    timed = game_create(Client(), seats=bot_first, seed=4, options={"turn_seconds": 30})
    assert timed["to_act"] == [0]
    assert Game.objects.get(pk=timed["id"]).turn_due_at is None  # the automa is to act
    swept = outbox_sweep(now=timezone.now() + timedelta(days=1))
    assert [d.kind for d in swept] == [OutboxKind.AUTOMA_TURN]  # the held automa turn only


def test_a_companion_game_whose_human_runs_out_of_time_ends_as_a_resignation():
    client = Client()
    game = game_create(client, ruleset="marsbot", seats=ANA_AND_BOT, seed=3,
                       options={"turn_seconds": 120})  # fmt: skip
    assert len(outbox_sweep(now=_later(game["id"]))) == 1
    row = Game.objects.get(pk=game["id"])
    assert row.status == "finished"
    assert row.result["winners"] == [1] and row.result["resigned"] == [0]
    (move,) = _timer_moves(game["id"])
    assert move.action == {"type": "resign"}
    log = client.get(f"{API}/games/{game['id']}/moves/").json()["results"]
    assert log[-1]["text"] == "Ana's time ran out."
    assert game_replay(game=row) == game_state(row)
