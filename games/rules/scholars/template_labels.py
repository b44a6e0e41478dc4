"""The labels of listed reports with parameters (the open values left out: the app asks for
them with each parameter's schema), one function per kind (named by its move-table entry,
``moves``), and the words of an enumerated value: messages of ``labels.ftl``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.rules.core import Listed
from games.rules.said import Said
from games.rules.scholars.catalogue import LANGUAGE_CODES, guild, language
from games.rules.scholars.content import GUILDS
from games.rules.scholars.labels import figure, said, scroll

Template = Callable[[Listed], Said]


def fixed(message_id: str) -> Template:
    """The template of a kind worded the same whatever its open values."""
    return lambda listed: said(message_id)


def changed(message_id: str) -> Template:
    """The template of a kind that adds or takes back one item (its ``change``)."""

    def worded(listed: Listed) -> Said:
        change = listed.action["change"]
        if change not in ("add", "remove"):
            raise KeyError(change)  # no words for another change
        return said(message_id, change=change)

    return worded


def house_add(listed: Listed) -> Said:
    return said("template-house-add", guild=guild(listed.action["guild"]))


def translator_language(listed: Listed) -> Said:
    if "room" in listed.params:
        return said("template-translator-language-any")
    return said("template-translator-language", room=listed.action["room"])


def employ_translator(listed: Listed) -> Said:
    return said("template-employ-translator", room=listed.action["room"])


def neutral_translator(listed: Listed) -> Said:
    return said("template-neutral-translator", room=listed.action["room"])


def final_score(listed: Listed) -> Said:
    category = said("final-category", category=listed.action["category"])
    return said("template-final-score", category=category)


def score_figure(listed: Listed) -> Said:
    return said("template-score-figure", figure=figure(listed.action["figure"]))


def value_label(
    kind: str, name: str, value: Any, content: Mapping[str, Any] | None = None
) -> Said | None:
    """A language's or a guild's name, a scroll card as the player sees it (from
    ``content``); other values are numbers."""
    if name == "card" and kind == "score_scroll" and content is not None:
        found = scroll(value, content)
        return found if isinstance(found, Said) else None
    if name == "language" and value in LANGUAGE_CODES:
        return language(value)
    if name == "guild" and value in GUILDS:
        return guild(value)
    return None
