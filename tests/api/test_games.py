"""Creating, listing and reading games over HTTP."""

import json

import pytest

from tests.api.helpers import API, bearer, game_create, move_post, play_to_end, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)


def test_rulesets_list_offers_both_fully_digital_games(client):
    response = client.get(f"{API}/rulesets/")
    assert response.status_code == 200
    by_slug = {r["slug"]: r for r in response.json()}
    assert by_slug["architects"]["min_seats"] == 2
    assert by_slug["architects"]["max_seats"] == 7
    assert by_slug["saboteur"]["min_seats"] == 3
    assert by_slug["saboteur"]["max_seats"] >= 12
    for ruleset in by_slug.values():
        if "companion" not in ruleset["modes"]:  # a companion's automa has its own levels
            assert {"basic", "strong"} <= set(ruleset["automa_levels"])
        assert ruleset["options_schema"]["type"] == "object"
        assert ruleset["action_types"]


def test_create_returns_each_human_token_once_and_a_location(client):
    seats = [
        {"name": "Ana", "kind": "human"},
        {"name": "Bot", "kind": "automa", "level": "basic"},
        {"name": "Bia", "kind": "human"},
    ]
    game = game_create(client, seats=seats)
    assert set(tokens_of(game)) == {0, 2}
    assert "token" not in game["seats"][1]
    assert game["seats"][1]["level"] == "basic"
    assert game["ruleset"] == "architects"
    assert game["status"] == "active"
    again = client.get(f"{API}/games/{game['id']}/")
    assert again.status_code == 200
    assert all("token" not in seat for seat in again.json()["seats"])
    assert again["ETag"] == f'"{again.json()["version"]}"'


def test_create_answers_the_spectators_view_with_the_tokens(client):
    """The creator gets no seat's hidden information (seat 0's hand and role): the view a
    spectator reads, and each human seat's token to read its own."""
    humans = [{"name": name, "kind": "human"} for name in ("Ana", "Bia", "Caio")]
    game = game_create(client, ruleset="saboteur", seats=humans, seed=5)
    assert game["seat"] is None
    spectator = client.get(f"{API}/games/{game['id']}/").json()
    assert game["view"] == spectator["view"] and spectator["seat"] is None
    seat_zero = client.get(f"{API}/games/{game['id']}/", **bearer(tokens_of(game)[0])).json()
    assert seat_zero["seat"] == 0 and seat_zero["view"] != game["view"]


def test_the_reference_says_the_creator_gets_the_spectators_view():
    from api.schema_snapshot import committed_schema

    operation = committed_schema()["paths"][f"{API}/games/"]["post"]
    assert "as a spectator sees it" in operation["description"]
    examples = operation["responses"]["201"]["content"]["application/json"]["examples"]
    assert {example["value"]["seat"] for example in examples.values()} == {None}


def test_create_location_header_names_the_game(client):
    body = {"ruleset": "architects", "seats": [{"name": "A", "kind": "human"}] * 2}
    response = client.post(f"{API}/games/", body, content_type="application/json")
    assert response.status_code == 201
    assert response["Location"] == f"{API}/games/{response.json()['id']}/"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"ruleset": "chess", "seats": [{"name": "A", "kind": "human"}] * 2}, "unknown_ruleset"),
        ({"ruleset": "architects", "seats": [{"name": "A", "kind": "human"}]}, "invalid_seats"),
        ({"ruleset": "architects", "seats": [{"name": "A", "kind": "human"}] * 8}, "invalid_seats"),
        (
            {
                "ruleset": "architects",
                "seats": [{"name": "A", "kind": "automa", "level": "god"}] * 2,
            },
            "invalid_seats",
        ),
        (
            {
                "ruleset": "architects",
                "seats": [{"name": "A", "kind": "human"}] * 2,
                "options": {"x": 1},
            },
            "invalid_options",
        ),
        ({"ruleset": "architects"}, "validation_error"),
        (
            {"ruleset": "architects", "seats": [{"name": "A", "kind": "robot"}] * 2},
            "validation_error",
        ),
    ],
)
def test_create_refuses_bad_bodies_with_a_problem(client, body, code):
    response = client.post(f"{API}/games/", body, content_type="application/json")
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["code"] == code
    assert problem["type"].endswith("/" + code)
    assert problem["status"] == 400


def test_malformed_json_is_a_problem_not_a_crash(client):
    response = client.post(f"{API}/games/", "{not json", content_type="application/json")
    assert response.status_code == 400
    assert response.json()["code"] == "malformed_request"


def test_unknown_game_and_unknown_url_are_404_problems(client):
    assert client.get(f"{API}/games/not-a-uuid/").json()["code"] == "not_found"
    response = client.get(f"{API}/games/00000000-0000-0000-0000-000000000000/")
    assert response.status_code == 404
    assert client.get(f"{API}/nowhere/").json()["code"] == "not_found"


def test_wrong_token_is_401_and_spectator_sees_no_seat(client):
    game = game_create(client)
    spectator = client.get(f"{API}/games/{game['id']}/").json()
    assert spectator["seat"] is None
    response = client.get(f"{API}/games/{game['id']}/", **bearer("nope"))
    assert response.status_code == 401
    assert response.json()["code"] == "invalid_token"
    other = game_create(client, seed=2)
    stolen = tokens_of(other)[0]
    assert client.get(f"{API}/games/{game['id']}/", **bearer(stolen)).status_code == 401


