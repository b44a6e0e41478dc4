"""A game's tools through the one generic route, ``POST rulesets/{slug}/tools/{tool}/``: the
registry finds them, the tool's schema checks the input, the old Scholars URLs answer the same."""

import pytest

from tests.api.helpers import API

pytestmark = pytest.mark.django_db
TOOLS = f"{API}/rulesets/scholars/tools"
DICE_BODY = {"dice": [{"colour": "red", "value": 2}, {"colour": "red", "value": 4}],
             "workers": ["yellow", "yellow", "red"]}  # fmt: skip
SCORE_BODY = {
    "players": [
        {"name": "Ana", "scrolls": ["CHI-A"], "employed_translators": 1},
        {"name": "Bia", "scrolls": ["SAN-A"], "employed_translators": 2},
    ]
}


def _post(client, url, body):
    return client.post(url, body, content_type="application/json")


def test_the_dice_tool_answers_as_the_deprecated_dice_url(client):
    response = _post(client, f"{TOOLS}/dice/", DICE_BODY)
    assert response.status_code == 200, response.content
    data = response.json()
    assert data["best_by_colour"]["orange"] == 12
    assert data["translate_colours"] == ["orange"]
    assert data == _post(client, f"{API}/rulesets/scholars/dice/", DICE_BODY).json()


def test_the_score_tool_scores_with_the_tie_break_as_the_deprecated_score_url(client):
    response = _post(client, f"{TOOLS}/score/", SCORE_BODY)
    assert response.status_code == 200, response.content
    result = response.json()
    assert [s["total"] for s in result["scores"]] == [9, 9]
    assert result["winners"] == [1] and result["ranking"] == [1, 0]
    assert result == _post(client, f"{API}/rulesets/scholars/score/", SCORE_BODY).json()


@pytest.mark.parametrize(
    ("url", "words"),
    [(f"{TOOLS}/chess/", '"chess"'), (f"{API}/rulesets/chess/tools/dice/", '"chess"'),
     (f"{API}/rulesets/architects/tools/dice/", '"dice"')],
)  # fmt: skip
def test_an_unknown_game_or_tool_is_a_404_problem(client, url, words):
    response = _post(client, url, DICE_BODY)
    assert response.status_code == 404
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["code"] == "not_found"
    assert words in problem["detail"]


def test_an_unknown_tool_names_the_games_tools(client):
    problem = _post(client, f"{TOOLS}/chess/", {}).json()
    assert problem["detail"] == '"scholars" has no tool "chess"; its tools: ["dice", "score"].'


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"dice": [{"colour": "black", "value": 7}]}, "dice.0.colour"),
        ({"dice": [{"colour": "red", "value": 7}]}, "dice.0.value"),
        ({"dice": [{"colour": "red", "value": True}]}, "dice.0.value"),
        ({"dice": [{"colour": "red", "value": 2.0}]}, "dice.0.value"),
        ({"dice": [], "extra": 1}, "non_field_errors"),
        ({"workers": []}, "non_field_errors"),
        ([1, 2], "non_field_errors"),
        ({"dice": [{"colour": "red", "value": 2}] * 13}, "dice"),
    ],
)
def test_input_outside_the_tools_schema_is_a_400_naming_where(client, body, where):
    response = _post(client, f"{TOOLS}/dice/", body)
    assert response.status_code == 400, response.content
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["code"] == "validation_error"
    assert where in problem["errors"]
    assert "the tool" in problem["detail"] and '"dice"' in problem["detail"]


def test_reports_the_score_tool_cannot_score_are_a_400_with_errors_in_portuguese(client):
    response = client.post(
        f"{TOOLS}/score/",
        {"players": [{"scrolls": ["NOPE"]}]},
        content_type="application/json",
        HTTP_ACCEPT_LANGUAGE="pt-BR",
    )
    assert response.status_code == 400
    problem = response.json()
    assert problem["errors"] == {"players": ["jogador 0: pergaminho desconhecido 'NOPE'"]}
    assert problem["detail"] == "Os relatos dos jogadores têm 1 problema: veja errors."


def test_reports_the_score_tool_cannot_score_have_their_errors_in_english_by_default(client):
    response = _post(client, f"{TOOLS}/score/", {"players": [{"scrolls": ["NOPE"]}]})
    assert response.status_code == 400
    assert response.json()["errors"] == {"players": ["player 0: unknown scroll 'NOPE'"]}


@pytest.mark.parametrize(
    ("language", "errors"),
    [
        ("pt-BR", {"dice.0.colour": ['deve ser um de ["white", "red", "yellow", "blue", '
                                     '"orange", "green", "purple"], não "black"'],
                   "dice.0.value": ["deve ser no máximo 6, não 7"]}),
        ("", {"dice.0.colour": ['must be one of ["white", "red", "yellow", "blue", "orange", '
                                '"green", "purple"], not "black"'],
              "dice.0.value": ["must be at most 6, not 7"]}),
    ],
)  # fmt: skip
def test_input_outside_the_tools_schema_is_worded_in_the_callers_language(client, language, errors):
    response = client.post(
        f"{TOOLS}/dice/",
        {"dice": [{"colour": "black", "value": 7}]},
        content_type="application/json",
        HTTP_ACCEPT_LANGUAGE=language,
    )
    assert response.status_code == 400
    assert response.json()["errors"] == errors


def test_a_member_the_tool_does_not_take_is_named_with_its_members(client):
    response = _post(client, f"{TOOLS}/dice/", {"dice": [], "extra": 1, "more": 2})
    assert response.json()["errors"] == {"non_field_errors": ['takes no ["extra", "more"]']}
    response = _post(client, f"{TOOLS}/dice/", {"workers": []})
    assert response.json()["errors"] == {"non_field_errors": ['lacks ["dice"]']}


def test_a_game_lists_its_tools_in_the_callers_language(client):
    tools = client.get(f"{API}/rulesets/scholars/", HTTP_ACCEPT_LANGUAGE="pt-BR").json()["tools"]
    assert [t["name"] for t in tools] == ["dice", "score"]
    assert tools[0]["title"] == "Calculadora de dados"
    listed = {r["slug"]: r["tools"] for r in client.get(f"{API}/rulesets/").json()}
    assert listed["architects"] == [] and len(listed["scholars"]) == 2


def test_the_schema_types_the_generic_route_per_tool_and_deprecates_the_old_urls(client):
    schema = client.get("/api/schema/?format=json").json()
    post = schema["paths"]["/api/v1/rulesets/{slug}/tools/{tool}/"]["post"]
    body = post["requestBody"]["content"]["application/json"]["schema"]
    answer = post["responses"]["200"]["content"]["application/json"]["schema"]
    assert [ref["$ref"].rsplit("/", 1)[1] for ref in body["oneOf"]] == [
        "ScholarsDiceToolInput",
        "ScholarsScoreToolInput",
    ]
    assert [ref["$ref"].rsplit("/", 1)[1] for ref in answer["oneOf"]] == [
        "ScholarsDiceToolOutput",
        "ScholarsScoreToolOutput",
    ]
    for old in ("dice", "score"):
        assert schema["paths"][f"/api/v1/rulesets/scholars/{old}/"]["post"]["deprecated"] is True
