"""The scoring mode: a 1-4 player table game whose seats report their own end-of-game figures and
which the server scores with the tie-breaks (option ``mode: scoring``)."""

import json
import random

import pytest

from games.rules.scholars import RULESET as R
from games.rules.scholars.scoring import PlayerReport, game_score

SCORING = {"mode": "scoring"}


def _play(state, seat, *actions):
    for action in actions:
        assert action in R.legal_actions(state, seat), action
        state, _ = R.apply(state, seat, action)
    return state


def _figure(figure, value):
    return {"type": "score_figure", "figure": figure, "value": value}


@pytest.mark.parametrize(
    ("options", "kinds", "ok"),
    [({}, ["human", "automa"], True), ({}, ["human", "human"], False),
     ({}, ["human"], False), ({}, ["human", "automa", "human"], False),
     (SCORING, ["human"], True), (SCORING, ["human"] * 4, True),
     (SCORING, ["human", "automa"], False), (SCORING, ["human"] * 5, False)],
)  # fmt: skip
def test_seat_counts_and_kinds_per_mode(options, kinds, ok):
    problem = R.seats_problem(R.validate_options(options), kinds)
    assert (problem is None) is ok
    if not ok:
        assert problem["mode"] == options.get("mode", "companion")


def test_three_seats_report_in_any_order_and_the_tie_breaks_decide():
    s = R.setup(SCORING, 3, 5)
    assert R.to_act(s) == (0, 1, 2)
    s = _play(s, 1, {"type": "score_scroll", "card": "CHI-A", "change": "add"})
    # one card, one owner: nobody else may report it
    assert {"type": "score_scroll", "card": "CHI-A", "change": "add"} not in (
        R.legal_actions(s, 0))  # fmt: skip
    s = _play(s, 0, {"type": "score_scroll", "card": "CHI-B", "change": "add"},
              _figure("employed_translators", 4), _figure("employed_translators", 1),
              {"type": "score_done"})  # fmt: skip
    assert R.to_act(s) == (1, 2) and R.legal_actions(s, 0) == []
    s = _play(s, 1, _figure("employed_translators", 2), {"type": "score_done"})
    s = _play(s, 2, {"type": "score_retired", "vp": 3, "change": "add"},
              {"type": "score_retired", "vp": 2, "change": "add"},
              {"type": "score_retired", "vp": 3, "change": "remove"})  # fmt: skip
    assert not R.is_over(s)
    s = _play(s, 2, {"type": "score_done"})
    assert R.is_over(s) and R.to_act(s) == ()
    result = R.score(s)
    # CHI-A and CHI-B are both 5 VP with no bonus (CHI-B's needs guild influence): seats 0
    # and 1 tie on total; seat 1 has more translators still employed.
    assert result.scores[0].total == result.scores[1].total
    assert result.winners == (1,) and result.ranking[:2] == (1, 0)
    assert result.scores[2].breakdown["retired_translators"] == 2
    expected = game_score(
        [PlayerReport(scrolls=("CHI-B",), employed_translators=1),
         PlayerReport(scrolls=("CHI-A",), employed_translators=2),
         PlayerReport(retired_translator_vp=(2,))],
        R.default_content(), {},
    )  # fmt: skip
    assert result == expected


def test_control_marker_keeps_a_tied_guild():
    s = R.setup(SCORING, 2, 1)
    s = _play(s, 0, _figure("guild_purple", 2), {"type": "score_done"})
    s = _play(s, 1, _figure("guild_purple", 2), {"type": "score_control", "guild": "purple"},
              {"type": "score_done"})  # fmt: skip
    breakdown = [score.breakdown["guild_control"] for score in R.score(s).scores]
    assert breakdown[0] == 0 and breakdown[1] > 0


def test_scoring_mode_refuses_companion_reports_and_offers_no_undo():
    s = R.setup(SCORING, 2, 1)
    s = _play(s, 0, _figure("silver", 3))
    assert R.legal_actions(s, 0)[-1] == {"type": "score_done"}
    assert {"type": "undo"} not in R.legal_actions(s, 0) and s["undo"] is None
    assert {"type": "turn_over"} not in R.legal_actions(s, 0)
    companion = R.setup({}, 2, 1)
    assert not any(a["type"].startswith("score_") for a in R.legal_actions(companion, 0))


@pytest.mark.parametrize(("seats", "seed"), [(1, 1), (2, 2), (4, 3)])
def test_random_scoring_games_keep_invariants_and_replay(seats, seed):
    rng = random.Random(seed)
    s = R.setup(SCORING, seats, seed)
    moves = []
    while not R.is_over(s):
        seat = rng.choice(R.to_act(s))
        legal = R.legal_actions(s, seat)
        # mostly figures and scrolls, now and then done
        done = rng.random() < 0.05
        action = legal[-1] if done else rng.choice(legal[:-1])
        before = json.dumps(s, sort_keys=True)
        new, _ = R.apply(s, seat, action)
        assert json.dumps(s, sort_keys=True) == before
        owned = [c for p in new["players"] for c in p["scrolls"]]
        assert len(owned) == len(set(owned))
        view = R.view(new, seat)
        assert R.view(R.determinize(view, seat, rng), seat) == view
        assert set(R.label(action)) == {"en", "pt-BR"}
        moves.append((seat, action))
        s = new
    replay = R.setup(SCORING, seats, seed)
    for seat, action in moves:
        replay, _ = R.apply(replay, seat, action)
    assert replay == s
    result = R.score(s)
    assert all(score.total == sum(score.breakdown.values()) for score in result.scores)
    assert sorted(result.ranking) == list(range(seats)) and result.winners


def test_each_seats_report_is_logged_under_its_own_name():
    """Issue 33: with Ana, Bia, Caio, seat 2's report read "Ana reported" and seat 1's "Bia
    played its turn" (seat 1 taken for the automa's, seat 0 for every reporter)."""
    names = ["Ana", "Bia", "Caio"]
    state = R.setup(SCORING, 3, 5)
    retired = {"type": "score_retired", "vp": 2, "change": "add"}
    for seat, who in enumerate(names):
        assert R.describe_move(retired, seat, None, names).get("en") == (
            f"{who} reported: I retired a translator worth 2 VP."
        )
        _, (event,) = R.apply(state, seat, retired)
        logged = R.describe({"kind": event.kind, "data": event.data}, None, names)
        assert logged.get("en") == f"{who} reported: I retired a translator worth 2 VP."
    # the companion game's automa turn is still the automa's
    solo = ["Ana", "Papyrus"]
    assert R.describe_move({"type": "play_turn"}, 1, None, solo).get("en") == (
        "Papyrus played its turn."
    )
