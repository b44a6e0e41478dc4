"""The JSON renderer: DRF's output, byte for byte, written by orjson (several times faster on
game views and move logs)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson
from rest_framework.renderers import JSONRenderer
from rest_framework.utils.encoders import JSONEncoder

# Compact, UTF-8, UTC datetimes ending in Z, non-string keys as strings: as DRF writes them.
_OPTIONS = orjson.OPT_UTC_Z | orjson.OPT_NON_STR_KEYS
_ENCODER = JSONEncoder()


def _default(value: Any) -> Any:
    """What orjson does not know (lazy translations, Decimal, querysets...): DRF's encoder."""
    return _ENCODER.default(value)


class FastJSONRenderer(JSONRenderer):
    def render(
        self,
        data: Any,
        accepted_media_type: str | None = None,
        renderer_context: Mapping[str, Any] | None = None,
    ) -> bytes:
        if data is None:
            return b""
        renderer_context = renderer_context or {}
        if self.get_indent(accepted_media_type or "", renderer_context):
            return super().render(data, accepted_media_type, renderer_context)
        try:
            body = orjson.dumps(data, default=_default, option=_OPTIONS)
        except (orjson.JSONEncodeError, TypeError):
            # Integers beyond 64 bits, floats orjson writes otherwise: DRF's own path decides.
            return super().render(data, accepted_media_type, renderer_context)
        # DRF escapes these two (valid JSON, but not valid JavaScript inside a <script>).
        if b"\xe2\x80\xa8" in body or b"\xe2\x80\xa9" in body:
            body = body.replace(b"\xe2\x80\xa8", b"\\u2028").replace(b"\xe2\x80\xa9", b"\\u2029")
        return body
