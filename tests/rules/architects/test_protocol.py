"""The core.Ruleset protocol: catalogue data, action specs, labels, views, determinize."""

import json
import random
from pathlib import Path

import pytest

from games.rules.architects import RULESET
from games.rules.core import LANGUAGES, IllegalAction

from .helpers import act, legal, new_game, on_top, ready

FIELD_KINDS = {"int", "str", "bool", "int_list", "str_list"}


def test_catalogue_data():
    assert (RULESET.slug, RULESET.title) == ("architects", "7 Wonders Architects")
    assert (RULESET.min_seats, RULESET.max_seats) == (2, 7)
    assert RULESET.automa_levels == ("novice", "basic", "strong")
    assert RULESET.default_automa_level == "basic"


def test_action_specs_are_snake_case_with_known_field_kinds():
    names = [spec.type for spec in RULESET.action_specs]
    assert len(names) == len(set(names))
    assert set(names) == {
        "take_card", "take_extra_card", "build_stage", "choose_progress_token",
        "choose_deck", "pick_card", "use_wonder_effect", "decline_wonder_effect", "end_turn",
        "resign",  # every game's, done by the service (games.rules.core.RESIGN_SPEC)
    }  # fmt: skip
    for spec in RULESET.action_specs:
        assert spec.type.replace("_", "").isalpha() and spec.type.islower()
        assert all(f.kind in FIELD_KINDS for f in spec.fields)


def test_legal_actions_match_their_specs():
    specs = {spec.type: {f.name for f in spec.fields} for spec in RULESET.action_specs}
    state = new_game(3)
    for action in legal(state):
        assert set(action) - {"type"} == specs[action["type"]]


def test_labels_name_the_deck_and_the_visible_card_in_both_languages():
    state = new_game(3, wonders=("giza", "alexandria", "ephesus"))
    state["turn"]["seat"] = 1
    on_top(state, "alexandria", "stone")
    view = RULESET.view(state, 1)
    assert RULESET.label({"type": "take_card", "deck": "alexandria"}, view) == {
        "en": "Take the top card of Alexandria's deck (left): Stone",
        "pt-BR": "Pegar a carta do topo do baralho de Alexandria (à esquerda): Pedra",
    }
    assert RULESET.label({"type": "take_card", "deck": "central"}, view) == {
        "en": "Take the top card of the central deck",
        "pt-BR": "Pegar a carta do topo do baralho central",
    }
    assert RULESET.label({"type": "build_stage", "stage": "G1", "cards": ["gold"]}, None) == {
        "en": "Build Stage 1 (2 different Resources) with Gold "
        "(Progress token «Economy»: one Gold card is worth 2 Coins)",
        "pt-BR": "Construir o Estágio 1 (2 Recursos diferentes) com Moeda "
        "(ficha de Progresso «Economia»: uma carta Amarela vale 2 Moedas)",
    }
    assert RULESET.label(
        {"type": "choose_progress_token", "token": "tactics", "cards": ["gear", "gear"]}
    )["pt-BR"] == ("Pegar a ficha de Progresso «Tática», descartando Engrenagem e Engrenagem")
    assert RULESET.label({"type": "build_stage", "stage": "R1", "cards": ["brick", "gold"]}) == {
        "en": "Build Stage 1 (2 different Resources) with Brick and Gold",
        "pt-BR": "Construir o Estágio 1 (2 Recursos diferentes) com Tijolo e Moeda",
    }


def test_every_action_of_a_game_has_labels_in_every_language():
    rng = random.Random(3)
    state = new_game(4, wonders=("halicarnassus", "babylon", "olympia", "rhodes"))
    while not RULESET.is_over(state):
        (seat,) = RULESET.to_act(state)
        view = RULESET.view(state, seat)
        for action in view["legal_actions"]:
            labels = RULESET.label(action, view)
            assert set(labels) == set(LANGUAGES)
            assert all(text and "Unknown" not in text for text in labels.values())
        state = act(state, seat, **rng.choice(view["legal_actions"]))


