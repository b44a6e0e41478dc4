"""Players and ratings (issue 37): players belong to apps, a finished game rates its named
players once, a resigned seat ranks last, automa seats play at the ladder's ratings, an erased
player leaves its games anonymous, and the leaderboard ranks as a full sort would."""

from __future__ import annotations

import json
import math
import random
from typing import Any

import pytest
from django.test import Client
from openskill.models import PlackettLuce

from games.models import Game, Player, RatedGame, Rating, RatingChange, Seat
from games.ratings.ladder import LADDER_FILE
from games.ratings.places import finishing_places
from games.services.apps import app_create
from games.services.game_finish import game_finish
from games.services.game_rate import buckets_add, game_rate
from tests.api.helpers import API, bearer, move_post, play_to_end, tokens_of
from worker.tasks import game_finish_task

pytestmark = pytest.mark.django_db(transaction=True)


def _key(plaintext: str) -> dict[str, Any]:
    return {"HTTP_AUTHORIZATION": f"ApiKey {plaintext}"}


def _client() -> Client:
    # A fresh address per test: throttle counters live in the shared cache between runs.
    return Client(REMOTE_ADDR=f"10.37.{random.randrange(256)}.{random.randrange(1, 255)}")


def _app(name: str) -> tuple[Any, str]:
    app, issued = app_create(name=name)
    return app, issued.plaintext


def _create(client: Client, key: str, seats: list[dict[str, Any]], seed: int = 5) -> dict:
    body = {"ruleset": "architects", "seats": seats, "seed": seed}
    response = client.post(f"{API}/games/", body, content_type="application/json", **_key(key))
    assert response.status_code == 201, response.content
    return response.json()


def _human(name: str, player: str | None = None) -> dict[str, Any]:
    seat = {"name": name, "kind": "human"}
    return seat | {"player": player} if player else seat


def _problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/problem+json"
    body = response.json()
    assert body["code"] == code
    return body


def _ladder(level: str) -> tuple[float, float]:
    entry = json.loads(LADDER_FILE.read_text())["rulesets"]["architects"]["levels"][level]
    return entry["mu"], entry["sigma"]


def test_two_apps_with_one_player_id_keep_two_players_apart():
    client = _client()
    _one, key_one = _app("one")
    _two, key_two = _app("two")
    _three, key_three = _app("three")
    _create(client, key_one, [_human("Ana", "u1"), _human("Bia", "u2")])
    _create(client, key_one, [_human("Ana", "u1"), _human("Caio", "u3")], seed=6)
    _create(client, key_two, [_human("Ana", "u1"), _human("Bia")])

    assert Player.objects.filter(external_id="u1").count() == 2
    one = client.get(f"{API}/players/u1/", **_key(key_one)).json()
    two = client.get(f"{API}/players/u1/", **_key(key_two)).json()
    assert (one["player"], one["games_played"]) == ("u1", {"architects": 2})
    assert (two["player"], two["games_played"]) == ("u1", {"architects": 1})
    listed = client.get(f"{API}/players/u1/games/", **_key(key_two)).json()
    assert listed["count"] == 1
    # Another app never learns of them: the same answer as for an id nobody uses.
    body = _problem(client.get(f"{API}/players/u1/", **_key(key_three)), 404, "not_found")
    assert body["detail"] == 'The app has no player "u1".'
    _problem(client.get(f"{API}/players/u2/games/", **_key(key_two)), 404, "not_found")
    _problem(client.delete(f"{API}/players/u1/", **_key(key_three)), 404, "not_found")
    # Without an app key there are no players to read.
    _problem(client.get(f"{API}/players/u1/"), 401, "app_key_required")


def test_a_player_is_named_in_human_seats_of_an_app_only():
    client = _client()
    _app_row, key = _app("seats")
    body = {"ruleset": "architects", "seats": [_human("Ana", "u1"), _human("Bia", "u1")]}
    twice = client.post(f"{API}/games/", body, content_type="application/json", **_key(key))
    assert _problem(twice, 400, "invalid_seats")["detail"] == (
        'Player "u1" is named in two seats of the game.'
    )
    body["seats"] = [_human("Ana", "u1"), {"name": "Bot", "kind": "automa", "player": "u2"}]
    automa = client.post(f"{API}/games/", body, content_type="application/json", **_key(key))
    _problem(automa, 400, "invalid_seats")
    body["seats"] = [_human("Ana", "u1"), _human("Bia")]
    keyless = client.post(f"{API}/games/", body, content_type="application/json")
    _problem(keyless, 400, "invalid_seats")
    assert not Player.objects.exists() and not Game.objects.exists()


