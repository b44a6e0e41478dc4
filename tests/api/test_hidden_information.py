"""What a seat may not see never reaches it over HTTP: views and the move log."""

import json

import pytest

from games.models import Game
from tests.api.helpers import API, bearer, game_create, move_post, play_to_end, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)


def _canonical(event: dict) -> str:
    # The log adds the event's sentence (``text``) to what is stored.
    return json.dumps({k: v for k, v in event.items() if k != "text"}, sort_keys=True)


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
        assert sorted(map(_canonical, shown)) == sorted(map(_canonical, kept))


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


def test_saboteur_roles_and_hands_reach_only_their_own_seat(client):
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(5)]
    game = game_create(client, ruleset="saboteur", seats=seats, seed=33)
    state = Game.objects.get(pk=game["id"]).state
    tokens = tokens_of(game)
    spectator = client.get(f"{API}/games/{game['id']}/").json()["view"]
    assert spectator.get("hand") is None
    assert spectator.get("role") is None
    for seat, token in tokens.items():
        view = client.get(f"{API}/games/{game['id']}/", **bearer(token)).json()["view"]
        assert view["hand"] == state["hands"][seat]
        assert view["role"] == state["roles"][seat]
        for other in view["seats"]:
            assert set(other) >= {"seat", "hand_size"}
            assert "role" not in other and "hand" not in other
        assert "draw" not in view
        assert all(not g["revealed"] and "card" not in g for g in view["goals"])


def test_saboteur_discards_are_hidden_in_other_seats_move_logs(client):
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(3)]
    game = game_create(client, ruleset="saboteur", seats=seats, seed=34)
    tokens = tokens_of(game)
    seat = game["to_act"][0]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(tokens[seat])).json()
    passes = [a["action"] for a in listed["actions"] if a["action"]["type"] == "pass"]
    response = move_post(client, game["id"], tokens[seat], passes[0], listed["version"])
    assert response.status_code == 201
    own = _log(client, game["id"], tokens[seat])[0]["action"]
    assert own == passes[0]
    for other, token in tokens.items():
        if other != seat:
            shown = _log(client, game["id"], token)[0]["action"]
            assert shown["type"] == "pass"
            assert shown.get("cards") != passes[0]["cards"]
    assert _log(client, game["id"])[0]["action"].get("cards") != passes[0]["cards"]
