"""Parameterised listings (``games.rules.params``), proved on positions of random games of every
ruleset: a listing is exactly the legal actions (filling each entry with every combination of
allowed values gives them all, and nothing else), filled entries apply, and a value outside an
entry's schema is refused with a reason that says why."""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import pytest

from games.rules.core import LANGUAGES, IllegalAction, Listed, Reason, Ruleset
from games.rules.listing_words import labelled_listing
from games.rules.registry import SLUGS, ruleset_get
from tests.conformance.test_every_ruleset import _reasons, _rulesets, _seats

POSITIONS = 12  # positions checked per game, spread over its moves
SAMPLES = 2  # filled values applied per entry


def _values(schema: dict[str, Any]) -> list[Any]:
    if "enum" in schema:
        return list(schema["enum"])
    return list(range(schema["minimum"], schema["maximum"] + 1))


def _expanded(listed: Listed) -> list[dict[str, Any]]:
    names = list(listed.params)
    combos = itertools.product(*(_values(listed.params[n]) for n in names))
    return [{**listed.action, **dict(zip(names, combo, strict=True))} for combo in combos]


def _outside(schema: dict[str, Any]) -> list[Any]:
    """Values of the parameter's type that its schema does not allow."""
    if "enum" not in schema:
        return [schema["minimum"] - 1, schema["maximum"] + 1]
    if schema["type"] == "integer":
        return [max(schema["enum"]) + 1000]
    return ["no-such-value"]


def _key(action: dict[str, Any]) -> str:
    return json.dumps(action, sort_keys=True)


def _positions(rules: Ruleset, seed: int, moves: int = 400):
    """(state, seat) of a random game, every few moves."""
    rng = random.Random(seed)
    state = rules.setup({}, _seats(rules), seed)
    seen = []
    for _ in range(moves):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        seen.append((state, seat))
        legal = rules.legal_actions(state, seat)
        state, _ = rules.apply(state, seat, rng.choice(legal))
    step = max(1, len(seen) // POSITIONS)
    return seen[::step]


def _check_entry(rules: Ruleset, state: dict, seat: int, listed: Listed, rng: random.Random):
    for name, schema in listed.params.items():
        assert schema["type"] in ("integer", "string", "boolean")
        values = _values(schema)
        assert len(values) >= 2, "a parameter with one value is listed as a plain action"
        assert listed.action[name] in values, "the listed example is filled with an allowed value"
        if "minimum" in schema:
            assert schema["minimum"] < schema["maximum"]
        for wrong in _outside(schema):
            with pytest.raises(IllegalAction) as refused:
                rules.apply(state, seat, {**listed.action, name: wrong})
            code = refused.value.code
            assert code in _reasons(rules) and code != Reason.ILLEGAL_CHOICE, (listed, name, code)
    filled = _expanded(listed)
    for action in rng.sample(filled, min(SAMPLES, len(filled))):
        rules.apply(state, seat, action)  # a filled entry applies without refusal


@pytest.mark.parametrize("rules", _rulesets(), ids=lambda r: r.slug)
def test_a_listing_is_exactly_the_legal_actions_and_values_are_checked(rules: Ruleset) -> None:
    rng = random.Random(7)
    parameterised = 0
    for seed in (2, 9)[: 1 if rules.slug == "marsbot" else 2]:
        for state, seat in _positions(rules, seed):
            legal = rules.legal_actions(state, seat)
            listing = rules.listed_actions(state, seat)
            expanded = [a for listed in listing for a in _expanded(listed)]
            assert sorted(map(_key, expanded)) == sorted(map(_key, legal)), "listing is exact"
            for listed in listing:
                if listed.params:
                    parameterised += 1
                    _check_entry(rules, state, seat, listed, rng)
    if rules.slug in ("marsbot", "scholars"):
        assert parameterised, "played games list parameterised actions"
    elif rules.slug in SLUGS:
        assert parameterised == 0, "Architects and Saboteur list every action as it is"


@pytest.mark.parametrize("slug", ["marsbot", "scholars"])
def test_parameterised_entries_are_worded_in_every_language(slug: str) -> None:
    rules = ruleset_get(slug)
    for state, seat in _positions(rules, 4, moves=300):
        for entry in labelled_listing(rules, state, seat, ["Ana", "Bot"]):
            assert all(entry["labels"].get(lang) for lang in LANGUAGES), entry
            for schema in (entry.get("params") or {}).values():
                if "labels" in schema:
                    for lang in LANGUAGES:
                        assert len(schema["labels"][lang]) == len(schema["enum"]), schema
                        assert all(schema["labels"][lang]), schema
