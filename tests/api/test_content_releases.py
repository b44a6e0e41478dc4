"""Drafts and releases through the admin: an edit waits in the draft, a release is published on
purpose with a note and named <ruleset>-<n>, its page shows its diff and its games, an earlier
release comes back as the newest, releases round-trip through a JSON file, a preview game
leaves nothing behind, and the content log says who, when and why."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from games.content.files import content_file_load
from games.models import ContentChange, ContentEntry, ContentRelease, Game
from games.services import content_defaults_install
from games.services.content import content_entries_ensure, content_release_latest
from tests.api.content_admin import draft_publish, entry_post
from tests.api.helpers import game_create

pytestmark = pytest.mark.django_db(transaction=True)
SABOTEUR = [{"name": n, "kind": "human"} for n in "ABC"]  # no automa: nothing plays itself


@pytest.fixture
def staff(client, django_user_model):
    content_defaults_install()
    client.force_login(django_user_model.objects.create_superuser("boss", "b@example.com", "pw"))
    return client


def _rules() -> ContentEntry:
    content_entries_ensure(ruleset="saboteur")
    return ContentEntry.objects.get(ruleset="saboteur", kind="rules")


def _hand(release: ContentRelease) -> int:
    return release.data["rules"]["hand_size"]


def test_an_edit_waits_in_the_draft_and_a_release_needs_a_note(staff):
    shipped = content_release_latest(ruleset="saboteur")
    rules = _rules()
    assert rules.updated_at is None  # never edited: no date that every entry shares
    response = entry_post(staff, rules, {**rules.data, "hand_size": 5}, why="smaller hands")
    assert response.status_code == 302
    assert content_release_latest(ruleset="saboteur").pk == shipped.pk
    draft = staff.get("/admin/games/contentrelease/draft/saboteur/").content.decode()
    assert "Rounds, hands and gold › Cards each player holds" in draft
    assert "rules › hand_size" not in draft and "Publish the draft" in draft
    refused = staff.post("/admin/games/contentrelease/draft/saboteur/", {"do": "publish"})
    assert refused.status_code == 200 and content_release_latest(ruleset="saboteur") == shipped
    release = draft_publish(staff, "saboteur", note="smaller hands for short games")
    assert (release.release, release.number, _hand(release)) == ("saboteur-2", 2, 5)
    assert release.data["release"] == "saboteur-2" and release.published_by == "boss"
    edit, publish = ContentChange.objects.order_by("at", "id")
    assert (edit.action, edit.by, edit.why, edit.before["hand_size"]) == (
        "edit",
        "boss",
        "smaller hands",
        6,
    )
    assert (publish.action, publish.release, publish.why) == ("publish", release, release.note)
    # Nothing changed since: nothing to publish.
    again = staff.post(
        "/admin/games/contentrelease/draft/saboteur/", {"do": "publish", "note": "x"}
    )
    assert (
        again.status_code == 200 and ContentRelease.objects.filter(ruleset="saboteur").count() == 2
    )


def test_a_release_page_shows_its_diff_and_its_games(staff):
    old = game_create(staff, ruleset="saboteur", seats=SABOTEUR)
    rules = _rules()
    entry_post(staff, rules, {**rules.data, "hand_size": 5})
    release = draft_publish(staff, "saboteur", note="smaller hands")
    new = game_create(staff, ruleset="saboteur", seats=SABOTEUR)
    page = staff.get(f"/admin/games/contentrelease/{release.pk}/change/").content.decode()
    assert "Changes since" in page and "rules › hand_size" not in page
    assert "Rounds, hands and gold › Cards each player holds" in page
    assert '<td class="before">6</td><td class="after">5</td>' in page
    assert "One game plays it" in page  # the new game; the old one plays the shipped release
    assert new["id"][:8] not in page and old["id"][:8] not in page  # listed by date and seats


def test_an_earlier_release_is_published_again_as_the_newest(staff):
    shipped = content_release_latest(ruleset="saboteur")
    rules = _rules()
    entry_post(staff, rules, {**rules.data, "hand_size": 5})
    draft_publish(staff, "saboteur", note="smaller hands")
    response = staff.post(
        f"/admin/games/contentrelease/{shipped.pk}/republish/", {"note": "back to the box"}
    )
    assert response.status_code == 302
    latest = content_release_latest(ruleset="saboteur")
    assert (latest.release, _hand(latest)) == ("saboteur-3", 6)
    assert latest.origin == f"published again from {shipped.release}"
    assert _rules().data["hand_size"] == 6  # the draft follows it
    game = game_create(staff, ruleset="saboteur", seats=SABOTEUR)
    assert Game.objects.get(pk=game["id"]).content_release_id == latest.pk


def test_releases_export_to_and_import_from_a_json_file(staff):
    shipped = content_release_latest(ruleset="architects")
    exported = staff.get(f"/admin/games/contentrelease/{shipped.pk}/export/")
    assert exported["Content-Type"] == "application/json"
    document = json.loads(exported.content)
    assert document == content_file_load("architects")  # the shipped file's very shape
    document["settings"]["cat_vp"] = 3
    upload = SimpleUploadedFile("mine.json", json.dumps(document).encode())
    response = staff.post(
        "/admin/games/contentrelease/import/",
        {"ruleset": "architects", "note": "cat worth 3", "file": upload},
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    latest = content_release_latest(ruleset="architects")
    assert latest.release == "architects-2" and latest.data["settings"]["cat_vp"] == 3
    assert latest.origin == "imported from mine.json (release 2021.1)"
    assert ContentChange.objects.get(action="import").why == "cat worth 3"
    broken = SimpleUploadedFile("bad.json", json.dumps({**document, "wonders": []}).encode())
    refused = staff.post(
        "/admin/games/contentrelease/import/",
        {"ruleset": "architects", "note": "x", "file": broken},
    )
    assert refused.status_code == 200 and content_release_latest(ruleset="architects") == latest


def test_a_preview_game_shows_the_drafts_board_and_leaves_nothing(staff):
    rules = _rules()
    entry_post(staff, rules, {**rules.data, "hand_size": 5})
    releases, games = ContentRelease.objects.count(), Game.objects.count()
    page = staff.post("/admin/games/contentrelease/draft/saboteur/", {"do": "preview"})
    text = page.content.decode()
    assert page.status_code == 200 and 'id="preview-board"' in text and "<svg" in text
    assert (ContentRelease.objects.count(), Game.objects.count()) == (releases, games)


def test_old_release_names_keep_working_for_the_games_that_pin_them(staff):
    shipped = content_release_latest(ruleset="architects")
    assert shipped.release == "2021.1" and shipped.number == 1
    game = game_create(staff, seed=1)
    content_entries_ensure(ruleset="architects")
    wonder = ContentEntry.objects.get(ruleset="architects", kind="wonder", key="giza")
    entry_post(staff, wonder, {**wonder.data, "name": {"en": "G", "pt-BR": "G"}})
    draft_publish(staff, "architects", note="renamed")
    body = staff.get(f"/api/v1/games/{game['id']}/").json()
    assert body["content_release"] == "2021.1"
    assert staff.get("/api/v1/rulesets/architects/content/2021.1/").status_code == 200
