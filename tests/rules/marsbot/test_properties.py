"""Properties of MarsBot games for any seed and any order of legal reports (hypothesis): every
invariant holds after every step (``test_invariants.check``), apply never mutates its input, a
view re-dealt by ``determinize`` shows the same table, and undoing a report returns exactly the
state before it. Both rules revisions, a few option sets. Actions are picked as a client picks
them from the listing (``tests/rules/legal_pick.py``), parameters filled with allowed values.
Lean: a handful of games of a few dozen steps (seconds); the random games cover length."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.rules.core import copy_state, rng_for
from games.rules.marsbot import RULESET
from tests.rules.legal_pick import legal_pick

from .helpers import HUMAN
from .test_invariants import OPTION_SETS, check

OPTIONS = [*OPTION_SETS, {"rules_revision": 1}, {"rules_revision": 1, "research": "draft"}]
PROTOCOL = ("undo", "acknowledge")
STEPS = 60


@settings(
    max_examples=8, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    options=st.sampled_from(OPTIONS),
    seed=st.integers(min_value=0, max_value=2**40),
    data=st.data(),
)
def test_reports_in_any_legal_order_keep_every_invariant_and_undo_is_exact(options, seed, data):
    # given a new game, when each step takes a legal action hypothesis picks
    state = RULESET.setup(options, 2, seed)
    check(state)
    for number in range(STEPS):
        if RULESET.is_over(state):
            break
        seat = RULESET.to_act(state)[0]
        action = legal_pick(data.draw, RULESET, state, seat)
        frozen = copy_state(state)
        new, _ = RULESET.apply(state, seat, action)
        # then the input is untouched and every invariant holds
        assert state == frozen
        check(new)
        view = RULESET.view(new, HUMAN)
        again = RULESET.determinize(view, HUMAN, rng_for(seed, number, "property"))
        assert RULESET.view(again, HUMAN) == view
        # and a report undone gives back the state before it (only its own undo is spent)
        if seat == HUMAN and action["type"] not in PROTOCOL:
            undone, _ = RULESET.apply(new, HUMAN, {"type": "undo"})
            assert {**undone, "undo": undone.get("undo") or None} == {
                **state,
                "undo": state.get("undo") or None,
            }
        state = new
