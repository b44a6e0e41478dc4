"""Adding a language is adding catalogue files: a pseudo-locale made from the English files,
put in AUTOMA_MESSAGES_DIRS, words every problem detail and every refusal, each whole from
its catalogue (bracketed and accented), with its parameters filled in."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from games import problem_texts
from games.errors import ProblemCode, ServiceError
from games.problem_texts import PROBLEMS, problem_text, problem_title, reason_catalogues
from games.rules.catalogues import MESSAGES_DIRS_ENV, Catalogue, catalogues_reload
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


def _catalogues() -> list[Catalogue]:
    return [PROBLEMS, *dict.fromkeys(reason_catalogues().values())]


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
