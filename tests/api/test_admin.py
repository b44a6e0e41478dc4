"""The admin: games read-only; 7 Wonders Architects content edited with validation and pinned."""

import json

import pytest

from games.models import ArchitectsCardGroup, ArchitectsWonder, ContentRelease, Game
from games.services import content_defaults_install
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


def test_content_edit_with_invalid_data_is_refused(staff):
    group = ArchitectsCardGroup.objects.first()
    before = dict(group.data)
    bad = {**group.data, "count": -3}
    response = staff.post(
        f"/admin/games/architectscardgroup/{group.pk}/change/",
        {"position": group.position, "deck": group.deck, "data": json.dumps(bad)},
    )
    assert response.status_code == 200  # the form again, with errors
    assert "errorlist" in response.content.decode()
    group.refresh_from_db()
    assert group.data == before


def test_valid_content_edit_publishes_a_release_and_games_keep_theirs(staff):
    game = game_create(staff, seed=1)
    pinned = Game.objects.get(pk=game["id"]).content_release
    wonder = ArchitectsWonder.objects.first()
    edited = {**wonder.data, "name": {"en": "Renamed", "pt-BR": "Renomeada"}}
    response = staff.post(
        f"/admin/games/architectswonder/{wonder.pk}/change/",
        {"slug": wonder.slug, "data": json.dumps(edited)},
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    latest = (
        ContentRelease.objects.filter(ruleset="architects").order_by("-created_at", "-id").first()
    )
    assert latest.pk != pinned.pk
    assert any(w["name"]["en"] == "Renamed" for w in latest.data["wonders"])
    assert Game.objects.get(pk=game["id"]).content_release_id == pinned.pk
    assert all(w["name"]["en"] != "Renamed" for w in pinned.data["wonders"])
    newer = game_create(staff, seed=2)
    assert Game.objects.get(pk=newer["id"]).content_release_id == latest.pk
