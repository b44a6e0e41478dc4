"""Words as data: a ``Said`` is worded when read, stored as its message and data, and read
back the same; lists join as each language joins them."""

from __future__ import annotations

import json

import pytest

from games.rules.outcomes import Instruction, instruction_worded
from games.rules.said import (
    SHARED,
    Listed,
    MissingMessage,
    Said,
    said_from_json,
    said_json,
    stored_words,
)


def test_a_list_is_joined_as_each_language_joins_it() -> None:
    three = Listed(["Wood", "Brick", "Gold"])
    assert three.text("en") == "Wood, Brick and Gold"
    assert three.text("pt-BR") == "Wood, Brick e Gold"
    assert Listed(["A", "B"], "or").text("pt-BR") == "A ou B"
    assert Listed(["A"]).text("en") == "A"
    assert Listed([]).text("en") == ""


def test_a_said_reads_like_labels_and_words_only_the_language_asked() -> None:
    nested = Said(SHARED, "list-and", {"head": "x", "last": Listed(["y", "z"], "or")})
    assert nested["pt-BR"] == "x e y ou z"
    assert nested.get("fr") == "x and y or z"  # a language without the message: English
    assert dict(nested) == {"en": "x and y or z", "pt-BR": "x e y ou z"}
    assert "pt-BR" in nested and list(nested)[0] == "en"
    # Compared by its words: never equal to a string, or to other words.
    assert nested != "x and y or z" and nested != {"en": "x and y or z"}


def test_a_said_is_stored_as_its_message_and_data_and_read_back_equal() -> None:
    nested = Said(SHARED, "list-or", {"head": "a", "last": Listed(["b", 2])})
    stored = json.loads(json.dumps(said_json(nested)))
    assert stored == {
        "said": "words",
        "id": "list-or",
        "args": {"head": "a", "last": {"listed": ["b", 2], "joiner": "and"}},
    }
    assert said_from_json(stored) == nested
    assert stored_words(stored)["en"] == "a or b and 2"
    # Games stored before words were data keep their text.
    assert stored_words({"en": "Old", "pt-BR": "Velho"}) == {"en": "Old", "pt-BR": "Velho"}


def test_a_message_that_cannot_be_worded_is_loud() -> None:
    with pytest.raises(MissingMessage):
        Said(SHARED, "no-such-message")["en"]
    with pytest.raises(MissingMessage):
        Said(SHARED, "list-and", {"head": "x"})["en"]  # $last missing
    with pytest.raises(MissingMessage):
        said_from_json({"said": "nobody/words", "id": "x"})


def test_an_instruction_stores_no_sentence_and_is_worded_when_read() -> None:
    text = Said(SHARED, "list-and", {"head": "Ana", "last": "Bia"})
    stored = Instruction("note", {"n": 1}, text).to_json()
    assert "Ana and Bia" not in json.dumps(stored)
    assert instruction_worded(stored)["text"] == {"en": "Ana and Bia", "pt-BR": "Ana e Bia"}
    old = {"kind": "note", "data": {}, "text": {"en": "Hi", "pt-BR": "Oi"}, "why": {}}
    assert instruction_worded(old)["text"] == {"en": "Hi", "pt-BR": "Oi"}


def test_a_server_words_what_it_can_and_logs_the_rest(monkeypatch, caplog) -> None:
    from games.rules import said as said_module

    monkeypatch.setattr(said_module, "STRICT", False)
    assert Said(SHARED, "list-and", {"head": "x"})["en"] == "x and last"  # Fluent marks it
    assert Said(SHARED, "no-such-message")["en"] == "no-such-message"
    assert "cannot word 'list-and'" in caplog.text


def test_words_formatted_once_are_kept_apart_by_value_and_type() -> None:
    # The catalogue keeps formatted words (catalogues._FORMATTED), keyed by typed parameters.
    one = Said(SHARED, "list-and", {"head": 1, "last": "x"})
    assert [one["en"], one["en"]] == ["1 and x", "1 and x"]
    assert Said(SHARED, "list-and", {"head": "1", "last": "y"})["en"] == "1 and y"
    assert Said(SHARED, "list-and", {"head": 1.5, "last": "x"})["en"] == "1.5 and x"


def test_whole_words_are_kept_until_an_override_or_a_reload_changes_the_catalogues() -> None:
    from games.rules import catalogues

    nested = Said(SHARED, "list-and", {"head": Listed(["A", "B"]), "last": "C"})
    assert nested["en"] == "A and B and C"
    assert any(key[1][0] == SHARED for key in catalogues.WORDED)  # kept, nested words and all
    # Kept apart by the nested values and their types.
    assert (
        Said(SHARED, "list-and", {"head": Listed(["A", 1]), "last": "C"})["en"] == "A and 1 and C"
    )
    assert (
        Said(SHARED, "list-or", {"head": Listed(["A", "B"]), "last": "C"})["en"] == "A and B or C"
    )

    override = "list-and = { $head } & { $last }"
    catalogues.overlay_set(lambda name, language: override if name == SHARED.name else "")
    try:
        assert nested["en"] == "A & B & C"  # an override is said at once, nested words too
    finally:
        catalogues.overlay_set(None)
    assert nested["en"] == "A and B and C"
    catalogues.catalogues_reload()
    assert not catalogues.WORDED
