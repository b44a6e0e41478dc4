"""OpenAPI post-processing: the seat-token security scheme."""

from typing import Any


def postprocess_security(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Game operations take a seat token (optional: without one the caller is a spectator)."""
    components = result.setdefault("components", {})
    components.setdefault("securitySchemes", {})["seatToken"] = {
        "type": "http",
        "scheme": "bearer",
        "description": "The seat token returned once when the game was created.",
    }
    for path, path_item in result.get("paths", {}).items():
        for operation in path_item.values():
            if isinstance(operation, dict):
                on_a_game = "{game_id}" in path
                operation["security"] = [{"seatToken": []}, {}] if on_a_game else []
    return result