def test_a_finished_game_rates_its_named_players_once_when_the_end_comes_twice():
    # Given a game of two named players and a guest, played to its end (the worker scored it)
    client = _client()
    _app_row, key = _app("twice")
    game = _create(client, key, [_human("Ana", "u1"), _human("Bia", "u2"), _human("Caio")])
    finished = play_to_end(client, game, tokens_of(game))
    assert finished["status"] == "finished"
    # When the end is delivered again, through the task and the services
    assert game_finish_task(game["id"]) is None
    assert game_finish(game_id=game["id"]) is None
    again = game_rate(game_id=game["id"])
    # Then each named player's rating moved exactly once, and the guest has none
    assert again is not None and again.players == 2
    assert RatedGame.objects.filter(game_id=game["id"]).count() == 1
    assert RatingChange.objects.filter(game_id=game["id"]).count() == 2
    ratings = {r.player.external_id: r for r in Rating.objects.select_related("player")}
    assert set(ratings) == {"u1", "u2"}
    assert all(r.games == 1 and r.sigma < 500 for r in ratings.values())
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    page = client.get(f"{API}/players/u1/", **_key(key)).json()
    (architects,) = page["ratings"]
    assert architects["games"] == 1 and len(architects["history"]) == 1
    assert architects["history"][0]["place"] == finishing_places(result, 3)[0]
    assert architects["rating"] == round(ratings["u1"].mu - 3 * ratings["u1"].sigma, 1)


def test_a_resigned_seat_ranks_last_and_moves_nobody_else():
    client = _client()
    _app_row, key = _app("resign")
    game = _create(client, key, [_human("Ana", "u1"), _human("Bia", "u2"), _human("Caio", "u3")])
    tokens = tokens_of(game)
    # Bia resigns at once; the automa plays her seat and the others play on.
    version = client.get(f"{API}/games/{game['id']}/").json()["version"]
    response = move_post(client, game["id"], tokens[1], {"type": "resign"}, version)
    assert response.status_code == 201, response.content
    playing = client.get(f"{API}/games/{game['id']}/").json()
    play_to_end(client, playing, {0: tokens[0], 2: tokens[2]})

    (change,) = RatingChange.objects.filter(game_id=game["id"])
    assert change.player.external_id == "u2"
    assert change.place == 3  # last, whatever the automa scored in her seat
    assert change.mu_after < change.mu_before
    # Ana's and Caio's ratings did not move: they played against the automa that stood in.
    assert not Rating.objects.filter(player__external_id__in=["u1", "u3"]).exists()


def test_an_automa_seat_plays_at_the_ladder_rating_of_its_level():
    client = _client()
    _app_row, key = _app("automa")
    seats = [_human("Ana", "u1"), {"name": "Bot", "kind": "automa", "level": "strong"}]
    game = _create(client, key, seats, seed=11)
    play_to_end(client, game, tokens_of(game))
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    human_won = 0 in result["winners"] and len(result["winners"]) == 1
    tie = len(result["winners"]) == 2

    # openskill on its own, from the shipped file: the same update the server stored
    model = PlackettLuce(mu=1500, sigma=500, beta=250, tau=5)
    mu, sigma = _ladder("strong")
    ranks = [1, 1] if tie else ([1, 2] if human_won else [2, 1])
    expected = model.rate([[model.rating()], [model.rating(mu=mu, sigma=sigma)]], ranks=ranks)
    rating = Rating.objects.get(player__external_id="u1")
    assert math.isclose(rating.mu, expected[0][0].mu, rel_tol=1e-9)
    assert math.isclose(rating.sigma, expected[0][0].sigma, rel_tol=1e-9)
    # The description of the ruleset carries the same level's rating and interval.
    described = client.get(f"{API}/rulesets/architects/").json()["automa_ratings"]
    strong = next(level for level in described if level["level"] == "strong")
    assert strong["rating"] == round(mu, 1) and strong["source"] == "ladder"
    assert strong["low"] < strong["rating"] < strong["high"]
    levels = [level["rating"] for level in described]
    assert levels == sorted(levels) and len(set(levels)) == len(levels)  # strictly ordered


