"""Conditional requests without reading or quoting headers by hand (written for the package,
not generated).

A game's ETag is its version quoted (``"12"``): ``etag(12)`` makes it for ``If-Match`` (a
move) and ``If-None-Match`` (a read). ``changed`` turns a ``sync_detailed`` answer into
``Fresh`` (the resource and its ETag) or ``NotModified`` (the 304, which the generated
``sync`` reads as None)::

    answer = changed(games_retrieve.sync_detailed(game_id, client=seat, if_none_match=tag))
    if isinstance(answer, NotModified):
        ...  # still at the version ``tag`` names
    else:
        game, tag = answer.parsed, answer.etag
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Generic, TypeVar

from .types import Response

T = TypeVar("T")

_VERSION_TAG = re.compile(r'^"([0-9]+)"$')


def etag(version: int) -> str:
    """The ETag of a game at ``version``: ``"12"``, quotes included, as ``If-Match`` and
    ``If-None-Match`` take it."""
    return f'"{int(version)}"'


def version_of(tag: str) -> int | None:
    """The version a game's ETag names (None for any other tag, such as a content release's)."""
    found = _VERSION_TAG.match(tag.strip())
    return int(found.group(1)) if found else None


@dataclass(frozen=True)
class Fresh(Generic[T]):
    """An answer with a body: ``parsed`` as the generated ``sync`` reads it (the resource or a
    problem) and the ETag the server sent with it (None when it sent none)."""

    parsed: T | None
    etag: str | None
    status_code: int


@dataclass(frozen=True)
class NotModified:
    """The 304: what the client holds is current (a long poll's wait ran out, or
    ``If-None-Match`` named the current version)."""

    etag: str | None


def changed(response: Response[T]) -> Fresh[T] | NotModified:
    """``Fresh`` or ``NotModified``, from a generated ``sync_detailed`` call's answer."""
    tag = response.headers.get("ETag")
    if int(response.status_code) == 304:
        return NotModified(etag=tag)
    return Fresh(parsed=response.parsed, etag=tag, status_code=int(response.status_code))
