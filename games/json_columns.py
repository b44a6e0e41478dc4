"""JSON columns read and written with orjson on the service's own hot paths.

Django's ``JSONField`` goes through the standard library's ``json`` both ways: for a game's
state, on every request, that is several times orjson's cost. The written-out reads
(``games.rows``) and the move statement (``games.services.move_write``) use these instead;
what orjson cannot hold (integers beyond 64 bits: it refuses them when writing and reads them as
floats) goes through ``json``, so the values stored and read are the same as the ORM's.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

_DUMP_OPTIONS = orjson.OPT_NON_STR_KEYS  # int keys become strings, as json.dumps makes them
# Every digit as 0, so that one ``find`` says whether the text holds a run of 19 digits, the
# shortest integer orjson may read as a float (beyond -2**63 or 2**64 - 1). A tenth of orjson's
# own time on a game's state, where a regular expression took four times orjson's.
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
_LONG_RUN = b"0" * 19


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
        text = value.encode() if isinstance(value, str) else value
        if text.translate(_DIGITS_AS_ZERO).find(_LONG_RUN) < 0:
            return orjson.loads(text)
    except (orjson.JSONDecodeError, UnicodeEncodeError):
        pass  # what orjson refuses (NaN, say) the standard library may still read
    try:  # a long number (or a long digit run in a string): the standard library reads it right
        return json.loads(value)
    except json.JSONDecodeError:
        return value
