"""A move is told once in the transcript game of each game (issue "Words as data"): no
event says its move's sentence again, not even nearly (the same words apart from a count, one
inside the other, most words in common), a sentence has at most one colon (a report read
after "Ana relatou:" brings no colon of its own), and every parenthesis opened is closed."""

from __future__ import annotations

import re

import pytest

from games.rules.said import in_language
from tests.conformance.prose import near_repeat
from tests.conformance.transcripts import GAMES, LANGUAGES, read_log

# A sentence's end: a full stop, "!" or "?" before a space.
_SENTENCES = re.compile(r"(?<=[.!?])\s+")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        # The near-repeats the issue found, as each read before its fix.
        (
            "Duda passou, descartando 1 carta.",
            "Duda passou, descartando 1 carta virada para baixo.",
        ),
        ("Duda passed, discarding 1 card.", "Duda passed, discarding 1 card face down."),
        (
            "Bia descartou duas cartas para escapar da prisão.",
            "Bia descartou duas cartas e escapou da prisão.",
        ),
        (
            "Ana pegou a carta do topo do baralho central.",
            "Ana pegou uma carta de Pedra do baralho central.",
        ),
        (
            "Ana passou, descartando 2 cartas (uma curva, «Mapa»).",
            "Ana passou, descartando duas cartas.",
        ),
    ],
)
def test_a_near_repeat_is_caught(first, second):
    assert near_repeat(first, second)
    assert near_repeat(second, first)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Ana pegou a carta do topo do baralho central.", "Era uma carta de Pedra."),
        ("Duda passou, descartando 1 carta.", "A carta foi para o descarte virada para baixo."),
        ("Ana jogou «Mapa» na carta de objetivo do meio.", "Ana comprou 1 carta do baralho."),
    ],
)
def test_a_sentence_saying_something_else_is_no_repeat(first, second):
    assert not near_repeat(first, second)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("slug", "seats", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_no_event_tells_its_move_again_even_nearly(slug, seats, seed, language):
    move: str | None = None
    told = 0
    for kind, words in read_log(slug, seats, seed):
        text = in_language(words, language)
        if kind == "move":
            move = text
        elif kind == "event" and text and move and text != move:  # exact repeats are dropped
            assert not near_repeat(move, text), (move, text)
            told += 1
    # The check bites where moves bring events of their own (a companion's bring instructions).
    assert told > 0 or slug in ("marsbot", "scholars")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("slug", "seats", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_a_sentence_of_the_log_has_at_most_one_colon(slug, seats, seed, language):
    # A why chains its causes ("card 7, tag 1 → Energy track, space 2: ..."): not a sentence.
    for kind, words in read_log(slug, seats, seed):
        text = in_language(words, language)
        if kind == "why" or not text:
            continue
        for sentence in _SENTENCES.split(text):
            assert sentence.count(":") <= 1, sentence


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("slug", "seats", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_every_parenthesis_of_the_log_is_closed_once(slug, seats, seed, language):
    # A bonus option's printed "a)" inside a why read "(…, opção a))": one too many.
    for _kind, words in read_log(slug, seats, seed):
        text = in_language(words, language) or ""
        depth = 0
        for char in text:
            depth += {"(": 1, ")": -1}.get(char, 0)
            assert depth >= 0, text
        assert depth == 0, text
