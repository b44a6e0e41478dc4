"""Adding a language is adding catalogue files: a pseudo-locale made from the English files,
put in AUTOMA_MESSAGES_DIRS, words every problem detail and every refusal, each whole from
its catalogue (bracketed and accented), with its parameters filled in; and so every item of a
problem's ``errors`` (a content document's problems, a tool's input outside its schema, the
reports the scoring tool cannot score)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from games import problem_texts
from games.errors import ProblemCode, ServiceError
from games.problem_texts import PROBLEMS, problem_text, problem_title, reason_catalogues
from games.rules.catalogues import MESSAGES_DIRS_ENV, Catalogue, catalogues_reload
from games.rules.input_words import INPUTS
from games.rules.registry import ruleset_get
from games.rules.said import Said, catalogues_of_words, worded_within
from games.rules.scholars.catalogue import TOOLS
from tests.conformance.pseudo_locale import (
    CLOSE,
    OPEN,
    PSEUDO,
    pseudo_catalogue_write,
    pseudo_text,
)

# A value for every parameter a message takes, by name (numbers where a form agrees).
PARAMS = {
    "allowed": ["a", "b"],
    "count": 2,
    "field": "deck",
    "kinds": ["human"],
    "max": 7,
    "mc": 3,
    "min": 2,
    "n": 2,
    "seats": 3,
    "title": {"en": "7 Wonders Architects", "pt-BR": "7 Wonders: Arquitetos"},
    "type": "take_card",
    "version": 4,
}


GAMES = ("architects", "saboteur", "marsbot", "scholars")


def _error_catalogues() -> list[Catalogue]:
    """The catalogues of the items of ``errors``: the inputs' and each game's content's."""
    for slug in GAMES:
        ruleset_get(slug)  # its catalogues of words are made on import
    known = catalogues_of_words()
    return [INPUTS, TOOLS, *(known[f"{slug}/content"] for slug in GAMES)]


def _catalogues() -> list[Catalogue]:
    return [PROBLEMS, *dict.fromkeys(reason_catalogues().values()), *_error_catalogues()]


@pytest.fixture
def pseudo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for catalogue in _catalogues():
        pseudo_catalogue_write(catalogue, tmp_path)
    monkeypatch.setenv(MESSAGES_DIRS_ENV, str(tmp_path))
    catalogues_reload()
    problem_texts.reason_catalogues.cache_clear()
    yield tmp_path
    monkeypatch.delenv(MESSAGES_DIRS_ENV)
    catalogues_reload()
    problem_texts.reason_catalogues.cache_clear()


def _params(catalogue: Catalogue, message_id: str) -> dict[str, object]:
    return {name: PARAMS.get(name, f"<{name}>") for name in catalogue.variables(message_id)}


def _assert_pseudo(text: str | None, english: str | None, where: str) -> None:
    assert text is not None, f"{where}: not worded"
    assert text.startswith(OPEN) and text.endswith(CLOSE), f"{where} escaped: {text}"
    assert text != english, where
    letters = [ch for ch in text if ch.isascii() and ch.isalpha()]
    # Only parameters (JSON values, names) may stay plain ASCII letters.
    assert len(letters) < len(text) / 2, f"{where}: mostly untranslated: {text}"


# In an error item, what is not words: values as sent (quoted), paths, field names, JSON
# lists, numbers and placeholders of parameters.
_NOT_WORDS = re.compile(r'"[^"]*"|\'[^\']*\'|\[[^\]]*\]|<\w+>|\S*[/_.]\S*|\d+')


def _assert_pseudo_item(text: str | None, english: str | None, where: str) -> None:
    """An item of ``errors``, whole from the pseudo catalogue: bracketed, and its words (all
    but the values, paths and names it shows) pseudo-localised."""
    assert text is not None, f"{where}: not worded"
    assert text.startswith(OPEN) and text.endswith(CLOSE), f"{where} escaped: {text}"
    assert text != english, where
    words = _NOT_WORDS.sub("", text)
    letters = [ch for ch in words if ch.isascii() and ch.isalpha()]
    assert len(letters) < max(len(words), 2) / 2, f"{where}: mostly untranslated: {text}"


def test_the_pseudo_locale_is_a_language_of_every_catalogue(pseudo: Path) -> None:
    for catalogue in _catalogues():
        assert PSEUDO in catalogue.languages(), catalogue.name
        assert catalogue.ids(PSEUDO) == catalogue.ids(), catalogue.name


