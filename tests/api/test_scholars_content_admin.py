"""Scholars content in the admin: every kind is listed and validated; editing an unverified
value and publishing the draft makes a release that new games pin and the scoring endpoint
uses; games keep theirs."""

import pytest

from games.models import ContentEntry, ContentRelease, Game
from games.rules_binding import game_rules
from games.services import content_defaults_install
from games.services.content import content_entries_ensure
from tests.api.content_admin import draft_publish, entry_post
from tests.api.helpers import API, game_create

pytestmark = pytest.mark.django_db(transaction=True)
SEATS = [{"name": "Ana", "kind": "human"}, {"name": "Papyrus", "kind": "automa"}]
KINDS = {"scroll_card", "scheme_card", "difficulty", "room", "translator_deck", "solo_board",
         "scoring", "starting_translator", "guild_rows", "guild_consolation"}  # fmt: skip


@pytest.fixture
def staff(client, django_user_model):
    content_defaults_install()
    user = django_user_model.objects.create_superuser("admin", "a@example.com", "pw")
    client.force_login(user)
    content_entries_ensure(ruleset="scholars")
    return client


def _post(client, entry: ContentEntry, data: dict):
    return entry_post(client, entry, data)


def test_scholars_entries_are_listed_and_unverified_ones_marked(staff):
    assert staff.get("/admin/games/contententry/?ruleset=scholars").status_code == 200
    kinds = set(ContentEntry.objects.filter(ruleset="scholars").values_list("kind", flat=True))
    assert kinds == KINDS
    board = ContentEntry.objects.get(ruleset="scholars", kind="solo_board")
    assert board.data["verified"] is False
    assert staff.get(f"/admin/games/contententry/{board.pk}/change/").status_code == 200


def test_scholars_edit_breaking_the_scheme_deck_is_refused(staff):
    card = ContentEntry.objects.get(ruleset="scholars", kind="scheme_card", key="1")
    releases = ContentRelease.objects.filter(ruleset="scholars").count()
    response = _post(staff, card, {**card.data, "colour": "red"})  # 2 blue, 4 red
    assert response.status_code == 200
    assert "the Scheme deck holds 3 blue and 3 red cards" in response.content.decode()
    assert ContentRelease.objects.filter(ruleset="scholars").count() == releases


def test_scholars_unverified_value_edit_is_pinned_by_new_games_and_scored_with(staff, client):
    old = game_create(staff, ruleset="scholars", seats=SEATS, seed=3)
    scoring = ContentEntry.objects.get(ruleset="scholars", kind="scoring")
    assert scoring.data["guild_control_vp"]["green"] == 3 and scoring.data["verified"] is False
    edited = {**scoring.data, "guild_control_vp": {"purple": 1, "orange": 2, "green": 5}}
    response = _post(staff, scoring, edited)
    assert response.status_code == 302, response.content.decode()[:2000]
    draft_publish(staff, "scholars", note="green control is worth 5 in the box")

    newer = game_create(staff, ruleset="scholars", seats=SEATS, seed=4)
    old_row, new_row = Game.objects.get(pk=old["id"]), Game.objects.get(pk=newer["id"])
    assert new_row.content_release_id != old_row.content_release_id
    assert game_rules(new_row).content["scoring"]["guild_control_vp"]["green"] == 5
    assert game_rules(old_row).content["scoring"]["guild_control_vp"]["green"] == 3

    # The endpoint scores with the latest release: green control is now worth 5.
    body = {"players": [{"name": "Ana", "guild_influence": {"green": 2}}, {"name": "Bia"}]}
    result = client.post(f"{API}/rulesets/scholars/score/", body,
                         content_type="application/json").json()  # fmt: skip
    assert result["scores"][0]["breakdown"]["guild_control"] == 5


def test_every_unverified_value_is_an_editable_entry():
    from games.rules.scholars import RULESET

    document = RULESET.default_content()
    kinds = {kind.key for kind in RULESET.content_kinds}

    def unverified(value) -> bool:
        if isinstance(value, dict):
            return value.get("verified") is False or any(unverified(v) for v in value.values())
        return isinstance(value, list) and any(unverified(v) for v in value)

    marked = {key for key, value in document.items() if unverified(value)}
    assert marked and marked <= kinds, marked - kinds


def test_a_kind_added_later_gets_its_entries_and_edited_ones_stay(staff):
    scoring = ContentEntry.objects.get(ruleset="scholars", kind="scoring")
    scoring.data = {**scoring.data, "note": "edited"}
    scoring.save()
    ContentEntry.objects.filter(ruleset="scholars", kind="guild_consolation").delete()
    assert content_entries_ensure(ruleset="scholars") == 1
    assert ContentEntry.objects.get(ruleset="scholars", kind="scoring").data["note"] == "edited"
    consolation = ContentEntry.objects.get(ruleset="scholars", kind="guild_consolation")
    assert consolation.data["verified"] is False
    assert content_entries_ensure(ruleset="scholars") == 0
