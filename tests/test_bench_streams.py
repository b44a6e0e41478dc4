"""``manage.py bench streams`` runs end to end on small sizes and prints every figure (no
timing is asserted: the targets live in the bench's output, docs/measurements/streams.md)."""

from __future__ import annotations

import io
import re

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db(transaction=True)


def test_bench_streams_prints_every_figure_on_small_sizes():
    out = io.StringIO()
    call_command(
        "bench", "streams",
        "--subscribers", "48", "--played-subscribers", "2", "--stream-moves", "3",
        "--pairs", "1", "--churn", "4", "--stream-trace",
        stdout=out,
    )  # fmt: skip
    text = out.getvalue()
    assert re.search(r"48 subscribers connected in [\d.]+ s; .* KiB per subscriber", text), text
    assert re.search(r"POST move p50/p95 without subscribers [\d.]+/[\d.]+ ms", text), text
    assert re.search(r"move -> subscriber p50 [\d.]+ ms.*missed 0, duplicated 0", text), text
    assert re.search(r"stream process trace, p50/p95 ms: POST sent -> heard [\d.]+/", text), text
    assert re.search(r"render [\d.]+/[\d.]+; render end -> first write [\d.]+/", text), text
    assert re.search(r"heard -> first write [\d.]+/[\d.]+ \([1-9]\d* versions\)", text), text
    assert "4 random disconnects and resumes during play" in text
    assert re.search(r"restart .*: 48 of 48 subscribers .* missed 0, duplicated 0", text), text
