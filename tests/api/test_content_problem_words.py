"""A content document's problems are words as data: the services give them as catalogue
messages with where each is and the value found, and they are worded where they are read, in
the API's caller's language (``Accept-Language``) or the staff user's in the admin."""

from __future__ import annotations

import copy
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import RequestFactory

from api.problems import problem_response
from games.content.files import content_file_load
from games.errors import ServiceError
from games.services import content_defaults_install
from games.services.content import content_document_problems
from games.services.content_releases import content_release_publish

pytestmark = pytest.mark.django_db


def _broken_architects() -> dict:
    document = copy.deepcopy(content_file_load("architects"))
    document["wonders"][1]["slug"] = "alexandria"  # two Wonders named alike
    document["cards"][0]["count"] = -1  # outside the card group's schema
    return document


def _refusal(document: dict) -> ServiceError:
    with pytest.raises(ServiceError) as refused:
        content_release_publish(ruleset="architects", data=document, by="boss", note="test")
    return refused.value


def _answered(error: ServiceError, language: str) -> dict:
    request = RequestFactory().post("/api/v1/x/", HTTP_ACCEPT_LANGUAGE=language)
    return dict(problem_response(request, error).data)


def test_a_schema_problem_names_where_it_is_and_the_value_found():
    # Given a card group whose count is below the schema's minimum.
    problems = content_document_problems(ruleset="architects", document=_broken_architects())
    # Then the schema's problem is said at its path, first (the engine's checks wait for it).
    assert [p["en"] for p in problems] == ["cards/0/count: must be at least 0, not -1"]
    assert [p["pt-BR"] for p in problems] == ["cards/0/count: deve ser no mínimo 0, não -1"]


@pytest.mark.parametrize(
    ("language", "errors", "detail"),
    [
        ("pt-BR", ["Maravilha alexandria: slug repetido", "duplicate"],
         "O documento de conteúdo tem"),
        ("", ["wonder alexandria: duplicate slug", "Maravilha"], "The content document has"),
    ],
)  # fmt: skip
def test_an_invalid_document_s_errors_are_worded_in_the_callers_language(language, errors, detail):
    content_defaults_install()
    document = _broken_architects()
    document["cards"][0]["count"] = 1
    # When a release of it is refused and the problem answered in ``language``.
    body = _answered(_refusal(document), language)
    # Then each error is one string in that language (the shape apps already read).
    first, absent = errors
    assert body["errors"][0] == first
    assert all(isinstance(item, str) for item in body["errors"])
    assert not any(absent in item for item in body["errors"])
    assert body["detail"].startswith(detail)


def test_an_unreadable_file_says_where_reading_stopped_in_the_callers_language():
    from games.services.content_releases import content_release_import

    with pytest.raises(ServiceError) as refused:
        content_release_import(
            ruleset="architects", file=b'{"release":\n x}', filename="f.json", by="b", note="n"
        )
    assert _answered(refused.value, "pt-BR")["errors"] == [
        "o arquivo não é JSON (linha 2, coluna 2)"
    ]
    assert _answered(refused.value, "en")["errors"] == ["the file is not JSON (line 2, column 2)"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("language", "said", "unsaid"),
    [("pt-BR", "Maravilha alexandria: slug repetido", "duplicate slug"),
     ("en", "wonder alexandria: duplicate slug", "slug repetido")],
)  # fmt: skip
def test_the_admin_shows_an_import_s_problems_in_the_staff_user_s_language(
    client, django_user_model, language, said, unsaid
):
    content_defaults_install()
    client.force_login(django_user_model.objects.create_superuser("boss", "b@example.com", "pw"))
    document = _broken_architects()
    document["cards"][0]["count"] = 1
    upload = SimpleUploadedFile("bad.json", json.dumps(document).encode())
    refused = client.post(
        "/admin/games/contentrelease/import/",
        {"ruleset": "architects", "note": "x", "file": upload},
        HTTP_ACCEPT_LANGUAGE=language,
        follow=True,
    )
    page = refused.content.decode()
    assert said in page and unsaid not in page
