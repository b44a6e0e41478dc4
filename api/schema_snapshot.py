"""The committed OpenAPI schema (``schema/openapi.json``) and the released versions it must stay
compatible with (``schema/released/<version>.json``).

The committed file is the schema of the default configuration (app keys optional), written by
``manage.py schema_snapshot``; the suite fails when the served schema differs from it, and when
it breaks a released version without a major bump (``api.schema_compat``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.conf import settings
from django.test import override_settings

SCHEMA_DIR = Path(settings.BASE_DIR) / "schema"
COMMITTED = SCHEMA_DIR / "openapi.json"
RELEASED_DIR = SCHEMA_DIR / "released"
REGENERATE = ".venv/bin/python manage.py schema_snapshot"


def schema_generate() -> dict[str, Any]:
    """The schema as ``/api/schema/`` serves it (JSON types only), in the default configuration."""
    from drf_spectacular.generators import SchemaGenerator
    from drf_spectacular.renderers import OpenApiJsonRenderer

    with override_settings(REQUIRE_APP_KEY=False):
        document = SchemaGenerator().get_schema(request=None, public=True)
    return json.loads(OpenApiJsonRenderer().render(document))


def schema_text(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def committed_schema() -> dict[str, Any]:
    return json.loads(COMMITTED.read_text())


def released_schemas() -> dict[str, dict[str, Any]]:
    """Every released version's schema, by version."""
    found = {}
    for path in sorted(RELEASED_DIR.glob("*.json")):
        document = json.loads(path.read_text())
        found[str(document["info"]["version"])] = document
    return found
