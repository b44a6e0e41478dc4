"""Seeded random games against MarsBot with every invariant checked after every step."""

import json
import random

import orjson
import pytest

from games.rules.core import rng_for
from games.rules.marsbot import RULESET
from games.rules.marsbot.content import LAST_SPACE, PROJECT_CARDS
from games.rules.marsbot.reports import tile_spaces

from .helpers import CAT

PROGRESS = {"turn_end", "generation_pass", "play_turn", "final_greeneries_done", "final_score"}
OPTION_SETS = [
    {},
    {"difficulty": "easy", "research": "draft"},
    {"difficulty": "brutal", "prelude": True, "played_cards_reshuffle": "into_discard"},
    {"card_source": "reported", "research": "draft", "difficulty": "hard"},
    {"corporate_era": False, "double_temperature": "single_raise", "ocean_bonus": "flat"},
]


def card_places(s):
    keys = ("deck", "discard", "action_deck", "played", "human", "box")
    places = [c for k in keys for c in s["cards"][k]] + s["cards"].get("unnamed", [])
    research = s["research"] or {}
    for key in ("human_pile", "marsbot_pile", "kept", "reported"):
        places += research.get(key, [])
    # A paused turn's flipped cards lie face up on the table until it resumes.
    places += (s.get("pause") or {}).get("resolving", [])
    return [c for c in places if not c.startswith("B")]


def check(s):
    cards = card_places(s)
    assert sorted(cards) == sorted(CAT.cards) and len(cards) == PROJECT_CARDS
    bonus = s["bonus"]["deck"] + s["bonus"]["discard"] + s["bonus"]["destroyed"]
    bonus += [c for c in s["cards"]["action_deck"] if c.startswith("B")]
    bonus += [c for c in (s.get("pause") or {}).get("resolving", []) if c.startswith("B")]
    assert sorted(bonus) == [f"B0{i}" for i in range(1, 9)]
    assert all(0 <= p <= LAST_SPACE for p in s["marsbot"]["tracks"].values())
    assert s["marsbot"]["tr"] == 20 + s["marsbot"]["tr_gained"]
    p = s["parameters"]
    assert -30 <= p["temperature"] <= 8 and p["temperature"] % 2 == 0
    assert 0 <= p["oxygen"] <= 14 and 0 <= p["oceans"] <= 9
    assert p["oceans"] == sum(1 for t in s["map"].values() if t["tile"] == "ocean")
    for hid, tile in s["map"].items():
        h = CAT.hexes[hid]
        # Off the usual rules only by a card that names the space (Mangrove, Artificial Lake).
        if "card" not in tile:
            assert h.reserved_ocean == (tile["tile"] == "ocean")
        assert hid != "31" or tile.get("card") == "noctis_city"
        if tile["tile"] == "city" and tile.get("card") != "urbanized_area":
            # Urbanized Area's city is the one city placed next to others (by its card).
            assert not any(
                s["map"].get(o, {}).get("tile") == "city"
                and s["map"][o].get("card") != "urbanized_area"
                for o in h.adjacent
            ), f"cities next to each other at {hid}"
    assert s["marsbot"]["mc"] >= 0
    assert len(s["milestones"]) <= 3 and len(s["awards"]) <= 3
    json.dumps(s)


def choose(rng, actions):
    moving = [a for a in actions if a["type"] in PROGRESS or a["type"] == "draft_pick"]
    moving += [a for a in actions if a["type"] in ("marsbot_card", "drawn_card", "cards_drawn")]
    if moving and rng.random() < 0.35:
        return rng.choice(moving)
    return rng.choice(actions)


def play(options, seed, check_every=True):
    state = RULESET.setup(options, 2, seed)
    moves = []
    rng = random.Random(seed)
    while not RULESET.is_over(state):
        seat = RULESET.to_act(state)[0]
        actions = RULESET.legal_actions(state, seat)
        assert actions
        action = choose(rng, actions)
        # Bytes, not a deep copy: the state carries an undo stack of up to 60 whole states.
        frozen = orjson.dumps(state)
        new, _ = RULESET.apply(state, seat, action)
        assert orjson.dumps(state) == frozen, "apply mutated its input"
        if check_every:
            check(new)
            view = RULESET.view(new, 0)
            again = RULESET.determinize(view, 0, rng_for(seed, len(moves), "det"))
            assert RULESET.view(again, 0) == view
        moves.append((seat, action))
        state = new
    return state, moves


@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_games_keep_every_invariant_and_replay_exactly(options):
    for seed in (1, 2):
        final, moves = play(options, seed)
        replay = RULESET.setup(options, 2, seed)
        for seat, action in moves:
            replay, _ = RULESET.apply(replay, seat, action)
        assert replay == final
        result = RULESET.score(final)
        assert all(s.total == sum(s.breakdown.values()) for s in result.scores)


def test_a_game_where_parameters_max_out_reaches_final_greeneries_and_scoring():
    # A human who raises the parameters whenever possible ends the game by the base rules.
    state = RULESET.setup({}, 2, 9)
    rng = random.Random(9)
    phases = set()
    while not RULESET.is_over(state):
        seat = RULESET.to_act(state)[0]
        actions = RULESET.legal_actions(state, seat)
        raises = [a for a in actions if a["type"] == "raise_parameter"]
        oceans = [a for a in actions if a.get("tile") == "ocean"]
        if seat == 0 and state["phase"] == "action" and state["reports_this_turn"] < 3:
            passing = next(a for a in actions if a["type"] == "generation_pass")
            action = (raises + oceans)[0] if raises or oceans else passing
        elif state["phase"] == "final_score":
            action = {"type": "final_score", "points": 80}
        else:
            action = next((a for a in actions if a["type"] in PROGRESS), rng.choice(actions))
        state, _ = RULESET.apply(state, seat, action)
        check(state)
        phases.add(state["phase"])
    assert not state["instant_loss"]
    assert {"final_greenery", "final_score"} <= phases
    assert state["parameters"] == {"temperature": 8, "oxygen": 14, "oceans": 9}


def test_every_legal_report_is_labelled_in_both_languages_and_legal_spaces_are_legal():
    state, _ = play({}, 5, check_every=False)
    s = RULESET.setup({}, 2, 5)
    research = RULESET.legal_actions(s, 0)  # your starting draws
    s, _ = RULESET.apply(s, 0, {"type": "cards_drawn", "count": 10})
    s, _ = RULESET.apply(s, 1, {"type": "play_turn"})
    for action in research + RULESET.legal_actions(s, 0):
        label = RULESET.label(action, RULESET.view(s, 0))
        assert (
            label["en"]
            and label["pt-BR"]
            and label["en"] != label["pt-BR"]
            or action["type"] in ("adjust_standing",)
        )
        if action["type"] == "place_tile":
            assert action["space"] in tile_spaces(CAT, s, action["tile"])
    assert RULESET.label({"type": "play_turn"}, RULESET.view(state, 0))["pt-BR"]


def test_bench_times_marsbot_turns_in_the_engine():
    from bench.engines import companion_automa_turn_times

    figures = companion_automa_turn_times(RULESET, 2, seed=4)
    again = companion_automa_turn_times(RULESET, 2, seed=4)
    assert figures["turns"] == again["turns"] > 0
    assert 0 < figures["median_ms"] <= figures["p90_ms"] <= figures["max_ms"]
