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
    app_key_security = [{"appKey": []}] if settings.REQUIRE_APP_KEY else [{"appKey": []}, {}]
    for path, path_item in result.get("paths", {}).items():
        for operation in path_item.values():
            if isinstance(operation, dict):
                on_a_game = "{game_id}" in path
                if operation.get("operationId") in APP_KEY_OPERATIONS:
                    operation["security"] = app_key_security
                else:
                    operation["security"] = [{"seatToken": []}, {}] if on_a_game else []
    return result


PROBLEM_REF = {"$ref": "#/components/schemas/Problem"}
PROBLEM_MEDIA_TYPE = "application/problem+json"
# Problems any operation may answer: content negotiation, rate limits, an overloaded server.
PROBLEMS_EVERYWHERE = {
    "406": "The Accept header allows no JSON.",
    "429": "Too many requests from this address or seat; see Retry-After.",
    "503": "Busy (database, long-poll capacity); see Retry-After.",
}
# ... and any operation that reads a request body.
PROBLEMS_WITH_A_BODY = {
    "413": "The request body is too large.",
    "415": "The request body is not JSON.",
}


def postprocess_problems(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Problems are served as ``application/problem+json``; declare them so, and declare the
    statuses every operation can answer."""
    for path_item in result.get("paths", {}).values():
        for operation in path_item.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            responses = operation["responses"]
            for status, response in responses.items():
                content = response.get("content", {})
                if status.startswith(("4", "5")) and "application/json" in content:
                    response["content"] = {PROBLEM_MEDIA_TYPE: content["application/json"]}
            extra = dict(PROBLEMS_EVERYWHERE)
            if "requestBody" in operation:
                extra.update(PROBLEMS_WITH_A_BODY)
            for status, description in extra.items():
                responses.setdefault(
                    status,
                    {
                        "description": description,
                        "content": {PROBLEM_MEDIA_TYPE: {"schema": PROBLEM_REF}},
                    },
                )
            if "503" in responses:
                responses["503"].setdefault("headers", {})["Retry-After"] = _retry_after()
            responses["429"].setdefault("headers", {})["Retry-After"] = _retry_after()
    return result


def _retry_after() -> dict[str, Any]:
    return {"schema": {"type": "integer"}, "description": "Seconds to wait before retrying."}


# What a client can do with the game it just created (OpenAPI links: SDKs and stateful tests).
GAME_LINKS = {
    "GetGame": "games_retrieve",
    "ListActions": "games_actions_list",
    "ListMoves": "games_moves_list",
    "PostMove": "games_moves_create",
    "GetResult": "games_result_retrieve",
}


def postprocess_links(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Link the created game's ``id`` to the operations on that game."""
    for path_item in result.get("paths", {}).values():
        operation = path_item.get("post")
        if isinstance(operation, dict) and operation.get("operationId") == "games_create":
            created = operation["responses"].get("201")
            if created is not None:
                created["links"] = {
                    name: {
                        "operationId": target,
                        "parameters": {"game_id": "$response.body#/id"},
                    }
                    for name, target in GAME_LINKS.items()
                }
    return result
