"""The Python SDK package made by ``scripts/sdk`` installs with pip, the examples pass
``mypy --strict`` against it, and each example plays its game against a live server."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from games.models import Game, GameStatus
from tests.sdk.conftest import EXAMPLES, GAMES, SEEDS, run, summary_of

pytestmark = pytest.mark.django_db(transaction=True)
PY = EXAMPLES / "python"


@pytest.fixture(scope="module")
def site(python_site: Path) -> Path:
    return python_site


def test_the_package_installs_typed_with_its_metadata(site: Path) -> None:
    assert (site / "automa_client" / "py.typed").exists()
    metadata = next(site.glob("automa_client-*.dist-info")) / "METADATA"
    assert "Name: automa-client" in metadata.read_text(encoding="utf-8")


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
