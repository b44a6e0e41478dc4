"""Undo as far back as the rules allow (``games.rules.companion``): every report since the
automa last acted, the last first, each restoring the state before it exactly; never past the
automa's action (it drew cards); a state stored with the one earlier state of before reads as
a one-step stack."""

from __future__ import annotations

import pytest

from games.rules.companion import undo_stack
from games.rules.core import IllegalAction, Reason, copy_state
from games.rules.registry import ruleset_get
from tests.rules.marsbot.helpers import HUMAN, MARSBOT, action_phase

RULES = ruleset_get("marsbot")
UNDO = {"type": "undo"}
# Reports that end your turn or a phase: the automa acts after them.
ENDING = {"turn_end", "generation_pass", "final_greeneries_done", "final_score"}


def _report(state):
    """A report of your turn that leaves the turn yours."""
    return next(
        a
        for a in RULES.legal_actions(state, HUMAN)
        if a["type"] not in ENDING | {"undo", "acknowledge", "resign"}
    )


def _three_reports():
    start = action_phase(seed=3)
    states = [start]
    for _ in range(3):
        state, _ = RULES.apply(states[-1], HUMAN, _report(states[-1]))
        states.append(state)
    return states


def test_three_reports_then_three_undos_restore_each_state_exactly():
    states = _three_reports()
    assert RULES.view(states[0], HUMAN)["undo_steps"] == 0
    state = states[-1]
    assert RULES.view(state, HUMAN)["undo_steps"] == 3
    assert RULES.view(state, HUMAN)["can_undo"] is True
    for back in (2, 1, 0):
        state, events = RULES.apply(state, HUMAN, UNDO)
        assert state == states[back]
        assert [e.kind for e in events] == ["report_undone"]
        assert RULES.view(state, HUMAN)["undo_steps"] == back
    assert UNDO not in RULES.legal_actions(state, HUMAN)
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(state, HUMAN, UNDO)
    assert refused.value.code == Reason.NOTHING_TO_UNDO


def test_undo_then_a_new_report_keeps_the_earlier_steps():
    states = _three_reports()
    state, _ = RULES.apply(states[-1], HUMAN, UNDO)
    state, _ = RULES.apply(state, HUMAN, _report(state))
    assert RULES.view(state, HUMAN)["undo_steps"] == 3


def test_undo_is_refused_once_the_automa_has_acted():
    state = _three_reports()[-1]
    ending = next(a for a in RULES.legal_actions(state, HUMAN) if a["type"] == "turn_end")
    state, _ = RULES.apply(state, HUMAN, ending)
    assert RULES.view(state, HUMAN)["undo_steps"] == 4  # the turn's end too, until it acts
    state, _ = RULES.apply(state, MARSBOT, {"type": "play_turn"})
    assert RULES.view(state, HUMAN)["undo_steps"] == 0
    assert RULES.view(state, HUMAN)["can_undo"] is False
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(state, HUMAN, UNDO)
    assert refused.value.code == Reason.NOTHING_TO_UNDO


def test_a_state_stored_with_one_earlier_state_undoes_one_step():
    states = _three_reports()
    stored = copy_state(states[1])
    stored["undo"] = {k: v for k, v in states[0].items() if k != "undo"}  # the old form
    assert undo_stack(stored) == [stored["undo"]]
    assert RULES.view(stored, HUMAN)["undo_steps"] == 1
    restored, _ = RULES.apply(stored, HUMAN, UNDO)
    assert restored == {**states[0], "undo": None}
    # A report on top of the old form stacks on it.
    again, _ = RULES.apply(stored, HUMAN, _report(stored))
    assert RULES.view(again, HUMAN)["undo_steps"] == 2


def test_no_snapshot_holds_the_stack():
    state = _three_reports()[-1]
    assert all("undo" not in kept for kept in undo_stack(state))


def test_the_spectator_and_the_automa_seat_can_undo_nothing():
    state = _three_reports()[-1]
    for seat in (None, MARSBOT):
        assert RULES.view(state, seat)["undo_steps"] == 0
