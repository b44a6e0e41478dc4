"""Properties of the solo game under any order of legal reports (hypothesis picks each one):
every invariant holds after every move, under either rules revision and either reading of the
open options; undoing a report returns the exact state before it; a game replays exactly.
Actions are picked as a client picks them from the listing (``tests/rules/legal_pick.py``),
parameters filled with allowed values. Lean: a handful of games (seconds)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.rules.core import copy_state
from games.rules.scholars import RULESET as R
from games.rules.scholars.content import GUILDS
from tests.rules.legal_pick import legal_pick

MOVES = 120
# Reports that move a game on (the strategy picks among them half of the time).
PROGRESS = {"setup_done", "turn_over", "caliph_revealed", "play_turn", "let_automa_take",
            "reveal_map_scroll", "house_add", "starting_translator", "caliph_row",
            "caliph_move", "neutral_translator", "rest_reveal", "score_done",
            "final_score"}  # fmt: skip
OPTIONS = st.fixed_dictionaries(
    {
        "rules_revision": st.sampled_from([1, 2]),
        "difficulty": st.sampled_from(["student", "scribe", "teacher", "scholar"]),
        "travel_out_of_reach": st.sampled_from(["fallback", "search_all"]),
        "recent_cards": st.sampled_from(["since_shuffle", "across_rest"]),
    }
)


def invariants(state):
    """What holds in every position whatever was reported."""
    ids = state["scheme"]["deck"] + state["scheme"]["discard"]
    assert sorted(ids) == [1, 2, 3, 4, 5, 6]
    assert 1 <= state["resource"] <= 6 and 0 <= state["wraps"] <= 6
    assert -6 <= state["dice_sum"] <= 6 and 0 <= state["caliphs"] <= 4
    assert all(n >= 0 for n in state["ai"]["caliph"].values())
    for g in GUILDS:
        entry = state["guilds"][g]
        human, automa, who = entry["human"], entry["automa"], entry["controller"]
        assert human >= 0 and automa >= 0
        # most influence controls; a tie keeps whoever held it; no influence, no control
        if human != automa:
            assert who == ("human" if human > automa else "automa")
        elif human == 0:
            assert who is None
    step = state.get("caliph_step")
    if step and state["turn"] == "human":
        # a Caliph phase waiting for the human: it is answered and nothing else
        assert step["wait"] is not None and state["task"] in ("caliph", "rest_caliph")
        assert {a["type"] for a in R.reports(state, 0)} <= {
            "neutral_translator", "caliph_row", "caliph_move"}  # fmt: skip
    if state.get("rules_revision", 1) < 2:
        assert "caliph_step" not in state and "retired_starting" not in state["ai"]
    else:
        assert 0 <= state["ai"]["retired_starting"] <= state["ai"]["retired"]


@settings(
    max_examples=8, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(options=OPTIONS, seed=st.integers(min_value=0, max_value=2**40), data=st.data())
def test_any_order_of_legal_reports_keeps_every_invariant_and_undo_is_exact(options, seed, data):
    state = R.setup(options, 2, seed)
    moves = []
    for _ in range(MOVES):
        if R.is_over(state):
            break
        seat = R.to_act(state)[0]
        action = legal_pick(data.draw, R, state, seat, prefer=lambda a: a["type"] in PROGRESS)
        before = copy_state(state)
        new, _ = R.apply(state, seat, action)
        assert state == before  # apply never changes its input
        invariants(new)
        if seat == 0 and action["type"] not in ("undo", "acknowledge"):
            # the report can be undone to exactly the position before it
            undone, _ = R.apply(new, 0, {"type": "undo"})
            assert {**undone, "undo": None} == {**before, "undo": None}
            assert R.reports(undone, 0) == R.reports(before, 0)
        moves.append((seat, action))
        state = new
    replay = R.setup(options, 2, seed)
    for seat, action in moves:
        replay, _ = R.apply(replay, seat, action)
    assert replay == state
    if R.is_over(state):
        result = R.score(state)
        assert all(s.total == sum(s.breakdown.values()) for s in result.scores)