def test_an_erased_player_leaves_its_games_anonymous():
    client = _client()
    _app_row, key = _app("erase")
    game = _create(client, key, [_human("Ana", "u1"), _human("Bia", "u2")])
    play_to_end(client, game, tokens_of(game))
    board = client.get(f"{API}/rulesets/architects/leaderboard/", **_key(key)).json()
    assert board["players"] == 2

    assert client.delete(f"{API}/players/u1/", **_key(key)).status_code == 204

    assert Game.objects.filter(pk=game["id"]).exists()
    seats = Seat.objects.filter(game_id=game["id"]).order_by("index")
    assert [s.player_id is None for s in seats] == [True, False]
    assert [s.name for s in seats] == ["Ana", "Bia"]  # the game's own words stay
    assert not Player.objects.filter(external_id="u1").exists()
    assert not RatingChange.objects.filter(player__external_id="u1").exists()
    _problem(client.get(f"{API}/players/u1/", **_key(key)), 404, "not_found")
    board = client.get(f"{API}/rulesets/architects/leaderboard/", **_key(key)).json()
    assert board["players"] == 1
    assert [row["player"] for row in board["results"]] == ["u2"]
    detail = client.get(f"{API}/games/{game['id']}/", **bearer(tokens_of(game)[0]))
    assert detail.status_code == 200  # the seat's token still opens its view


def test_the_leaderboard_ranks_as_a_full_sort_does():
    client = _client()
    app, key = _app("board")
    other, _other_key = _app("other board")
    rng = random.Random(37)
    ratings = []
    for i in range(60):
        for owner in (app, other):
            player = Player.objects.create(app=owner, external_id=f"p{i}")
            # Some displayed values shared exactly, and many in one bucket.
            displayed = float(rng.choice([100, 100, 250.5, rng.uniform(-300, 900)]))
            ratings.append(
                Rating(player=player, app=owner, ruleset="architects", mu=displayed + 900,
                       sigma=300, displayed=displayed, games=1)
            )  # fmt: skip
    Rating.objects.bulk_create(ratings)
    for owner in (app, other):
        floors: dict[int, int] = {}
        for r in ratings:
            if r.app_id == owner.pk:
                floors[math.floor(r.displayed)] = floors.get(math.floor(r.displayed), 0) + 1
        buckets_add(owner.pk, "architects", floors)
    mine = sorted(
        (r for r in ratings if r.app_id == app.pk),
        key=lambda r: (-r.displayed, -r.player_id),
    )
    names = [r.player.external_id for r in mine]

    top = client.get(f"{API}/rulesets/architects/leaderboard/?limit=10", **_key(key)).json()
    assert top["players"] == 60
    assert [row["player"] for row in top["results"]] == names[:10]
    assert [row["rank"] for row in top["results"]] == list(range(1, 11))
    for who in ("p3", "p17", names[0], names[-1]):
        url = f"{API}/rulesets/architects/leaderboard/?around={who}&limit=3"
        rows = client.get(url, **_key(key)).json()["results"]
        at = names.index(who)
        window = names[max(0, at - 3) : at + 4]
        assert [row["player"] for row in rows] == window
        assert [row["rank"] for row in rows] == [names.index(n) + 1 for n in window]
    _problem(
        client.get(f"{API}/rulesets/architects/leaderboard/?around=nobody", **_key(key)),
        404,
        "not_found",
    )
    _problem(client.get(f"{API}/rulesets/chess/leaderboard/", **_key(key)), 404, "not_found")


def test_a_companion_level_is_rated_from_the_solo_results_players_report():
    # Given two MarsBot games won by the human, read as the finished games' results
    client = _client()
    _app_row, key = _app("solo")
    seats = [_human("Ana", "u1"), {"name": "MarsBot", "kind": "automa"}]
    before = client.get(f"{API}/rulesets/marsbot/").json()["automa_ratings"]
    assert before == [
        {"level": "marsbot", "rating": 1500.0, "low": 520.0, "high": 2480.0, "source": "reports"}
    ]  # the shipped prior
    for seed in (1, 2):
        body = {"ruleset": "marsbot", "seats": seats, "seed": seed}
        created = client.post(f"{API}/games/", body, content_type="application/json", **_key(key))
        assert created.status_code == 201, created.content
        Game.objects.filter(pk=created.json()["id"]).update(
            status="finished",
            result={"scores": [], "ranking": [0, 1], "winners": [0]},
        )
        rated = game_rate(game_id=created.json()["id"])
        assert rated is not None and rated.players == 1
    # Then the level lost twice: its rating went down, its interval narrowed
    after = client.get(f"{API}/rulesets/marsbot/").json()["automa_ratings"][0]
    assert after["rating"] < 1500 and after["high"] - after["low"] < 1960
    ana = client.get(f"{API}/players/u1/", **_key(key)).json()["ratings"][0]
    assert (ana["ruleset"], ana["games"]) == ("marsbot", 2) and ana["mu"] > 1500
