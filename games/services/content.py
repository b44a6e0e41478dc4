"""Content services: install the shipped content, edit the draft (DESIGN §3).

Every game's content is one JSON document per release. Its editable entries (``ContentEntry``)
are the draft: one row per item of each of the ruleset's ``content_kinds``, copied from the
latest release. Saving an entry checks it against its kind's JSON Schema and the engine's
``validate_content`` over the whole document, stores it in the draft and logs who, when and
why; releases are published from the draft on purpose (``games.services.content_releases``).
New games pin the latest release; games in progress keep theirs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import jsonschema
from django.db.models import Max
from django.utils import timezone

from games.content.files import content_file_load
from games.errors import ProblemCode, ServiceError
from games.models import ContentChange, ContentChangeAction, ContentEntry, ContentRelease
from games.rules.core import ContentKind, Ruleset
from games.rules.input_words import (
    EACH,
    at,
    distinct,
    input_problem,
    located,
    not_an_object,
    schema_problem,
    shown,
)
from games.rules.registry import SLUGS, UnknownRuleset, ruleset_get
from games.rules.said import Said
from games.services.write_transaction import write_transaction


def content_defaults_install() -> None:
    """Install each registered game's shipped content as a release, once."""
    for slug in SLUGS:
        try:
            data = content_file_load(slug)
        except FileNotFoundError:
            continue
        name = str(data.get("release", "1"))
        if ContentRelease.objects.filter(ruleset=slug, release=name).exists():
            continue
        # A newer shipped file comes after every release the game has (the newest for games).
        top = ContentRelease.objects.filter(ruleset=slug).aggregate(top=Max("number"))["top"]
        ContentRelease.objects.get_or_create(
            ruleset=slug,
            release=name,
            defaults={"data": data, "number": (top or 0) + 1, "origin": "shipped"},
        )


def content_release_latest(*, ruleset: str) -> ContentRelease:
    """The release new games pin; the shipped content is installed if none is (e.g. after a
    database flush, or for a game added since the database was made)."""
    release = ContentRelease.objects.filter(ruleset=ruleset).order_by("-number", "-id").first()
    if release is None:
        content_defaults_install()
        release = ContentRelease.objects.filter(ruleset=ruleset).order_by("-number").first()
    if release is None:
        # A game without a shipped file (one only tests play): its engine's own default.
        try:
            data = dict(ruleset_get(ruleset).default_content())
        except UnknownRuleset:
            data = None
        if data is not None:
            release, _ = ContentRelease.objects.get_or_create(
                ruleset=ruleset,
                release=str(data.get("release", "1")),
                defaults={"data": data, "origin": "the engine's default"},
            )
    if release is None:
        raise ServiceError(
            ProblemCode.UNKNOWN_RULESET, message="no_content", params={"ruleset": ruleset}
        )
    return release


def content_release_get(*, ruleset: str, release: str) -> ContentRelease:
    found = ContentRelease.objects.filter(ruleset=ruleset, release=release).first()
    if found is None:
        raise ServiceError(
            ProblemCode.NOT_FOUND,
            message="content_release_not_found",
            params={"ruleset": ruleset, "release": release},
        )
    return found


def _kind(rules: Ruleset, name: str) -> ContentKind:
    for kind in rules.content_kinds:
        if kind.name == name:
            return kind
    raise ServiceError(
        ProblemCode.VALIDATION_ERROR,
        message="unknown_content_kind",
        params={
            "ruleset": rules.slug,
            "kind": name,
            "allowed": [k.name for k in rules.content_kinds],
        },
    )


def content_entries_ensure(*, ruleset: str) -> int:
    """Create the editable entries of ``ruleset`` from its latest release for each kind that
    has none (a kind added by a later version appears without touching edited ones); returns
    how many were created."""
    rules = ruleset_get(ruleset)
    present = set(ContentEntry.objects.filter(ruleset=ruleset).values_list("kind", flat=True))
    if present >= {kind.name for kind in rules.content_kinds}:
        return 0
    document = content_release_latest(ruleset=ruleset).data
    rows = []
    for kind in rules.content_kinds:
        if kind.name in present:
            continue
        value = document.get(kind.key)
        if kind.is_list:
            for position, item in enumerate(value or []):
                rows.append(
                    ContentEntry(
                        ruleset=ruleset,
                        kind=kind.name,
                        key=kind.item_id(item),
                        position=position,
                        data=item,
                    )
                )
        elif value is not None:
            rows.append(ContentEntry(ruleset=ruleset, kind=kind.name, data=value))
    ContentEntry.objects.bulk_create(rows, ignore_conflicts=True)
    return len(rows)


def content_document_assemble(
    *, ruleset: str, edited: ContentEntry | None = None
) -> dict[str, Any]:
    """The whole content document from the entries (the latest release for anything no kind
    covers), with ``edited`` in place of its stored row."""
    rules = ruleset_get(ruleset)
    document = dict(content_release_latest(ruleset=ruleset).data)
    entries = list(ContentEntry.objects.filter(ruleset=ruleset).order_by("position", "id"))
    if edited is not None:
        entries = [e for e in entries if e.pk != edited.pk or edited.pk is None] + [edited]
        entries.sort(key=lambda e: (e.position, e.pk or 0))
    for kind in rules.content_kinds:
        mine = [e for e in entries if e.kind == kind.name]
        if kind.is_list:
            document[kind.key] = [e.data for e in mine]
        elif mine:
            document[kind.key] = mine[-1].data
    return document


