"""The players' page's own words come from its catalogues (``table/messages``), served as JSON
a language (``table.words``): the same messages with the same variables in each language,
every word the modules ask for by name among them, compressed and cached for good."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest
from django.test import Client

from table.words import LANGUAGES, MESSAGES, WordsError, _text, page_words, words_version

STATIC = Path(__file__).resolve().parents[1] / "table" / "static" / "table"
# t("key") or t("key", {...}) with a literal key, in any module of the page.
ASKED = re.compile(r"""\bt\(\s*["']([a-z0-9_]+)["']""")
VARIABLE = re.compile(r"\{(\w+)\}")


def test_every_language_has_every_message_with_the_same_variables() -> None:
    english = page_words("en")
    assert len(english) > 150
    for language in LANGUAGES:
        words = page_words(language)
        assert set(words) == set(english), language
        for key, text in words.items():
            assert text.strip(), (language, key)
            assert set(VARIABLE.findall(text)) == set(VARIABLE.findall(english[key])), key
    assert page_words("pt-BR")["reconnecting"].startswith("Reconectando")


def test_every_word_a_module_asks_for_by_name_is_in_the_catalogue() -> None:
    english = page_words("en")
    asked = {key for path in STATIC.glob("*.js") for key in ASKED.findall(path.read_text())}
    assert len(asked) > 60
    assert sorted(asked - set(english)) == []
    assert not (STATIC / "strings.js").exists()  # no words kept in a module


def test_a_message_the_page_cannot_fill_is_refused() -> None:
    from fluent.syntax import FluentParser, ast

    message = FluentParser().parse("x = { $n ->\n [one] one\n *[other] many\n}\n").body[0]
    assert isinstance(message, ast.Message) and message.value is not None
    with pytest.raises(WordsError):
        _text("x", message.value)
    assert (MESSAGES / "en" / "page.ftl").is_file()


@pytest.mark.django_db
def test_the_page_links_its_words_and_they_come_compressed_and_cached_for_good() -> None:
    client = Client()
    page = client.get("/play/").content.decode()
    version = words_version()
    assert f'content="/play/words/{{language}}.json?v={version}"' in page
    for language in LANGUAGES:
        assert f'href="/play/words/{language}.json?v={version}"' in page  # preloaded
        answer = client.get(
            f"/play/words/{language}.json", {"v": version}, HTTP_ACCEPT_ENCODING="gzip, br"
        )
        assert answer.status_code == 200 and answer["Content-Encoding"] == "gzip"
        assert "immutable" in answer["Cache-Control"] and "Accept-Encoding" in answer["Vary"]
        assert json.loads(gzip.decompress(answer.content)) == page_words(language)
    plain = client.get("/play/words/en.json", {"v": "old"})
    assert "Content-Encoding" not in plain and "immutable" not in plain["Cache-Control"]
    assert json.loads(plain.content)["seat_name"] == "Seat {n}: name"
    assert client.get("/play/words/xx.json").status_code == 404
