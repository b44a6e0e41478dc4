"""Server-Sent Events (api/streams) from a real stream process (uvicorn) on this test
database, fed by the notices the moves posted here publish over Redis."""

from __future__ import annotations

import random
import time
from typing import Any

import httpx
import pytest
from django.template import engines
from django.test import Client, override_settings

from api.cors import ORIGINS_TTL
from games.models import Game
from games.rules_binding import game_rules, game_state
from games.services.apps import app_create
from tests.api.helpers import (
    API,
    bearer,
    board_actions,
    filled,
    game_create,
    move_post,
    tokens_of,
)
from tests.api.streams_process import reader_open, streams_server

pytestmark = pytest.mark.django_db(transaction=True)

HEARTBEAT = 0.5
REPLAY_MAX = 25
# The table's page on another origin than the stream process (EVENTS_CORS_ORIGINS).
PAGE_ORIGIN = "http://table.example"


@pytest.fixture(scope="module")
def streams(django_db_setup, django_db_blocker) -> Any:
    with streams_server(
        STREAM_HEARTBEAT_SECONDS=str(HEARTBEAT),
        STREAM_REPLAY_MAX=str(REPLAY_MAX),
        EVENTS_CORS_ORIGINS=PAGE_ORIGIN,
    ) as base:
        yield base


def _auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def _events_url(base: str, game_id: str) -> str:
    return f"{base}{API}/games/{game_id}/events/"


def _play(client: Client, game: dict, tokens: dict[int, str], moves: int, rng: random.Random):
    """``moves`` random legal moves by the seats to act; yields the version after each."""
    for _ in range(moves):
        detail = client.get(f"{API}/games/{game['id']}/").json()
        if detail["status"] != "active":
            return
        seat = detail["to_act"][0]
        listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(tokens[seat])).json()
        action = filled(rng.choice(board_actions(listed)), rng)
        response = move_post(client, game["id"], tokens[seat], action, listed["version"])
        assert response.status_code == 201, response.content
        yield response.json()["version"]


def _seen_by_all(client: Client, game_id: str, tokens: dict[int, str]) -> dict[Any, dict]:
    """GET /games/{id}/ as each seat and as the spectator (None)."""
    return {
        who: client.get(f"{API}/games/{game_id}/", **(bearer(t) if t else {})).json()
        for who, t in [(None, None), *tokens.items()]
    }


def test_each_seats_stream_carries_what_its_get_shows_at_every_version_and_no_other_hand(
    client, streams
):
    # Given a Saboteur game of three human seats, a stream open for each seat and a spectator
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(3)]
    game = game_create(client, ruleset="saboteur", seats=seats, seed=41)
    tokens = tokens_of(game)
    who_all: list[int | None] = [None, *tokens]
    live = {
        who: reader_open(_events_url(streams, game["id"]), _auth(tokens.get(who)))
        for who in who_all
    }
    # When 20 moves are played, each version's GET recorded for every seat
    seen: dict[int, dict[Any, dict]] = {0: _seen_by_all(client, game["id"], tokens)}
    for version in _play(client, game, tokens, 20, random.Random(41)):
        seen[version] = _seen_by_all(client, game["id"], tokens)
    last = max(seen)
    # Then every stream gave each version once, in order, the game exactly as its GET showed
    for who, reader in live.items():
        events = reader.until_version(last)
        reader.close()
        assert [e.id for e in events] == [str(v) for v in range(last + 1)]
        for event in events:
            body = event.json()
            assert event.name == "version"
            assert body["game"] == seen[body["version"]][who]
    # And resuming from version 0 replays versions 1..last from the move log, the same again
    for who in who_all:
        headers = {**_auth(tokens.get(who)), "Last-Event-ID": "0"}
        reader = reader_open(_events_url(streams, game["id"]), headers)
        events = reader.until_version(last)
        reader.close()
        assert [e.id for e in events] == [str(v) for v in range(1, last + 1)]
        for event in events:
            assert event.json()["game"] == seen[int(event.id or -1)][who]
    # And no seat's stream carries another seat's hand or role (the views' own checks)
    state = game_state(Game.objects.get(pk=game["id"]))
    for who in who_all:
        view = seen[last][who]["view"]
        if who is None:
            assert view.get("hand") is None and view.get("role") is None
        else:
            assert view["hand"] == state["hands"][who]
            assert view["role"] == state["roles"][who]
        for other in view["seats"]:
            assert "hand" not in other and "role" not in other


