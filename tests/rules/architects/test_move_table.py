"""The move table (``games.rules.architects.moves``): each kind's check agrees with the legal
actions, pending decisions included."""

from __future__ import annotations

import random

from games.rules.architects import RULESET as R
from games.rules.architects.actions import Play
from games.rules.architects.moves import MOVES


def test_every_legal_action_passes_its_entry_s_check():
    # Given seeded random games at 2 and 5 seats, with Wonder effects one may decline
    checked = set()
    for seats in (2, 5):
        state = R.setup({"wonder_effects_optional": True}, seats, None, 5)
        rng = random.Random(seats)
        for _ in range(300):
            if R.is_over(state):
                break
            seat = R.to_act(state)[0]
            legal = R.legal_actions(state, seat)
            # When each legal action is checked, then none is refused
            for action in legal:
                MOVES.check(Play(R.with_content(state), seat), action)
                checked.add(action["type"])
            state, _ = R.apply(state, seat, rng.choice(legal))
    assert {"take_card", "build_stage", "choose_progress_token", "end_turn"} <= checked
