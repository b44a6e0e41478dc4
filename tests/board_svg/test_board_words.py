"""Every word of the board drawings comes from the catalogues, in the reader's language: the
pseudo-locale (made from the English catalogues, bracketed and accented) over every position
of a random game and every viewer, where only names (the seats', the content's) and numbers
may stay as they are. All four games' pictures."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from games.rules.catalogues import MESSAGES_DIRS_ENV, catalogues_reload
from games.rules.registry import ruleset_get
from games.rules.said import catalogues_of_words
from tests.board_svg.test_drawings import SEATS, _positions
from tests.conformance.pseudo_locale import CLOSE, OPEN, PSEUDO, pseudo_catalogue_write

WORDED = ("architects", "saboteur", "marsbot", "scholars")
NAMES = ["Ana", "Bia", "Caio", "Duda"]
BRACKETED = re.compile(f"{OPEN}[^{CLOSE}]*{CLOSE}")


@pytest.fixture
def pseudo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for slug in WORDED:  # each game's catalogues are made when its package is imported
        ruleset_get(slug)
    for catalogue in catalogues_of_words().values():
        pseudo_catalogue_write(catalogue, tmp_path)
    monkeypatch.setenv(MESSAGES_DIRS_ENV, str(tmp_path))
    catalogues_reload()
    yield
    monkeypatch.delenv(MESSAGES_DIRS_ENV)
    catalogues_reload()


def _content_names(value: Any) -> set[str]:
    """Every name a content document gives (``name``, in any language)."""
    found: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "name" and isinstance(item, dict):
                found.update(str(v) for v in item.values())
            elif key == "name" and isinstance(item, str):
                found.add(item)
            else:
                found |= _content_names(item)
    elif isinstance(value, list):
        for item in value:
            found |= _content_names(item)
    return found


def _unworded(text: str, names: set[str]) -> str:
    """What of ``text`` is neither from a catalogue nor a name: English left behind."""
    rest = BRACKETED.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return "".join(ch for ch in rest if ch.isascii() and ch.isalpha())


@pytest.mark.parametrize("slug", WORDED)
def test_every_word_of_the_board_comes_from_the_catalogues(pseudo, slug):
    shown = 0
    for rules, state in _positions(slug, seed=5, every=11):
        names = set(NAMES) | _content_names(rules.content)
        for viewer in (None, *range(SEATS[slug])):
            svg = rules.draw(rules.view(state, viewer), NAMES[: SEATS[slug]], PSEUDO)
            root = ET.fromstring(svg)
            texts = [e.text or "" for e in root.iter() if e.tag.endswith(("text", "title"))]
            texts.append(root.get("aria-label") or "")
            for text in texts:
                assert _unworded(text, names) == "", (viewer, text)
            shown += sum(OPEN in t for t in texts)
    assert shown > 100  # the words were there, worded from the pseudo catalogues
