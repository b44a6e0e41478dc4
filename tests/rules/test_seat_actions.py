"""The words of seat changes (resign, a timed-out turn, staff hand-over) in both languages:
no English in the Portuguese, no internals, the seats' names."""

from __future__ import annotations

import itertools
from collections.abc import Mapping

import pytest

from games.rules.seat_actions import (
    SEAT_HANDED_OVER,
    SEAT_RESIGNED,
    TURN_TIMED_OUT,
    describe_seat_event,
    resign_label,
    resign_move_text,
)
from tests.conformance.prose import ENGLISH, INTERNALS, REPR

NAMES = ["Ana", "Bia"]


def _all_texts() -> list[Mapping[str, str] | None]:
    texts: list[Mapping[str, str] | None] = [resign_label(companion=c) for c in (True, False)]
    texts += [resign_move_text(1, by, NAMES) for by in ("seat", "timer", "staff")]
    for kind, ends in itertools.product((SEAT_RESIGNED, SEAT_HANDED_OVER), (True, False)):
        texts.append(
            describe_seat_event({"kind": kind, "data": {"seat": 1, "ends_game": ends}}, NAMES)
        )
    for taken in (True, False):
        data = {"seat": 1, "timeouts": 2, "limit": 3, "taken_over": taken}
        texts.append(describe_seat_event({"kind": TURN_TIMED_OUT, "data": data}, NAMES))
    return texts


@pytest.mark.parametrize("text", _all_texts())
def test_seat_words_are_in_both_languages_without_internals(text):
    assert text["en"] and text["pt-BR"] and text["en"] != text["pt-BR"]
    assert not ENGLISH.search(text["pt-BR"].lower()), text
    assert not INTERNALS.search(text["en"] + text["pt-BR"]), text
    assert not REPR.search(text["en"] + text["pt-BR"]), text


def test_seat_words_name_the_seat_and_say_the_count():
    data = {"seat": 1, "timeouts": 2, "limit": 3, "taken_over": False}
    said = describe_seat_event({"kind": TURN_TIMED_OUT, "data": data}, NAMES)
    assert said == {
        "en": "Bia's time ran out: the automa played for Bia (2 of 3 in a row).",
        "pt-BR": "O tempo de Bia acabou: o autômato jogou por Bia (2 de 3 seguidas).",
    }
    assert describe_seat_event({"kind": "card_taken", "data": {}}, NAMES) is None


def test_a_seat_handed_over_at_its_first_timeout_is_not_counted_as_1_times():
    # given a game whose seats go to the automa at the first timeout (timeouts_to_automa 1)
    data = {"seat": 0, "timeouts": 1, "limit": 1, "taken_over": True}
    # when the seat's time runs out, then the sentence has no "1 times in a row"
    assert describe_seat_event({"kind": TURN_TIMED_OUT, "data": data}, NAMES) == {
        "en": "Ana's time ran out: the automa plays the seat from now on.",
        "pt-BR": "O tempo de Ana acabou: o autômato joga no lugar daqui em diante.",
    }
    data = {"seat": 0, "timeouts": 2, "limit": 2, "taken_over": True}
    assert describe_seat_event({"kind": TURN_TIMED_OUT, "data": data}, NAMES)["en"] == (
        "Ana's time ran out 2 times in a row: the automa plays the seat from now on."
    )
