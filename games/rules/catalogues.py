"""Message catalogues: what the server says, in Project Fluent files a translator edits.

A catalogue is named like ``problems`` or ``architects/reasons`` and lives in a directory of
``<language>/<file>.ftl`` files, ``en`` holding the source text. Fluent keeps the grammar in
the translation, not in code: a message chooses its own words by a number's plural category
or a value (``{ $count -> [1] seat *[other] seats }``), so each language agrees as it needs.

Adding a language is adding its files, beside the shipped ones or in a directory of
``AUTOMA_MESSAGES_DIRS`` (paths joined by ``os.pathsep``, each holding
``<language>/<catalogue name>.ftl``), which also overrides a shipped message.
A message a language lacks is said in English.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNumber, fluent_number
from fluent.syntax.ast import Message, Resource, VariableReference
from fluent.syntax.serializer import FluentSerializer
from fluent.syntax.visitor import Visitor

from games.rules.memo import Memo

SOURCE_LANGUAGE = "en"
MESSAGES_DIRS_ENV = "AUTOMA_MESSAGES_DIRS"


def extra_dirs() -> tuple[Path, ...]:
    """The directories of ``AUTOMA_MESSAGES_DIRS``, in order (a later one wins)."""
    raw = os.environ.get(MESSAGES_DIRS_ENV, "")
    return tuple(Path(part) for part in raw.split(os.pathsep) if part)


def fluent_value(value: Any) -> Any:
    """A parameter as Fluent takes it: integers as numbers (plural selectors work on them)
    written without grouping, as the JSON they are shown as elsewhere; the rest as given."""
    if isinstance(value, int) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    return value


@dataclass(frozen=True)
class Catalogue:
    """One catalogue in every language it has files for: ``directory/<language>/<file>.ftl``,
    the file named by the last part of ``name``."""

    directory: Path
    name: str

    @property
    def _file(self) -> str:
        return f"{self.name.rsplit('/', 1)[-1]}.ftl"

    def _files(self, language: str) -> list[Path]:
        return list(_files(self, language, extra_dirs()))

    def languages(self) -> tuple[str, ...]:
        """The languages with a file of this catalogue, English first."""
        return _languages(self, extra_dirs())

    def _bundle(self, language: str) -> FluentBundle | None:
        overlay = _overlay[0](self.name, language) if _overlay else ""
        return _bundle(tuple(self._files(language)), language, overlay)

    def ids(self, language: str = SOURCE_LANGUAGE) -> frozenset[str]:
        """The ids of the messages ``language`` has (by default the source's)."""
        return frozenset(
            entry.id.name
            for path in self._files(language)
            for entry in _resource(path).body
            if isinstance(entry, Message)
        )

    def source(self, message_id: str, language: str) -> str | None:
        """The message as its file writes it (what a translator reads), or None."""
        for path in reversed(self._files(language)):
            for entry in _resource(path).body:
                if isinstance(entry, Message) and entry.id.name == message_id:
                    return str(FluentSerializer().serialize_entry(entry))
        return None

    def warm(self) -> None:
        """Parse the files of every language now (a process readying itself)."""
        for language in self.languages():
            self._bundle(language)

    def has(self, message_id: str, language: str) -> bool:
        bundle = self._bundle(language)
        return bundle is not None and bundle.has_message(message_id)

    def _entries(self, message_id: str, language: str) -> list[Message]:
        return [
            entry
            for path in self._files(language)
            for entry in _resource(path).body
            if isinstance(entry, Message) and entry.id.name == message_id
        ]

    def variables(self, message_id: str, language: str = SOURCE_LANGUAGE) -> frozenset[str]:
        """The names of the parameters the message uses."""
        return frozenset().union(*(variables_of(e) for e in self._entries(message_id, language)))

    def attributes(self, message_id: str, language: str = SOURCE_LANGUAGE) -> frozenset[str]:
        """The names of the message's attributes (``title`` for ``.title``)."""
        entries = self._entries(message_id, language)
        return frozenset(a.id.name for e in entries[-1:] for a in e.attributes)

    def text(
        self,
        message_id: str,
        language: str,
        params: Mapping[str, Any] | None = None,
        attribute: str = "",
        lenient: bool = False,
    ) -> str | None:
        """The message (or its ``attribute``, as ``.title``) in ``language``, English when
        it lacks it, filled with ``params``; None when no catalogue has it or a parameter it
        needs is missing (``lenient``: the words with a missing parameter shown by its name)."""
        for lang in dict.fromkeys((language, SOURCE_LANGUAGE)):
            bundle = self._bundle(lang)
            if bundle is None or not bundle.has_message(message_id):
                continue
            message = bundle.get_message(message_id)
            pattern = message.attributes.get(attribute) if attribute else message.value
            if pattern is None:
                continue
            key = _formatted_key(bundle, message_id, attribute, lenient, params)
            if key is not None and key in _FORMATTED:
                return _FORMATTED[key]
            args = {k: fluent_value(v) for k, v in (params or {}).items()}
            text, errors = bundle.format_pattern(pattern, args)
            # Lenient: Fluent's own rendering, a missing parameter shown by its name.
            found = None if errors and not lenient else str(text)
            if key is not None:
                _FORMATTED.put(key, found)
            return found
        return None


# Words already formatted, by bundle (a change of files or overrides makes a new one), message
# and parameters: a listing words the same labels (spaces, cards) move after move, and Fluent
# formats at about 35 µs a message.
# About 0.5 KB an entry: ~1 MB per process, the oldest dropped (games/rules/memo.py).
_FORMATTED: Memo[tuple[Any, ...], str | None] = Memo(cap=2_048)


def _formatted_key(
    bundle: FluentBundle,
    message_id: str,
    attribute: str,
    lenient: bool,
    params: Mapping[str, Any] | None,
) -> tuple[Any, ...] | None:
    items = tuple(sorted((params or {}).items()))
    if not all(isinstance(v, (str, int, float)) for _k, v in items):
        return None  # a list or a mapping: formatted each time
    # The value's type too: 1 and True, 1 and 1.0 are worded apart.
    typed = tuple((k, type(v).__name__, v) for k, v in items)
    # The bundle itself, not its id: held here, no later bundle can take its id.
    return (bundle, message_id, attribute, lenient, typed)


def variables_of(message: Message) -> frozenset[str]:
    """The names of the parameters a parsed message uses."""
    found: set[str] = set()
    _Variables(found).visit(message)
    return frozenset(found)


class _Variables(Visitor):
    def __init__(self, found: set[str]) -> None:
        super().__init__()
        self.found = found

    def visit_VariableReference(self, node: VariableReference) -> None:  # noqa: N802 (Visitor)
        self.found.add(node.id.name)


def _lower_first(text: Any) -> str:
    words = str(text)
    return words[:1].lower() + words[1:]


# Functions a translator may call in a message: ``{ LOWERFIRST($report) }`` words a sentence
# given as a parameter so that it goes on after a colon ("Ana relatou: coloquei ...").
FUNCTIONS: dict[str, Callable[..., Any]] = {"LOWERFIRST": _lower_first}


# Which files a catalogue has is read from the disk once per set of AUTOMA_MESSAGES_DIRS (a
# label is worded thousands of times a second; ``catalogues_reload`` forgets them).
@lru_cache(maxsize=1024)
def _files(catalogue: Catalogue, language: str, extra: tuple[Path, ...]) -> tuple[Path, ...]:
    shipped = catalogue.directory / language / catalogue._file
    overlays = [d / language / f"{catalogue.name}.ftl" for d in extra]
    return tuple(p for p in (shipped, *overlays) if p.is_file())


@lru_cache(maxsize=256)
def _languages(catalogue: Catalogue, extra: tuple[Path, ...]) -> tuple[str, ...]:
    found = set()
    if catalogue.directory.is_dir():
        found = {p.name for p in catalogue.directory.iterdir() if (p / catalogue._file).is_file()}
    for directory in extra:
        if directory.is_dir():
            name = f"{catalogue.name}.ftl"
            found |= {p.name for p in directory.iterdir() if (p / name).is_file()}
    return (SOURCE_LANGUAGE, *sorted(found - {SOURCE_LANGUAGE}))


# Bounded: each change of the overrides makes new bundles, and the old ones are not asked again.
@lru_cache(maxsize=256)
def _bundle(files: tuple[Path, ...], language: str, overlay: str) -> FluentBundle | None:
    # Cached by the files' paths and the overlay's text: a process reads each catalogue once
    # (other directories in AUTOMA_MESSAGES_DIRS, or changed overrides, make a new bundle).
    if not files and not overlay:
        return None
    bundle = FluentBundle([language], functions=FUNCTIONS, use_isolating=False)
    for path in files:
        bundle.add_resource(_resource(path), allow_overrides=True)
    if overlay:
        bundle.add_resource(FluentResource(overlay), allow_overrides=True)
    return bundle


# Messages laid over the files, which staff changed without a deploy: a function of the
# catalogue's name and the language giving Fluent source ("" for none). The service sets it
# (games/message_overrides.py); the engines never read the database.
OverlaySource = Callable[[str, str], str]
_overlay: list[OverlaySource] = []


def overlay_set(source: OverlaySource | None) -> None:
    """Lay ``source``'s messages over every catalogue's files (None: the files alone)."""
    _overlay[:] = [] if source is None else [source]
    WORDED.clear()  # words with nested messages were worded by the bundles this replaces


# Whole words already worded (``said.Said.text``), by message, parameters (nested words
# included) and language: a listing words the same labels move after move, each label several
# messages deep. Emptied whenever a catalogue or an override may have changed.
# Each entry holds its key's nested parameters: about 2 KB (measured with tracemalloc over 600
# moves of new Architects games), so the cap bounds the cache near 4 MB per process. Most
# entries are a move's new words, read a few times around that move: the labels of the games
# being played fit in a few hundred entries, and the oldest entry goes as a new one comes
# (games/rules/memo.py). Emptied whole when full at 4,096, it took a soak 17 minutes to refill:
# a climb of several MB that read as a leak (docs/measurements/procs.md, "Memory").
WORDED: Memo[tuple[Any, ...], str] = Memo(cap=2_048)


@cache
def _resource(path: Path) -> Resource:
    return FluentResource(path.read_text(encoding="utf-8"))


def catalogues_reload() -> None:
    """Forget the catalogues read (after their files change: a test, a translator's fix)."""
    _bundle.cache_clear()
    _resource.cache_clear()
    _files.cache_clear()
    _languages.cache_clear()
    _FORMATTED.clear()
    WORDED.clear()


__all__ = [
    "Catalogue",
    "FluentNumber",
    "OverlaySource",
    "catalogues_reload",
    "extra_dirs",
    "fluent_value",
    "overlay_set",
    "variables_of",
]
