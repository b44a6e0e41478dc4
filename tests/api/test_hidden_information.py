"""What a seat may not see never reaches it over HTTP: views and the move log."""

import pytest

from games.models import Game
from tests.api.helpers import API, bearer, game_create, play_to_end, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)


def _log(client, game_id, token=None):
    headers = bearer(token) if token else {}
    return client.get(f"{API}/games/{game_id}/moves/?limit=200", **headers).json()["results"]


def test_cat_peek_reaches_only_the_cat_holder_in_the_move_log(client):
    game = game_create(client, seed=31)
    tokens = tokens_of(game)
    play_to_end(client, game, tokens, seed=31)
    peeks = {
        seat: [
            e
            for m in _log(client, game["id"], token)
            for e in m["events"]
            if e["kind"] == "cat_peek"
        ]
        for seat, token in tokens.items()
    }
    assert any(peeks.values()), "no cat was taken in this seeded game: pick another seed"
    for seat, events in peeks.items():
        assert all(e["seat"] == seat for e in events)
    spectator = _log(client, game["id"])
    assert all(e["seat"] is None for m in spectator for e in m["events"])
    stored = list(Game.objects.get(pk=game["id"]).moves.all())
    for seat, token in tokens.items():
        log = _log(client, game["id"], token)
        shown = [e for m in log for e in m["events"] if e["seat"] is not None]
        kept = [e for m in stored for e in m.events if e["seat"] == seat]
        assert sorted(map(str, shown)) == sorted(map(str, kept))


def test_central_deck_top_is_in_no_view_but_the_peek(client):
    game = game_create(client, seed=32)
    row = Game.objects.get(pk=game["id"])
    for token in [None, *tokens_of(game).values()]:
        view = client.get(f"{API}/games/{game['id']}/", **(bearer(token) if token else {})).json()
        text = str(view["view"])
        assert "'order'" not in text
        assert view["view"].get("peek") is None
    assert row.state["decks"]  # the server does hold the order
