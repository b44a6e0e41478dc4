"""The admin cannot corrupt a game: every engine-owned field read-only, no game ever
deleted (abandoned instead, by a logged action), and a game list that shows who plays."""

from __future__ import annotations

import pytest
from django.contrib.admin.models import LogEntry

from games.models import Game, GameStatus, Seat
from games.services import content_defaults_install
from tests.api.helpers import API, bearer, game_create, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def staff(client, django_user_model):
    content_defaults_install()  # transactional tests flush the rows the migration installed
    user = django_user_model.objects.create_superuser("admin", "a@example.com", "pw")
    client.force_login(user)
    return client


def _first_move(client, game) -> None:
    token = tokens_of(game)[game["to_act"][0]]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    response = move_post(client, game["id"], token, listed["actions"][0]["action"], 0)
    assert response.status_code == 201


def test_the_game_list_shows_players_whose_turn_it_is_and_finds_a_player_by_name(staff):
    game = game_create(staff)  # Ana and Bia, Ana to act
    page = staff.get("/admin/games/game/").content.decode()
    assert "Ana, Bia" in page and "architects" in page
    found = staff.get("/admin/games/game/?q=Bia").content.decode()
    assert str(game["id"])[:8] in found
    assert str(game["id"])[:8] not in staff.get("/admin/games/game/?q=Zoe").content.decode()
    to_act_human = staff.get("/admin/games/game/?to_act=human").content.decode()
    assert str(game["id"])[:8] in to_act_human


def test_no_engine_owned_field_can_be_changed_from_the_game_page(staff):
    game = game_create(staff)
    page = staff.get(f"/admin/games/game/{game['id']}/change/").content.decode()
    for field in ("status", "turn_due_at", "seat_options", "idempotency_key_hash", "request_hash"):
        assert f'name="{field}"' not in page
    posted = staff.post(f"/admin/games/game/{game['id']}/change/", {"status": "finished"})
    assert posted.status_code == 403
    assert Game.objects.get(pk=game["id"]).status == GameStatus.ACTIVE


def test_games_cannot_be_deleted_from_the_admin(staff):
    game = game_create(staff)
    _first_move(staff, game)
    assert staff.get(f"/admin/games/game/{game['id']}/delete/").status_code == 403
    assert staff.post(f"/admin/games/game/{game['id']}/delete/", {"post": "yes"}).status_code == 403
    assert Game.objects.filter(pk=game["id"]).exists()
    assert 'value="delete_selected"' not in staff.get("/admin/games/game/").content.decode()


def test_abandoning_a_game_stops_play_and_is_logged(staff):
    # Given a game in play
    game = game_create(staff)
    _first_move(staff, game)
    # When staff abandon it from the list
    response = staff.post(
        "/admin/games/game/", {"action": "abandon", "_selected_action": [game["id"]]}
    )
    assert response.status_code == 302
    # Then it is over, nobody is to act, the version tells pollers, and the admin logged it
    row = Game.objects.get(pk=game["id"])
    assert (row.status, row.version, row.result) == (GameStatus.ABANDONED, 2, None)
    assert not Seat.objects.filter(game=row, to_act=True).exists()
    (entry,) = LogEntry.objects.filter(object_id=str(row.pk))
    assert entry.get_change_message() == "Abandoned."
    token = tokens_of(game)[1]
    refused = move_post(staff, game["id"], token, {"type": "take_card", "deck": "central"}, 2)
    assert refused.json()["code"] == "game_not_active"
    assert staff.get(f"{API}/games/{game['id']}/").json()["status"] == "abandoned"


def test_seats_cannot_be_deleted_from_the_admin(staff):
    game = game_create(staff)
    seat = Seat.objects.get(game_id=game["id"], index=0)
    assert staff.get(f"/admin/games/seat/{seat.pk}/delete/").status_code == 403
