"""The schema is a contract: the committed copy is what the server serves, and it keeps every
released version's promises unless its major version says otherwise."""

from __future__ import annotations

import copy
import io
import json

import pytest
from django.core.management import CommandError, call_command

from api.schema_compat import compatibility_problems, major
from api.schema_snapshot import (
    COMMITTED,
    REGENERATE,
    RELEASED_DIR,
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


def test_every_released_version_is_kept_under_its_own_name_and_in_the_changelog():
    released = released_schemas()
    assert {"1.0.0", "1.1.0", "1.2.0"} <= set(released)
    changelog = (COMMITTED.parent / "CHANGELOG.md").read_text()
    for version in released:
        assert (RELEASED_DIR / f"{version}.json").exists()
        assert f"\n## {version}\n" in changelog


def _renamed(document: dict, component: str, old: str, new: str) -> dict:
    renamed = copy.deepcopy(document)
    properties = renamed["components"]["schemas"][component]["properties"]
    properties[new] = properties.pop(old)
    return renamed


def test_renaming_a_released_member_breaks_the_contract():
    """Given 1.2.0's ``MoveAccepted.board``, when the current schema calls it ``svg``, then the
    check names the member removed, against 1.2.0 and not against 1.1.0 (which had none)."""
    renamed = _renamed(committed_schema(), "MoveAccepted", "board", "svg")
    released = released_schemas()
    against_12 = compatibility_problems(released["1.2.0"], renamed)
    assert against_12 == [
        "#/components/schemas/MoveAccepted: member board removed "
        f"(API 1.2.0 -> {renamed['info']['version']}: a breaking change takes a major bump)"
    ]
    assert compatibility_problems(released["1.1.0"], renamed) == []
    bumped = copy.deepcopy(renamed)
    bumped["info"]["version"] = "2.0.0"
    assert compatibility_problems(released["1.2.0"], bumped) == []


def test_the_snapshot_command_refuses_a_breaking_change_and_writes_nothing(tmp_path, monkeypatch):
    renamed = _renamed(committed_schema(), "MoveAccepted", "board", "svg")
    target = tmp_path / "openapi.json"
    target.write_text("as it was\n")
    module = "api.management.commands.schema_snapshot"
    monkeypatch.setattr(f"{module}.schema_generate", lambda: renamed)
    monkeypatch.setattr(f"{module}.COMMITTED", target)
    monkeypatch.setattr(f"{module}.RELEASED_DIR", tmp_path)
    errors = io.StringIO()
    with pytest.raises(CommandError, match="breaking change"):
        call_command("schema_snapshot", stderr=errors)
    assert "against 1.2.0: #/components/schemas/MoveAccepted: member board removed" in (
        errors.getvalue()
    )
    with pytest.raises(CommandError, match="breaking change"):
        call_command("schema_snapshot", "--release", stderr=io.StringIO())
    assert target.read_text() == "as it was\n" and sorted(tmp_path.iterdir()) == [target]


def test_a_released_version_is_never_rewritten(tmp_path, monkeypatch):
    (tmp_path / "openapi.json").write_text("{}\n")
    document = committed_schema()
    (tmp_path / f"{document['info']['version']}.json").write_text("released before\n")
    module = "api.management.commands.schema_snapshot"
    monkeypatch.setattr(f"{module}.COMMITTED", tmp_path / "openapi.json")
    monkeypatch.setattr(f"{module}.RELEASED_DIR", tmp_path)
    with pytest.raises(CommandError, match="released already"):
        call_command("schema_snapshot", "--release")
    assert (tmp_path / "openapi.json").read_text() == "{}\n"
