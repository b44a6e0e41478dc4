"""The response language: the best of the languages the catalogues speak for Accept-Language.

A language is spoken once its catalogue files exist (``games/messages/<language>/``, or a
directory of ``AUTOMA_MESSAGES_DIRS``): adding a language needs no change here. A range
matches a language exactly or by its primary subtag (``pt`` and ``pt-PT`` read ``pt-BR``);
anything else, or no header, reads English.
"""

from __future__ import annotations

from django.http import HttpRequest
from django.utils.translation.trans_real import parse_accept_lang_header

from games.problem_texts import PROBLEMS
from games.rules.catalogues import SOURCE_LANGUAGE


def languages_spoken() -> tuple[str, ...]:
    """The languages of the problem catalogue (every language the server is translated to)."""
    return PROBLEMS.languages()


def language_chosen(header: str, spoken: tuple[str, ...]) -> str:
    by_code = {lang.lower(): lang for lang in spoken}
    by_primary: dict[str, str] = {}
    for lang in spoken:  # the first of a primary subtag wins (pt-BR for "pt")
        by_primary.setdefault(lang.lower().split("-")[0], lang)
    for code, q in parse_accept_lang_header(header[:1000]):
        if q <= 0:
            continue  # "not this one"
        if code == "*":
            return SOURCE_LANGUAGE
        found = by_code.get(code.lower()) or by_primary.get(code.lower().split("-")[0])
        if found is not None:
            return found
    return SOURCE_LANGUAGE


def request_language(request: HttpRequest) -> str:
    """The language labels, sentences and problem details come in for ``request``."""
    cached = getattr(request, "_automa_language", None)
    if cached is None:
        header = request.META.get("HTTP_ACCEPT_LANGUAGE", "")
        cached = language_chosen(header, languages_spoken())
        request._automa_language = cached  # type: ignore[attr-defined]
    return str(cached)
