"""Messages staff rewrite from the admin without a deploy: checked against the shipped
message, stored, and laid over the catalogues of every process. Any catalogue may be
rewritten: problems and refusals, and each game's words (labels, sentences, instructions,
option words), which are worded when read and so change in games already under way.

A process keeps the overrides in memory (``games.rules.catalogues.overlay_set``), so wording a
problem never touches the database. ``message_overrides_refresh`` (run at the start of each
request) asks the cache for the overrides' version at most every ``CHECK_SECONDS`` and reads
the rows again when it changed; a save or a delete changes it. So a fix shows everywhere within
a few seconds, and a database or cache that is down leaves the last overrides in place.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections import defaultdict

from django.core.cache import cache
from django.db import DatabaseError
from fluent.syntax import FluentParser
from fluent.syntax.ast import Junk, Message
from redis.exceptions import RedisError

from games.models import MessageOverride
from games.problem_texts import catalogues_known
from games.rules.catalogues import Catalogue, overlay_set, variables_of
from games.rules.registry import ruleset_get, rulesets_registered
from games.rules.said import catalogues_of_words

logger = logging.getLogger(__name__)

VERSION_KEY = "message-overrides-version"
CHECK_SECONDS = 2.0


def catalogues_editable() -> dict[str, Catalogue]:
    """Every catalogue staff may override, by name: problems and refusals, and the words of
    every registered game (a game's catalogues are made when its package is imported)."""
    for slug in rulesets_registered():
        ruleset_get(slug)
    return {**catalogues_known(), **catalogues_of_words()}


def message_override_problems(
    *, catalogue: str, language: str, message_id: str, source: str
) -> list[str]:
    """Why this override cannot be saved (empty when it can): the message must be one the
    shipped English catalogue has, written as one Fluent message of that id, using only the
    parameters and attributes the shipped message uses."""
    editable = catalogues_editable()
    known = editable.get(catalogue)
    if known is None:
        return [f"There is no catalogue {catalogue!r}; one of {sorted(editable)}."]
    if message_id not in known.ids():
        return [f"The catalogue {catalogue} has no message {message_id!r}."]
    entries = FluentParser(with_spans=False).parse(source).body
    if any(isinstance(e, Junk) for e in entries):
        return ["This is not Fluent syntax: write it as id = text (see the shipped message)."]
    messages = [e for e in entries if isinstance(e, Message)]
    if len(messages) != 1 or messages[0].id.name != message_id:
        return [f"Write exactly one message, {message_id} = …"]
    return _shape_problems(known, messages[0])


def _shape_problems(known: Catalogue, message: Message) -> list[str]:
    problems = []
    allowed = known.variables(message.id.name)
    extra = variables_of(message) - allowed
    if extra:
        names = ", ".join(f"${n}" for n in sorted(extra))
        problems.append(f"The message has no parameter {names}; it has {sorted(allowed)}.")
    attributes = {a.id.name for a in message.attributes}
    shipped = known.attributes(message.id.name)
    if attributes != shipped:
        problems.append(
            f"The message's attributes are {sorted(shipped)}, not {sorted(attributes)}."
        )
    if message.value is None:
        problems.append("The message has no text.")
    return problems


def overrides_changed() -> None:
    """Tell every process that the overrides changed (after a save or a delete)."""
    try:
        cache.set(VERSION_KEY, uuid.uuid4().hex, None)
    except RedisError:
        logger.warning("message overrides saved, but the cache could not tell the processes")
    _LOADED.reload()


class _Loaded:
    """This process's overrides, as Fluent source by (catalogue, language)."""

    def __init__(self) -> None:
        self.sources: dict[tuple[str, str], str] = {}
        self.version: str | None = None
        self.checked = float("-inf")
        self.lock = threading.Lock()

    def __call__(self, catalogue: str, language: str) -> str:
        return self.sources.get((catalogue, language), "")

    def refresh(self) -> None:
        now = time.monotonic()
        if now - self.checked < CHECK_SECONDS:
            return
        with self.lock:
            self.checked = now
            try:
                version = cache.get(VERSION_KEY)
                if version is None:  # never saved, or the cache was emptied
                    cache.add(VERSION_KEY, uuid.uuid4().hex, None)
                    version = cache.get(VERSION_KEY)
                if version != self.version:
                    self._read()
                    self.version = version
            except (DatabaseError, RedisError):
                logger.warning("message overrides not refreshed: kept the last ones")

    def reload(self) -> None:
        with self.lock:
            self._read()
            self.checked = time.monotonic()

    def _read(self) -> None:
        found: dict[tuple[str, str], list[str]] = defaultdict(list)
        for row in MessageOverride.objects.only("catalogue", "language", "source"):
            found[(row.catalogue, row.language)].append(row.source)
        self.sources = {key: "\n\n".join(parts) for key, parts in found.items()}
        overlay_set(self if self.sources else None)


_LOADED = _Loaded()


def message_overrides_refresh() -> None:
    """Bring this process's overrides up to date (cheap: at most one cache read per
    ``CHECK_SECONDS``)."""
    _LOADED.refresh()
