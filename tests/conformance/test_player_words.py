"""What a player reads in the move log, checked as a Brazilian reader would: a move told once
(no event repeating its move's sentence, not even nearly), places named as the table names
them (no counted coordinates, no degrees), and the sentences issue 24 found wrong worded
right."""

from __future__ import annotations

import random
import re

import pytest

from games.models import Move
from games.rules.architects.ruleset import ArchitectsRuleset
from games.rules.architects.stage_built import built_words
from games.rules.registry import ruleset_get
from games.selectors import move_for_viewer
from tests.conformance.prose import near_repeat

NAMES = ["Ana", "Bia", "Caio", "Duda"]
# A place given as counted spaces, a rotation in degrees, or a tense the log never uses.
COORDINATES = re.compile(
    r"°|\b\d+ casas? (à|abaixo|acima)|\b\d+ spaces? (right|left|up|down)|\bhex \d|\bpega o\b"
)


def _moves(slug: str, seats: int, seed: int) -> tuple[object, list[Move]]:
    """A random whole game, as the unsaved move rows the service would store."""
    rules = ruleset_get(slug)
    state = rules.setup({}, seats, seed)
    rng = random.Random(seed)
    moves: list[Move] = []
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        action = rng.choice(rules.legal_actions(state, seat))
        state, events = rules.apply(state, seat, action)
        moves.append(
            Move(
                number=len(moves) + 1,
                seat=seat,
                action=action,
                events=[e.to_json() for e in events],
            )
        )
    return rules, moves


@pytest.mark.parametrize("slug", ["architects", "saboteur"])
@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_move_is_told_once_and_places_are_named_as_at_the_table(slug, language):
    rules, moves = _moves(slug, 4, 24)
    repeated_before = 0
    for move in moves:
        for viewer in (0, None):
            told = move_for_viewer(
                rules=rules, move=move, viewer=viewer, names=NAMES, language=language
            )
            texts = [told["text"]] + [e["text"] for e in told["events"]]
            assert told["text"] not in [e["text"] for e in told["events"]], told
            # Nor nearly: "Duda passed, discarding 1 card." then "... 1 card face down."
            for event in told["events"]:
                if told["text"] and event["text"]:
                    assert not near_repeat(told["text"], event["text"]), (told["text"], event)
            for text in filter(None, texts):
                assert not COORDINATES.search(text), text
            # The events the rule silenced: each said exactly what its move said.
            for event in told["events"]:
                raw = rules.describe(event, viewer, NAMES)
                if event["text"] is None and raw is not None:
                    assert raw.get(language) == told["text"]
                    repeated_before += 1
    # The check bites: these games do lay paths, play cards and build stages.
    assert repeated_before > 0


def _architects_catalog() -> dict:
    rules = ruleset_get("architects")
    assert isinstance(rules, ArchitectsRuleset)
    return rules.catalog(rules.default_options())


def test_a_stage_built_says_which_token_let_the_payment_break_its_cost():
    catalog = _architects_catalog()
    stage, wonder = next(
        (sid, slug)
        for slug, w in catalog["wonders"].items()
        for sid, cost in w["stages"].items()
        if cost["kind"] == "identical" and cost["count"] == 3
    )
    text = built_words(catalog, "Ana", stage, ["brick", "gold", "papyrus"])
    assert "«Engenharia», quaisquer 3 Recursos servem" in text["pt-BR"], text
    assert "«Engineering», any 3 Resources do" in text["en"], text
    two = built_words(catalog, "Ana", stage, ["glass", "gold"])
    assert "uma carta Amarela vale 2 Moedas" in two["pt-BR"], two
    same = built_words(catalog, "Ana", stage, ["wood", "wood", "wood"])
    assert same["pt-BR"].endswith("com 3 cartas de Madeira."), same
    assert "Engenharia" not in same["pt-BR"] and "Economia" not in same["pt-BR"]


@pytest.mark.parametrize(
    ("won", "pt"),
    [
        ([1, 1, 0], "Batalha! Ana e Bia ganharam 1 ficha de Vitória Militar cada."),
        ([2, 1, 0], "Batalha! Ana ganhou 2 fichas de Vitória Militar; Bia, 1."),
        ([0, 1, 2], "Batalha! Caio ganhou 2 fichas de Vitória Militar; Bia, 1."),
        ([2, 1, 1, 0], "Batalha! Ana ganhou 2 fichas de Vitória Militar; Bia e Caio, 1 cada."),
        ([0, 0, 0], "Batalha! Ninguém ganhou ficha de Vitória Militar."),
    ],
)
def test_a_battle_says_who_won_how_many(won, pt):
    rules = ruleset_get("architects")
    shields = [0] * len(won)
    event = {"kind": "battle", "data": {"shields": shields, "military_tokens_won": won}}
    assert rules.describe(event, 0, NAMES[: len(won)])["pt-BR"] == pt


def test_theft_says_what_it_will_do_and_the_profiteer_has_the_brazilian_name():
    rules = ruleset_get("saboteur")
    event = {"kind": "action_played", "data": {"seat": 1, "card": "THEFT"}}
    assert rules.describe(event, 0, NAMES)["pt-BR"] == (
        "Bia jogou «Roubo» na própria frente: depois da partilha do ouro desta rodada, poderá "
        "roubar 1 peça de ouro de um jogador."
    )
    ended = {
        "kind": "round_ended",
        "data": {
            "round": 1,
            "gold_found": False,
            "completer": None,
            "roles": ["profiteer", "saboteur", "green_digger"],
            "winners": [0, 1],
            "shares": [2, 3, 0],
            "crystal_gold": [0, 0, 0],
        },
    }
    assert "Ana (Aproveitador)" in rules.describe(ended, 0, NAMES[:3])["pt-BR"]
