"""The admin: games read-only; every game's content edited with validation, releases pinned."""

import json

import pytest

from games.models import ContentEntry, ContentRelease, Game
from games.services import content_defaults_install
from games.services.content import content_entries_ensure
from tests.api.content_admin import draft_publish, entry_post
from tests.api.helpers import game_create

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def staff(client, django_user_model):
    content_defaults_install()  # transactional tests flush the rows the migration installed
    user = django_user_model.objects.create_superuser("admin", "a@example.com", "pw")
    client.force_login(user)
    return client


def test_admin_lists_games_and_shows_state_read_only_without_the_seed(staff):
    game = game_create(staff, seed=424242424242)
    page = staff.get(f"/admin/games/game/{game['id']}/change/")
    assert page.status_code == 200
    text = page.content.decode()
    assert "424242424242" not in text
    assert 'name="state"' not in text  # shown, not editable
    assert staff.get("/admin/games/game/").status_code == 200
    assert staff.get("/admin/games/seat/").status_code == 200


def _entry(ruleset: str, kind: str, key: str = "") -> ContentEntry:
    content_entries_ensure(ruleset=ruleset)
    return ContentEntry.objects.get(ruleset=ruleset, kind=kind, key=key)


def _post_entry(client, entry: ContentEntry, data: dict):
    return entry_post(client, entry, data)


def test_content_entries_of_every_game_are_listed(staff):
    page = staff.get("/admin/games/contententry/")
    assert page.status_code == 200
    kinds = set(ContentEntry.objects.values_list("ruleset", "kind"))
    assert {("architects", "wonder"), ("architects", "card_group")} <= kinds
    assert {("saboteur", "path_card"), ("saboteur", "action_card"), ("saboteur", "rules")} <= kinds


@pytest.mark.parametrize(
    ("ruleset", "kind", "key", "change"),
    [
        ("architects", "card_group", "central/wood", {"count": -3}),  # the schema says no
        ("architects", "wonder", "giza", {"stages": []}),  # the schema says no
        ("saboteur", "path_card", "B-X", {"groups": ["NESX"]}),  # not an edge
        ("saboteur", "rules", "", {"hand_size": 40}),  # the engine: the deck is too small
    ],
)
def test_content_edit_with_invalid_data_is_refused(staff, ruleset, kind, key, change):
    entry = _entry(ruleset, kind, key)
    before = dict(entry.data)
    releases = ContentRelease.objects.count()
    response = _post_entry(staff, entry, {**entry.data, **change})
    assert response.status_code == 200  # the form again, with errors
    assert "errorlist" in response.content.decode()
    entry.refresh_from_db()
    assert entry.data == before
    assert ContentRelease.objects.count() == releases


def test_valid_content_edit_goes_to_the_draft_then_a_release_and_games_keep_theirs(staff):
    game = game_create(staff, seed=1)
    pinned = Game.objects.get(pk=game["id"]).content_release
    wonder = _entry("architects", "wonder", "giza")
    edited = {**wonder.data, "name": {"en": "Renamed", "pt-BR": "Renomeada"}}
    response = _post_entry(staff, wonder, edited)
    assert response.status_code == 302, response.content.decode()[:2000]
    # Saved in the draft only: new games still get the release they got before.
    assert (
        game_create(staff, seed=5)
        and Game.objects.latest("created_at").content_release_id == pinned.pk
    )
    latest = draft_publish(staff, "architects", note="Giza renamed")
    assert latest.pk != pinned.pk
    assert any(w["name"]["en"] == "Renamed" for w in latest.data["wonders"])
    assert Game.objects.get(pk=game["id"]).content_release_id == pinned.pk
    assert all(w["name"]["en"] != "Renamed" for w in pinned.data["wonders"])
    newer = game_create(staff, seed=2)
    assert Game.objects.get(pk=newer["id"]).content_release_id == latest.pk


