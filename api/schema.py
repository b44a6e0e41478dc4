"""OpenAPI post-processing: the seat-token security scheme."""

from typing import Any


def postprocess_security(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    components = result.setdefault("components", {})
    components.setdefault("securitySchemes", {})["seatToken"] = {
        "type": "http",
        "scheme": "bearer",
        "description": "The seat token returned once when the game was created.",
    }
    # Every operation works without a token (spectator) or with one (a seat).
    for path_item in result.get("paths", {}).values():
        for operation in path_item.values():
            if isinstance(operation, dict):
                operation["security"] = [{"seatToken": []}, {}]
    return result
