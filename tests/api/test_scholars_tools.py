"""The Scholars tools that need no game: the dice calculator and the end-of-game scoring."""

import pytest

from tests.api.helpers import API

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
