"""Adding a language is adding catalogue files, for a game's words too: with the pseudo-locale
written from every English catalogue of words, each label, move sentence, event sentence and
companion instruction (its text and its why) of seeded games comes whole from a catalogue,
and so does every set-up option's title, description and values' words (``oneOf``) the API
serves (each game's own, the rules edition's and the seat options').

A text worded in code (not a ``said.Said``) has no pseudo-locale at all and fails here, and
so does a sentence glued from pieces outside a message: every piece it shows must be
bracketed, accented text or a parameter (a seat's or a card's name, a number)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from games.rules.catalogues import MESSAGES_DIRS_ENV, catalogues_reload
from games.rules.listing_words import ValueLabels, labelled_listing
from games.rules.options import value_token
from games.rules.registry import SLUGS, ruleset_get, rulesets_registered
from games.rules.revision import edition_made, revision_words
from games.rules.saboteur.catalogue import OPTIONS as SABOTEUR_OPTIONS
from games.rules.said import Listed, Said, catalogues_of_words
from games.services.seat_options import SEAT_OPTION_WORDS, game_options_schema
from tests.conformance.pseudo_locale import CLOSE, OPEN, PSEUDO, pseudo_catalogue_write
from tests.rules.legal_pick import listed_random

NAMES = ["Ana", "Bia", "Caio", "Duda"]
GAMES = ("architects", "saboteur", "marsbot", "scholars")
# Games whose words are not all data yet: strict, so a game that passes must leave the list.
NOT_YET: frozenset[str] = frozenset()
# Games whose states still store sentences (companion instructions as text).
STORING_TEXT: frozenset[str] = frozenset()
# A read text: where it was read, and the words.
Read = tuple[str, Mapping[str, str] | None]


@pytest.fixture(scope="module")
def pseudo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    for slug in rulesets_registered():
        ruleset_get(slug)  # its package's catalogues of words are made on import
    root = tmp_path_factory.mktemp("pseudo")
    for catalogue in catalogues_of_words().values():
        pseudo_catalogue_write(catalogue, root)
    patch = pytest.MonkeyPatch()
    patch.setenv(MESSAGES_DIRS_ENV, str(root))
    catalogues_reload()
    yield root
    patch.undo()
    catalogues_reload()


def _listing(rules: Any, state: Any, seat: int, names: list[str]) -> Iterator[Read]:
    for entry in labelled_listing(rules, state, seat, names):
        yield f"label of {entry['action'].get('type')}", entry["labels"]
        for name, schema in (entry.get("params") or {}).items():
            for index, _value in enumerate(schema.get("enum") if "labels" in schema else ()):
                yield f"value label of {name}", _nth(schema["labels"], index)


def _nth(value_labels: Any, index: int) -> Mapping[str, str] | None:
    """The label of a parameter's ``index``-th value (``listing_words.ValueLabels``)."""
    assert isinstance(value_labels, ValueLabels), value_labels
    return value_labels.worded[index]


def _played(slug: str, seed: int, moves: int) -> Iterator[Read]:
    """What the seats of a seeded random game read: labels (listed and of each legal action),
    move and event sentences for each viewer, and the instructions in the views."""
    rules = ruleset_get(slug)
    names = NAMES[: 2 if rules.companion else max(rules.min_seats, 3)]
    state = rules.setup({}, len(names), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        view = rules.view(state, seat)
        for action in rules.legal_actions(state, seat)[:40]:
            yield f"label of {action.get('type')}", rules.label_named(action, view, names)
        listing = labelled_listing(rules, state, seat, names)
        yield from _listing(rules, state, seat, names)
        entry = rng.choice(listing)
        action = listed_random(rng, entry)
        state, events = rules.apply(state, seat, action)
        for viewer in (*range(len(names)), None):
            redacted = rules.redact_action(action, seat, viewer)
            yield (
                f"sentence of {action['type']}",
                rules.describe_move(redacted, seat, viewer, names),
            )
            for event in events:
                if rules.event_visible(event.to_json(), viewer):
                    said = rules.describe(event.to_json(), viewer, names)
                    if said is not None or event.kind != "instruction":
                        yield f"sentence of event {event.kind}", said
        for stored in state.get("instructions") or []:
            yield f"instruction {stored.get('kind')}", _read_back(stored.get("text"))
            if stored.get("why"):
                yield f"why of instruction {stored.get('kind')}", _read_back(stored.get("why"))


def _read_back(stored: Any) -> Mapping[str, str]:
    from games.rules.said import stored_words

    return stored_words(stored)


def _assert_whole(where: str, words: Mapping[str, str] | None) -> None:
    if words is None:
        return  # no sentence for it (the conformance words tests say which must have one)
    assert isinstance(words, Said), f"{where} is worded in code, not from a catalogue: {words}"
    text = words[PSEUDO]
    english = words["en"]
    assert text.startswith(OPEN) and text.endswith(CLOSE), f"{where} escaped: {text}"
    assert text != english, where
    outside = _outside_brackets(text)
    assert not outside.strip(), f"{where}: {outside!r} is outside any message: {text}"
    # Parameters are names and numbers, or words from a catalogue: never text worded in code.
    worded_in_code = list(_text_parameters(words))
    assert not worded_in_code, f"{where}: text worded in code passed as {worded_in_code}"


def _text_parameters(words: Any) -> Iterator[str]:
    """The parameters, anywhere in ``words``, that are text in several languages."""
    items = words.items if isinstance(words, Listed) else ()
    args = words.args.items() if isinstance(words, Said) else enumerate(items)
    for name, value in args:
        if isinstance(value, (Said, Listed)):
            yield from _text_parameters(value)
        elif isinstance(value, Mapping):
            yield str(name)


def _outside_brackets(text: str) -> str:
    depth, found = 0, []
    for ch in text:
        if ch == OPEN:
            depth += 1
        elif ch == CLOSE:
            depth -= 1
        elif depth == 0:
            found.append(ch)
    return "".join(found)


def _case(slug: str, pending: frozenset[str] = NOT_YET) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason="words not all data")] if slug in pending else []
    return pytest.param(slug, marks=marks, id=slug)


