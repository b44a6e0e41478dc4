"""Bench helpers on Showdown Nim: figures agree with each other and with the games played."""

from __future__ import annotations

import random
from typing import Any, ClassVar

import pytest

from bench.engines import automa_win_rate, random_games_per_second
from games.rules.core import Action, Event, State
from tests.rules.toy_game import ShowdownNim

GAME = ShowdownNim()
NIM_ONLY = {"showdown": False}


def with_defaults(**defaults: Any) -> ShowdownNim:
    """Showdown Nim whose default options are overridden (the random bench uses defaults)."""
    props = {k: dict(v) for k, v in ShowdownNim.options_schema["properties"].items()}
    for key, value in defaults.items():
        props[key]["default"] = value

    class Variant(ShowdownNim):
        options_schema: ClassVar[dict[str, Any]] = {"type": "object", "properties": props}

    return Variant()


class Endless(ShowdownNim):
    """A broken engine: seat 0 passes for ever."""

    slug = "endless"
    title = "Endless"
    min_seats = max_seats = 2

    def setup(self, options, seats, seed) -> State:
        return {"passes": 0}

    def to_act(self, state: State) -> tuple[int, ...]:
        return (0,)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return [{"type": "pass"}]

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return {"passes": state["passes"] + 1}, []

    def is_over(self, state: State) -> bool:
        return False

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return dict(state)

    def automa(self, view, seat: int, level: str, rng: random.Random) -> Action:
        return {"type": "pass"}


# --- random games ------------------------------------------------------------------------------


def test_random_games_count_every_move():
    # given piles 1 and 1 without showdown: every game is exactly two moves
    figures = random_games_per_second(with_defaults(piles=[1, 1], showdown=False), 2, 50)
    # then
    assert figures["games"] == 50
    assert figures["mean_moves"] == 2.0
    assert figures["seconds"] > 0
    assert figures["games_per_second"] == pytest.approx(50 / figures["seconds"])
    assert figures["moves_per_second"] == pytest.approx(100 / figures["seconds"])


def test_random_games_depend_on_the_seed_only():
    first = random_games_per_second(GAME, 3, 200, seed=4)
    again = random_games_per_second(GAME, 3, 200, seed=4)
    other = random_games_per_second(GAME, 3, 200, seed=5)
    assert first["mean_moves"] == again["mean_moves"]
    assert first["mean_moves"] != other["mean_moves"]
    # a random game of the default 1, 3, 5 piles lasts between 1 move (a showdown) and 9
    assert 1 < first["mean_moves"] < 9


def test_a_game_that_never_ends_is_reported():
    with pytest.raises(RuntimeError, match="not over after 10"):
        random_games_per_second(Endless(), 2, 1, max_moves=10)
    with pytest.raises(RuntimeError, match="not over after 10"):
        automa_win_rate(Endless(), 2, "any", "any", 1, max_moves=10)


# --- automa against automa ---------------------------------------------------------------------


@pytest.mark.parametrize(("seats", "games", "wins_a"), [(2, 4, 2), (2, 5, 3), (3, 6, 2)])
def test_level_a_changes_seat_every_game(seats, games, wins_a):
    # given a single stone: seat 0 always takes it and wins, whatever its level
    figures = automa_win_rate(
        GAME, seats, "random", "random", games, options={"piles": [1], **NIM_ONLY}
    )
    # then level_a won exactly the games where it sat at seat 0
    assert (figures["wins_a"], figures["wins_b"], figures["draws"]) == (
        wins_a,
        games - wins_a,
        0,
    )
    assert figures["win_rate_a"] == wins_a / games


def test_a_shared_win_is_a_draw_counting_half():
    # given equal cards and seats that call the showdown at once: every game is a shared win
    options = {"deck": [2, 2, 2]}
    figures = automa_win_rate(GAME, 2, "showdown", "random", 6, options=options)
    assert (figures["wins_a"], figures["wins_b"], figures["draws"]) == (0, 0, 6)
    assert figures["win_rate_a"] == 0.5


def test_strong_automa_clearly_beats_random_moves():
    # given plain Nim from piles 1, 3, 5, where the first seat wins with perfect play
    strong = automa_win_rate(GAME, 2, "strong", "random", 20, seed=3, options=NIM_ONLY)
    baseline = automa_win_rate(GAME, 2, "random", "random", 20, seed=3, options=NIM_ONLY)
    # then
    assert strong["games"] == 20
    assert strong["win_rate_a"] >= 0.85
    assert baseline["win_rate_a"] <= 0.65
    assert strong["seconds"] > 0


def test_automa_games_depend_on_the_seed_only():
    first = automa_win_rate(GAME, 2, "strong", "random", 6, seed=9)
    again = automa_win_rate(GAME, 2, "strong", "random", 6, seed=9)
    keys = ("games", "wins_a", "wins_b", "draws", "win_rate_a")
    assert [first[k] for k in keys] == [again[k] for k in keys]
