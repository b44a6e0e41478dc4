"""A preview of a game's draft content: a throwaway game started on it, looked at, and rolled
back with everything it wrote (its release, game, seats, moves), so no preview is ever listed
with real games or left to clean up."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from typing import TypeVar

from django.db import transaction
from django.db.models import Max

from games.errors import ProblemCode, ServiceError
from games.models import ContentEntry, ContentRelease, Game
from games.rules.registry import ruleset_get
from games.services.content import (
    content_document_assemble,
    content_document_problems,
    content_entries_ensure,
)
from games.services.game_create import SeatSpec, game_create

Seen = TypeVar("Seen")
PREVIEW_SEED = 1  # the same deal every time: an editor compares previews of two drafts


class _Undone(Exception):
    """Raised to roll the preview back, carrying what was seen of it."""

    def __init__(self, seen: object) -> None:
        self.seen = seen


def preview_seats(ruleset: str, names: Sequence[str] = ()) -> list[SeatSpec]:
    """One human seat, automa seats up to the fewest the game takes; ``names`` (the reader's
    words for "You", "Automa 1", ...) name them where given."""
    fewest = max(ruleset_get(ruleset).min_seats, 2)
    named = list(names) + ["You"] + [f"Automa {i}" for i in range(1, fewest)][len(names) :]
    return [SeatSpec(named[0], "human")] + [SeatSpec(named[i], "automa") for i in range(1, fewest)]


def preview_focus(*, ruleset: str) -> ContentEntry | None:
    """The component a preview of the draft shows: the one edited last (None: no edit)."""
    edited = ContentEntry.objects.filter(ruleset=ruleset, updated_at__isnull=False)
    return edited.order_by("-updated_at", "-id").first()


def content_draft_preview(
    *,
    ruleset: str,
    look: Callable[[Game], Seen],
    focus: ContentEntry | None = None,
    names: Sequence[str] = (),
) -> Seen:
    """Start a game on the draft of ``ruleset`` as if it were published, dealing ``focus``
    (by default the entry edited last) where the game can, hand it to ``look`` (which draws
    it) and undo everything; refuses a draft the engine cannot use."""
    content_entries_ensure(ruleset=ruleset)
    focus = focus or preview_focus(ruleset=ruleset)
    document = content_document_assemble(ruleset=ruleset)
    problems = content_document_problems(ruleset=ruleset, document=document)
    if problems:
        raise ServiceError(
            ProblemCode.VALIDATION_ERROR,
            message="invalid_content",
            params={"count": len(problems)},
            errors=problems,
        )
    try:
        with transaction.atomic():
            top = ContentRelease.objects.filter(ruleset=ruleset).aggregate(n=Max("number"))["n"]
            name = f"{ruleset}-preview-{uuid.uuid4().hex[:8]}"  # two previews at once differ
            ContentRelease.objects.create(
                ruleset=ruleset,
                release=name,
                number=(top or 0) + 1,
                data={**document, "release": name},
                origin="a preview of the draft",
            )
            seats = preview_seats(ruleset, names)
            options = {}
            if focus is not None:
                options = ruleset_get(ruleset).preview_options(
                    document, focus.kind, focus.data, len(seats)
                )
            created = game_create(ruleset=ruleset, options=options, seats=seats, seed=PREVIEW_SEED)
            raise _Undone(look(created.game))
    except _Undone as undone:
        return undone.seen  # type: ignore[return-value]
