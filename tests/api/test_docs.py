"""The schema, Swagger UI and Redoc, served without any CDN."""

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db


def test_schema_validates_without_warnings(tmp_path):
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(tmp_path / "s.yml"))
    assert "ArchitectsTakeCardAction:" in (tmp_path / "s.yml").read_text()


def test_actions_are_a_discriminated_union_per_game(client):
    schema = client.get("/api/schema/?format=json").json()
    components = schema["components"]["schemas"]
    for game in ("Architects", "Saboteur"):
        union = components[f"{game}Action"]
        assert union["discriminator"]["propertyName"] == "type"
        assert len(union["oneOf"]) == len(union["discriminator"]["mapping"]) >= 3
    move = components["MoveRequest"]["properties"]["action"]
    assert {"$ref": "#/components/schemas/Action"} in [move, *move.get("allOf", [])]


def test_a_listed_action_is_the_type_a_move_posts_so_sdks_post_it_as_it_is(client):
    """One component per action, listed or posted (no ``…ActionRequest`` twin): a generated
    SDK's listed action is the very class its move body takes."""
    schema = client.get("/api/schema/?format=json").json()
    components = schema["components"]["schemas"]
    assert not [name for name in components if name.endswith("ActionRequest")]
    listed = components["ArchitectsLegalAction"]["properties"]["action"]
    assert {"$ref": "#/components/schemas/ArchitectsAction"} in [listed, *listed.get("allOf", [])]
    posted = [ref["$ref"] for ref in components["Action"]["anyOf"]]
    assert "#/components/schemas/ArchitectsAction" in posted
    # The posted shape keeps the request's constraints: a stage id is never empty.
    stage = components["ArchitectsBuildStageAction"]["properties"]["stage"]
    assert stage == {"type": "string", "minLength": 1, "description": "Stage id, e.g. 'A2'."}


def test_a_game_id_is_a_uuid_in_the_path_as_in_the_bodies(client):
    schema = client.get("/api/schema/?format=json").json()
    assert schema["components"]["schemas"]["GameOutput"]["properties"]["id"]["format"] == "uuid"
    for path, item in schema["paths"].items():
        for operation in item.values():
            for parameter in operation.get("parameters", []):
                if parameter["name"] == "game_id":
                    assert parameter["schema"] == {"type": "string", "format": "uuid"}, path


@pytest.mark.parametrize("page", ["/api/docs/", "/api/redoc/"])
def test_docs_pages_load_their_assets_from_this_server(client, page):
    response = client.get(page)
    assert response.status_code == 200
    html = response.content.decode()
    assert "drf_spectacular_sidecar" in html
    assert "cdn." not in html and "unpkg" not in html
    asset = html.split('src="')[1].split('"')[0]
    assert client.get(asset).status_code == 200


def test_problems_are_declared_as_problem_json_with_every_status_they_can_have(client):
    schema = client.get("/api/schema/?format=json").json()
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            responses = operation["responses"]
            for status, response in responses.items():
                if status in ("414", "431"):  # the HTTP server's own page, before the API
                    assert list(response["content"]) == ["text/html"], (path, status)
                elif status[0] in "45":
                    assert list(response["content"]) == ["application/problem+json"], (path, status)
            assert {"406", "503"} <= set(responses), (path, method)
            assert "Retry-After" in responses["503"]["headers"]
            if "**Throttles:** none." not in operation["description"]:
                assert "Retry-After" in responses["429"]["headers"], (path, method)
            if "requestBody" in operation:
                assert {"413", "415"} <= set(responses), (path, method)
    created = schema["paths"]["/api/v1/games/"]["post"]["responses"]["201"]
    assert created["links"]["GetGame"]["parameters"] == {"game_id": "$response.body#/id"}


def _typed(schema: dict) -> bool:
    """Whether ``schema`` says more than "some object": a reference, a union, named members."""
    if schema.get("type") == "array":
        return _typed(schema.get("items", {}))
    if "properties" in schema or "enum" in schema:
        return True
    parts = [*schema.get("allOf", []), *schema.get("oneOf", []), *schema.get("anyOf", [])]
    return "$ref" in schema or bool(parts) and all(_typed(p) or "$ref" in p for p in parts)


def test_no_action_view_or_legal_actions_is_a_bare_object(client):
    schema = client.get("/api/schema/?format=json").json()
    bare = [
        f"{name}.{member}"
        for name, component in schema["components"]["schemas"].items()
        for member, prop in component.get("properties", {}).items()
        if member in ("action", "view", "legal_actions")
        and prop.get("type") in ("object", "array", None)
        and not _typed(prop)
    ]
    assert bare == []
    role = schema["components"]["schemas"]["SaboteurView"]["properties"]["role"]
    assert {"$ref": "#/components/schemas/SaboteurRole"} in role["allOf"]
    cell = schema["components"]["schemas"]["SaboteurCell"]["properties"]["rotation"]
    assert cell == {"$ref": "#/components/schemas/SaboteurRotation"}
    code = schema["components"]["schemas"]["Problem"]["properties"]["code"]
    assert {"$ref": "#/components/schemas/ProblemCodeEnum"} in code["allOf"]