def test_every_problem_detail_is_worded_from_the_pseudo_catalogue(pseudo: Path) -> None:
    for key in sorted(PROBLEMS.ids()):
        params = _params(PROBLEMS, key)
        english = problem_text(key, "en", params)
        _assert_pseudo(problem_text(key, PSEUDO, params), english, key)
    for code in ProblemCode:
        error = ServiceError(code, params=_params(PROBLEMS, code.value))
        _assert_pseudo(error.detail_in(PSEUDO), error.detail_in("en"), code.value)
        title = PROBLEMS.text(code.value, PSEUDO, attribute="title")
        _assert_pseudo(title, problem_title(code, "en"), f"{code.value}.title")


def test_every_refusal_reason_is_worded_from_the_pseudo_catalogue(pseudo: Path) -> None:
    for reason, catalogue in sorted(reason_catalogues().items()):
        params = _params(catalogue, reason)
        english = problem_text(f"reason:{reason}", "en", params)
        _assert_pseudo(problem_text(f"reason:{reason}", PSEUDO, params), english, reason)


def test_a_plural_form_is_chosen_by_the_pseudo_locale_s_own_message(pseudo: Path) -> None:
    one = problem_text("reason:too_many_reports", PSEUDO, {"max": 1})
    many = problem_text("reason:too_many_reports", PSEUDO, {"max": 5})
    assert one is not None and many is not None
    assert f"1 {pseudo_text('report')} " in one and f"5 {pseudo_text('reports')} " in many


def test_every_message_an_error_item_is_worded_from_comes_from_the_pseudo_catalogue(
    pseudo: Path,
) -> None:
    for catalogue in _error_catalogues():
        for message_id in sorted(catalogue.ids()):
            # Fluent parameters, not JSON: each a text standing for its value.
            params = {name: f"<{name}>" for name in catalogue.variables(message_id)}
            english = catalogue.text(message_id, "en", params)
            where = f"{catalogue.name}:{message_id}"
            _assert_pseudo_item(catalogue.text(message_id, PSEUDO, params), english, where)


def _broken_documents(slug: str) -> list[object]:
    """Documents each game refuses: not an object, empty, and its shipped content with each
    list's first item emptied (outside its kind's schema) or its ids repeated."""
    from games.content.files import content_file_load

    shipped = content_file_load(slug)
    rules = ruleset_get(slug)
    emptied = {**shipped}
    repeated = {**shipped}
    for kind in rules.content_kinds:
        items = shipped.get(kind.key)
        if kind.is_list and items:
            emptied[kind.key] = [{}, *items[1:]]
            repeated[kind.key] = [*items, items[0]]
    return [[], {}, emptied, repeated]


@pytest.mark.django_db
@pytest.mark.parametrize("slug", GAMES)
def test_every_item_of_a_content_document_s_errors_is_worded_whole(pseudo: Path, slug: str) -> None:
    from games.services.content import content_document_problems

    checked = 0
    for document in _broken_documents(slug):
        problems = content_document_problems(ruleset=slug, document=document)  # type: ignore[arg-type]
        assert problems, f"{slug}: a broken document passed"
        for problem in problems:
            assert isinstance(problem, Said), f"{slug}: {problem!r} is text, not words"
            _assert_pseudo_item(worded_within(problem, PSEUDO), problem.text("en"), slug)
            checked += 1
    assert checked >= 4


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("tool", "body"),
    [
        ("dice", {"dice": [{"colour": "black", "value": 7}], "extra": [], "workers": ["x"] * 13}),
        ("dice", [1]),
        ("dice", {"workers": []}),
        ("score", {"players": [{"scrolls": ["NOPE", "NOPE"], "dice": {"black": 1}}]}),
        ("score", {"players": [{"research": {"alchemy": 9}}], "guild_controllers": {"green": 3}}),
    ],
)
def test_every_item_of_a_tool_s_errors_is_worded_whole(pseudo: Path, client, tool, body) -> None:
    response = client.post(
        f"/api/v1/rulesets/scholars/tools/{tool}/",
        body,
        content_type="application/json",
        HTTP_ACCEPT_LANGUAGE=PSEUDO,
    )
    assert response.status_code == 400, response.content
    problem = response.json()
    _assert_pseudo(problem["detail"], None, f"{tool} detail")
    items = [(where, item) for where, listed in problem["errors"].items() for item in listed]
    assert items
    for where, item in items:
        _assert_pseudo_item(item, None, f"{tool} {where}")
