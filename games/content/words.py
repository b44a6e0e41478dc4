"""The content editor's words from the ``content_admin`` catalogue (``messages/<language>/
content_admin.ftl``): its pages' labels, each content kind's title and each value an editor
picks from a list, in the editor's language; a translator overrides any of them like every
other message."""

from __future__ import annotations

from typing import Any

from games.rules.said import SHARED_DIR, Param, Said, words_catalogue

CONTENT_ADMIN = words_catalogue(SHARED_DIR, "content_admin")


def admin_said(message_id: str, language: str, **args: Param) -> str:
    """Message ``message_id`` of the content editor's catalogue in ``language``."""
    return Said(CONTENT_ADMIN, message_id, args).text(language)


def kind_title(ruleset: str, kind: str, language: str, fallback: str = "") -> str:
    """A content kind's title as an editor reads it (``fallback``, its English title, for a
    kind the catalogue does not name yet)."""
    message_id = f"kind-{ruleset}-{kind}"
    if CONTENT_ADMIN.has(message_id, "en"):
        return admin_said(message_id, language)
    return fallback or kind.replace("_", " ").capitalize()


def choice_title(value: Any, language: str, plain: str | None = None) -> str:
    """A value of a list of choices (a colour, a cost, a tool) as an editor reads it; one the
    catalogue does not name as ``plain`` (by default the value, spaced out)."""
    message_id = f"choice-{value}"
    if isinstance(value, str) and CONTENT_ADMIN.has(message_id, "en"):
        return admin_said(message_id, language)
    return str(value).replace("_", " ") if plain is None else plain
