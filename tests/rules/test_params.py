"""Parameterised listings: how legal actions become entries with value schemas, and the
engine's refusal of a value outside them (MarsBot and Scholars scenarios)."""

from __future__ import annotations

import json

import pytest

from games.rules.core import ActionField, ActionSpec, IllegalAction, Listed
from games.rules.listing_words import entry_in, labelled_listing
from games.rules.params import action_listing, value_refusal
from games.rules.scholars import RULESET as SCHOLARS
from tests.rules.marsbot.helpers import HUMAN, RULESET, action_phase

SPECS = (
    ActionSpec(
        "place",
        (
            ActionField("tile", "str", choices=("a", "b", "c"), open=True),
            ActionField("space", "str", open=True, content="hexes"),
        ),
    ),
    ActionSpec("take", (ActionField("count", "int", open=True),)),
    ActionSpec("pick", (ActionField("colour", "str"),)),
)


def _size(entries: list[dict]) -> int:
    return len(json.dumps(entries, ensure_ascii=False, separators=(",", ":")).encode())


def test_open_values_become_a_schema_and_equal_lists_merge_over_another_open_field():
    actions = [
        *({"type": "place", "tile": t, "space": s} for t in ("a", "b") for s in ("01", "02")),
        {"type": "place", "tile": "c", "space": "01"},
        *({"type": "take", "count": n} for n in (1, 2, 3)),
        {"type": "pick", "colour": "red"},
        {"type": "pick", "colour": "blue"},
    ]
    listing = action_listing(SPECS, actions)
    assert listing == [
        Listed(
            {"type": "place", "tile": "a", "space": "01"},
            {
                "tile": {"type": "string", "enum": ["a", "b"]},
                "space": {"type": "string", "enum": ["01", "02"], "content": "hexes"},
            },
        ),
        Listed({"type": "place", "tile": "c", "space": "01"}),  # one value: listed as it is
        Listed(
            {"type": "take", "count": 1}, {"count": {"type": "integer", "minimum": 1, "maximum": 3}}
        ),
        Listed({"type": "pick", "colour": "red"}),  # not open: enumerated
        Listed({"type": "pick", "colour": "blue"}),
    ]


def test_actions_group_only_where_their_other_fields_are_the_same_json():
    # Given actions whose fixed fields are equal in Python but not in JSON (1 and true), or
    # equal lists and objects
    specs = (ActionSpec("put", (ActionField("flag", "int"), ActionField("n", "int", open=True))),)
    actions = [
        {"type": "put", "flag": 1, "n": 1},
        {"type": "put", "flag": True, "n": 2},
        {"type": "put", "flag": 1, "n": 3},
        {"type": "put", "flag": [1, {"a": 2}], "n": 1},
        {"type": "put", "flag": [1, {"a": 2}], "n": 2},
    ]
    # When they are listed, then only those written the same are one entry
    both = {"n": {"type": "integer", "enum": [1, 2]}}
    assert action_listing(specs, actions) == [
        Listed({"type": "put", "flag": 1, "n": 1}, {"n": {"type": "integer", "enum": [1, 3]}}),
        Listed({"type": "put", "flag": True, "n": 2}),
        Listed({"type": "put", "flag": [1, {"a": 2}], "n": 1}, both),
    ]


def test_gaps_in_integers_stay_an_enum_and_a_value_outside_is_refused_with_why():
    actions = [{"type": "take", "count": n} for n in (1, 2, 5)]
    listing = action_listing(SPECS, actions)
    assert listing[0].params == {"count": {"type": "integer", "enum": [1, 2, 5]}}
    refused = value_refusal(listing, {"type": "take", "count": 3})
    assert refused is not None and refused.code == "value_not_allowed"
    assert refused.params == {"type": "take", "field": "count", "value": 3, "allowed": [1, 2, 5]}
    assert "one of [1, 2, 5]" in refused.detail
    assert value_refusal(listing, {"type": "take", "count": 2}) is None


def test_marsbot_action_phase_lists_under_10_kb_in_both_languages():
    state = action_phase()
    legal = RULESET.legal_actions(state, HUMAN)
    entries = labelled_listing(RULESET, state, HUMAN, ["Ana", "MarsBot"])
    assert len(legal) > 500 and len(entries) < 40
    for language in ("en", "pt-BR"):
        assert _size([entry_in(e, language) for e in entries]) < 10_000
    draw = next(e for e in entries if e["action"]["type"] == "cards_drawn")
    assert draw["params"] == {"count": {"type": "integer", "minimum": 1, "maximum": 10}}
    tiles = next(e for e in entries if "tile" in e.get("params", {}))
    assert entry_in(tiles, "pt-BR")["params"]["tile"]["labels"] == [
        "uma vegetação", "uma cidade", "uma peça especial",
    ]  # fmt: skip


def test_marsbot_refuses_a_count_outside_its_range_and_takes_a_card_by_name():
    state = action_phase()
    with pytest.raises(IllegalAction) as refused:
        RULESET.apply(state, HUMAN, {"type": "cards_drawn", "count": 11})
    assert refused.value.code == "value_not_allowed"
    assert refused.value.params == {
        "type": "cards_drawn", "field": "count", "value": 11, "minimum": 1, "maximum": 10,
    }  # fmt: skip
    # A card's name is per language: the player types it in theirs, in any case ("042"
    # keeps its English name in Portuguese, "043" has one of its own).
    for number, language in (("042", "en"), ("042", "pt-BR"), ("043", "en"), ("043", "pt-BR")):
        typed = RULESET.catalog.cards[number].name.text(language).lower()
        after, _ = RULESET.apply(state, HUMAN, {"type": "drawn_card", "card": typed})
        assert number in after["cards"]["human"], (number, language)
    assert "Processamento" in RULESET.catalog.cards["043"].name.text("pt-BR")


def test_a_reported_flip_is_one_entry_of_the_pile_cards():
    state = RULESET.setup({"card_source": "reported"}, 2, 1)
    listing = RULESET.listed_actions(state, HUMAN)
    assert len(RULESET.legal_actions(state, HUMAN)) > 200
    assert [entry.action["type"] for entry in listing] == ["marsbot_card"]
    assert listing[0].params["card"]["enum"] == sorted(state["cards"]["deck"])


def test_scholars_rest_is_one_entry_over_positions_and_languages():
    state = SCHOLARS.setup({}, 2, 1)
    while not any(a["type"] == "rest" for a in SCHOLARS.legal_actions(state, 0)):
        seat = SCHOLARS.to_act(state)[0]
        choices = [a for a in SCHOLARS.legal_actions(state, seat) if a["type"] != "undo"]
        state, _ = SCHOLARS.apply(state, seat, choices[-1])
    rest = [e for e in SCHOLARS.listed_actions(state, 0) if e.action["type"] == "rest"]
    assert len(rest) == 1
    assert rest[0].params["position"] == {"type": "integer", "minimum": 0, "maximum": 5}
    assert len(rest[0].params["language"]["enum"]) == 6
    with pytest.raises(IllegalAction) as refused:
        SCHOLARS.apply(state, 0, {**rest[0].action, "position": 6})
    assert refused.value.code == "value_not_allowed"
