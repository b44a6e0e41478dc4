"""The Python SDK package made by ``scripts/sdk`` installs with pip, the examples pass
``mypy --strict`` against it, and each example plays its game against a live server."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from games.models import Game, GameStatus
from tests.sdk.conftest import EXAMPLES, GAMES, SEEDS, api_version, run, summary_of

pytestmark = pytest.mark.django_db(transaction=True)
PY = EXAMPLES / "python"


@pytest.fixture(scope="module")
def site(python_site: Path) -> Path:
    return python_site


def test_the_wheel_installs_typed_with_its_metadata(site: Path) -> None:
    assert (site / "automa_client" / "py.typed").exists()
    metadata = (site / f"automa_client-{api_version()}.dist-info" / "METADATA").read_text()
    assert "Name: automa-client" in metadata and f"Version: {api_version()}" in metadata
    assert "Requires-Python: >=3.11" in metadata


def test_the_examples_pass_mypy_strict(site: Path, tmp_path: Path) -> None:
    out = run(sys.executable, "-m", "mypy", "--strict", "--cache-dir", tmp_path, PY,
              env={"MYPYPATH": str(site)})  # fmt: skip
    assert out.startswith("Success: no issues found in 5 source files"), out


@pytest.mark.parametrize("game", GAMES)
def test_the_python_example_plays(game: str, site: Path, live_server, app_key: str) -> None:
    out = run(sys.executable, PY / f"{game}.py", live_server.url, str(SEEDS[game]),
              env={"PYTHONPATH": f"{site}:{PY}", "AUTOMA_APP_KEY": app_key})  # fmt: skip
    summary = summary_of(out)
    stored = Game.objects.get(id=summary["id"])
    assert stored.app is not None and stored.ruleset == game
    assert stored.app.name == "SDK examples"
    assert stored.status == GameStatus.FINISHED
    if game in ("architects", "saboteur"):
        assert summary["moves"] == stored.moves.filter(seat=0).count() > 0
        assert stored.result is not None
        assert summary["totals"] == [s["total"] for s in stored.result["scores"]]
    else:
        # A few reports, one taken back, then resigned: the automa wins.
        assert summary["undone"] == 1 and summary["reports"] >= 8
        assert summary["resigned"] == [0] and summary["winners"] == [1]
        kinds = [m.action["type"] for m in stored.moves.filter(seat=0).order_by("number")]
        assert kinds.count("undo") == 1 and kinds[-1] == "resign"
        assert len(kinds) == summary["reports"] + 2  # the reports, the undo, the resignation


def test_the_long_poll_answers_none_at_its_timeout_and_the_game_when_another_seat_moves(
    site: Path, live_server, app_key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The examples' ``long_poll``: a 304 is None; another seat's move wakes it with the game."""
    import threading

    monkeypatch.syspath_prepend(str(site))
    monkeypatch.syspath_prepend(str(PY))
    monkeypatch.setattr(sys, "argv", ["example", live_server.url])
    monkeypatch.setenv("AUTOMA_APP_KEY", app_key)
    from automa_client import AuthenticatedClient
    from automa_client.api.moves import games_actions_list
    from automa_client.models import (
        ArchitectsLegalActions,
        GameCreateInputRequest,
        MoveRequest,
        RulesetEnum,
        SeatInputRequest,
        SeatKindEnum,
    )
    from common import create, expect, long_poll, post

    # Given a game of two human seats, seat 0 to play.
    humans = [SeatInputRequest(name=n, kind=SeatKindEnum.HUMAN) for n in ("Ana", "Bia")]
    game, first = create(GameCreateInputRequest(ruleset=RulesetEnum.ARCHITECTS, seats=humans))
    token = game.seats[1].token
    assert isinstance(token, str) and game.to_act == [0]
    second = AuthenticatedClient(base_url=live_server.url, token=token)
    # When seat 1 waits 1 s and nothing happens, then it gets None (the 304).
    assert long_poll(second, game.id, game.version, wait=1) is None
    # When seat 0 moves while seat 1 waits, then seat 1 gets the game at the new version.
    listed = expect(games_actions_list.sync(game.id, client=first), ArchitectsLegalActions)
    move = MoveRequest(action=listed.actions[0].action)
    mover = threading.Timer(0.5, post, (first, game.id, move, listed.version))
    mover.start()
    woken = long_poll(second, game.id, game.version, wait=20)
    mover.join()
    assert woken is not None and woken.version > game.version


