"""The schema is a contract: the committed copy is what the server serves, and it keeps every
released version's promises unless its major version says otherwise."""

from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command

from api.schema_compat import compatibility_problems, major
from api.schema_snapshot import (
    COMMITTED,
    REGENERATE,
    committed_schema,
    released_schemas,
    schema_text,
)

pytestmark = pytest.mark.django_db


def test_the_served_schema_is_the_committed_one(client):
    served = client.get("/api/schema/?format=json")
    assert served.status_code == 200
    assert schema_text(served.json()) == COMMITTED.read_text(), (
        f"schema/openapi.json differs from the served schema: run `{REGENERATE}` and commit it "
        "(with a line in schema/CHANGELOG.md)"
    )


def test_the_committed_schema_breaks_no_released_version_without_a_major_bump():
    current = committed_schema()
    released = released_schemas()
    assert released, "schema/released/ holds no released version"
    for version, document in released.items():
        problems = compatibility_problems(document, current)
        assert not problems, f"against {version}:\n" + "\n".join(problems)


def test_the_changelog_names_the_committed_version():
    version = committed_schema()["info"]["version"]
    changelog = (COMMITTED.parent / "CHANGELOG.md").read_text()
    assert f"## {version}" in changelog


def test_the_snapshot_command_checks_and_names_itself(tmp_path, monkeypatch, settings):
    call_command("schema_snapshot", "--check")  # current: exits quietly
    stale = tmp_path / "openapi.json"
    document = json.loads(COMMITTED.read_text())
    document["info"]["version"] = "0.0.1"
    stale.write_text(schema_text(document))
    monkeypatch.setattr("api.management.commands.schema_snapshot.COMMITTED", stale)
    with pytest.raises(CommandError, match="manage.py schema_snapshot"):
        call_command("schema_snapshot", "--check")
    assert major(committed_schema()["info"]["version"]) >= 1
