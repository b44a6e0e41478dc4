"""Staff permissions: a content editor edits and publishes content, and cannot open games,
apps, keys or webhook deliveries; a superuser can."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group

from games.models import ContentEntry, ContentRelease
from games.services import content_defaults_install
from games.services.apps import app_create
from games.services.content import content_entries_ensure
from games.staff_groups import CONTENT_EDITORS
from tests.api.content_admin import draft_publish, entry_post
from tests.api.helpers import game_create

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def editor(client, django_user_model):
    content_defaults_install()  # transactional tests flush the rows the migration installed
    user = django_user_model.objects.create_user("ed", "ed@example.com", "pw", is_staff=True)
    user.groups.add(Group.objects.get(name=CONTENT_EDITORS))
    client.force_login(user)
    return client


def _wonder() -> ContentEntry:
    content_entries_ensure(ruleset="architects")
    return ContentEntry.objects.get(ruleset="architects", kind="wonder", key="giza")


def test_a_content_editor_edits_an_entry_and_publishes_a_release(editor):
    wonder = _wonder()
    releases = ContentRelease.objects.filter(ruleset="architects").count()
    assert editor.get(f"/admin/games/contententry/{wonder.pk}/change/").status_code == 200
    edited = {**wonder.data, "name": {"en": "Edited", "pt-BR": "Editada"}}
    response = entry_post(editor, wonder, edited)
    assert response.status_code == 302, response.content.decode()[:2000]
    assert ContentRelease.objects.filter(ruleset="architects").count() == releases
    release = draft_publish(editor, "architects", note="Giza edited")
    assert release.published_by == "ed" and release.note == "Giza edited"
    assert ContentRelease.objects.filter(ruleset="architects").count() == releases + 1
    assert editor.get(f"/admin/games/contentrelease/{release.pk}/change/").status_code == 200
    assert editor.get("/admin/games/contentchange/").status_code == 200
    assert editor.get("/admin/games/contentrelease/").status_code == 200


def test_a_content_editor_cannot_open_games_apps_keys_or_deliveries(editor, client):
    game = game_create(editor)
    app, _issued = app_create(name="Other")
    for page in (
        "/admin/games/game/",
        f"/admin/games/game/{game['id']}/change/",
        "/admin/games/seat/",
        f"/admin/games/app/{app.pk}/change/",
        "/admin/games/appkey/",
        "/admin/games/webhookdelivery/",
    ):
        assert editor.get(page).status_code == 403, page


def test_the_group_holds_exactly_the_content_permissions():
    group = Group.objects.get(name=CONTENT_EDITORS)
    assert sorted(group.permissions.values_list("codename", flat=True)) == [
        "add_contentrelease",
        "change_contententry",
        "view_contentchange",
        "view_contententry",
        "view_contentrelease",
    ]


def test_staff_outside_the_group_cannot_publish_preview_or_import(client, django_user_model):
    content_defaults_install()
    user = django_user_model.objects.create_user("st", "st@example.com", "pw", is_staff=True)
    client.force_login(user)
    releases = ContentRelease.objects.count()
    for page in (
        "/admin/games/contentrelease/draft/saboteur/",
        "/admin/games/contentrelease/import/",
    ):
        assert client.post(page, {"do": "publish", "note": "x"}).status_code == 403, page
    shipped = ContentRelease.objects.first()
    republish = client.post(f"/admin/games/contentrelease/{shipped.pk}/republish/", {"note": "x"})
    assert republish.status_code == 403
    assert ContentRelease.objects.count() == releases
