"""The one request parser: JSON, bounded in size and in nesting depth."""

from __future__ import annotations

import codecs
import json
from typing import Any

import orjson
from django.conf import settings
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError
from rest_framework.parsers import JSONParser
from rest_framework.utils import json as drf_json

# Deeper than any action or game request needs; deeper documents are refused before any code
# (hashing, the database's JSON functions) has to walk them recursively.
MAX_JSON_DEPTH = 32


class PayloadTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "payload_too_large"


class BoundedJSONParser(JSONParser):
    """JSON bodies up to ``DATA_UPLOAD_MAX_MEMORY_SIZE`` bytes and ``MAX_JSON_DEPTH`` levels."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        parser_context = parser_context or {}
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        raw = stream.read(limit + 1) if stream is not None else b""
        if limit is not None and len(raw) > limit:
            raise PayloadTooLarge(f"The request body is larger than {limit} bytes.")
        encoding = parser_context.get("encoding", settings.DEFAULT_CHARSET)
        data = _fast_loads(raw, encoding)
        if data is None:  # not plain UTF-8 JSON (or null): the standard library decides
            try:
                text = codecs.decode(raw, encoding)
                parse_constant = drf_json.strict_constant if self.strict else None
                data = json.loads(text, parse_constant=parse_constant)
            except (ValueError, LookupError) as exc:
                raise ParseError(f"JSON parse error - {exc}") from exc
            except RecursionError as exc:
                raise ParseError(f"JSON nested deeper than {MAX_JSON_DEPTH} levels.") from exc
        problem = _unstorable(data, MAX_JSON_DEPTH)
        if problem:
            raise ParseError(problem)
        return data


def _fast_loads(raw: bytes, encoding: str) -> Any:
    """``raw`` decoded by orjson, or None when it refuses it: then the slower standard
    library reads it again, so every refusal keeps its wording (and its verdict: orjson is
    stricter, e.g. about integers beyond 64 bits)."""
    if not _is_utf8(encoding):
        return None
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None


def _is_utf8(encoding: str) -> bool:
    try:
        return codecs.lookup(encoding).name == "utf-8"
    except LookupError:
        return False


def _unstorable(data: Any, limit: int) -> str | None:
    """Why ``data`` cannot be taken (nested deeper than ``limit``, or a NUL character, which
    PostgreSQL text and jsonb refuse); None if it can. Walked without recursion."""
    pending = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str) and "\x00" in value:
            return "JSON strings may not contain NUL (\\u0000) characters."
        if isinstance(value, dict | list):
            if depth > limit:
                return f"JSON nested deeper than {limit} levels."
            if isinstance(value, dict):
                pending.extend((key, depth) for key in value)
                pending.extend((child, depth + 1) for child in value.values())
            else:
                pending.extend((child, depth + 1) for child in value)
    return None
