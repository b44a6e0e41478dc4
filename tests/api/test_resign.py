"""Resigning over HTTP in every game, and the seat options of the turn timer (issue 12).

Digital games: the automa takes the seat over at the game's ``takeover_level`` and the game
plays on. Companion games: the human leaving ends the game, the automa winning. The resign is
a move in the log, and replaying the log still gives the stored state.
"""

from __future__ import annotations

import pytest

from games.models import Game, Move, MoveBy, SeatKind, SeatTakeover
from games.rules.registry import SLUGS
from games.rules_binding import game_state
from games.services.replay import game_replay
from tests.api.helpers import API, bearer, game_create, move_post, play_to_end, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)

RESIGN = {"type": "resign"}


def _listed(client, game_id: str, token: str, language: str = "en") -> dict:
    response = client.get(
        f"{API}/games/{game_id}/actions/", HTTP_ACCEPT_LANGUAGE=language, **bearer(token)
    )
    assert response.status_code == 200, response.content
    return response.json()


def _resign(client, game_id: str, token: str, **extra):
    version = client.get(f"{API}/games/{game_id}/").json()["version"]
    return move_post(client, game_id, token, RESIGN, version, **extra)


def _replays(game_id: str) -> None:
    game = Game.objects.get(pk=game_id)
    assert game_replay(game=game) == game_state(game)


@pytest.mark.parametrize(
    ("ruleset", "seat_count", "level"),
    [("architects", 2, "basic"), ("saboteur", 3, "strong")],
)
def test_a_resigned_seat_is_played_by_the_automa_to_the_end(client, ruleset, seat_count, level):
    seats = [{"name": name, "kind": "human"} for name in ["Ana", "Bia", "Caio"][:seat_count]]
    options = {"takeover_level": level} if level != "basic" else {}
    game = game_create(client, ruleset=ruleset, seats=seats, seed=5, options=options)
    tokens = tokens_of(game)
    # Resign is listed for every human seat, to act or not, last, with a label in each language.
    for seat, token in tokens.items():
        listed = _listed(client, game["id"], token)
        assert listed["actions"][-1] == {
            "action": RESIGN,
            "label": "Resign: the automa plays your seat from now on",
        }
        if seat not in game["to_act"]:
            assert [a["action"] for a in listed["actions"]] == [RESIGN]
    pt = _listed(client, game["id"], tokens[0], "pt-BR")["actions"][-1]
    assert pt["label"] == "Desistir: o autômato joga no seu lugar daqui em diante"

    response = _resign(client, game["id"], tokens[0], key="resign-ana-0001")
    assert response.status_code == 201, response.content
    move = response.json()["move"]
    assert (move["action"], move["seat"], move["by"]) == (RESIGN, 0, "seat")
    assert move["text"] == "Ana resigned."
    assert move["events"][0]["text"] == "The automa plays Ana's seat from now on."
    # A retry with the same key is the same move, not a second resignation.
    again = _resign(client, game["id"], tokens[0], key="resign-ana-0001")
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"

    detail = client.get(f"{API}/games/{game['id']}/", **bearer(tokens[0])).json()
    assert detail["seat"] == 0  # the token still opens the seat's view
    assert detail["seats"][0] | {"level": level} == {
        "index": 0,
        "name": "Ana",
        "kind": "automa",
        "level": level,
        "timeouts_in_row": 0,
        "takeover": "resign",
        "rating": None,  # a guest's seat
    }
    assert detail["seats"][0]["level"] == level
    assert _listed(client, game["id"], tokens[0])["actions"] == []
    refused = _resign(client, game["id"], tokens[0])
    assert refused.status_code == 409
    assert refused.json()["code"] == "conflict"
    assert "played by the automa" in refused.json()["detail"]

    others = {seat: token for seat, token in tokens.items() if seat != 0}
    finished = play_to_end(client, client.get(f"{API}/games/{game['id']}/").json(), others)
    assert finished["status"] == "finished"
    assert Move.objects.filter(game_id=game["id"], seat=0).count() > 1  # the automa played it
    _replays(game["id"])
    pt_log = client.get(
        f"{API}/games/{game['id']}/moves/?limit=5", HTTP_ACCEPT_LANGUAGE="pt-BR"
    ).json()["results"]
    resigned = next(m for m in pt_log if m["action"] == RESIGN)
    assert resigned["text"] == "Ana desistiu."
    assert resigned["events"][0]["text"] == "O autômato joga no lugar de Ana daqui em diante."


