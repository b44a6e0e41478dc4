"""Portuguese a Brazilian reads as their own (issue 35): the pt-BR catalogues and the pt-BR
transcripts held to each game's glossary (``messages/pt-BR/glossary.txt``, the seeds' words
first) and to the faults a Brazilian reader found: "meu valor de" calques, a bare "2 aço",
a fact told twice, an id in the text, English outside a proper name."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax.ast import Message, TextElement
from fluent.syntax.visitor import Visitor

from tests.conformance.prose import ENGLISH, SNAKE, prose
from tests.conformance.transcripts import GAMES, path_for

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT / "games" / "messages" / "pt-BR"
SLUGS = tuple(slug for slug, _seats, _seed in GAMES)


def _glossary(directory: Path) -> list[tuple[str, tuple[str, ...]]]:
    """(the word used, the words not used for the same thing), line by line."""
    found = []
    for line in (directory / "glossary.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            used, _, avoided = line.partition("=")
            found.append((used.strip(), tuple(w.strip() for w in avoided.split(","))))
    return found


def _game_dir(slug: str) -> Path:
    return ROOT / "games" / "rules" / slug / "messages" / "pt-BR"


class _Texts(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_TextElement(self, node: TextElement) -> None:  # noqa: N802 (Visitor)
        self.found.append(node.value)


def _catalogue_texts(directory: Path) -> Iterator[tuple[str, str]]:
    """(where, text) of every message's words in ``directory``'s .ftl files: no ids, no
    parameters, no selector keys."""
    for path in sorted(directory.glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, Message):
                texts = _Texts()
                texts.visit(entry)
                yield f"{path.name}:{entry.id.name}", " ".join(texts.found)


def _transcript(slug: str) -> str:
    seed = next(seed for s, _seats, seed in GAMES if s == slug)
    return path_for(slug, seed, "pt-BR").read_text(encoding="utf-8")


def _avoided(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])")


@pytest.mark.parametrize("slug", SLUGS)
def test_the_catalogues_and_the_transcript_keep_to_the_game_s_glossary(slug: str) -> None:
    # The shared words everywhere; a game's own in its catalogues and its transcript (the
    # shared catalogues say "linha" of a JSON file, "tag" of an ETag).
    own = [*_catalogue_texts(_game_dir(slug)), (f"{slug} transcript", _transcript(slug))]
    shared = [*own, *_catalogue_texts(SHARED)]
    terms = [(t, shared) for t in _glossary(SHARED)] + [
        (t, own) for t in _glossary(_game_dir(slug))
    ]
    for (used, avoided), texts in terms:
        for word in avoided:
            pattern = _avoided(word)
            wrong = [where for where, text in texts if pattern.search(text)]
            assert not wrong, f"{slug}: «{word}» where the glossary says «{used}»: {wrong[:5]}"


def test_every_game_keeps_a_glossary_with_the_seed_s_words() -> None:
    assert _glossary(SHARED)
    for slug in SLUGS:
        assert len(_glossary(_game_dir(slug))) >= 3, slug


# --- the faults a Brazilian reader found, in every pt-BR transcript -------------------------
CALQUE = re.compile(r"\b[Mm]eu valor de\b|\b[Mm]eu valor\b")
# A resource counted bare: "2 aço" for "2 de aço", "3 prata" for "3 pratas".
BARE_COUNT = re.compile(r"\b\d+ (aço|titânio|calor|energia)\b|\b([2-9]|\d\d+) (prata|ouro)\b")
# An id in the text: a content id (GOAL-STONE-NW, SAN-A), a bonus card's or a project card's
# number that its name does not follow, an API word (a final score of three digits is none).
IDS = re.compile(
    r"\b[A-Z]{2,}(?:-[A-Z0-9]+)+\b|\bB0\d\b(?! «)"
    r"|(?<![\w,.-])(?<!pontuação final é )\d{3}\b(?! «)"
)
# What the automa does is its own: "o seu turno" read as "your turn".
AUTOMA_SEU = re.compile(r"(MarsBot|Papyrus)\b[^.;:]*\b(seu|sua|seus|suas)\b")
# Verbs of one fact: a draw, a discard. A move's block tells each at most once.
FACTS = {"draw": re.compile(r"\bcompr(ou|ei|a)\b"), "discard": re.compile(r"\bdescart")}


_NUMBERED = re.compile(r"^\d+\. ")


def _lines(slug: str) -> list[str]:
    """The transcript's lines without their move numbers."""
    return [_NUMBERED.sub("", line) for line in _transcript(slug).splitlines() if line.strip()]


def _blocks(slug: str) -> Iterator[list[str]]:
    block: list[str] = []
    for line in _lines(slug):
        if not line.startswith(" ") and block:
            yield block
            block = []
        block.append(line)
    if block:
        yield block


@pytest.mark.parametrize("slug", SLUGS)
def test_no_calque_no_bare_count_no_id_in_the_portuguese_transcript(slug: str) -> None:
    for line in _lines(slug):
        assert not CALQUE.search(line), line
        assert not BARE_COUNT.search(line), line
        assert not IDS.search(line), line
        assert not SNAKE.search(prose(line)), line
        assert not AUTOMA_SEU.search(line), line


@pytest.mark.parametrize("slug", ["architects", "saboteur"])
def test_a_move_tells_each_fact_once(slug: str) -> None:
    for block in _blocks(slug):
        for fact, pattern in FACTS.items():
            told = [line for line in block if pattern.search(line)]
            assert len(told) <= 1, f"{fact} told twice: {told}"


def _english_names(value: object) -> Iterator[str]:
    """Every content name whose Portuguese differs from its English: the English one must
    not show in Portuguese."""
    if isinstance(value, dict):
        en, pt = value.get("en"), value.get("pt-BR")
        if isinstance(en, str) and isinstance(pt, str) and pt and pt != en:
            yield en
        for inner in value.values():
            yield from _english_names(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _english_names(inner)


@pytest.mark.parametrize("slug", SLUGS)
def test_no_english_word_outside_a_proper_name_in_portuguese(slug: str) -> None:
    content = json.loads((ROOT / "games" / "content" / slug / "content.json").read_text())
    english = {f"«{name}»" for name in _english_names(content)}
    for line in _lines(slug):
        assert not ENGLISH.search(prose(line)), line
        named = [name for name in english if name in line]
        assert not named, f"English name in Portuguese: {named}: {line}"