def test_saboteur_content_edit_publishes_a_release_that_new_games_play_with(staff):
    """Saboteur content is edited like every game's: two more Map cards in the deck, in
    place of two Theft cards (the box holds 48 action cards: the Theft cards go first)."""
    old = staff.post(
        "/api/v1/games/",
        {"ruleset": "saboteur", "seats": [{"name": n, "kind": "automa"} for n in "ABC"]},
        content_type="application/json",
    ).json()
    card = _entry("saboteur", "action_card", "MAP")
    refused = _post_entry(staff, card, {**card.data, "count": card.data["count"] + 2})
    assert "the box holds 48 action cards; these count 50" in refused.content.decode()
    theft = _entry("saboteur", "action_card", "THEFT")
    response = _post_entry(staff, theft, {**theft.data, "count": theft.data["count"] - 2})
    assert response.status_code == 302, response.content.decode()[:2000]
    response = _post_entry(staff, card, {**card.data, "count": card.data["count"] + 2})
    assert response.status_code == 302, response.content.decode()[:2000]
    latest = draft_publish(staff, "saboteur", note="two more Map cards")
    maps = next(c for c in latest.data["action_cards"] if c["id"] == "MAP")
    assert maps["count"] == card.data["count"] + 2
    newer = staff.post(
        "/api/v1/games/",
        {"ruleset": "saboteur", "seats": [{"name": n, "kind": "human"} for n in "ABC"]},
        content_type="application/json",
    ).json()
    assert Game.objects.get(pk=newer["id"]).content_release_id == latest.pk
    assert Game.objects.get(pk=old["id"]).content_release_id != latest.pk


def test_a_schema_error_is_shown_at_its_field(staff):
    """The form gets the error keyed by the field's path, where django-jsonform shows it."""
    import html

    entry = _entry("architects", "card_group", "central/wood")
    response = _post_entry(staff, entry, {**entry.data, "count": -3})
    page = html.unescape(response.content.decode())
    config = json.loads(page.split('data-django-jsonform="', 1)[1].split('"></textarea>')[0])
    assert list(config["errorMap"]) == ["count"]
    assert config["errorMap"]["count"] == ["must be at least 0, not -3"]


def test_a_schema_error_is_shown_in_the_staff_user_s_language(staff):
    import html

    entry = _entry("architects", "card_group", "central/wood")
    data = {"data": json.dumps({**entry.data, "count": -3}), "position": entry.position, "why": "x"}
    url = f"/admin/games/contententry/{entry.pk}/change/"
    page = html.unescape(staff.post(url, data, HTTP_ACCEPT_LANGUAGE="pt-BR").content.decode())
    config = json.loads(page.split('data-django-jsonform="', 1)[1].split('"></textarea>')[0])
    assert config["errorMap"]["count"] == ["deve ser no mínimo 0, não -3"]
    # Said at the field, never as a path ("card_group/count: ...") above the form.
    assert "Um valor não pode ser salvo: veja o campo marcado abaixo." in page
    assert "card_group/count" not in page


def test_the_engine_s_problems_with_the_draft_are_shown_in_the_staff_user_s_language(staff):
    entry = _entry("architects", "card_group", "central/wood")
    data = {"data": json.dumps({**entry.data, "count": entry.data["count"] + 1}),
            "position": entry.position, "why": "x"}  # fmt: skip
    url = f"/admin/games/contententry/{entry.pk}/change/"
    portuguese = staff.post(url, data, HTTP_ACCEPT_LANGUAGE="pt-BR").content.decode()
    english = staff.post(url, data).content.decode()
    assert "o baralho central tem 60 cartas; os grupos dele somam 61" in portuguese
    assert "the central deck holds 60 cards; its groups count 61" in english


def test_a_portuguese_editor_reads_the_components_by_their_portuguese_names(staff):
    content_entries_ensure(ruleset="architects")
    page = staff.get(
        "/admin/games/contententry/", {"ruleset": "architects"}, HTTP_ACCEPT_LANGUAGE="pt-BR"
    )
    assert page.status_code == 200
    assert "<b>Madeira</b>" in page.content.decode()
    english = staff.get("/admin/games/contententry/", {"ruleset": "architects"})
    assert "<b>Wood</b>" in english.content.decode()
