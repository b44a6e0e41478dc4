"""The ruleset's catalogue data, views, labels, redaction, determinization and automa."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from games.rules import core
from games.rules.saboteur import RULESET as R

from .helpers import table
from .invariants import check_cards

PACKAGE = Path(__file__).resolve().parents[3] / "games" / "rules" / "saboteur"


def test_catalogue_data():
    assert (R.slug, R.title, R.min_seats, R.max_seats) == ("saboteur", "Saboteur Gold", 3, 12)
    assert R.automa_levels == ("novice", "basic", "strong")
    assert R.default_automa_level == "basic"
    props = R.options_schema["properties"]
    assert all("default" in p for p in props.values())
    assert R.default_options() == {
        "rules_revision": 4,
        "must_connect_to_start": True,
        "hidden_goals_constrain": False,
        "crystals_counted": "all_on_table",
        "trapped_geologist_paid": False,
        "saboteur_share_counts_profiteer": False,
        "double_curve_mirror": True,
        "rockfall_count": 4,
        "door_blocks_completer": "other_team",
        "break_own_tool": True,
    }
    assert [s.type for s in R.action_specs] == [
        "place_path",
        "play_action",
        "pass",
        "discard_and_repair",
        "steal",
        "decline_steal",
        "resign",  # every game's, done by the service (games.rules.core.RESIGN_SPEC)
    ]
    kinds = {f.kind for s in R.action_specs for f in s.fields}
    assert kinds <= {"int", "str", "bool", "int_list", "str_list"}


def test_engine_is_pure_python():
    forbidden = re.compile(r"^\s*(from|import)\s+(django|rest_framework|celery|api|worker)\b")
    models = re.compile(r"games\.(models|services)")
    for path in PACKAGE.glob("*.py"):
        text = path.read_text()
        assert not any(forbidden.match(line) for line in text.splitlines()), path
        assert not models.search(text), path


def test_setup_deals_six_cards_removes_ten_and_one_role_each():
    state = R.setup({}, 12, 5)
    assert [len(h) for h in state["hands"]] == [6] * 12
    assert len(state["removed"]) == 10
    assert len(state["draw"]) == 118 - 10 - 72
    assert len(state["roles"]) == 12 and len(state["role_pool"]) == 3
    check_cards(state)
    assert json.dumps(R.setup({}, 12, 5)) == json.dumps(state)


def test_option_variants_change_the_deck():
    state = R.setup({"rockfall_count": 3, "double_curve_mirror": False}, 4, 5)
    t = R.tables(state)
    assert t.action_counts["ROCKFALL"] == 3
    assert t.path_counts["X-DC-a"] == 2 and "X-DC-b" not in t.path_counts
    with pytest.raises(ValueError):
        R.setup({"rockfall_count": 5}, 4, 5)
    with pytest.raises(ValueError):
        R.setup({}, 2, 5)


def test_view_shows_own_hand_and_role_only():
    state = table(roles=["saboteur", "green_digger", "boss", "geologist"])
    mine = R.view(state, 0)
    assert mine["hand"] == state["hands"][0]
    assert mine["role"] == "saboteur"
    assert [s["hand_size"] for s in mine["seats"]] == [6, 6, 6, 6]
    assert all("hand" not in s and "role" not in s for s in mine["seats"])
    assert all("card" not in g for g in mine["goals"])
    spectator = R.view(state, None)
    assert "hand" not in spectator and "role" not in spectator
    assert spectator["draw_pile_size"] == len(state["draw"])
    assert "draw" not in spectator


def test_discards_are_hidden_from_other_seats_in_the_move_log():
    action = {"type": "pass", "cards": ["MAP", "B-X"]}
    assert R.redact_action(action, 2, 2) == action
    assert R.redact_action(action, 2, 0) == {"type": "pass", "count": 2}
    assert R.redact_action(action, 2, None) == {"type": "pass", "count": 2}
    repair = {"type": "discard_and_repair", "cards": ["MAP", "B-X"], "remove": "cart"}
    assert R.redact_action(repair, 1, 3) == {
        "type": "discard_and_repair",
        "remove": "cart",
        "count": 2,
    }
    play = {"type": "play_action", "card": "MAP", "goal": 1}
    assert R.redact_action(play, 1, 3) == play


def test_labels_in_both_languages():
    assert R.label({"type": "play_action", "card": "MAP", "goal": 1}) == {
        "en": "Play “Map” on the middle goal card",
        "pt-BR": "Jogar «Mapa» na carta de objetivo do meio",
    }
    names = ["Ana", "Bia", "Caio", "Duda"]
    assert R.label_named({"type": "steal", "target": 2}, None, names) == {
        "en": "Steal 1 gold piece from Caio",
        "pt-BR": "Roubar 1 peça de ouro de Caio",
    }
    free = {"type": "play_action", "card": "FREE_AT_LAST", "target": 1}
    label = R.label_named(free, None, names)["pt-BR"]
    assert label == "Jogar «Livre, finalmente!» na frente de Bia"
    cart = {"type": "discard_and_repair", "cards": ["MAP", "THEFT"], "remove": "cart"}
    assert R.label_named(cart, None, names)["pt-BR"] == (
        "Descartar duas cartas («Mapa», «Roubo») para consertar seu vagonete"
    )
    state = table()
    view = R.view(state, 0)
    door = {"type": "place_path", "card": "X-DG-CNW", "x": 1, "y": 0, "rotation": 180}
    assert R.label(door, view) == {
        "en": "Lay a curve with a green door just right of the start card, upside down",
        "pt-BR": "Colocar uma curva com porta verde logo à direita da Carta Inicial, "
        "de cabeça para baixo",
    }
    far = {"type": "place_path", "card": "X-DG-CNW", "x": 3, "y": -1, "rotation": 0}
    assert R.label(far, view)["pt-BR"] == (
        "Colocar uma curva com porta verde na 3ª coluna à direita da Carta Inicial, "
        "entre as fileiras dos objetivos de cima e do meio"
    )
    read_as: dict[str, set[str]] = {}
    for action in R.legal_actions(state, 0):
        text = R.label(action, view)
        assert set(text) == set(core.LANGUAGES) and all(text.values())
        # Cards of one shape read alike (the words name shapes, not ids); where, which way
        # up and on whom must not.
        what = json.dumps(
            {k: v for k, v in action.items() if k not in ("card", "cards")}, sort_keys=True
        )
        read_as.setdefault(R.label_named(action, view, names)["pt-BR"], set()).add(what)
    assert all(len(whats) == 1 for whats in read_as.values()), read_as


def test_determinize_keeps_what_the_seat_knows_and_resamples_the_rest():
    state = table(
        roles=["saboteur", "green_digger", "boss", "geologist"],
        hands={0: ["MAP", "INSPECTION"]},
        goals=["GOAL-STONE-NE", "GOAL-GOLD", "GOAL-STONE-NW"],
    )
    state, _ = R.apply(state, 0, {"type": "play_action", "card": "MAP", "goal": 1})
    state["turn"] = 0
    view = R.view(state, 0)
    rng = random.Random(1)
    for _ in range(5):
        world = R.determinize(view, 0, rng)
        assert world["goals"][1]["card"] == "GOAL-GOLD"
        assert world["roles"][0] == "saboteur"
        assert world["hands"][0] == state["hands"][0]
        assert [len(h) for h in world["hands"]] == [len(h) for h in state["hands"]]
        assert R.legal_actions(world, 0) == R.legal_actions(state, 0)
        assert R.view(world, 0)["grid"] == view["grid"]


def test_determinized_world_is_a_full_legal_state():
    state = R.setup({}, 6, 21)
    rng = random.Random(21)
    for _ in range(40):
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, rng.choice(R.legal_actions(state, seat)))
    world = R.determinize(R.view(state, 2), 2, rng)
    check_cards(world)
    while not R.is_over(world):
        seat = R.to_act(world)[0]
        world, _ = R.apply(world, seat, rng.choice(R.legal_actions(world, seat)))


@pytest.mark.parametrize("level", ["novice", "basic", "strong"])
def test_automa_plays_a_legal_action_from_its_view(level):
    state = R.setup({}, 4, 3)
    rng = random.Random(3)
    for _ in range(4 if level == "strong" else 12):
        seat = R.to_act(state)[0]
        action = R.automa(R.view(state, seat), seat, level, rng)
        assert action in R.legal_actions(state, seat)
        state, _ = R.apply(state, seat, action)


def test_basic_automa_games_finish_with_consistent_gold():
    for seats in (3, 7, 12):
        state = R.setup({}, seats, seats)
        rng = random.Random(seats)
        while not R.is_over(state):
            seat = R.to_act(state)[0]
            state, _ = R.apply(state, seat, R.automa(R.view(state, seat), seat, "basic", rng))
        assert len(state["round_results"]) == 3
        assert 0.0 <= R.reward(state, 0) <= 1.0


def test_content_with_cards_missing_their_id_and_a_repeated_id_is_refused_in_words():
    # Given the shipped content plus two action cards without an id and a second copy of one.
    content = json.loads(json.dumps(R.default_content()))
    cards = content["action_cards"]
    unnamed = {k: v for k, v in cards[0].items() if k != "id"}
    cards += [dict(unnamed), dict(unnamed), dict(cards[0])]
    # When it is validated, then the repeated ids are named (a missing id sorts as "None").
    english = [problem["en"] for problem in R.validate_content(content)]
    assert f'card ids repeat: ["{cards[0]["id"]}", null]' in english
