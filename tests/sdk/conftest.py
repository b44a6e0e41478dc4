"""The OpenAPI schema the SDKs are generated from, written once per test module."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import call_command


@pytest.fixture(scope="module")
def schema_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("schema") / "schema.yml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(path))
    return path
