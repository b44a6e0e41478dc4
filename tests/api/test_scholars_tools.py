"""The Scholars tools that need no game: the dice calculator and the end-of-game scoring."""

import pytest

from games.models import Game
from tests.api.helpers import API, bearer, move_post, tokens_of

pytestmark = pytest.mark.django_db
DICE = f"{API}/rulesets/scholars/dice/"
SCORE = f"{API}/rulesets/scholars/score/"


def test_dice_calculator_answers_every_combination(client):
    body = {"dice": [{"colour": "red", "value": 2}, {"colour": "red", "value": 4}],
            "workers": ["yellow", "yellow", "red"]}  # fmt: skip
    response = client.post(DICE, body, content_type="application/json")
    assert response.status_code == 200, response.content
    data = response.json()
    assert data["best_by_colour"]["orange"] == 12
    assert data["recruit_value"] == 12
    assert data["translate_colours"] == ["orange"]
    assert {"dice": [0, 1], "workers": [["red"], ["yellow", "yellow"]], "colours": ["orange"],
            "value": 12} in data["combinations"]  # fmt: skip


def test_dice_calculator_refuses_a_bad_die_as_a_problem(client):
    body = {"dice": [{"colour": "black", "value": 7}]}
    response = client.post(DICE, body, content_type="application/json")
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["code"] == "validation_error"
    assert set(problem["errors"]["dice"]["0"]) == {"colour", "value"}


def test_score_endpoint_scores_two_players_with_tiebreak(client):
    body = {
        "players": [
            {"name": "Ana", "scrolls": ["CHI-A"], "employed_translators": 1},
            {"name": "Bia", "scrolls": ["SAN-A"], "employed_translators": 2},
        ]
    }
    response = client.post(SCORE, body, content_type="application/json")
    assert response.status_code == 200, response.content
    result = response.json()
    assert [s["total"] for s in result["scores"]] == [9, 9]  # 5 + 3 start + 1 dice tie
    assert result["winners"] == [1]
    assert result["ranking"] == [1, 0]


def test_score_endpoint_names_an_unknown_scroll(client):
    body = {"players": [{"scrolls": ["NOPE"]}]}
    response = client.post(SCORE, body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["errors"] == {"players": ["player 0: unknown scroll 'NOPE'"]}


def _create(client, options, kinds):
    seats = [{"name": f"P{i}", "kind": kind} for i, kind in enumerate(kinds)]
    body = {"ruleset": "scholars", "options": options, "seats": seats}
    return client.post(f"{API}/games/", body, content_type="application/json")


@pytest.mark.parametrize(
    ("options", "kinds"),
    [({"mode": "scoring"}, ["human", "automa"]), ({"mode": "scoring"}, ["human"] * 5),
     ({}, ["human", "human"]), ({}, ["human", "automa", "human"]), ({}, ["automa", "human"])],
)  # fmt: skip
def test_seat_counts_and_kinds_outside_the_mode_are_refused_with_why(client, options, kinds):
    response = _create(client, options, kinds)
    assert response.status_code == 400, response.content
    problem = response.json()
    assert problem["code"] == "invalid_seats"
    assert "seats" in problem["detail"]
    assert not Game.objects.exists()


@pytest.mark.django_db(transaction=True)  # the scoring runs on commit (eager worker here)
def test_scoring_mode_game_scores_every_seat_report_with_the_tie_breaks(client):
    created = _create(client, {"mode": "scoring"}, ["human"] * 3)
    assert created.status_code == 201, created.content
    game, tokens = created.json(), tokens_of(created.json())
    reports = {
        0: [{"type": "score_scroll", "card": "CHI-A", "change": "add"},
            {"type": "score_figure", "figure": "workers", "value": 2}],
        1: [{"type": "score_scroll", "card": "SAN-A", "change": "add"},
            {"type": "score_figure", "figure": "workers", "value": 1}],
        2: [{"type": "score_figure", "figure": "starting_scroll", "value": 0}],
    }  # fmt: skip
    version = game["version"]
    for seat in (2, 0, 1):  # any order: every seat is to act until it is done
        for action in [*reports[seat], {"type": "score_done"}]:
            response = move_post(client, game["id"], tokens[seat], action, version)
            assert response.status_code == 201, response.content
            version += 1
        if seat == 2:  # done: seat 2 reports no more, the others still do
            refused = move_post(client, game["id"], tokens[2], {"type": "score_done"}, version)
            assert refused.status_code == 422, refused.content
            assert refused.json()["code"] == "not_your_turn"
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    totals = [s["total"] for s in result["scores"]]
    assert all(s["total"] == sum(s["breakdown"].values()) for s in result["scores"])
    # the endpoint that needs no game scores the same figures the same way
    body = {"players": [{"scrolls": ["CHI-A"], "workers": 2}, {"scrolls": ["SAN-A"], "workers": 1},
                        {"starting_scroll": False}]}  # fmt: skip
    same = client.post(SCORE, body, content_type="application/json").json()
    assert [s["total"] for s in same["scores"]] == totals
    assert totals[0] == totals[1] and result["winners"] == [0] == same["winners"]


@pytest.mark.django_db(transaction=True)  # the scoring runs on commit (eager worker here)
def test_scoring_mode_score_sheet_is_listed_worded_and_scores_in_one_post(client):
    created = _create(client, {"mode": "scoring"}, ["human"])
    game, token = created.json(), tokens_of(created.json())[0]
    url = f"{API}/games/{game['id']}/actions/"
    listed = client.get(url, HTTP_ACCEPT_LANGUAGE="pt-BR", **bearer(token)).json()
    (sheet,) = [e for e in listed["actions"] if e["action"]["type"] == "score_sheet"]
    assert sheet["params"]["gold"] == {"type": "integer", "minimum": 0, "maximum": 60,
                                       "title": "ouro"}  # fmt: skip
    assert listed["headings"]["score_sheet"] == "Folha de pontuação final"
    action = {**sheet["action"], "gold": 61}
    refused = move_post(client, game["id"], token, action, game["version"])
    assert refused.status_code == 422, refused.content
    assert refused.json()["reason"] == "value_not_allowed"
    assert 'The field "gold"' in refused.json()["detail"]
    done = move_post(client, game["id"], token, {**action, "gold": 6}, game["version"])
    assert done.status_code == 201, done.content
    assert Game.objects.get(id=game["id"]).status == "finished"
