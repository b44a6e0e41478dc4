"""What is wrong with a move's ``If-Match`` header, if anything (RFC 9110 §13.1.1).

A game's ETag is its version as a strong entity tag, ``"12"``. A header that is one such tag
is compared with the current one (stale: 412); anything else is a client's mistake, answered
400 with the fault named rather than 412, which would claim the game has moved on:
    ""            empty
    *             any: it would match every version, defeating the check
    "1", "2"      a list: a move is made against one version
    W/"1"         weak: the server never issues weak tags, and If-Match compares strongly
    0, "1         unquoted: the quotes belong to the tag
    "abc", "-1"   not a version: not a whole number
"""

from __future__ import annotations

import re

_VERSION_TAG = re.compile(r'"[0-9]+"')
_QUOTED = re.compile(r'"[^"]*"')

FAULTS = ("empty", "any", "list", "weak", "unquoted", "not_version")


def if_match_fault(header: str) -> str | None:
    """The fault of ``header`` (one of ``FAULTS``), or None when it is one strong version tag."""
    value = header.strip(" \t")
    if not value:
        return "empty"
    if value == "*":
        return "any"
    if "," in _QUOTED.sub("", value):  # a comma inside quotes is part of one tag
        return "list"
    if value.startswith("W/"):
        return "weak"
    if len(value) < 2 or value[0] != '"' or value[-1] != '"':
        return "unquoted"
    if not _VERSION_TAG.fullmatch(value):
        return "not_version"
    return None
