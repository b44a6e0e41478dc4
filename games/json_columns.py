"""JSON columns read and written with orjson on the service's own hot paths.

Django's ``JSONField`` goes through the standard library's ``json`` both ways: for a game's
state, on every request, that is several times orjson's cost. The written-out reads
(``games.rows``) and the move statement (``games.services.move_write``) use these instead;
what orjson refuses (integers beyond 64 bits) falls back to ``json``, so the values stored and
read are the same as the ORM's.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

_DUMP_OPTIONS = orjson.OPT_NON_STR_KEYS  # int keys become strings, as json.dumps makes them


def json_column_dumps(value: Any) -> bytes:
    """``value`` as the JSON text a column stores."""
    try:
        return orjson.dumps(value, option=_DUMP_OPTIONS)
    except (orjson.JSONEncodeError, TypeError):
        return json.dumps(value).encode()


def json_column_loads(value: Any, expression: Any = None, connection: Any = None) -> Any:
    """A JSON column's text as Python values (a Django converter's signature); text that is
    not JSON is returned as it is, as ``JSONField.from_db_value`` does."""
    if not isinstance(value, str | bytes):
        return value
    try:
        return orjson.loads(value)
    except orjson.JSONDecodeError:
        try:
            return json.loads(value)
        except json.JSONDecodeError:
            return value