def _schema_problems(schema: Mapping[str, Any], item: Any, where: list[object]) -> list[Said]:
    """``item``'s problems against ``schema``, each at its path under ``where``."""
    validator = jsonschema.Draft202012Validator(schema)
    found = sorted(validator.iter_errors(item), key=lambda e: list(map(str, e.absolute_path)))
    return distinct(at([*where, *error.absolute_path], schema_problem(error)) for error in found)


@dataclass(frozen=True)
class EntryProblems:
    """Why an edited entry cannot be saved: each problem at the field it concerns (its path
    inside the entry, ``()`` for the entry as a whole) or, said of other entries or the whole
    document, elsewhere (each still ``at`` its path in the document)."""

    fields: dict[tuple[str, ...], list[Said]] = field(default_factory=dict)
    elsewhere: list[Said] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.fields or self.elsewhere)

    def add(self, where: tuple[str, ...], problem: Said) -> None:
        self.fields.setdefault(where, []).append(problem)

    def said(self, kind: str) -> list[Said]:
        """Every problem as one list, each at its path (the entry's under ``kind``)."""
        here = [at([kind, *where], p) for where, ps in self.fields.items() for p in ps]
        return distinct([*here, *self.elsewhere])


def _entry_prefix(kind: ContentKind, entry: ContentEntry, document: Mapping[str, Any]) -> tuple:
    """Where ``entry`` sits in the assembled document: (member,) or (member, index)."""
    if not kind.is_list:
        return (kind.key,)
    items = document.get(kind.key) or []
    index = next((i for i, item in enumerate(items) if item is entry.data), None)
    return (kind.key, str(index))


def _inside(path: tuple[str, ...], prefix: tuple) -> tuple[str, ...] | None:
    """``path`` relative to ``prefix`` when it lies inside it (``EACH`` matches any index)."""
    if len(path) < len(prefix):
        return None
    for part, want in zip(path, prefix, strict=False):
        if part != want and part != EACH:
            return None
    return path[len(prefix) :]


def content_entry_checked(*, entry: ContentEntry) -> EntryProblems:
    """Why ``entry`` (edited, unsaved) cannot be published, each problem at the field it
    concerns: the kind's schema first (bounds, known codes), then the engine's checks of the
    whole draft with the entry in it (references, totals a deal needs)."""
    rules = ruleset_get(entry.ruleset)
    kind = _kind(rules, entry.kind)
    found = EntryProblems()
    validator = jsonschema.Draft202012Validator(kind.schema)
    for error in sorted(
        validator.iter_errors(entry.data), key=lambda e: list(map(str, e.absolute_path))
    ):
        found.add(tuple(map(str, error.absolute_path)), schema_problem(error))
    if found:
        return found
    if kind.is_list and kind.item_id(entry.data) != entry.key:
        key = input_problem(
            "entry-key", key=shown(kind.item_id(entry.data)), fields=shown(list(kind.id_fields))
        )
        found.add((kind.id_fields[0],), key)
        return found
    document = content_document_assemble(ruleset=entry.ruleset, edited=entry)
    prefix = _entry_prefix(kind, entry, document)
    for problem in rules.validate_content(document):
        place = located(problem)
        inner = _inside(place[0], prefix) if place else None
        if place is not None and inner is not None:
            found.add(inner, place[1])
        else:
            found.elsewhere.append(problem)
    return found


def content_entry_problems(*, entry: ContentEntry) -> list[Said]:
    """Why ``entry`` (edited, unsaved) cannot be published; empty when it can. Each problem is
    words worded when read (``said.Said``), in the reader's language, at its path."""
    return content_entry_checked(entry=entry).said(entry.kind)


def content_document_problems(*, ruleset: str, document: Mapping[str, Any]) -> list[Said]:
    """Why a whole document (a file to import) cannot be a release of ``ruleset``: each item
    against its kind's schema, then the engine's checks."""
    rules = ruleset_get(ruleset)
    if not isinstance(document, Mapping):
        return [not_an_object()]
    problems = []
    for kind in rules.content_kinds:
        items = document.get(kind.key)
        if items is None:
            continue
        if kind.is_list and isinstance(items, list):
            for index, item in enumerate(items):
                problems += _schema_problems(kind.schema, item, [kind.key, index])
        else:
            problems += _schema_problems(kind.schema, items, [kind.key])
    return problems or rules.validate_content(document)


@write_transaction()
def content_entry_save(*, entry: ContentEntry, by: str, why: str) -> ContentEntry:
    """Store an edited entry in the draft (nothing is published) and log the change; refuses
    invalid content."""
    problems = content_entry_problems(entry=entry)
    if problems:
        raise ServiceError(
            ProblemCode.VALIDATION_ERROR,
            message="invalid_content",
            params={"count": len(problems)},
            errors=problems,
        )
    before = ContentEntry.objects.filter(pk=entry.pk).values_list("data", flat=True).first()
    entry.updated_at = timezone.now()
    entry.updated_by = by
    entry.save()
    ContentChange.objects.create(
        ruleset=entry.ruleset,
        action=ContentChangeAction.EDIT,
        by=by,
        why=why,
        kind=entry.kind,
        key=entry.key,
        before=before,
        after=entry.data,
    )
    return entry