def test_conditional_reads_and_writes_need_no_header_by_hand(
    site: Path, live_server, app_key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``automa_client.conditional``: an ETag in, a 304 out (``NotModified``), ``If-Match``
    quoted by ``etag``; a stale one is the 412 problem."""
    monkeypatch.syspath_prepend(str(site))
    from automa_client import AuthenticatedClient
    from automa_client.api.games import games_board_retrieve, games_create, games_retrieve
    from automa_client.api.moves import games_actions_list, games_moves_create
    from automa_client.conditional import Fresh, NotModified, changed, etag, version_of
    from automa_client.models import (
        ArchitectsLegalActions,
        GameCreateInputRequest,
        GameOutput,
        MoveAccepted,
        MoveRequest,
        Problem,
        ProblemCodeEnum,
        RulesetEnum,
        SeatInputRequest,
        SeatKindEnum,
    )

    app = AuthenticatedClient(base_url=live_server.url, token=app_key, prefix="ApiKey")
    humans = [SeatInputRequest(name=n, kind=SeatKindEnum.HUMAN) for n in ("Ana", "Bia")]
    body = GameCreateInputRequest(ruleset=RulesetEnum.ARCHITECTS, seats=humans)
    created = games_create.sync(client=app, body=body)
    assert isinstance(created, GameOutput) and isinstance(created.seats[0].token, str)
    seat = AuthenticatedClient(base_url=live_server.url, token=created.seats[0].token)
    # Given the game read once, with its ETag,
    read = changed(games_retrieve.sync_detailed(created.id, client=seat))
    assert isinstance(read, Fresh) and read.etag == etag(created.version) == '"0"'
    assert version_of(read.etag) == 0
    # when it is read again with that ETag, then the answer is NotModified (the 304).
    again = changed(games_retrieve.sync_detailed(created.id, client=seat, if_none_match=read.etag))
    assert again == NotModified(etag='"0"')
    # A move with If-Match from etag(); the next conditional read is fresh, at version 1.
    listed = games_actions_list.sync(created.id, client=seat)
    assert isinstance(listed, ArchitectsLegalActions)
    move = MoveRequest(action=listed.actions[0].action)
    moved = games_moves_create.sync(created.id, client=seat, body=move, if_match=etag(0))
    assert isinstance(moved, MoveAccepted) and moved.version == 1
    fresh = changed(games_retrieve.sync_detailed(created.id, client=seat, if_none_match='"0"'))
    assert isinstance(fresh, Fresh) and fresh.etag == '"1"'
    assert isinstance(fresh.parsed, GameOutput) and fresh.parsed.version == 1
    # A stale If-Match is refused with the problem, typed.
    stale = games_moves_create.sync(created.id, client=seat, body=move, if_match=etag(0))
    assert isinstance(stale, Problem) and stale.code == ProblemCodeEnum.PRECONDITION_FAILED
    # The board is the SVG text (it was dropped as None).
    board = games_board_retrieve.sync(created.id, client=seat)
    assert isinstance(board, str) and board.lstrip().startswith("<svg")


def test_with_values_fills_an_actions_parameters_keeping_its_type(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(site))
    from automa_client.actions import with_values
    from automa_client.models import MarsbotCardsDrawnAction

    listed = MarsbotCardsDrawnAction.from_dict({"type": "cards_drawn", "count": 1, "new": 1})
    filled = with_values(listed, {"count": 3})
    assert isinstance(filled, MarsbotCardsDrawnAction) and filled.count == 3
    assert filled.to_dict() == {"type": "cards_drawn", "count": 3, "new": 1}
    assert with_values(listed, count=2).count == 2
    assert listed.count == 1  # a copy: the listed action is as it was
