"""Requests Django refuses or redirects before any view: answered as the API answers."""

import pytest
from django.test import Client

from tests.api.helpers import API

pytestmark = pytest.mark.django_db

BODY = {"ruleset": "architects", "seats": [{"name": "Ana", "kind": "human"}] * 2, "seed": 1}


def test_a_post_without_the_trailing_slash_is_a_308_that_keeps_method_and_body():
    # Given a create posted to /api/v1/games (no slash), when it is answered, then it is a
    # 308 to the schema's URL, and following it with the same method and body creates.
    client = Client()
    response = client.post(f"{API}/games", BODY, content_type="application/json")
    assert (response.status_code, response["Location"]) == (308, f"{API}/games/")
    followed = client.post(response["Location"], BODY, content_type="application/json")
    assert followed.status_code == 201


def test_the_308_keeps_the_query_string():
    response = Client().get(f"{API}/games?status=active&limit=2")
    assert (response.status_code, response["Location"]) == (
        308,
        f"{API}/games/?status=active&limit=2",
    )


def test_an_unknown_host_is_a_400_problem_under_the_api(settings):
    settings.ALLOWED_HOSTS = ["games.example.com"]
    response = Client().get(f"{API}/rulesets/", HTTP_HOST="evil.example.net")
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert (problem["code"], problem["instance"]) == ("validation_error", f"{API}/rulesets/")
    assert problem["detail"] == "This server does not answer for the host named in the request."


def test_an_unknown_host_outside_the_api_keeps_django_s_page(settings):
    settings.ALLOWED_HOSTS = ["games.example.com"]
    response = Client().get("/admin/login/", HTTP_HOST="evil.example.net")
    assert response.status_code == 400
    assert response["Content-Type"].startswith("text/html")


@pytest.mark.parametrize("path", ["/api/v2/games/", "/api/nothing", f"{API}/games/x/y/z/"])
def test_an_unknown_url_under_the_api_is_a_404_problem(path):
    response = Client().get(path)
    assert response.status_code == 404
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "not_found"
