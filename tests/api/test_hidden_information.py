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


def test_views_show_deck_sizes_and_face_up_tops_only(client):
    game = game_create(client, seed=32)
    decks = Game.objects.get(pk=game["id"]).state["decks"]
    for token in [None, *tokens_of(game).values()]:
        view = client.get(f"{API}/games/{game['id']}/", **(bearer(token) if token else {})).json()
        shown = view["view"]["decks"]
        assert set(shown) == set(decks)
        for name, deck in shown.items():
            assert set(deck) == {"size", "top"}
            assert deck["size"] == len(decks[name])
            if name == "central":
                assert deck["top"] is None  # face down; no one holds the cat yet
            else:
                assert deck["top"]["id"] == decks[name][-1]
        assert view["view"]["peek"] is None
