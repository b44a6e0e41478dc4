"""Content services: install the shipped content, validate edits, publish releases."""

from __future__ import annotations

import importlib
from typing import Any

from django.db import transaction

from games.content_files import content_file_load
from games.errors import ProblemCode, ServiceError
from games.models import (
    ArchitectsCardGroup,
    ArchitectsProgressToken,
    ArchitectsWonder,
    ContentRelease,
)
from games.rules.registry import SLUGS


def content_defaults_install(
    *,
    release_model: type = ContentRelease,
    wonder_model: type = ArchitectsWonder,
    card_model: type = ArchitectsCardGroup,
    token_model: type = ArchitectsProgressToken,
) -> None:
    """Install each game's shipped content once (models are passed in by data migrations)."""
    for slug in SLUGS:
        try:
            data = content_file_load(slug)
        except FileNotFoundError:
            continue
        release_model.objects.get_or_create(
            ruleset=slug, release=data.get("release", "1"), defaults={"data": data}
        )
        if slug == "architects" and not wonder_model.objects.exists():
            for wonder in data["wonders"]:
                wonder_model.objects.create(slug=wonder["slug"], data=wonder)
            for position, group in enumerate(data["cards"]):
                card_model.objects.create(position=position, deck=group["deck"], data=group)
            for token in data["progress_tokens"]:
                token_model.objects.create(slug=token["slug"], data=token)


def content_release_latest(*, ruleset: str) -> ContentRelease:
    """The release new games pin; the shipped content is installed if none is (e.g. after a
    database flush)."""
    release = ContentRelease.objects.filter(ruleset=ruleset).order_by("-created_at", "-id").first()
    if release is None:
        content_defaults_install()
        release = ContentRelease.objects.filter(ruleset=ruleset).first()
    if release is None:
        raise ServiceError(ProblemCode.UNKNOWN_RULESET, f"No content is installed for {ruleset!r}.")
    return release


def content_validate(*, ruleset: str, data: dict[str, Any]) -> list[str]:
    """The engine's own checks of a content document (empty when valid)."""
    module = importlib.import_module(f"games.rules.{ruleset}.content")
    return list(module.validate_content(data))


def content_architects_assemble(
    *,
    wonder: ArchitectsWonder | None = None,
    card_group: ArchitectsCardGroup | None = None,
    token: ArchitectsProgressToken | None = None,
) -> dict[str, Any]:
    """The architects content document from the editable rows, with one row's pending edit."""
    base = content_release_latest(ruleset="architects").data
    wonders = {w.pk: w for w in ArchitectsWonder.objects.all()}
    cards = {c.pk: c for c in ArchitectsCardGroup.objects.all()}
    tokens = {t.pk: t for t in ArchitectsProgressToken.objects.all()}
    for rows, edited in ((wonders, wonder), (cards, card_group), (tokens, token)):
        if edited is not None:
            rows[edited.pk or f"new-{id(edited)}"] = edited
    return {
        **base,
        "wonders": [{**w.data, "slug": w.slug} for w in sorted(wonders.values(), key=_by_slug)],
        "cards": [
            {**c.data, "deck": c.deck}
            for c in sorted(cards.values(), key=lambda c: (c.position, c.pk or 0))
        ],
        "progress_tokens": [
            {**t.data, "slug": t.slug} for t in sorted(tokens.values(), key=_by_slug)
        ],
    }


def _by_slug(row: Any) -> str:
    return row.slug


@transaction.atomic
def content_release_publish(*, ruleset: str, data: dict[str, Any]) -> ContentRelease:
    """Freeze ``data`` as a new release that new games will pin; refuses invalid content."""
    errors = content_validate(ruleset=ruleset, data=data)
    if errors:
        raise ServiceError(ProblemCode.VALIDATION_ERROR, "; ".join(errors), errors=errors)
    base = str(data.get("release", "1")).split("+edit")[0]
    edits = ContentRelease.objects.filter(ruleset=ruleset, release__startswith=base).count()
    label = f"{base}+edit{edits}"
    return ContentRelease.objects.create(
        ruleset=ruleset, release=label, data={**data, "release": label}
    )