@pytest.mark.parametrize("ruleset", ["marsbot", "scholars"])
def test_resigning_a_companion_game_ends_it_and_the_automa_wins(client, ruleset):
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}]
    game = game_create(client, ruleset=ruleset, seats=seats, seed=9)
    token = tokens_of(game)[0]
    label = _listed(client, game["id"], token)["actions"][-1]
    assert label == {"action": RESIGN, "label": "Resign: the game ends and the automa wins"}
    response = _resign(client, game["id"], token)
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["status"] == "finished"
    assert body["move"]["events"][0]["text"] == "Ana left the game: it ends, and the automa wins."
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    assert (result["winners"], result["ranking"], result["resigned"]) == ([1], [1, 0], [0])
    assert all(s["total"] == sum(s["breakdown"].values()) for s in result["scores"])
    assert _listed(client, game["id"], token)["actions"] == []
    assert _resign(client, game["id"], token).status_code == 409  # the game is over
    _replays(game["id"])


def test_resign_needs_if_match_and_a_seat(client):
    game = game_create(client)
    token = tokens_of(game)[0]
    url = f"{API}/games/{game['id']}/moves/"
    assert move_post(client, game["id"], token, RESIGN, None).status_code == 428
    stale = move_post(client, game["id"], token, RESIGN, game["version"] + 3)
    assert stale.status_code == 412
    spectator = client.post(
        url, {"action": RESIGN}, content_type="application/json", HTTP_IF_MATCH='"0"'
    )
    assert spectator.status_code == 403
    extra = move_post(client, game["id"], token, {"type": "resign", "now": True}, 0)
    assert extra.status_code == 400
    assert Game.objects.get(pk=game["id"]).version == 0


def test_the_schema_lists_resign_in_every_game_union(client):
    schema = client.get("/api/schema/?format=json").json()["components"]["schemas"]
    for slug in SLUGS:
        name = slug.capitalize()
        unions = [v["oneOf"] for k, v in schema.items() if k.startswith(f"{name}Action")]
        assert unions, f"no action union for {slug}"
        for union in unions:
            refs = [item["$ref"].rsplit("/", 1)[-1] for item in union]
            assert any(ref.startswith(f"{name}ResignAction") for ref in refs), refs


def test_rulesets_list_the_seat_options(client):
    rulesets = {r["slug"]: r for r in client.get(f"{API}/rulesets/").json()}
    for slug in SLUGS:
        props = rulesets[slug]["options_schema"]["properties"]
        assert props["turn_seconds"]["default"] is None
        assert "resign" in rulesets[slug]["action_types"]
    architects = rulesets["architects"]["options_schema"]["properties"]
    assert architects["timeouts_to_automa"]["default"] == 3
    assert architects["takeover_level"] == architects["takeover_level"] | {
        "enum": ["novice", "basic", "strong"],
        "default": "basic",
    }
    assert "timeouts_to_automa" not in rulesets["marsbot"]["options_schema"]["properties"]


