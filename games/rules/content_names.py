"""A component's name as content: one text per language, which an editor fills and corrects.

Content documents name a component either by a plain string (content written before names
were per language, still read as English) or by an object of language codes to text
(``{"en": "Mining Rights", "pt-BR": "Direitos de Mineração"}``). A language the object lacks
reads English, and never a language code: a translator adds a language without touching
content, and an editor fills the name later.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.rules.catalogues import SOURCE_LANGUAGE

ContentName = Mapping[str, str]


def content_name(stored: Any) -> dict[str, str]:
    """A stored name (a string, or an object of language to text) as language -> text, the
    empty texts left out (a name an editor has not filled in yet)."""
    if isinstance(stored, str):
        return {SOURCE_LANGUAGE: stored}
    if isinstance(stored, Mapping):
        return {str(k): v for k, v in stored.items() if isinstance(v, str) and v.strip()}
    return {}


def name_in(name: ContentName, language: str) -> str:
    """``name`` in ``language``, else in English, else in the first language it has."""
    found = name.get(language) or name.get(SOURCE_LANGUAGE)
    if found:
        return found
    return next(iter(name.values()), "")


def name_matches(name: ContentName, text: str) -> bool:
    """Whether a player's ``text`` is ``name`` in any of its languages (case aside)."""
    wanted = text.strip().casefold()
    return any(value.casefold() == wanted for value in name.values())


@dataclass(frozen=True)
class Named:
    """A component's name as a parameter of words: worded in the reader's language when
    read, and stored as the content gave it (``{"content_name": {...}}``), a name and not a
    sentence, so that a log tells which card it was however the catalogues are reworded."""

    texts: tuple[tuple[str, str], ...]

    @classmethod
    def of(cls, stored: Any) -> Named:
        """The name a content document gives (a string, or language -> text)."""
        return cls(tuple(sorted(content_name(stored).items())))

    def text(self, language: str) -> str:
        return name_in(dict(self.texts), language)

    def as_dict(self) -> dict[str, str]:
        return dict(self.texts)

    def matches(self, text: str) -> bool:
        return name_matches(dict(self.texts), text)


def names_unfilled(name: ContentName, languages: tuple[str, ...]) -> tuple[str, ...]:
    """The languages of ``languages`` that ``name`` has no text in (an editor's to fill)."""
    return tuple(lang for lang in languages if not name.get(lang))


# The JSON Schema of a per-language name in a content kind: an object of language code to
# text, English required (a plain string, older content, is still valid). Any language a
# translator added may be filled in beside the two shipped.
CONTENT_NAME: dict[str, Any] = {
    "type": ["object", "string"],
    "required": [SOURCE_LANGUAGE],
    "properties": {
        SOURCE_LANGUAGE: {"type": "string", "minLength": 1},
        "pt-BR": {"type": "string"},
    },
    "additionalProperties": {"type": "string"},
}

__all__ = [
    "CONTENT_NAME",
    "ContentName",
    "Named",
    "content_name",
    "name_in",
    "name_matches",
    "names_unfilled",
]
