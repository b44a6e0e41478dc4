"""The sentences issue 24 quoted, by kind: a build that breaks its Stage's cost says which
Progress token allowed it (in its label and in the log), the log keeps to the past tense,
and a battle says who won how many. Checked over seeded random games, where every kind
happens, and on the quoted cases themselves."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from games.rules.architects import RULESET
from games.rules.architects.labels import build_stage
from games.rules.architects.stage_built import built_words
from games.rules.architects.stages import uses_economy, uses_engineering
from games.rules.architects.words import find_stage

NAMES = ["Ana", "Bia", "Caio", "Duda", "Edu"]
# Present-tense verbs of things done, which the log (in the past tense) must not use:
# "Bot1 pega o marcador de Gato" among "pegou", "construiu"...
PRESENT = re.compile(
    r"\b(pega|adiciona|olha|ganha|ganham|vê|perde|tem|pode|constrói|usa|escolhe|descarta|"
    r"vira|recusa|encerra|fica)\b"
)
# The log's two headings tell the state (whose turn, who builds which Wonder), not a deed.
HEADINGS = {"game_started", "turn_started"}
CATALOG = RULESET.catalog(RULESET.default_options())


def _stage(kind: str, count: int) -> str:
    return next(
        sid
        for w in CATALOG["wonders"].values()
        for sid, cost in w["stages"].items()
        if cost["kind"] == kind and cost["count"] == count
    )


def _games(seeds: range) -> Iterator[tuple[dict, list, object]]:
    """Each move of seeded random games (2 to 5 seats): the action, its events, its seat's
    view before it."""
    for seed in seeds:
        seats = 2 + seed % 4
        state = RULESET.setup({}, seats, seed)
        rng = random.Random(seed)
        while not RULESET.is_over(state):
            seat = RULESET.to_act(state)[0]
            view = RULESET.view(state, seat)
            action = rng.choice(RULESET.legal_actions(state, seat))
            state, events = RULESET.apply(state, seat, action)
            yield action, [e.to_json() for e in events], (seat, view, seats)


def test_the_quoted_build_says_engineering_in_its_label_and_its_sentence():
    """'Bot1 construiu o Estágio 4 (3 Recursos idênticos) com Tijolo, Ouro e Papiro.'"""
    stage = _stage("identical", 3)
    cards = ["brick", "gold", "papyrus"]
    said = built_words(CATALOG, "Bot1", stage, cards)["pt-BR"]
    assert "idênticos" not in said and "«Engenharia», quaisquer 3 Recursos servem" in said
    action = {"type": "build_stage", "stage": stage, "cards": cards}
    label = build_stage(CATALOG, action, None)["pt-BR"]
    assert label.startswith("Construir o Estágio") and "(3 Recursos idênticos)" in label
    assert label.endswith("(ficha de Progresso «Engenharia»: quaisquer 3 Recursos servem)")


def test_two_cards_for_three_say_economy_in_its_label_and_its_sentence():
    """'(3 Recursos idênticos) com Vidro e Ouro': the Gold counts twice."""
    stage = _stage("identical", 3)
    said = built_words(CATALOG, "Bot1", stage, ["glass", "gold"])["pt-BR"]
    assert said.endswith("com Vidro e Moeda (com «Economia», uma carta Amarela vale 2 Moedas).")
    label = build_stage(CATALOG, {"stage": stage, "cards": ["glass", "gold"]}, None)["pt-BR"]
    assert label.endswith(
        "com Vidro e Moeda (ficha de Progresso «Economia»: uma carta Amarela vale 2 Moedas)"
    )


def test_every_build_that_breaks_its_cost_names_the_token_that_allowed_it():
    checked = {"engineering": 0, "economy": 0}
    for action, _events, (seat, view, seats) in _games(range(30)):
        if action["type"] != "build_stage":
            continue
        _wonder, _number, cost = find_stage(CATALOG, action["stage"])
        cards = action["cards"]
        label = RULESET.label_named(action, view, NAMES[:seats])
        told = RULESET.describe_move(action, seat, None, NAMES[:seats])
        for language, engineering, economy in (
            ("en", "«Engineering»", "«Economy»"),
            ("pt-BR", "«Engenharia»", "«Economia»"),
        ):
            for text in (label[language], told[language]):
                assert (engineering in text) == uses_engineering(cost, cards), text
                assert (economy in text) == uses_economy(cost, cards), text
        checked["engineering"] += uses_engineering(cost, cards)
        checked["economy"] += uses_economy(cost, cards)
    # The check bites: these games do pay with both tokens.
    assert checked["engineering"] and checked["economy"], checked


def test_the_log_keeps_to_the_past_tense():
    seen: set[str] = set()
    for action, events, (seat, _view, seats) in _games(range(12)):
        names = NAMES[:seats]
        texts = [("move " + action["type"], RULESET.describe_move(action, seat, None, names))]
        for event in events:
            if event["kind"] not in HEADINGS:
                viewer = event.get("seat")
                texts.append((event["kind"], RULESET.describe(event, viewer, names)))
        for where, said in texts:
            if said is None:
                continue
            seen.add(where)
            assert not PRESENT.search(said["pt-BR"]), (where, said["pt-BR"])
    # The kinds the issue and its review found in the present tense were all read.
    assert {"cat_taken", "cat_peek", "shield_added", "halicarnassus_look", "battle"} <= seen


@pytest.mark.parametrize(
    ("won", "pt"),
    [
        ([1, 1], "Batalha! Ana e Bia ganharam 1 ficha de Vitória Militar cada."),
        ([2, 0, 1], "Batalha! Ana ganhou 2 fichas de Vitória Militar; Caio, 1."),
    ],
)
def test_a_battle_says_who_won_how_many_not_a_tally(won, pt):
    """Not 'Fichas de Vitória Militar ganhas: Bot1 1 e Bot2 1.'"""
    event = {"kind": "battle", "data": {"military_tokens_won": won}}
    assert RULESET.describe(event, None, NAMES[: len(won)])["pt-BR"] == pt