@pytest.mark.parametrize(
    ("ruleset", "options"),
    [
        ("architects", {"turn_seconds": 0}),
        ("architects", {"turn_seconds": True}),
        ("architects", {"turn_seconds": "60"}),
        ("architects", {"turn_seconds": 8 * 24 * 3600}),
        ("saboteur", {"timeouts_to_automa": 0}),
        ("saboteur", {"takeover_level": "perfect"}),
        ("marsbot", {"timeouts_to_automa": 2}),  # a companion game has no takeover
    ],
)
def test_bad_seat_options_are_refused_and_change_nothing(client, ruleset, options):
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}]
    if ruleset == "saboteur":
        seats.append({"name": "Bia", "kind": "human"})
    before = Game.objects.count()
    body = {"ruleset": ruleset, "seats": seats, "options": options}
    response = client.post(f"{API}/games/", body, content_type="application/json")
    assert response.status_code == 400, response.content
    assert response.json()["code"] == "invalid_options"
    assert Game.objects.count() == before


def test_a_timed_game_shows_its_options_and_when_the_turn_runs_out(client):
    game = game_create(client, options={"turn_seconds": 60, "timeouts_to_automa": 2})
    assert game["options"]["turn_seconds"] == 60
    assert game["options"]["timeouts_to_automa"] == 2
    assert game["options"]["takeover_level"] == "basic"
    assert game["turn_due_at"] is not None
    row = Game.objects.get(pk=game["id"])
    assert "turn_seconds" not in row.state["options"]  # the engine never sees them
    untimed = game_create(client, seed=2)
    assert untimed["turn_due_at"] is None
    assert untimed["options"]["turn_seconds"] is None
    listed = client.get(f"{API}/games/").json()["results"]
    assert {g["id"]: g["turn_due_at"] is None for g in listed} == {
        game["id"]: False,
        untimed["id"]: True,
    }


def test_staff_hand_a_seat_to_the_automa_from_the_game_admin(client, django_user_model):
    from games.services import content_defaults_install

    content_defaults_install()
    staff = django_user_model.objects.create_superuser("admin", "a@example.com", "pw")
    game = game_create(client)
    first = game["to_act"][0]
    client.force_login(staff)
    response = client.post(
        "/admin/games/game/",
        {"action": "hand_seats_to_act_to_automa", "_selected_action": [game["id"]]},
    )
    assert response.status_code == 302
    seat = Game.objects.get(pk=game["id"]).seats.get(index=first)
    assert (seat.kind, seat.takeover) == (SeatKind.AUTOMA, SeatTakeover.STAFF)
    handed = Move.objects.get(game_id=game["id"], action=RESIGN)
    assert (handed.seat, handed.by) == (first, MoveBy.STAFF)
    # Eager mode: the automa has already played the handed seat's turn.
    assert Move.objects.filter(game_id=game["id"], seat=first, by=MoveBy.SEAT).exists()
    log = client.get(f"{API}/games/{game['id']}/moves/").json()["results"]
    assert log[0]["text"] == f"Staff handed {['Ana', 'Bia'][first]}'s seat to the automa."
    assert log[0]["by"] == "staff"
    _replays(game["id"])


def test_staff_hand_a_chosen_seat_to_the_automa_from_the_seats_admin(client, django_user_model):
    staff = django_user_model.objects.create_superuser("admin", "a@example.com", "pw")
    game = game_create(client, ruleset="marsbot", seats=[
        {"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}])  # fmt: skip
    seat = Game.objects.get(pk=game["id"]).seats.get(index=0)
    client.force_login(staff)
    response = client.post(
        "/admin/games/seat/", {"action": "hand_to_automa", "_selected_action": [seat.pk]}
    )
    assert response.status_code == 302
    row = Game.objects.get(pk=game["id"])
    assert row.status == "finished" and row.result["resigned"] == [0]  # a companion game ends
    last = Move.objects.filter(game=row).order_by("number").last()
    assert (last.action, last.seat, last.by) == (RESIGN, 0, MoveBy.STAFF)
    log = client.get(f"{API}/games/{game['id']}/moves/", HTTP_ACCEPT_LANGUAGE="pt-BR").json()
    assert log["results"][-1]["text"] == "A equipe passou o lugar de Ana para o autômato."
