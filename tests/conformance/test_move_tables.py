"""Every entry of every game's move table (``games.rules.moves``), checked the same way.

The table declares exactly the game's action types; and in seeded random games at every seat
count and with every non-default option value, each move played is labelled, redacted and
worded through its entry, in every language. An entry no game reached is named, unless the
game says here why random play cannot reach it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from games.rules.core import LANGUAGES, OptionError, Ruleset
from games.rules.registry import SLUGS, ruleset_get

# Types every game has that the core or the companion protocol takes, not the game's table.
PROTOCOL_TYPES = {"resign", "undo", "acknowledge"}
MAX_MOVES = 400
OTHERS_CHECKED = 3  # legal actions besides the one played, labelled at each position
# Kinds random play does not reach within MAX_MOVES, by game, each with the reason.
UNREACHED: dict[str, dict[str, str]] = {
    "marsbot": dict.fromkeys(
        ("final_greenery", "final_greeneries_done", "final_score"),
        "a random report ends the turn about 1 time in 100, so 400 moves stay in the first "
        "generations and never reach the game's end (tests/rules/marsbot plays the final phases)",
    ),
    "scholars": dict.fromkeys(
        ("final_score", "score_automa_retired"),
        "a solo game's final phase comes two of Papyrus's turns after the 4th Caliph card, "
        "beyond 400 random moves (tests/rules/scholars plays it)",
    )
    | {
        "score_sheet": "one listed sheet among about 300 one-figure reports, and the scoring "
        "mode's random game ends at its first score_done (test_score_sheet plays it)"
    },
}


def _tabled() -> list[Ruleset]:
    return [rules for rules in map(ruleset_get, SLUGS) if rules.moves is not None]


def _variants(rules: Ruleset) -> Iterator[tuple[int, dict[str, Any]]]:
    """Every seat count with the default options, then each option's other values."""
    for seats in range(rules.min_seats, rules.max_seats + 1):
        yield seats, {}
    seats = 2 if rules.companion else rules.min_seats
    for name, spec in rules.options_schema.get("properties", {}).items():
        values = spec.get("enum") or ([True, False] if spec.get("type") == "boolean" else [])
        for value in values:
            if value != spec.get("default"):
                yield seats, {name: value}


def _checked_move(
    rules: Ruleset, state: dict[str, Any], seats: int, seat: int, action: dict[str, Any]
) -> None:
    view = rules.view(state, seat)
    words = rules.move_words()
    assert rules.moves is not None
    labels = rules.label(action, view)
    assert labels == rules.moves.label(words, action, view), "the label is the entry's"
    for language in LANGUAGES:
        assert labels.get(language), f"{action} has no {language} label"
    names = [f"Seat {i}" for i in range(seats)]
    for viewer in [None, *range(seats)]:
        shown = rules.redact_action(action, seat, viewer)
        assert shown == rules.moves.redact(action, seat, viewer), "the redaction is the entry's"
        assert shown["type"] == action["type"], "a redacted action keeps its type"
        entry = rules.moves.move(action["type"])
        if entry.sentence is None:
            continue
        said = rules.describe_move(shown, seat, viewer, names)
        assert said == rules.moves.sentence(words, shown, seat, viewer, names)
        assert said is None or all(said.get(language) for language in LANGUAGES)


def test_every_game_declares_its_moves_in_a_table() -> None:
    assert [rules.slug for rules in _tabled()] == list(SLUGS)


@pytest.fixture(params=_tabled(), ids=lambda r: r.slug)
def rules(request: pytest.FixtureRequest) -> Ruleset:
    return request.param


def test_the_table_declares_exactly_the_game_s_action_types(rules: Ruleset) -> None:
    assert rules.moves is not None
    declared = {spec.type: spec for spec in rules.action_specs if spec.type not in PROTOCOL_TYPES}
    tabled = {move.type: move.spec for move in rules.moves}
    assert tabled == declared


def test_every_entry_words_and_redacts_the_moves_of_random_games(rules: Ruleset) -> None:
    assert rules.moves is not None
    seen: set[str] = set()
    for number, (seats, options) in enumerate(_variants(rules)):
        try:
            state = rules.setup(options, seats, 100 + number)
        except (OptionError, ValueError):
            continue  # an option value this seat count cannot play
        rng = random.Random(number)
        for _ in range(MAX_MOVES):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            action = legal[rng.randrange(len(legal))]
            for other in [action, *rng.sample(legal, min(OTHERS_CHECKED, len(legal)))]:
                if other["type"] not in PROTOCOL_TYPES:
                    _checked_move(rules, state, seats, seat, other)
                    seen.add(other["type"])
            state, _ = rules.apply(state, seat, action)
        assert json.loads(json.dumps(state)) == state
    unreached = {move.type for move in rules.moves} - seen - set(UNREACHED.get(rules.slug, {}))
    assert not unreached, f"no random game reached {sorted(unreached)}"
