"""The novice automa (issue 37): a level a beginner can beat, legal from its view alone."""

from __future__ import annotations

import random

import pytest

from games.rules.novice import NOVICE_SLIP, novice_choice
from games.rules.registry import ruleset_get


def test_the_novice_slips_to_a_random_legal_action_about_half_the_time():
    legal = [{"type": "take", "card": n} for n in range(10)]
    rng = random.Random(7)
    basic = {"type": "take", "card": 0}
    picks = [novice_choice(legal, lambda: dict(basic), rng) for _ in range(2000)]
    assert all(p in legal for p in picks)
    slipped = sum(1 for p in picks if p != basic)
    # A slip picks card 0 one time in ten, so basic's card shows 1 - 0.9 * NOVICE_SLIP of the time
    assert abs(slipped / 2000 - NOVICE_SLIP * 0.9) < 0.04


@pytest.mark.parametrize(("slug", "seats"), [("architects", 3), ("saboteur", 5)])
def test_a_novice_table_plays_a_whole_game_with_legal_moves(slug, seats):
    rules = ruleset_get(slug)
    state = rules.setup({}, seats, 37)
    rng = random.Random(37)
    for _ in range(5000):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        action = rules.automa(rules.view(state, seat), seat, "novice", rng)
        assert action in rules.legal_actions(state, seat)
        state, _ = rules.apply(state, seat, action)
    assert rules.is_over(state)
