"""The admin's words in the staff user's language: Django's active language (its
``LocaleMiddleware`` reads the browser's) matched to a language the catalogues speak."""

from __future__ import annotations

from typing import Any

from django.utils import translation
from django.utils.functional import lazy

from games.content.words import admin_said
from games.problem_texts import PROBLEMS
from games.rules.catalogues import SOURCE_LANGUAGE
from games.rules.registry import ruleset_get
from games.rules.said import worded_within


def staff_language() -> str:
    """The catalogue language for the active Django language ("pt-br" reads "pt-BR"), English
    when the catalogues do not speak it."""
    active = (translation.get_language() or SOURCE_LANGUAGE).lower()
    spoken = PROBLEMS.languages()
    for wanted in (active, active.split("-")[0]):
        for language in spoken:
            if language.lower() == wanted or language.lower().split("-")[0] == wanted:
                return language
    return SOURCE_LANGUAGE


def staff_worded(problems: Any) -> list[str]:
    """``problems`` (words worded when read, as a service gives them) in the staff user's
    language, each as one line."""
    worded = worded_within(list(problems or []), staff_language())
    return [str(item) for item in worded]


def staff_said(message_id: str, **args: Any) -> str:
    """Message ``message_id`` of the content editor's catalogue in the staff user's language."""
    return admin_said(message_id, staff_language(), **args)


_lazy_said = lazy(lambda message_id: admin_said(message_id, staff_language()), str)


def staff_lazy(message_id: str) -> str:
    """Message ``message_id`` worded when shown (a column's or a field's label, set once),
    in the language of the staff user reading it then."""
    return _lazy_said(message_id)


def game_title(slug: str) -> str:
    """The game's title in the staff user's language."""
    return ruleset_get(slug).title_in(staff_language())
