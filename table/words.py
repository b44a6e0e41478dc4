"""The page's own words, from its Fluent catalogues (``table/messages/<language>/page.ftl``),
served as one small JSON object per language: each message as plain text with its variables
left as ``{name}`` for the page to fill (``i18n.js``). Made once per process, versioned by a
hash of the words so the page can cache them for good, and gzip-compressed once."""

from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from fluent.syntax import FluentParser, ast

MESSAGES = Path(__file__).resolve().parent / "messages"
LANGUAGES = ("en", "pt-BR")


class WordsError(ValueError):
    """A message the page cannot fill by itself (a selector, a term, a function)."""


@dataclass(frozen=True)
class Served:
    body: bytes
    gzipped: bytes
    version: str


def page_words(language: str) -> dict[str, str]:
    """Message id → text, ``{ $name }`` written ``{name}``, for ``language``'s catalogue."""
    words: dict[str, str] = {}
    for path in sorted((MESSAGES / language).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                raise WordsError(f"{path}: {(entry.content or '').strip()[:80]}")
            if isinstance(entry, ast.Message) and entry.value is not None:
                words[entry.id.name] = _text(entry.id.name, entry.value)
    return words


def _text(name: str, pattern: ast.Pattern) -> str:
    parts = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        elif isinstance(element.expression, ast.VariableReference):
            parts.append("{" + element.expression.id.name + "}")
        elif isinstance(element.expression, ast.StringLiteral):
            parts.append(element.expression.parse()["value"])
        else:
            raise WordsError(f"{name}: only text and variables ({{ $name }}) reach the page")
    return "".join(parts)


@cache
def served(language: str) -> Served:
    """The JSON of ``language``'s words, with its gzip form and version (made once)."""
    body = json.dumps(page_words(language), ensure_ascii=False, sort_keys=True).encode()
    return Served(body, gzip.compress(body, 9, mtime=0), hashlib.sha256(body).hexdigest()[:12])


def words_version() -> str:
    """One version for every language's words (the page's URLs carry it)."""
    return hashlib.sha256("".join(served(lang).version for lang in LANGUAGES).encode()).hexdigest()[
        :12
    ]
