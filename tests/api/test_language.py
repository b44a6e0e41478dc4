"""The response language is negotiated among the languages the catalogues speak."""

from __future__ import annotations

import pytest

from api.language import language_chosen

SPOKEN = ("en", "en-XA", "pt-BR")


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("", "en"),
        ("pt-BR,pt;q=0.9,en;q=0.8", "pt-BR"),
        ("pt-PT", "pt-BR"),  # by its primary subtag
        ("pt", "pt-BR"),
        ("en-XA", "en-XA"),
        ("en-US,pt-BR;q=0.5", "en"),
        ("fr, pt-BR;q=0.3", "pt-BR"),  # the first spoken one, by weight
        ("pt-BR;q=0, en-XA;q=0.2", "en-XA"),  # q=0 is "not this one"
        ("de", "en"),
        ("*", "en"),
    ],
)
def test_the_best_spoken_language_is_chosen(header: str, expected: str) -> None:
    assert language_chosen(header, SPOKEN) == expected


@pytest.mark.django_db
def test_a_language_added_as_files_is_spoken_by_the_api(client, tmp_path, monkeypatch) -> None:
    from api.language import languages_spoken
    from games.rules.catalogues import MESSAGES_DIRS_ENV, catalogues_reload

    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "problems.ftl").write_text(
        "not_found = Nicht gefunden.\n    .title = Nicht gefunden\n", encoding="utf-8"
    )
    monkeypatch.setenv(MESSAGES_DIRS_ENV, str(tmp_path))
    catalogues_reload()
    try:
        assert "de" in languages_spoken()
        answer = client.get(
            "/api/v1/games/00000000-0000-0000-0000-000000000000/",
            HTTP_ACCEPT_LANGUAGE="de-AT,en;q=0.5",
        )
        assert answer.status_code == 404
        assert answer.json()["title"] == "Nicht gefunden"
    finally:
        monkeypatch.delenv(MESSAGES_DIRS_ENV)
        catalogues_reload()
