"""The draft's preview deals the component edited last: each Wonder edited in turn is on the
preview's board (a fixed seed alone dealt Ephesus and Babylon whatever was edited), a card
group's edit deals its Wonder's deck, and the preview names what it shows in the editor's
language; nothing of the preview is kept."""

from __future__ import annotations

import pytest

from games.content.files import content_file_load
from games.models import ContentEntry, ContentRelease, Game
from games.services import content_defaults_install
from games.services.content import content_entries_ensure
from tests.api.content_admin import entry_post

pytestmark = pytest.mark.django_db(transaction=True)
WONDERS = [w["slug"] for w in content_file_load("architects")["wonders"]]
DRAFT = "/admin/games/contentrelease/draft/architects/"


@pytest.fixture
def staff(client, django_user_model):
    content_defaults_install()
    client.force_login(django_user_model.objects.create_superuser("ed", "e@example.com", "pw"))
    content_entries_ensure(ruleset="architects")
    return client


def _preview(client, language: str = "en") -> str:
    page = client.post(DRAFT, {"do": "preview"}, HTTP_ACCEPT_LANGUAGE=language)
    assert page.status_code == 200
    body = page.content.decode()
    assert 'id="preview-board"' in body, body[:3000]
    return body.split('id="preview-board"', 1)[1]


def _board(shown: str) -> str:
    """The preview's drawing alone (the words above it name the component too)."""
    return "<svg" + shown.split("<svg", 1)[1].split("</svg>", 1)[0]


def test_each_wonder_edited_in_turn_is_in_the_preview(staff):
    games, releases = Game.objects.count(), ContentRelease.objects.count()
    for slug in WONDERS:
        # Given the editor renamed this Wonder (the one edited last).
        wonder = ContentEntry.objects.get(ruleset="architects", kind="wonder", key=slug)
        marked = f"Edited {slug}"
        renamed = {**wonder.data, "name": {"en": marked, "pt-BR": marked}}
        assert entry_post(staff, wonder, renamed).status_code == 302
        # When the draft is previewed, then the board shows the Wonder edited.
        shown = _preview(staff)
        assert marked in _board(shown), (slug, _board(shown)[:400])
        assert f"Wonder: {marked}" in shown  # what the preview deals, said above the board
    # Nothing of the previews was kept.
    assert (Game.objects.count(), ContentRelease.objects.count()) == (games, releases)


def test_a_card_group_edit_deals_its_wonders_deck(staff):
    group = ContentEntry.objects.get(ruleset="architects", kind="card_group", key="giza/gold")
    renamed = {**group.data, "name": {"en": "Giza gold", "pt-BR": "Ouro de Gizé"}}
    assert entry_post(staff, group, renamed).status_code == 302
    shown = _preview(staff, "pt-BR")
    assert "Giza" in _board(shown)  # Giza's city is dealt
    assert "A prévia distribui Cartas de um tipo num baralho: Ouro de Gizé" in shown
    assert "Partida de prévia (não é guardada): Você, Autômato 1" in shown


def test_a_draft_without_edits_is_previewed_on_the_fixed_deal(staff):
    shown = _preview(staff)
    assert "The preview deals" not in shown and "<svg" in shown
