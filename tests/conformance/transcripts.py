"""Word transcripts: one whole seeded game of each game, as its first seat reads the log, in
each language, kept as text a native reader reviews (issue 24).

A transcript is what the log says, move by move: the move's sentence, the sentences of the
events it brought (an event that only repeats its move's sentence is left out, as the API
leaves it out), and in a companion game the automa's instructions with their why. The suite
re-renders each one and compares (``test_transcripts``): a rewording shows up as a diff to read,
and only a change of words changes a transcript. After an intended change of words:
    python -m tests.conformance.transcripts
rewrites them; read the diff before committing it.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from games.rules.core import Ruleset
from games.rules.listing_words import labelled_listing
from games.rules.registry import ruleset_get
from games.rules.said import in_language, stored_words
from tests.rules.legal_pick import listed_random

TRANSCRIPTS_DIR = Path(__file__).resolve().parent / "transcripts"
LANGUAGES = ("en", "pt-BR")
NAMES = ["Ana", "Bia", "Caio", "Duda", "Edu"]
# One game of each: (slug, seats, seed). Competitive seats are all the basic automa.
GAMES = (("architects", 3, 11), ("saboteur", 5, 11), ("marsbot", 2, 11), ("scholars", 2, 11))
MAX_MOVES = 2_000


def path_for(slug: str, seed: int, language: str) -> Path:
    return TRANSCRIPTS_DIR / f"{slug}-{seed}.{language}.txt"


def _chosen(rules: Ruleset, state: Any, seat: int, rng: random.Random, names: list[str]) -> Any:
    """A companion's report picked from the listing as an app picks; a competitive seat's
    move as the basic automa plays it."""
    if rules.companion:
        return listed_random(rng, rng.choice(labelled_listing(rules, state, seat, names)))
    return rules.automa(rules.view(state, seat), seat, rules.default_automa_level, rng)


def _said(words: Mapping[str, str] | None, language: str) -> str | None:
    return in_language(words, language)


def read_log(slug: str, seats: int, seed: int) -> Iterator[tuple[str, Any]]:
    """The log of the seeded game as seat 0 reads it: ("move", words), ("event", words),
    ("instruction", words), ("why", words)."""
    rules = ruleset_get(slug)
    names = NAMES[:seats]
    state = rules.setup({}, seats, seed)
    rng = random.Random(seed)
    for _ in range(MAX_MOVES):
        if rules.is_over(state):
            return
        seat = rules.to_act(state)[0]
        action = _chosen(rules, state, seat, rng, names)
        state, events = rules.apply(state, seat, action)
        redacted = rules.redact_action(action, seat, 0)
        yield "move", rules.describe_move(redacted, seat, 0, names)
        for event in events:
            as_json = event.to_json()
            if event.kind == "instruction":
                yield "instruction", stored_words(as_json["data"].get("text"))
                if as_json["data"].get("why"):
                    yield "why", stored_words(as_json["data"]["why"])
            elif rules.event_visible(as_json, 0):
                yield "event", rules.describe(as_json, 0, names)
    raise RuntimeError(f"{slug} seed {seed} is not over after {MAX_MOVES} moves")


_PREFIX = {"move": "", "event": "  · ", "instruction": "  → ", "why": "      "}


def transcript(slug: str, seats: int, seed: int, language: str) -> str:
    lines: list[str] = []
    move_text: str | None = None
    number = 0
    for kind, words in read_log(slug, seats, seed):
        text = _said(words, language)
        if kind == "move":
            number += 1
            move_text = text
            lines.append(f"{number}. {text or '—'}")
        elif text and not (kind == "event" and text == move_text):
            said = f"({text})" if kind == "why" else text
            lines.append(f"{_PREFIX[kind]}{said}")
    return "\n".join(lines) + "\n"


def write_all() -> list[Path]:
    TRANSCRIPTS_DIR.mkdir(exist_ok=True)
    written = []
    for slug, seats, seed in GAMES:
        for language in LANGUAGES:
            path = path_for(slug, seed, language)
            path.write_text(transcript(slug, seats, seed, language), encoding="utf-8")
            written.append(path)
    return written


if __name__ == "__main__":
    for path in write_all():
        sys.stdout.write(f"wrote {path}\n")
