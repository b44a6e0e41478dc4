"""Releases of a game's content, published on purpose (DESIGN §3).

A release is published from the draft, or by publishing an earlier release again, or from a
JSON file (the shipped games/content/<ruleset>/content.json is such a file); each is checked
whole, given the next number and logged with who published it and why (a note is required).

Names follow one scheme per game: ``<ruleset>-<number>``, the number counting the game's
releases from 1 (its shipped content). Releases made before the scheme keep their names
(``2021.1``, ``1``, ``…+edit1``): a game pins its release by the row, never by a name
computed again.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from django.db.models import Max

from games.errors import ProblemCode, ServiceError
from games.models import ContentChange, ContentChangeAction, ContentEntry, ContentRelease
from games.rules.input_words import input_problem, not_an_object
from games.rules.said import Said
from games.services.content import (
    content_document_assemble,
    content_document_problems,
    content_entries_ensure,
    content_release_latest,
)
from games.services.content_diff import DiffRow, content_diff
from games.services.locks import content_releases_lock
from games.services.write_transaction import write_transaction


def release_name(*, ruleset: str, number: int) -> str:
    return f"{ruleset}-{number}"


def _refused(message: str, errors: list[Said] | None = None, **params: Any) -> ServiceError:
    return ServiceError(
        ProblemCode.VALIDATION_ERROR, message=message, params=params, errors=errors or []
    )


@write_transaction()
def content_release_publish(
    *,
    ruleset: str,
    data: Mapping[str, Any],
    by: str = "",
    note: str = "",
    origin: str = "the draft",
    action: str = ContentChangeAction.PUBLISH,
) -> ContentRelease:
    """Freeze ``data`` as the newest release, which new games will pin; refuses invalid content
    and a release without a note saying why."""
    if not note.strip():
        raise _refused("content_release_note_missing")
    errors = content_document_problems(ruleset=ruleset, document=data)
    if errors:
        raise _refused("invalid_content", errors, count=len(errors))
    content_releases_lock(ruleset=ruleset)
    top = ContentRelease.objects.filter(ruleset=ruleset).aggregate(top=Max("number"))["top"]
    number = (top or 0) + 1
    while ContentRelease.objects.filter(
        ruleset=ruleset, release=release_name(ruleset=ruleset, number=number)
    ).exists():
        number += 1  # a name an import or an older scheme already holds
    name = release_name(ruleset=ruleset, number=number)
    release = ContentRelease.objects.create(
        ruleset=ruleset,
        release=name,
        number=number,
        data={**data, "release": name},
        note=note.strip(),
        published_by=by,
        origin=origin,
    )
    ContentChange.objects.create(
        ruleset=ruleset, action=action, by=by, why=note.strip(), release=release
    )
    return release


def content_draft_changes(*, ruleset: str) -> list[DiffRow]:
    """What publishing the draft now would change, against the latest release."""
    content_entries_ensure(ruleset=ruleset)
    latest = content_release_latest(ruleset=ruleset)
    return content_diff(
        ruleset=ruleset, before=latest.data, after=content_document_assemble(ruleset=ruleset)
    )


@write_transaction()
def content_draft_publish(*, ruleset: str, by: str, note: str) -> ContentRelease:
    """Publish the draft as the newest release; refuses a draft that changes nothing."""
    if not content_draft_changes(ruleset=ruleset):
        raise _refused("content_draft_unchanged", ruleset=ruleset)
    return content_release_publish(
        ruleset=ruleset, data=content_document_assemble(ruleset=ruleset), by=by, note=note
    )


def content_draft_reset(*, ruleset: str) -> None:
    """The draft becomes the latest release again (its unpublished edits are dropped)."""
    ContentEntry.objects.filter(ruleset=ruleset).delete()
    content_entries_ensure(ruleset=ruleset)


@write_transaction()
def content_release_republish(*, release: ContentRelease, by: str, note: str) -> ContentRelease:
    """Publish an earlier release again as the newest (the draft follows it)."""
    published = content_release_publish(
        ruleset=release.ruleset,
        data=release.data,
        by=by,
        note=note,
        origin=f"published again from {release.release}",
        action=ContentChangeAction.REPUBLISH,
    )
    content_draft_reset(ruleset=release.ruleset)
    return published


def content_release_export(*, release: ContentRelease) -> bytes:
    """The release as a JSON file, in the shape of the shipped content files."""
    document = {**release.data, "release": release.release}
    return json.dumps(document, ensure_ascii=False, indent=2).encode() + b"\n"


@write_transaction()
def content_release_import(
    *, ruleset: str, file: bytes, filename: str, by: str, note: str
) -> ContentRelease:
    """Publish a JSON file (one exported, or a shipped content file) as the newest release of
    ``ruleset``; its own release name is kept in the origin, the new one follows the scheme."""
    try:
        document = json.loads(file.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise _refused("content_file_unreadable", [input_problem("document-not-utf8")]) from exc
    except json.JSONDecodeError as exc:
        unreadable = input_problem("document-not-json", line=exc.lineno, column=exc.colno)
        raise _refused("content_file_unreadable", [unreadable]) from exc
    if not isinstance(document, dict):
        raise _refused("content_file_unreadable", [not_an_object()])
    named = document.get("release")
    origin = f"imported from {filename}" + (f" (release {named})" if named else "")
    published = content_release_publish(
        ruleset=ruleset,
        data=document,
        by=by,
        note=note,
        origin=origin[:200],
        action=ContentChangeAction.IMPORT,
    )
    content_draft_reset(ruleset=ruleset)
    return published


def release_previous(*, release: ContentRelease) -> ContentRelease | None:
    """The release published just before ``release`` (None for a game's first)."""
    return (
        ContentRelease.objects.filter(ruleset=release.ruleset, number__lt=release.number)
        .order_by("-number", "-id")
        .first()
    )
