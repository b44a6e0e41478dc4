"""The one request parser: JSON, bounded in size and in nesting depth, and only what can be
stored and answered (no NUL, no lone UTF-16 surrogate, no key twice in one object)."""

from __future__ import annotations

import codecs
import json
import re
from typing import Any

import orjson
from django.conf import settings
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError
from rest_framework.parsers import JSONParser
from rest_framework.utils import json as drf_json

from games.problem_texts import problem_text

# Deeper than any action or game request needs; deeper documents are refused before any code
# (hashing, the database's JSON functions) has to walk them recursively.
MAX_JSON_DEPTH = 32
# A lone surrogate is no character: UTF-8 cannot encode it, so neither the database nor an
# answer echoing it could take it.
_SURROGATE = re.compile("[\ud800-\udfff]")
# A colon written as an escape inside a string: the fast path's member count cannot see it.
_ESCAPED_COLON = re.compile(rb"\\u003[aA]")


class PayloadTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "payload_too_large"


class MalformedJSON(ParseError):
    """A body refused as JSON, with the problem texts' ``message`` key and its ``params``."""

    def __init__(self, message: str, **params: Any) -> None:
        super().__init__(problem_text(message, "en", params))
        self.message = message
        self.params = params


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
        if data is None:  # not plain UTF-8 JSON, null, or a key twice: the standard library
            try:
                text = codecs.decode(raw, encoding)
                parse_constant = drf_json.strict_constant if self.strict else None
                data = json.loads(
                    text, parse_constant=parse_constant, object_pairs_hook=_object_once
                )
            except (ValueError, LookupError) as exc:
                raise ParseError(f"JSON parse error - {exc}") from exc
            except RecursionError as exc:
                raise MalformedJSON("json_too_deep", max=MAX_JSON_DEPTH) from exc
        _refuse_unstorable(data, MAX_JSON_DEPTH)
        return data


def _fast_loads(raw: bytes, encoding: str) -> Any:
    """``raw`` decoded by orjson, or None when it refuses it or may have kept only the last of
    a repeated key: then the slower standard library reads it again and decides (orjson is
    stricter, e.g. about integers beyond 64 bits and lone surrogates)."""
    if not _is_utf8(encoding):
        return None
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None
    if _members_lost(raw, data):
        return None
    return data


def _members_lost(raw: bytes, data: Any) -> bool:
    """Whether the text has more object members than ``data`` kept (a key repeated).

    Outside strings each member has one colon; inside them colons are literal (no UTF-8
    sequence holds the byte) unless escaped, in which case the count is not trusted. So the
    text's colons, less those in ``data``'s strings, are the members it wrote: any member
    dropped (with whatever strings it held) makes them more than ``data``'s."""
    if _ESCAPED_COLON.search(raw):
        return True
    members = 0
    colons_in_strings = 0
    pending = [data]
    while pending:
        value = pending.pop()
        if isinstance(value, str):
            colons_in_strings += value.count(":")
        elif isinstance(value, dict):
            members += len(value)
            colons_in_strings += sum(key.count(":") for key in value)
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
    return raw.count(b":") - colons_in_strings != members


def _object_once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different: a repeated key is refused, not resolved
    to its last value (``{"action": …, "action": {"type": "resign"}}`` must not resign)."""
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                if _SURROGATE.search(key):
                    raise MalformedJSON("json_lone_surrogate")
                raise MalformedJSON("json_duplicate_key", key=key)
            seen.add(key)
    return found


def _is_utf8(encoding: str) -> bool:
    try:
        return codecs.lookup(encoding).name == "utf-8"
    except LookupError:
        return False


def _refuse_unstorable(data: Any, limit: int) -> None:
    """Refuse ``data`` if it is nested deeper than ``limit``, or holds a NUL character (which
    PostgreSQL text and jsonb refuse) or a lone surrogate in a key or a value. Walked without
    recursion."""
    pending = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            if "\x00" in value:
                raise MalformedJSON("json_nul")
            if _SURROGATE.search(value):
                raise MalformedJSON("json_lone_surrogate")
        elif isinstance(value, dict | list):
            if depth > limit:
                raise MalformedJSON("json_too_deep", max=limit)
            if isinstance(value, dict):
                pending.extend((key, depth) for key in value)
                pending.extend((child, depth + 1) for child in value.values())
            else:
                pending.extend((child, depth + 1) for child in value)
