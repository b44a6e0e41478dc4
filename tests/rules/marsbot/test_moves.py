"""MarsBot's move table: what its entries share (the turn's cap on reports, the order the API
lists them in) beside what the conformance suite checks of every table."""

from __future__ import annotations

import pytest

from games.rules.core import IllegalAction
from games.rules.marsbot import RULESET
from games.rules.marsbot.moves import MOVES
from games.rules.marsbot.reasons import MarsBotReason
from games.rules.marsbot.reports import MAX_REPORTS_PER_TURN
from games.rules.marsbot.specs import REPORT_SPECS

from .helpers import HUMAN, action_phase

# Reports that end a turn or a phase: no turn's reports, so the cap neither counts nor refuses
# them (undo and acknowledge are the protocol's).
UNCOUNTED = {"turn_end", "generation_pass", "final_greeneries_done", "final_score"}


def test_the_table_keeps_the_published_order_of_the_reports():
    assert MOVES.specs == REPORT_SPECS
    assert RULESET.report_specs == REPORT_SPECS


def test_each_report_of_your_turn_counts_towards_the_cap_and_turn_end_does_not():
    # Given your first turn, when you report one of each kind listed, then each counts 1 ...
    s = action_phase(seed=3)
    kinds = {}
    for action in RULESET.legal_actions(s, HUMAN):
        kinds.setdefault(action["type"], action)
    assert {"place_tile", "adjust_standing", "plants_protection", "turn_end"} <= set(kinds)
    for kind, action in kinds.items():
        if kind in UNCOUNTED:
            continue
        after, _ = RULESET.apply(s, HUMAN, action)
        assert after["reports_this_turn"] == s["reports_this_turn"] + 1, kind
    # ... and ending the turn starts the next one's count at 0.
    after, _ = RULESET.apply(s, HUMAN, kinds["turn_end"])
    assert after["reports_this_turn"] == 0


def test_a_report_s_own_refusal_comes_before_the_turn_cap():
    s = action_phase()
    s["reports_this_turn"] = MAX_REPORTS_PER_TURN
    s["parameters"]["oxygen"] = 14
    with pytest.raises(IllegalAction) as refused:
        RULESET.apply(s, HUMAN, {"type": "raise_parameter", "parameter": "oxygen"})
    assert refused.value.code == MarsBotReason.PARAMETER_MAXED
    assert refused.value.detail == "The oxygen is at its maximum."
    with pytest.raises(IllegalAction) as refused:
        RULESET.apply(s, HUMAN, {"type": "adjust_standing", "standing": "tr", "delta": 1})
    assert refused.value.code == MarsBotReason.TOO_MANY_REPORTS
    assert refused.value.detail == "100 reports this turn already: end your turn first."
    assert refused.value.params == {"max": 100}


def test_protocol_actions_keep_marsbot_s_words_outside_the_table():
    assert "acknowledge" not in MOVES and "undo" not in MOVES
    assert RULESET.label({"type": "acknowledge"}) == {
        "en": "Done: MarsBot's instructions are carried out",
        "pt-BR": "Feito: as instruções do MarsBot foram cumpridas",
    }
    assert RULESET.label({"type": "undo"})["en"] == "Undo your last report"
