"""JSON Schema fragments the games' content kinds share, so each is written once."""

from __future__ import annotations

from typing import Any

# A name or text in every language of ``core.LANGUAGES``.
NAME: dict[str, Any] = {
    "type": "object",
    "required": ["en", "pt-BR"],
    "properties": {"en": {"type": "string"}, "pt-BR": {"type": "string"}},
}
COUNT: dict[str, Any] = {"type": "integer", "minimum": 0}
STRINGS: dict[str, Any] = {"type": "array", "items": {"type": "string"}}
