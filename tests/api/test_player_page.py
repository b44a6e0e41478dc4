"""A player's page (issue 37): per ruleset played, the games; per rated ruleset, the rating and
its latest changes, newest first (ties by the later change), bounded per ruleset, and only
that player's."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from games.models import GamesPlayed, Player, Rating, RatingChange
from games.player_selectors import player_page
from tests.api.helpers import API
from tests.api.test_players import _app, _client, _create, _human, _key

pytestmark = pytest.mark.django_db(transaction=True)

T0 = datetime(2026, 1, 5, 18, 0, tzinfo=UTC)


def _change(game: str, player: Player, ruleset: str, mu: float, minutes: int) -> RatingChange:
    row = RatingChange.objects.create(
        game_id=game, player=player, ruleset=ruleset, place=1,
        mu_before=mu - 10, sigma_before=300, mu_after=mu, sigma_after=290,
    )  # fmt: skip
    RatingChange.objects.filter(pk=row.pk).update(created_at=T0 + timedelta(minutes=minutes))
    return row


def test_a_page_shows_each_rulesets_latest_changes_newest_first_and_only_its_players():
    # Given Ana in five games: three of her changes in Architects, two in Saboteur made at
    # the same moment, Bia's change in one of them, and a ruleset Ana played but is unrated in
    client = _client()
    app, key = _app("page-history")
    games = [
        _create(client, key, [_human("Ana", "u-ana"), _human("Bia", "u-bia")], seed=seed)["id"]
        for seed in range(5)
    ]
    ana, bia = Player.objects.get(external_id="u-ana"), Player.objects.get(external_id="u-bia")
    for ruleset, mu in (("architects", 1600.0), ("saboteur", 1400.0)):
        Rating.objects.create(
            player=ana, app=app, ruleset=ruleset, mu=mu, sigma=290, displayed=mu - 870, games=3
        )
    GamesPlayed.objects.create(player=ana, ruleset="saboteur", games=2)
    GamesPlayed.objects.create(player=ana, ruleset="marsbot", games=1)
    _change(games[0], ana, "architects", 1510, minutes=1)
    newest = _change(games[1], ana, "architects", 1520, minutes=9)
    _change(games[2], ana, "architects", 1530, minutes=5)
    first_tied = _change(games[3], ana, "saboteur", 1410, minutes=3)
    second_tied = _change(games[4], ana, "saboteur", 1420, minutes=3)
    _change(games[1], bia, "architects", 1700, minutes=20)

    # When her page is read with two changes per ruleset
    page = player_page(app=app, player="u-ana", history=2)

    # Then the counts cover every ruleset played, the ratings only the rated ones, and each
    # history holds that ruleset's two newest changes of hers (a tie: the later change first)
    assert page.games_played == {"architects": 5, "marsbot": 1, "saboteur": 2}
    assert [r.ruleset for r in page.ratings] == ["architects", "saboteur"]
    architects, saboteur = page.ratings
    assert [str(m.game) for m in architects.history] == [games[1], games[2]]
    assert architects.history[0].before == pytest.approx(newest.mu_before - 3 * 300)
    assert architects.history[0].after == pytest.approx(1520 - 3 * 290)
    assert [str(m.game) for m in saboteur.history] == [
        str(second_tied.game_id),
        str(first_tied.game_id),
    ]

    # And through the API the same page, at the server's own history length
    body = client.get(f"{API}/players/u-ana/", **_key(key)).json()
    assert body["games_played"] == {"architects": 5, "marsbot": 1, "saboteur": 2}
    shown = {r["ruleset"]: [h["game"] for h in r["history"]] for r in body["ratings"]}
    assert shown == {
        "architects": [games[1], games[2], games[0]],
        "saboteur": [games[4], games[3]],
    }
    assert body["ratings"][0]["history"][0]["rating_after"] == round(1520 - 3 * 290, 1)


def test_a_player_without_games_has_an_empty_page_and_another_apps_player_is_not_found():
    client = _client()
    app, key = _app("page-empty")
    _other, other_key = _app("page-empty-other")
    Player.objects.create(app=app, external_id="u-new")

    page = player_page(app=app, player="u-new", history=20)
    assert page.games_played == {} and page.ratings == []
    response = client.get(f"{API}/players/u-new/", **_key(other_key))
    assert response.status_code == 404, response.content
    assert response.json()["code"] == "not_found"
