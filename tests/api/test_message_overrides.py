"""Staff fix a message from the admin without a deploy: a translator's override is said by the
API at once (and by other processes within seconds); one that is not a Fluent message of the
same shape is refused and changes nothing; deleting it brings the shipped words back."""

from __future__ import annotations

import uuid

import pytest
from django.contrib.auth.models import Group

from games.models import MessageOverride
from games.problem_texts import problem_text
from games.services import message_overrides
from games.services.message_overrides import overrides_changed
from games.staff_groups import TRANSLATORS

pytestmark = pytest.mark.django_db(transaction=True)

ADD = "/admin/games/messageoverride/add/"
NOT_FOUND_PT = "game_not_found = Nada foi encontrado aqui."


@pytest.fixture
def translator(client, django_user_model):
    user = django_user_model.objects.create_user("tr", "tr@example.com", "pw", is_staff=True)
    user.groups.add(Group.objects.get(name=TRANSLATORS))
    client.force_login(user)
    yield client
    MessageOverride.objects.all().delete()
    overrides_changed()  # no override outlives its test in this process


def _override(
    client, source: str, *, catalogue="problems", language="pt-BR", message="game_not_found"
):
    return client.post(
        ADD,
        {
            "catalogue": catalogue,
            "language": language,
            "message_id": message,
            "source": source,
            "note": "clearer",
        },
    )


def _missing_game(client, language: str) -> dict:
    response = client.get(f"/api/v1/games/{uuid.uuid4()}/", HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 404
    return response.json()


def test_a_translator_s_override_is_said_at_once_and_removed_as_easily(translator, client):
    shipped = _missing_game(client, "pt-BR")
    assert shipped["detail"] == "Esta partida não existe."
    response = _override(translator, NOT_FOUND_PT)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert MessageOverride.objects.get().updated_by == "tr"
    problem = _missing_game(client, "pt-BR")
    assert (problem["title"], problem["detail"]) == ("Não encontrado", "Nada foi encontrado aqui.")
    assert _missing_game(client, "en")["detail"] == "No such game."
    row = MessageOverride.objects.get()
    page = translator.get(f"/admin/games/messageoverride/{row.pk}/change/")
    assert "Esta partida não existe." in page.content.decode()  # the shipped words beside it
    deleted = translator.post(f"/admin/games/messageoverride/{row.pk}/delete/", {"post": "yes"})
    assert deleted.status_code == 302
    assert _missing_game(client, "pt-BR")["detail"] == "Esta partida não existe."


@pytest.mark.parametrize(
    ("message", "source", "says"),
    [
        ("game_not_found", "game_not_found = Nada { $game } aqui.", "no parameter $game"),
        ("not_found", "not_found = Nada aqui.", "attributes are [&#x27;title&#x27;]"),
        ("game_not_found", "unknown_ruleset = Nada.", "exactly one message, game_not_found"),
        ("game_not_found", "game_not_found = { $", "not Fluent syntax"),
    ],
)
def test_an_override_of_another_shape_is_refused_and_nothing_changes(
    translator, message, source, says
):
    response = _override(translator, source, message=message)
    assert response.status_code == 200
    assert says in response.content.decode()
    assert not MessageOverride.objects.exists()


def test_an_unknown_message_or_catalogue_is_refused(translator):
    assert "has no message" in _override(translator, "nope = x", message="nope").content.decode()
    refused = _override(translator, NOT_FOUND_PT, catalogue="nowhere")
    assert refused.status_code == 200 and not MessageOverride.objects.exists()


def test_a_refusal_reason_of_a_game_is_overridden_in_its_own_catalogue(translator):
    source = (
        "not_enough_mc =\n    { $mc ->\n        [0] Sem M€.\n       *[other] Até { $mc } M€.\n    }"
    )
    response = _override(translator, source, catalogue="marsbot/reasons", message="not_enough_mc")
    assert response.status_code == 302, response.content.decode()[:3000]
    assert problem_text("reason:not_enough_mc", "pt-BR", {"mc": 0}) == "Sem M€."
    assert problem_text("reason:not_enough_mc", "pt-BR", {"mc": 4}) == "Até 4 M€."


def test_another_process_reads_the_overrides_once_their_version_changes(translator, monkeypatch):
    other = message_overrides._Loaded()  # as a second process holds it
    other.refresh()
    assert other("problems", "pt-BR") == ""
    _override(translator, NOT_FOUND_PT)
    other.refresh()  # checked a moment ago: not asked again yet
    assert other("problems", "pt-BR") == ""
    monkeypatch.setattr(message_overrides, "CHECK_SECONDS", 0.0)
    other.refresh()
    assert "Nada foi encontrado aqui." in other("problems", "pt-BR")


def test_a_translator_sees_message_overrides_and_nothing_else(translator):
    assert translator.get("/admin/games/messageoverride/").status_code == 200
    for page in ("/admin/games/game/", "/admin/games/contententry/", "/admin/games/app/"):
        assert translator.get(page).status_code == 403, page


def test_a_games_words_are_overridden_too_even_in_a_game_under_way(translator, client):
    """A label is worded when read: the override shows in the next listing of a game that
    started before it, in its language only."""
    from tests.api.helpers import API, bearer, game_create, tokens_of

    game = game_create(client, seed=3)
    token = tokens_of(game)[0]

    def labels(language: str) -> list[str]:
        listed = client.get(
            f"{API}/games/{game['id']}/actions/", HTTP_ACCEPT_LANGUAGE=language, **bearer(token)
        )
        return [entry["label"] for entry in listed.json()["actions"]]

    assert any(label.startswith("Pegar ") for label in labels("pt-BR"))
    source = "label-take = Comprar { $top_card }"
    response = _override(translator, source, catalogue="architects/labels", message="label-take")
    assert response.status_code == 302, response.content.decode()[:3000]
    worded = labels("pt-BR")
    assert any(label.startswith("Comprar ") for label in worded)
    assert not any(label.startswith("Pegar ") for label in worded)
    assert any(label.startswith("Take ") for label in labels("en"))


def test_a_translator_reads_a_catalogue_side_by_side_and_opens_the_form_filled(translator):
    page = translator.get(
        "/admin/games/messageoverride/messages/", {"catalogue": "architects/labels", "q": "pegar"}
    )
    assert page.status_code == 200
    html = page.content.decode()
    assert "label-take" in html and "Pegar { $top_card }" in html and "Take { $top_card }" in html
    assert "label-use-effect" not in html  # "Usar o efeito…" has no "pegar"
    link = page.context["rows"][0]["cells"][1]
    assert link["language"] == "pt-BR"
    form = translator.get(link["override"])
    assert form.status_code == 200
    assert form.context["adminform"].form.initial["catalogue"] == "architects/labels"
    assert "Pegar" in form.context["adminform"].form.initial["source"]
    listed = translator.get("/admin/games/messageoverride/").content.decode()
    assert "Read every catalogue" in listed