def test_resume_after_disconnects_gives_each_version_once(client, streams):
    # Given an Architects game of two human seats and a seat's stream
    game = game_create(client, seed=42)
    tokens = tokens_of(game)
    url = _events_url(streams, game["id"])
    rng = random.Random(42)
    got: list[str] = []
    last_id: str | None = None
    # When the reader disconnects after every few events and resumes with Last-Event-ID
    # (the header, or the query parameter as a fresh EventSource would)
    for round_number in range(6):
        if last_id is None:
            reader = reader_open(url, _auth(tokens[0]))
        elif round_number % 2:
            reader = reader_open(url, {**_auth(tokens[0]), "Last-Event-ID": last_id})
        else:
            reader = reader_open(f"{url}?last_event_id={last_id}", _auth(tokens[0]))
        versions = list(_play(client, game, tokens, 3, rng))
        target = versions[-1] if versions else int(last_id or 0)
        events = reader.until_version(target)
        reader.close()
        got += [e.id for e in events if e.id is not None]
        last_id = got[-1]
        list(_play(client, game, tokens, 2, rng))  # moves while nobody listens
    # Then every version from the first arrived exactly once, in order
    assert got == [str(v) for v in range(int(got[0]), int(got[-1]) + 1)]
    assert len(got) == len(set(got))


def test_a_resume_too_far_behind_or_unknown_is_told_to_reset(client, streams):
    game = game_create(client, seed=43)
    tokens = tokens_of(game)
    versions = list(_play(client, game, tokens, REPLAY_MAX + 2, random.Random(43)))
    current = versions[-1]
    url = _events_url(streams, game["id"])
    for stale in ("0", "999999", "not-a-version"):
        reader = reader_open(url, {**_auth(tokens[0]), "Last-Event-ID": stale})
        event = reader.next_event()
        reader.close()
        assert (event.name, event.id, event.json()) == ("reset", str(current), {"version": current})


def test_the_spectators_stream_shows_no_hand_and_a_wrong_token_is_refused(client, streams):
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(3)]
    game = game_create(client, ruleset="saboteur", seats=seats, seed=44)
    reader = reader_open(_events_url(streams, game["id"]))
    event = reader.next_event()
    reader.close()
    body = event.json()["game"]
    assert body["seat"] is None
    assert body["view"].get("hand") is None and body["view"].get("role") is None
    refused = reader_open(_events_url(streams, game["id"]), _auth("not-a-seat-token"))
    refused.join(5)
    assert refused.status == 401
    missing = reader_open(_events_url(streams, "00000000-0000-4000-8000-000000000000"))
    missing.join(5)
    assert missing.status == 404


def test_heartbeats_and_a_retry_hint_arrive_on_an_idle_stream(client, streams):
    game = game_create(client, seed=45)
    reader = reader_open(_events_url(streams, game["id"]))
    first = reader.next()
    kinds = [reader.next(timeout=HEARTBEAT * 6) for _ in range(3)]
    reader.close()
    assert first.retry == 2000
    assert [e.comment for e in kinds if e.comment is not None][-2:] == ["keep-alive"] * 2


def test_the_app_stream_tells_an_app_of_its_own_games_only_and_resumes(client, streams):
    # Given two apps, each with a game created with its key
    mine, my_key = app_create(name="Mine")
    theirs, their_key = app_create(name="Theirs")
    made = {}
    for name, key in (("mine", my_key.plaintext), ("theirs", their_key.plaintext)):
        body = {
            "ruleset": "architects",
            "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],
            "seed": 46,
        }
        response = client.post(
            f"{API}/games/",
            body,
            content_type="application/json",
            HTTP_AUTHORIZATION=f"ApiKey {key}",
        )
        assert response.status_code == 201
        made[name] = response.json()
    url = f"{streams}{API}/events/"
    without = reader_open(url)
    without.join(5)
    assert without.status == 401
    stream = reader_open(url, {"Authorization": f"ApiKey {my_key.plaintext}"})
    assert stream.next().retry == 2000
    # When both games get moves
    rng = random.Random(46)
    mine_versions = list(_play(client, made["mine"], tokens_of(made["mine"]), 4, rng))
    list(_play(client, made["theirs"], tokens_of(made["theirs"]), 4, rng))
    # Then the app's stream tells each of its own game's versions, once, and nothing else
    changes = [stream.next_event() for _ in mine_versions]
    assert [c.json() for c in changes] == [
        {"game": made["mine"]["id"], "version": v} for v in mine_versions
    ]
    stream.close()
    # And resuming after the second change gives the third and fourth only
    more = list(_play(client, made["mine"], tokens_of(made["mine"]), 1, rng))
    resumed = reader_open(
        url, {"Authorization": f"ApiKey {my_key.plaintext}", "Last-Event-ID": changes[1].id or ""}
    )
    replayed = [resumed.next_event() for _ in range(3)]
    resumed.close()
    assert [r.json()["version"] for r in replayed] == [*mine_versions[2:], *more]
    assert [r.id for r in replayed[:2]] == [c.id for c in changes[2:]]
    del theirs, mine


