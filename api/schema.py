"""OpenAPI post-processing: the seat-token and app-key security schemes."""

from typing import Any

from django.conf import settings

from api.auth import APP_KEY_SECURITY_SCHEME

# Operations that take an app key (required with REQUIRE_APP_KEY, else optional).
APP_KEY_OPERATIONS = ("games_list", "games_create")


def postprocess_security(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Game operations take a seat token (optional: without one the caller is a spectator);
    creating and listing games take an app key."""
    components = result.setdefault("components", {})
    schemes = components.setdefault("securitySchemes", {})
    schemes["seatToken"] = {
        "type": "http",
        "scheme": "bearer",
        "description": "The seat token returned once when the game was created.",
    }
    schemes["appKey"] = dict(APP_KEY_SECURITY_SCHEME)
    app_key_security: list[dict[str, list[str]]] = (
        [{"appKey": []}] if settings.REQUIRE_APP_KEY else [{"appKey": []}, {}]
    )
    for path, path_item in result.get("paths", {}).items():
        for operation in path_item.values():
            if isinstance(operation, dict):
                on_a_game = "{game_id}" in path
                if operation.get("operationId") in APP_KEY_OPERATIONS:
                    operation["security"] = app_key_security
                else:
                    operation["security"] = [{"seatToken": []}, {}] if on_a_game else []
    return result


# Links between the operations on a game (OpenAPI links: SDKs and stateful tools walk a game
# along them): create -> view / actions -> move (a listed action, at the listed version) ->
# view / actions / log -> result. Seat tokens are the client's (security, not parameters).
_ON_THE_GAME = {"game_id": "$request.path.game_id"}
_GAME_LINKS: dict[tuple[str, str], dict[str, dict[str, Any]]] = {
    ("games_create", "201"): {
        "GetGame": {"operationId": "games_retrieve"},
        "ListActions": {"operationId": "games_actions_list"},
        "ListMoves": {"operationId": "games_moves_list"},
        "GetResult": {"operationId": "games_result_retrieve"},
    },
    ("games_retrieve", "200"): {
        "ListActions": {"operationId": "games_actions_list"},
        "ListMoves": {"operationId": "games_moves_list"},
        "GetResult": {"operationId": "games_result_retrieve"},
    },
    ("games_actions_list", "200"): {
        "PostMove": {
            "operationId": "games_moves_create",
            "parameters": {**_ON_THE_GAME, "header.If-Match": "$response.header.ETag"},
            "requestBody": {"action": "$response.body#/actions/0/action"},
            "description": "Play the first listed action at the listed version.",
        },
    },
    ("games_moves_create", "201"): {
        "GetGame": {"operationId": "games_retrieve"},
        "ListActions": {"operationId": "games_actions_list"},
        "ListMoves": {"operationId": "games_moves_list"},
    },
}


def postprocess_links(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Link each game operation's answer to what a client does next on that game."""
    for operation in _operations(result):
        for status, response in operation["responses"].items():
            links = _GAME_LINKS.get((operation.get("operationId", ""), status))
            if not links:
                continue
            created = operation["operationId"] == "games_create"
            game = {"game_id": "$response.body#/id"} if created else _ON_THE_GAME
            response["links"] = {
                name: {**link, "parameters": {**game, **link.get("parameters", {})}}
                for name, link in links.items()
            }
    return result


_ETAG = {
    "schema": {"type": "string", "pattern": r'^"[0-9]+"$'},
    "description": 'The game\'s version, quoted (`"12"`): send it as If-Match with a move.',
    "required": True,
}
_REPLAYED = {
    "schema": {"type": "string", "enum": ["true"]},
    "description": "Present when the answer repeats the one first given to this Idempotency-Key.",
}
_LOCATION = {"schema": {"type": "string"}, "description": "The new game.", "required": True}
_CONTENT_ETAG = {
    "schema": {"type": "string"},
    "description": "A strong validator of the release (If-None-Match answers 304).",
    "required": True,
}
# Response headers the server sends, by operation and status.
_HEADERS: dict[tuple[str, str], dict[str, dict[str, Any]]] = {
    ("games_create", "201"): {
        "Location": _LOCATION,
        "ETag": _ETAG,
        "Idempotent-Replayed": _REPLAYED,
    },
    ("games_retrieve", "200"): {"ETag": _ETAG},
    ("games_retrieve", "304"): {"ETag": _ETAG},
    ("games_actions_list", "200"): {"ETag": _ETAG},
    ("games_moves_create", "201"): {"ETag": _ETAG, "Idempotent-Replayed": _REPLAYED},
    ("games_result_retrieve", "200"): {"ETag": _ETAG},
    ("rulesets_content_retrieve", "200"): {"ETag": _CONTENT_ETAG},
    ("rulesets_content_retrieve", "304"): {"ETag": _CONTENT_ETAG},
}


def postprocess_headers(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Declare the response headers clients rely on: ETag, Location, Idempotent-Replayed."""
    for operation in _operations(result):
        for status, response in operation["responses"].items():
            headers = _HEADERS.get((operation.get("operationId", ""), status))
            if headers:
                response.setdefault("headers", {}).update(headers)
    return result


def _operations(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        operation
        for path_item in result.get("paths", {}).values()
        for operation in path_item.values()
        if isinstance(operation, dict) and "responses" in operation
    ]


def postprocess_closed_requests(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Request objects are closed: the server refuses a member they do not name (serializers
    in api/strict_fields.py, actions in games/rules/actions.py), and the schema says so."""
    for name, component in result.get("components", {}).get("schemas", {}).items():
        if name.endswith("Request") and "properties" in component:
            component.setdefault("additionalProperties", False)
    return result
