"""The orjson renderer and parser answer exactly as DRF's own JSON renderer and parser did."""

from __future__ import annotations

import datetime
import decimal
import io
import json
import uuid

import pytest
from django.utils import timezone
from django.utils.translation import gettext_lazy
from rest_framework.exceptions import ParseError
from rest_framework.renderers import JSONRenderer

from api.parsers import BoundedJSONParser
from api.renderers import FastJSONRenderer

SAMPLES = [
    None,
    {"a": 1, "b": [1, 2.5, True, False, None], "c": {"d": "é ü 日本 🎲"}},
    {"when": datetime.datetime(2026, 11, 30, 17, 5, 1, 123456, tzinfo=datetime.UTC)},
    {"when": timezone.now(), "day": datetime.date(2026, 1, 2)},
    {"naive": datetime.datetime(2026, 1, 2, 3, 4, 5)},
    {"id": uuid.UUID("12345678-1234-5678-1234-567812345678")},
    {"lazy": gettext_lazy("No such resource."), "money": decimal.Decimal("1.50")},
    {1: "int key", "sep": "line\u2028para\u2029end"},
    {"big": 2**70, "neg": -(2**63)},
    [0.1, 0.5, 123456789.125, -0.0, 1.0],
]


@pytest.mark.parametrize("data", SAMPLES)
def test_renderer_writes_what_drf_writes(data):
    assert FastJSONRenderer().render(data) == JSONRenderer().render(data)


def test_renderer_writes_exponents_in_another_spelling_of_the_same_number():
    # The one difference: orjson spells 1e-07 as 1e-7 (the same number to any JSON reader).
    fast, drf = FastJSONRenderer().render([1e-7, 1e22]), JSONRenderer().render([1e-7, 1e22])
    assert json.loads(fast) == json.loads(drf) == [1e-7, 1e22]


def test_renderer_keeps_an_indent_asked_for():
    media = "application/json; indent=2"
    data = {"a": [1, 2]}
    fast = FastJSONRenderer().render(data, media, {})
    assert fast == JSONRenderer().render(data, media, {}) and b"\n" in fast


def _parse(raw: bytes):
    return BoundedJSONParser().parse(io.BytesIO(raw), "application/json", {})


@pytest.mark.parametrize(
    "raw",
    [b'{"action": {"type": "take_card", "deck": 3}}', b"[1, 2.5, null]", b'"\\u00e9"', b"null"],
)
def test_parser_reads_json(raw):
    assert _parse(raw) == json.loads(raw)


def test_parser_takes_integers_beyond_64_bits_as_before():
    assert _parse(b'{"seed": 1180591620717411303424}') == {"seed": 2**70}


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (b"{not json", "JSON parse error"),
        (b'{"a": NaN}', "JSON parse error"),
        (b"[" * 40 + b"]" * 40, "nested deeper than 32"),
        (b'{"a": "nul\\u0000"}', "NUL"),
    ],
)
def test_parser_refuses_as_before(raw, words):
    with pytest.raises(ParseError, match=words):
        _parse(raw)
