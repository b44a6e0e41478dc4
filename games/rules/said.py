"""Words worded when they are read: a catalogue's message and its parameters, not text.

A game's labels, sentences and instructions are ``Said`` values. The API words one in the
reader's language when it answers, and a state or an event stores one as its message id and
data (``said_json``), never as a sentence, so a rewording changes no stored game. A ``Said``
reads like the ``Labels`` it stands for (a mapping of each language to its text), so readers
that pick a language need not know the difference; only the language asked is worded.

A parameter is a string (a proper name), a number (Fluent chooses plural forms by it),
another ``Said`` (worded in the same language) or a ``Listed`` (several, joined the way the
language joins a list).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Union

from games.rules.catalogues import SOURCE_LANGUAGE, WORDED, Catalogue
from games.rules.content_names import Named

Param = Union[str, int, float, "Said", "Listed", Named, Mapping[str, str]]


logger = logging.getLogger(__name__)
# Tests (and an operator who prefers it) make a word that cannot be worded an error
# (``AUTOMA_WORDS_STRICT=1``); a server logs it and words what it can.
STRICT = os.environ.get("AUTOMA_WORDS_STRICT") == "1"


class MissingMessage(LookupError):
    """A ``Said`` whose message its catalogue lacks, or without a parameter it needs: a bug
    of the game's words (the conformance suite words every message), never the reader's."""


# Every catalogue of words by name, so that a stored ``Said`` finds its catalogue again.
_CATALOGUES: dict[str, Catalogue] = {}


def words_catalogue(directory: Path, name: str) -> Catalogue:
    """The catalogue ``name`` (``marsbot/words``, say) in ``directory``, known by that name to
    ``said_from_json``."""
    found = Catalogue(directory, name)
    known = _CATALOGUES.setdefault(name, found)
    if known != found:
        raise ValueError(f"two catalogues are named {name!r}: {known.directory}, {directory}")
    return found


def catalogues_of_words() -> dict[str, Catalogue]:
    """The catalogues of words made so far (every game's, once its package is imported)."""
    return dict(_CATALOGUES)


# The catalogues every game shares (``games/messages``): the list joins and other pieces here,
# the companion protocol's and the seats' words beside them.
SHARED_DIR = Path(__file__).resolve().parent.parent / "messages"
SHARED = words_catalogue(SHARED_DIR, "words")


@dataclass(frozen=True, eq=False)
class Said(Mapping[str, str]):
    """Message ``id`` of ``catalogue`` with ``args``; ``said[language]`` words it."""

    catalogue: Catalogue
    id: str
    args: Mapping[str, Param] = field(default_factory=dict)

    def text(self, language: str) -> str:
        """The words in ``language`` (English where it lacks the message)."""
        key = (language, _said_key(self))
        known = WORDED.get(key) if key[1] is not None else None
        if known is not None:
            return known
        params = {name: worded(value, language) for name, value in self.args.items()}
        found = self.catalogue.text(self.id, language, params)
        if found is not None and key[1] is not None:
            WORDED.put(key, found)
        if found is None:
            problem = f"{self.catalogue.name} cannot word {self.id!r} with {sorted(params)}"
            if STRICT:
                raise MissingMessage(problem)
            # A reader still gets the words, a missing part marked, never an error page.
            logger.error("%s", problem)
            lenient = self.catalogue.text(self.id, language, params, lenient=True)
            return lenient if lenient is not None else self.id
        return found

    def __getitem__(self, language: str) -> str:
        return self.text(language)

    def __iter__(self) -> Iterator[str]:
        return iter(self.catalogue.languages())

    def __len__(self) -> int:
        return len(self.catalogue.languages())

    def __repr__(self) -> str:
        return f"Said({self.catalogue.name}:{self.id}, {dict(self.args)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Said):
            same: bool = said_json(self) == said_json(other)
            return same
        if isinstance(other, Mapping):
            return dict(self) == dict(other)
        return False

    __hash__ = None  # type: ignore[assignment]  # a mapping, compared by its words


@dataclass(frozen=True)
class Listed:
    """Several words joined as a list: "A, B and C" / "A, B e C" (``joiner`` "and" or "or")."""

    items: Sequence[Param]
    joiner: Literal["and", "or"] = "and"

    def text(self, language: str) -> str:
        parts = [worded(item, language) for item in self.items]
        if len(parts) <= 1:
            return "".join(str(p) for p in parts)
        head = Said(SHARED, "list-separator").text(language).join(str(p) for p in parts[:-1])
        return Said(SHARED, f"list-{self.joiner}", {"head": head, "last": parts[-1]}).text(language)


def _said_key(said: Said) -> tuple[Any, ...] | None:
    """What a ``Said`` is worded from, as a key (None: a parameter that cannot be one)."""
    args = []
    for name, value in said.args.items():
        found = _param_key(value)
        if found is None:
            return None
        args.append((name, found))
    return (said.catalogue, said.id, tuple(sorted(args)))


def _param_key(value: Any) -> Any:
    # The type too: 1 and True, 1 and 1.0 are worded apart.
    if isinstance(value, str | int | float):
        return (type(value).__name__, value)
    if isinstance(value, Said):
        return _said_key(value)
    if isinstance(value, Named):
        return ("named", value.texts)
    if isinstance(value, Listed):
        items = tuple(_param_key(item) for item in value.items)
        return None if None in items else ("listed", value.joiner, items)
    if isinstance(value, Mapping) and all(isinstance(v, str) for v in value.values()):
        return ("text", tuple(sorted(value.items())))
    return None


def worded(value: Param | Mapping[str, str], language: str) -> str | int | float:
    """A parameter as its message takes it: words worded in ``language``, the rest as is (text
    in each language, as words not yet data are, in ``language`` or English)."""
    if isinstance(value, (Said, Listed, Named)):
        return value.text(language)
    if isinstance(value, Mapping):
        return str(value.get(language) or value.get(SOURCE_LANGUAGE, ""))
    return value


def said(catalogue: Catalogue, message_id: str, **args: Param) -> Said:
    """``Said(catalogue, message_id, args)``, the parameters named as the message names them."""
    return Said(catalogue, message_id, args)


# --- stored form ----------------------------------------------------------------------------
# {"said": "<catalogue>", "id": "<message>", "args": {...}}, a list as {"listed": [...],
# "joiner": "and"}; strings and numbers as themselves.


def said_json(value: Param) -> Any:
    """``value`` as JSON a state or an event stores."""
    if isinstance(value, Said):
        out: dict[str, Any] = {"said": value.catalogue.name, "id": value.id}
        if value.args:
            out["args"] = {name: said_json(v) for name, v in value.args.items()}
        return out
    if isinstance(value, Listed):
        return {"listed": [said_json(item) for item in value.items], "joiner": value.joiner}
    if isinstance(value, Named):
        return {"content_name": value.as_dict()}
    return value


def said_from_json(stored: Any) -> Any:
    """What ``said_json`` stored (its catalogue must be known: its game imported)."""
    if isinstance(stored, dict) and "said" in stored:
        catalogue = _CATALOGUES.get(stored["said"])
        if catalogue is None:
            raise MissingMessage(f"no catalogue of words is named {stored['said']!r}")
        args = {name: said_from_json(v) for name, v in (stored.get("args") or {}).items()}
        return Said(catalogue, stored["id"], args)
    if isinstance(stored, dict) and "listed" in stored:
        return Listed(tuple(said_from_json(i) for i in stored["listed"]), stored["joiner"])
    if isinstance(stored, dict) and "content_name" in stored:
        return Named.of(stored["content_name"])
    return stored


def is_said_json(stored: Any) -> bool:
    return isinstance(stored, dict) and "said" in stored


def stored_words(stored: Any) -> Mapping[str, str]:
    """Stored words as a reader takes them: a stored ``Said``, or the text of every language
    that games stored before words were data kept (``{"en": ..., "pt-BR": ...}``)."""
    if is_said_json(stored):
        found: Said = said_from_json(stored)
        return found
    return dict(stored or {})


def worded_within(value: Any, language: str) -> Any:
    """``value`` (JSON: objects, lists, scalars) with every ``Said`` and ``Listed`` in it
    worded in ``language``: a problem's ``errors`` as an answer shows them."""
    if isinstance(value, (Said, Listed, Named)):
        return value.text(language)
    if isinstance(value, Mapping):
        return {key: worded_within(item, language) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [worded_within(item, language) for item in value]
    return value


def in_language(words: Mapping[str, str] | None, language: str) -> str | None:
    """``words`` in ``language``, in English when it has none; None for no words."""
    if not words:
        return None
    if isinstance(words, Said):
        return words.text(language)
    return words.get(language) or words.get(SOURCE_LANGUAGE)


__all__ = [
    "SHARED",
    "SHARED_DIR",
    "Listed",
    "MissingMessage",
    "Param",
    "Said",
    "catalogues_of_words",
    "in_language",
    "is_said_json",
    "said",
    "said_from_json",
    "said_json",
    "stored_words",
    "words_catalogue",
    "worded",
    "worded_within",
]
