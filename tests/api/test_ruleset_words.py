"""The games on offer speak the caller's language: titles and option words (issue 13)."""

import re

import pytest

from tests.api.helpers import API

pytestmark = pytest.mark.django_db(transaction=True)


def test_rulesets_list_titles_and_options_follow_accept_language(client):
    english = {r["slug"]: r for r in client.get(f"{API}/rulesets/").json()}
    portuguese = {
        r["slug"]: r for r in client.get(f"{API}/rulesets/", HTTP_ACCEPT_LANGUAGE="pt-BR").json()
    }
    assert english["architects"]["title"] == "7 Wonders Architects"
    assert portuguese["architects"]["title"] == "7 Wonders: Arquitetos"
    babylon_en = english["architects"]["options_schema"]["properties"]["babylon_deck"]
    babylon_pt = portuguese["architects"]["options_schema"]["properties"]["babylon_deck"]
    assert babylon_en["title"] == "Babylon's deck"
    assert babylon_pt["title"] == "Baralho da Babilônia"
    assert "1 Pedra e 2 Tijolos" in babylon_pt["description"]
    assert babylon_pt["enum"] == babylon_en["enum"] == ["stone1_brick2", "stone2_brick1"]


def test_one_ruleset_is_served_in_the_callers_language(client):
    response = client.get(f"{API}/rulesets/saboteur/", HTTP_ACCEPT_LANGUAGE="pt-BR")
    assert response.status_code == 200
    assert "Accept-Language" in response["Vary"]
    rockfall = response.json()["options_schema"]["properties"]["rockfall_count"]
    assert rockfall["title"] == "Cartas de Desabamento"
    assert rockfall["default"] == 4


def test_an_unknown_ruleset_is_a_404_worded_in_the_callers_language(client):
    response = client.get(f"{API}/rulesets/chess/", HTTP_ACCEPT_LANGUAGE="pt-BR")
    assert response.status_code == 404
    assert response.json()["code"] == "not_found"
    assert response.json()["detail"] == 'Nenhum jogo "chess" é oferecido.'


def test_every_served_option_has_portuguese_words_the_seat_options_included(client):
    english = {r["slug"]: r for r in client.get(f"{API}/rulesets/").json()}
    portuguese = client.get(f"{API}/rulesets/", HTTP_ACCEPT_LANGUAGE="pt-BR").json()
    for ruleset in portuguese:
        served_en = english[ruleset["slug"]]["options_schema"]["properties"]
        served_pt = ruleset["options_schema"]["properties"]
        assert "turn_seconds" in served_pt
        for name, spec in served_pt.items():
            assert spec["title"] != served_en[name]["title"], name
            assert spec["description"] != served_en[name]["description"], name


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_true_or_false_option_is_described_by_the_checkbox_words_not_the_api_values(
    client, language
):
    """The set-up page shows a boolean option as a box to tick: its description says "on"
    and "off" ("ligado", "desligado"), never the JSON values a player does not read."""
    rulesets = client.get(f"{API}/rulesets/", HTTP_ACCEPT_LANGUAGE=language).json()
    said = [
        (r["slug"], name)
        for r in rulesets
        for name, option in r["options_schema"]["properties"].items()
        if option.get("type") == "boolean"
        and re.search(r"\b(true|false)\b", option.get("description", ""))
    ]
    assert said == []
    booleans = [
        option
        for r in rulesets
        for option in r["options_schema"]["properties"].values()
        if option.get("type") == "boolean"
    ]
    assert len(booleans) > 10  # the check reaches the games' open rules questions