def test_a_move_log_replay_matches_the_stored_state(client):
    # The stream replays earlier versions from the seed and the move log: the state it
    # reaches at the current version is the one stored.
    from games.selectors import game_get
    from games.services.game_history import game_at_version

    game = game_create(client, seed=47)
    tokens = tokens_of(game)
    last = list(_play(client, game, tokens, 6, random.Random(47)))[-1]
    stored = game_get(game_id=game["id"])
    list(_play(client, game, tokens, 1, random.Random(48)))
    now = game_get(game_id=game["id"])
    then = game_at_version(game=now, version=last)
    rules = game_rules(stored)
    assert rules.view(game_state(then), 0) == rules.view(game_state(stored), 0)
    with pytest.raises(ValueError):
        game_at_version(game=now, version=now.version + 1)


def test_a_version_just_behind_the_current_one_replays_one_move_not_the_whole_game(
    client, monkeypatch
):
    # A stream renders each version as it is heard; when the game moved on meanwhile, the
    # version it renders next is one behind: its replay starts from the state it last read.
    from games.rules.architects.ruleset import ArchitectsRuleset
    from games.selectors import game_get
    from games.services.game_history import game_at_version

    game = game_create(client, seed=53)
    tokens = tokens_of(game)
    rng = random.Random(53)
    rendered = list(_play(client, game, tokens, 4, rng))[-1]
    game_at_version(game=game_get(game_id=game["id"]), version=rendered)  # current then
    list(_play(client, game, tokens, 2, rng))
    setups, applies = [], []
    original_setup, original_apply = ArchitectsRuleset.setup, ArchitectsRuleset.apply
    monkeypatch.setattr(
        ArchitectsRuleset, "setup", lambda self, *a: setups.append(a) or original_setup(self, *a)
    )
    monkeypatch.setattr(
        ArchitectsRuleset, "apply", lambda self, *a: applies.append(a) or original_apply(self, *a)
    )
    now = game_get(game_id=game["id"])
    then = game_at_version(game=now, version=rendered + 1)
    assert (setups, len(applies)) == ([], 1)
    assert then.version == rendered + 1


def test_a_page_on_the_webs_origin_may_read_the_streams_from_another_origin(client, streams):
    game = game_create(client, seed=49)
    url = _events_url(streams, game["id"])
    preflight = httpx.options(
        url,
        headers={
            "Origin": PAGE_ORIGIN,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "authorization, last-event-id",
        },
    )
    assert preflight.headers["access-control-allow-origin"] == PAGE_ORIGIN
    assert "last-event-id" in preflight.headers["access-control-allow-headers"]
    elsewhere = httpx.options(
        url, headers={"Origin": "http://elsewhere.example", "Access-Control-Request-Method": "GET"}
    )
    assert "access-control-allow-origin" not in elsewhere.headers


def test_an_apps_page_on_its_own_origin_may_read_the_app_stream(streams):
    # Given an app whose CORS origins list its page's origin (App.cors_origins, not
    # EVENTS_CORS_ORIGINS: the check reads the apps table, in the opening's worker thread)
    _, key = app_create(name="Browser app", cors_origins="http://app.example")
    url = f"{streams}{API}/events/"
    auth = {"Authorization": f"ApiKey {key.plaintext}"}
    # When its page's preflight comes (the stream process learns a new origin within
    # api.cors.ORIGINS_TTL, as every process does)
    deadline = time.monotonic() + ORIGINS_TTL + 5
    while True:
        preflight = httpx.options(
            url, headers={"Origin": "http://app.example", "Access-Control-Request-Method": "GET"}
        )
        allowed = preflight.headers.get("access-control-allow-origin")
        if allowed or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    # Then it is answered for that origin, and so is the stream the page then opens
    assert allowed == "http://app.example"
    own = reader_open(url, {**auth, "Origin": "http://app.example"})
    assert own.next().retry == 2000
    assert own.headers_received.get("access-control-allow-origin") == "http://app.example"
    own.close()
    # And a page elsewhere with the same key gets its stream without the header: unreadable
    elsewhere = reader_open(url, {**auth, "Origin": "http://elsewhere.example"})
    elsewhere.next()
    assert elsewhere.status == 200
    assert "access-control-allow-origin" not in elsewhere.headers_received
    elsewhere.close()


@override_settings(EVENTS_BASE_URL="http://127.0.0.1:8001")
def test_pages_read_where_the_streams_are_from_their_template_context(rf):
    template = engines["django"].from_string("{{ events_base_url }}")
    assert template.render(request=rf.get("/play/")) == "http://127.0.0.1:8001"