def test_redact_action_shows_actions_to_everyone():
    action = {"type": "pick_card", "kind": "stone"}
    assert RULESET.redact_action(action, 0, None) == action
    assert RULESET.redact_action(action, 0, 1) == action


def test_spectator_view_draws_the_table_without_secrets():
    state = new_game(3)
    view = RULESET.view(state, None)
    assert view["viewer"] is None and view["legal_actions"] == []
    assert view["to_act"] == [0]
    assert set(view["players"][0]) >= {
        "wonder", "stages_built", "cards_by_kind", "shields",
        "progress_tokens", "military_tokens", "has_cat",
    }  # fmt: skip
    assert view["progress_tokens"]["face_down_count"] == 12
    assert view["conflict"] == {"total": 3, "battle": 0}
    assert "seed" not in json.dumps(view)


def test_determinize_keeps_the_peeked_central_card_on_top():
    state = new_game(3)
    state["cat"] = 1
    on_top(state, "central", "glass")
    peeked = state["decks"]["central"][-1]
    on_top(state, "giza", "blue3")
    state = act(state, 0, type="take_card", deck="giza")
    view = RULESET.view(state, 1)
    for seed in range(5):
        sample = RULESET.determinize(view, 1, random.Random(seed))
        assert sample["decks"]["central"][-1] == peeked
    others = {
        RULESET.determinize(RULESET.view(state, 2), 2, random.Random(s))["decks"]["central"][-1]
        for s in range(10)
    }
    assert len(others) > 1


def test_determinize_resamples_hidden_halicarnassus_cards():
    state = new_game(2, wonders=("halicarnassus", "giza"))
    ready(state, 0, ["H1"], "wood", "wood")
    state = act(state, 0, type="build_stage", stage="H2", cards=["wood", "wood"])
    state = act(state, 0, type="choose_deck", deck="giza")
    sample = RULESET.determinize(RULESET.view(state, 1), 1, random.Random(1))
    assert len(sample["looking"]["cards"]) == 5
    mine = RULESET.determinize(RULESET.view(state, 0), 0, random.Random(1))
    assert mine["looking"]["cards"] == state["looking"]["cards"]


def test_illegal_choice_codes_are_stable():
    state = new_game(3)
    with pytest.raises(IllegalAction) as err:
        RULESET.apply(state, 0, {"type": "take_card", "deck": "rhodes"})
    assert err.value.code == "illegal_choice"
    with pytest.raises(IllegalAction) as err:
        RULESET.apply(state, 0, {"type": "end_turn"})
    assert err.value.code == "unexpected_action"
    with pytest.raises(IllegalAction) as err:
        RULESET.apply(state, 9, {"type": "end_turn"})
    assert err.value.code == "unknown_seat"


def test_rules_package_stays_pure_python():
    package = Path(__file__).resolve().parents[3] / "games" / "rules" / "architects"
    for path in package.glob("*.py"):
        text = path.read_text()
        for banned in (
            "django",
            "rest_framework",
            "celery",
            "games.models",
            "games.services",
            "import api",
            "from api",
            "worker",
        ):
            assert banned not in text, (path.name, banned)
        assert len(text.splitlines()) < 400, path.name


def test_view_names_the_decision_being_made():
    state = new_game(2, wonders=("halicarnassus", "giza"))
    assert RULESET.view(state, None)["decision"] == {
        "seat": 0,
        "kind": "take_card",
        "reason": "turn",
    }
    ready(state, 0, ["H1"], "wood", "wood")
    assert RULESET.view(state, 1)["decision"]["kind"] == "turn_actions"
    state = act(state, 0, type="build_stage", stage="H2", cards=["wood", "wood"])
    assert RULESET.view(state, 1)["decision"] == {
        "seat": 0,
        "kind": "halicarnassus_deck",
        "reason": None,
    }