@pytest.mark.parametrize("slug", [_case(slug) for slug in GAMES])
def test_every_word_a_seat_reads_comes_whole_from_a_catalogue(slug: str, pseudo: Path) -> None:
    moves = 400 if ruleset_get(slug).companion else 10_000
    for seed in range(3):
        for where, words in _played(slug, seed, moves):
            _assert_whole(f"{slug} seed {seed}: {where}", words)


def test_the_pseudo_locale_is_a_language_of_every_catalogue_of_words(pseudo: Path) -> None:
    catalogues = catalogues_of_words()
    assert "words" in catalogues  # the shared pieces
    for catalogue in catalogues.values():
        assert PSEUDO in catalogue.languages(), catalogue.name
        assert catalogue.ids(PSEUDO) == catalogue.ids(), catalogue.name


def _sentences_stored(value: Any, where: str = "") -> Iterator[str]:
    """Places in stored JSON holding text in several languages (words not stored as data)."""
    if isinstance(value, dict):
        if "pt-BR" in value:
            yield where or "."
        for key, inner in value.items():
            if key == "content_name":
                continue  # a component's name as the content gives it: a name, no sentence
            yield from _sentences_stored(inner, f"{where}.{key}")
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _sentences_stored(inner, f"{where}[{index}]")


@pytest.mark.parametrize("slug", [_case(slug, STORING_TEXT) for slug in GAMES])
def test_no_state_or_event_of_a_new_game_holds_a_sentence(slug: str) -> None:
    rules = ruleset_get(slug)
    seats = 2 if rules.companion else max(rules.min_seats, 3)
    for seed in range(3):
        state = rules.setup({}, seats, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            listing = labelled_listing(rules, state, seat, NAMES[:seats])
            entry = rng.choice(listing)
            state, events = rules.apply(state, seat, listed_random(rng, entry))
            stored = [state, *(event.to_json() for event in events)]
            found = [place for item in stored for place in _sentences_stored(item)]
            assert not found, f"{slug} seed {seed} stores sentences at {found[:5]}"


@pytest.mark.parametrize("slug", SLUGS)
def test_every_option_title_and_description_comes_whole_from_a_catalogue(
    slug: str, pseudo: Path
) -> None:
    # Given the options an app is served for this game, its own and the seat options
    rules = ruleset_get(slug)
    served = game_options_schema(rules, PSEUDO)["properties"]
    words = {**rules.option_words, **SEAT_OPTION_WORDS}
    assert {"turn_seconds", "rules_revision"} <= set(served)
    for name, spec in served.items():
        worded = words[name].for_values(spec.get("enum") or [])
        for key in ("title", "description"):
            said = getattr(worded, key)
            # Then each is a catalogue's message, served in the pseudo-locale
            _assert_whole(f"{slug} option {name}'s {key}", said)
            assert spec[key] == said[PSEUDO], (name, key)
        # And so is every value of an enumeration, as the form offers it (oneOf's titles)
        if spec.get("enum"):
            assert [o["const"] for o in spec["oneOf"]] == spec["enum"], name
            for one, value in zip(spec["oneOf"], spec["enum"], strict=True):
                said = worded.values[value_token(value)]
                _assert_whole(f"{slug} option {name}'s value {value}", said)
                assert one["title"] == said[PSEUDO], (name, value)


def test_the_rules_edition_words_each_edition_whole_from_a_catalogue(pseudo: Path) -> None:
    # Given a game whose editions 2, 3 and 4 made corrections, dated by month
    corrections = [Said(SABOTEUR_OPTIONS, f"option-revision-{n}-corrections") for n in (2, 3, 2)]
    made = tuple(edition_made(2026, month) for month in (1, 6, 12))
    words = revision_words(*corrections, made=made)
    # Then its title and description come whole from the catalogues
    _assert_whole("the rules edition's title", words.title)
    _assert_whole("the rules edition's description", words.description)
    # And they list the editions newest first, each with its date and corrections
    second, third = (corrections[0]["en"], corrections[1]["en"])
    assert words.description["en"] == (
        "Which edition of this server's rules a game plays by. "
        f"4 (the default) includes the corrections of December 2026: {second}. "
        f"3 plays without them but with those of June 2026: {third}. "
        f"2 plays without them but with those of January 2026: {second}. "
        "1 plays exactly as games started before them did; games in progress keep the edition "
        "they started with."
    )
