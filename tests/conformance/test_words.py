"""Every word a player or an app developer reads, in both languages (issue 13): labels and
sentences of whole random games of Architects and Saboteur, and every problem text."""

from __future__ import annotations

import random
import re

import pytest

from games.errors import ProblemCode
from games.problem_texts import MESSAGES, REASONS, problem_text
from games.rules.core import Reason
from games.rules.registry import ruleset_get

NAMES = ["Ana", "Bia", "Caio", "Duda"]
# Common English words that must never show in a Portuguese text.
ENGLISH = re.compile(
    r"\b(the|and|of|from|take|took|card|cards|deck|with|your|you|seat|player|turn|"
    r"play|played|lay|pass|stage|gold|is|not|on|to|an|it|was|there)\b"
)
INTERNALS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|\b[A-Z]-[A-Z0-9-]+\b|assento|seat \d")
REPR = re.compile(r"\[\s*'|'\s*\]|\{\s*'|\bNone\b|\bTrue\b|\bFalse\b")


def _walk(slug: str, seed: int) -> tuple[list[dict], list[dict]]:
    """Labels of every legal action and sentences of every move and event of a random game,
    as each seat (and a spectator) reads them."""
    rules = ruleset_get(slug)
    names = NAMES[: max(rules.min_seats, 3)]
    state = rules.setup({}, len(names), None, seed)
    rng = random.Random(seed)
    labels, sentences = [], []
    while not rules.is_over(state):
        (seat, *_) = rules.to_act(state)
        view = rules.view(state, seat)
        actions = rules.legal_actions(state, seat)
        labels += [rules.label_named(a, view, names) for a in actions]
        action = rng.choice(actions)
        state, events = rules.apply(state, seat, action)
        for viewer in (*range(len(names)), None):
            redacted = rules.redact_action(action, seat, viewer)
            sentences.append(rules.describe_move(redacted, seat, viewer, names))
            for event in events:
                if rules.event_visible(event.to_json(), viewer):
                    sentences.append(
                        rules.describe(event.to_json(), viewer, names) | {"kind": event.kind}
                    )
    return labels, sentences


@pytest.mark.parametrize("slug", ["architects", "saboteur"])
def test_labels_and_sentences_are_portuguese_in_portuguese_without_internals(slug):
    labels, sentences = _walk(slug, 5)
    for text in labels:
        assert text["en"] and text["pt-BR"]
        assert not ENGLISH.search(text["pt-BR"].lower()), text
        assert not INTERNALS.search(text["en"] + text["pt-BR"]), text
    for text in sentences:
        assert text and text["en"] and text["pt-BR"], text
        assert not ENGLISH.search(text["pt-BR"].lower()), text


@pytest.mark.parametrize("slug", ["architects", "saboteur"])
def test_every_event_kind_of_the_engine_has_words(slug):
    from importlib import import_module

    kinds = set(import_module(f"games.rules.{slug}.describe").EVENT_KINDS)
    seen = set()
    for seed in range(6):
        _labels, sentences = _walk(slug, seed)
        seen |= {s["kind"] for s in sentences if s and "kind" in s}
    # Every kind that happened was described, and no kind happened without words.
    assert seen <= kinds
    assert len(seen) >= len(kinds) // 2


def test_saboteur_draw_is_redacted_for_the_others():
    rules = ruleset_get("saboteur")
    drawn = {"kind": "cards_drawn", "data": {"seat": 1, "count": 1}, "seat": None}
    mine = {"kind": "you_drew", "data": {"cards": ["MAP"]}, "seat": 1}
    assert rules.describe(drawn, 0, NAMES)["pt-BR"] == "Bia comprou 1 carta do baralho."
    assert rules.describe(mine, 1, NAMES)["pt-BR"] == "Você comprou «Mapa»."
    assert not rules.event_visible(mine, 0)


def test_architects_card_taken_names_the_player_the_card_and_the_deck():
    rules = ruleset_get("architects")
    event = {
        "kind": "card_taken",
        "data": {"seat": 1, "deck": "babylon", "card": {"id": 3, "kind": "wood"}, "reason": "turn"},
        "seat": None,
    }
    assert rules.describe(event, None, NAMES) == {
        "en": "Bia took a Wood card from Babylon's deck.",
        "pt-BR": "Bia pegou uma carta de Madeira do baralho da Babilônia.",
    }


def _reasons() -> set[str]:
    found = {str(r) for r in Reason} | {"engine_rejected"}
    for slug in ("architects", "saboteur"):
        found |= {str(r) for r in ruleset_get(slug).reasons}
    return found


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_every_problem_code_and_engine_reason_has_a_detail(language):
    params = {
        "ruleset": "chess",
        "type": "take_card",
        "field": "deck",
        "allowed": ["a", "b"],
        "retry_after": 3,
        "status": "x",
        "option": "o",
        "value": None,
    }
    for key in [c.value for c in ProblemCode] + [f"reason:{r}" for r in _reasons()]:
        text = problem_text(key, language, params)
        assert text, key
        assert not REPR.search(text), text
        if language == "pt-BR":
            # JSON values ("take_card") are the API's words, not English prose.
            assert not ENGLISH.search(re.sub(r'"[^"]*"', "", text).lower()), text
    assert set(MESSAGES) >= {c.value for c in ProblemCode}
    assert set(REASONS) >= _reasons()


def test_an_invalid_option_lists_the_allowed_values_as_json():
    from games.rules.core import OptionError

    rules = ruleset_get("saboteur")
    with pytest.raises(OptionError) as caught:
        rules.validate_options({"rockfall_count": 5})
    assert problem_text(caught.value.message, "pt-BR", caught.value.params) == (
        'A opção "rockfall_count" não pode ser 5; use um de [3, 4].'
    )
