"""Content negotiation: JSON for no Accept or */*, DRF's own answer (406 included) otherwise."""

from django.test import Client

from tests.api.helpers import API


def test_no_accept_or_any_type_or_json_answers_json():
    client = Client()
    for headers in ({}, {"HTTP_ACCEPT": "*/*"}, {"HTTP_ACCEPT": "application/json"}):
        response = client.get(f"{API}/rulesets/", **headers)
        assert response.status_code == 200
        assert response["Content-Type"] == "application/json"


def test_a_type_the_api_cannot_write_is_a_406_problem():
    response = Client().get(f"{API}/rulesets/", HTTP_ACCEPT="text/html")
    assert response.status_code == 406
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "not_acceptable"


def test_the_schema_view_still_negotiates_its_own_renderers():
    client = Client()
    assert client.get("/api/schema/", HTTP_ACCEPT="application/json")["Content-Type"] == (
        "application/json"
    )
    # Its first renderer (YAML) when the caller has no preference, as DRF picks it.
    assert client.get("/api/schema/")["Content-Type"].startswith("application/vnd.oai.openapi;")
