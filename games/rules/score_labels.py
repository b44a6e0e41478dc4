"""The final score's categories in words: each key of a score's ``breakdown`` (``blue_cards``,
``neural_instance``) named in the reader's language, never shown as the key.

A game names its categories in its package's catalogue ``messages/<language>/scores.ftl``
(``score-<category> = ...``); a category it has no words for reads "Other points".
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from pathlib import Path

from games.rules.catalogues import SOURCE_LANGUAGE, Catalogue
from games.rules.said import SHARED, Said, words_catalogue

RULES_DIR = Path(__file__).resolve().parent


@cache
def _scores(slug: str) -> Catalogue | None:
    messages = RULES_DIR / slug / "messages"
    if not (messages / SOURCE_LANGUAGE / "scores.ftl").is_file():
        return None
    return words_catalogue(messages, f"{slug}/scores")


def score_category_said(slug: str, category: str) -> Said:
    """The words of ``category`` of ``slug``'s final score."""
    catalogue = _scores(slug)
    message_id = f"score-{category}"
    if catalogue is not None and catalogue.has(message_id, SOURCE_LANGUAGE):
        return Said(catalogue, message_id)
    return Said(SHARED, "score-unnamed")


def score_categories_named(slug: str, categories: Iterable[str], language: str) -> dict[str, str]:
    """Each category named in ``language`` (English where that language lacks it)."""
    return {c: score_category_said(slug, c).text(language) for c in categories}


__all__ = ["score_categories_named", "score_category_said"]