def test_list_filters_by_ruleset_and_status_and_paginates(client):
    for seed in range(3):
        game_create(client, seed=seed)
    game_create(
        client, ruleset="saboteur", seats=[{"name": f"P{i}", "kind": "human"} for i in range(3)]
    )
    page = client.get(f"{API}/games/?ruleset=architects&status=active&limit=2").json()
    assert page["count"] == 3
    assert len(page["results"]) == 2
    assert page["next"]
    assert all(g["ruleset"] == "architects" for g in page["results"])
    assert client.get(f"{API}/games/?status=sleeping").status_code == 400


def test_views_never_carry_the_seed(client):
    seed = 987654321987
    game = game_create(client, seed=seed)
    for token in [None, *tokens_of(game).values()]:
        headers = bearer(token) if token else {}
        text = client.get(f"{API}/games/{game['id']}/", **headers).content.decode()
        assert str(seed) not in text
        assert '"seed"' not in text


def test_result_is_409_until_finished_then_totals_match_breakdowns(client):
    game = game_create(client, seed=5)
    early = client.get(f"{API}/games/{game['id']}/result/")
    assert early.status_code == 409
    assert early.json()["code"] == "game_not_finished"
    final = play_to_end(client, game, tokens_of(game), seed=5)
    assert final["to_act"] == []
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    assert len(result["scores"]) == 2
    for score in result["scores"]:
        assert score["total"] == sum(score["breakdown"].values())
    assert set(result["winners"]) <= {0, 1}
    assert sorted(result["ranking"]) == [0, 1]


def test_all_automa_game_is_played_out_by_the_worker(client):
    seats = [{"name": f"Bot{i}", "kind": "automa", "level": "basic"} for i in range(7)]
    game = game_create(client, seats=seats, seed=11)
    detail = client.get(f"{API}/games/{game['id']}/").json()
    assert detail["status"] == "finished"
    moves = client.get(f"{API}/games/{game['id']}/moves/?limit=200").json()
    assert moves["results"][0]["number"] == 1
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    assert len(result["scores"]) == 7


def test_long_poll_answers_304_when_nothing_happens(client):
    game = game_create(client)
    response = client.get(f"{API}/games/{game['id']}/?after={game['version']}&wait=1")
    assert response.status_code == 304
    token = tokens_of(game)[game["to_act"][0]]
    listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    move = move_post(client, game["id"], token, listed["actions"][0]["action"], game["version"])
    assert move.status_code == 201
    immediate = client.get(f"{API}/games/{game['id']}/?after={game['version']}&wait=30")
    assert immediate.status_code == 200
    assert immediate.json()["version"] == game["version"] + 1


def test_if_none_match_gives_304(client):
    game = game_create(client)
    response = client.get(f"{API}/games/{game['id']}/", HTTP_IF_NONE_MATCH=f'"{game["version"]}"')
    assert response.status_code == 304


def test_labels_follow_accept_language(client):
    game = game_create(client)
    token = tokens_of(game)[0]
    en = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    pt = client.get(
        f"{API}/games/{game['id']}/actions/", HTTP_ACCEPT_LANGUAGE="pt-BR", **bearer(token)
    ).json()
    assert [a["action"] for a in en["actions"]] == [a["action"] for a in pt["actions"]]
    assert [a["label"] for a in en["actions"]] != [a["label"] for a in pt["actions"]]
    problem = client.get(f"{API}/games/{game['id']}/result/", HTTP_ACCEPT_LANGUAGE="pt-BR").json()
    assert problem["title"] == "A partida não terminou"
    assert json.dumps(problem)


@pytest.mark.parametrize(
    ("ruleset", "kinds", "language", "detail"),
    [
        (
            "marsbot",
            ["human", "automa", "human"],
            "en",
            "Terraforming Mars: MarsBot (Automa) takes exactly 2 seats, not 3.",
        ),
        (
            "marsbot",
            ["human", "automa", "human"],
            "pt-BR",
            "Terraforming Mars: Automarte (MarsBot) é para exatamente 2 lugares, não 3.",
        ),
        ("architects", ["human"], "en", "7 Wonders Architects takes 2 to 7 seats, not 1."),
        (
            "scholars",
            ["automa"],
            "en",
            'Scholars of the South Tigris (solo automa) with mode "companion" takes exactly 2 '
            'seats of the kinds ["human", "automa"] (seat by seat, or one kind for every seat), '
            'not the 1 sent: ["automa"].',
        ),
        (
            "scholars",
            ["automa"],
            "pt-BR",
            'Estudiosos do Sul do Tigre (autômato solo) no modo "companion" é para exatamente 2 '
            'lugares dos tipos ["human", "automa"] (lugar a lugar, ou um tipo para todos), '
            'não o 1 enviado: ["automa"].',
        ),
    ],
)
def test_a_seat_count_the_game_does_not_take_is_worded_in_singular_or_plural(
    client, ruleset, kinds, language, detail
):
    # given a game that takes a fixed number of seats (or a range)
    seats = [{"name": f"P{i}", "kind": kind} for i, kind in enumerate(kinds)]
    # when a game is asked for with another number of seats
    response = client.post(
        f"{API}/games/",
        {"ruleset": ruleset, "seats": seats},
        content_type="application/json",
        HTTP_ACCEPT_LANGUAGE=language,
    )
    # then the refusal says how many it takes: "exactly 2 seats", never "2 to 2"; "the 1 sent"
    assert response.status_code == 400
    assert response.json()["code"] == "invalid_seats"
    assert response.json()["detail"] == detail
