"""Every word a player reads, in both languages (issue 13): labels and sentences of whole
random games of Architects and Saboteur, an example of every event kind each engine declares,
and the companion games' labels and sentences. The set-up options' and problems' words are in
test_problem_words."""

from __future__ import annotations

import random
from collections.abc import Mapping
from importlib import import_module

import pytest

from games.rules.listing_words import labelled_listing
from games.rules.registry import ruleset_get
from tests.conformance.prose import ENGLISH, INTERNALS, REPR, SNAKE, prose

NAMES = ["Ana", "Bia", "Caio", "Duda"]


def _walk(slug: str, seed: int) -> tuple[list[Mapping], list[Mapping | None], list[dict]]:
    """Labels of every legal action and sentences of every move and event of a random game,
    as each seat (and a spectator) reads them, and the events themselves."""
    rules = ruleset_get(slug)
    names = NAMES[: max(rules.min_seats, 3)]
    state = rules.setup({}, len(names), seed)
    rng = random.Random(seed)
    labels, sentences, logged = [], [], []
    while not rules.is_over(state):
        (seat, *_) = rules.to_act(state)
        view = rules.view(state, seat)
        actions = rules.legal_actions(state, seat)
        labels += [rules.label_named(a, view, names) for a in actions]
        action = rng.choice(actions)
        state, events = rules.apply(state, seat, action)
        logged += [event.to_json() for event in events]
        for viewer in (*range(len(names)), None):
            redacted = rules.redact_action(action, seat, viewer)
            sentences.append(rules.describe_move(redacted, seat, viewer, names))
            for event in events:
                if rules.event_visible(event.to_json(), viewer):
                    text = rules.describe(event.to_json(), viewer, names)
                    assert text is not None, f"a visible {event.kind} event has its sentence"
                    sentences.append({**text, "kind": event.kind})
    return labels, sentences, logged


@pytest.mark.parametrize("slug", ["architects", "saboteur"])
def test_labels_and_sentences_are_portuguese_in_portuguese_without_internals(slug):
    labels, sentences, _events = _walk(slug, 5)
    for text in labels + sentences:
        assert text and text["en"] and text["pt-BR"], text
        assert not ENGLISH.search(text["pt-BR"].lower()), text
        assert not INTERNALS.search(text["en"] + text["pt-BR"]), text
        assert not SNAKE.search(text["en"] + " " + text["pt-BR"]), text


# One event of every kind each engine declares, shaped as the engine logs it (the test below
# checks the shape against the events of random games): kinds a random game rarely or never
# produces (a Wonder effect declined, a goal card of gold turned over) are worded too.
EXAMPLES: dict[str, list[dict]] = {
    "architects": [
        {"kind": "game_started", "data": {"wonders": ["babylon", "giza", "rhodes"], "first": 1}},
        {"kind": "turn_started", "data": {"seat": 1, "turn": 2}},
        {"kind": "cat_peek", "data": {"card": {"id": 31, "kind": "blue2cat"}}, "seat": 0},
        {
            "kind": "card_taken",
            "data": {
                "seat": 0,
                "deck": "olympia",
                "card": {"id": 3, "kind": "wood"},
                "reason": "urbanism",
            },
        },
        {"kind": "cat_taken", "data": {"seat": 0}},
        {
            "kind": "conflict_tokens_flipped",
            "data": {"seat": 2, "flipped": 2, "total": 3, "battle": 3},
        },
        {"kind": "battle", "data": {"shields": [1, 2, 1], "military_tokens_won": [0, 2, 0]}},
        {"kind": "science_set_discarded", "data": {"seat": 1, "cards": ["gear", "gear"]}},
        {
            "kind": "progress_token_taken",
            "data": {
                "seat": 1,
                "token": "economy",
                "from": "face_up",
                "reason": "science",
                "cards": ["compass", "gear", "tablet"],
            },
        },
        {"kind": "stage_built", "data": {"seat": 1, "stage": "O1", "cards": ["papyrus", "wood"]}},
        {
            "kind": "wonder_effect_declined",
            "data": {"seat": 2, "effect": "take_top_card_central"},
        },
        {"kind": "wonder_effect_lost", "data": {"seat": 2, "effect": "look_five_choose_one"}},
        {"kind": "shield_added", "data": {"seat": 2}},
        {"kind": "halicarnassus_look", "data": {"seat": 0, "deck": "halicarnassus", "count": 5}},
        {
            "kind": "halicarnassus_cards",
            "data": {"deck": "babylon", "kinds": ["tablet", "gold", "red2"]},
            "seat": 0,
        },
        {"kind": "turn_ended", "data": {"seat": 0, "turn": 1}},
        {"kind": "turn_passed", "data": {"seat": 1}},
        {"kind": "game_over", "data": {"reason": "no_cards"}},
    ],
    "saboteur": [
        {"kind": "steal_declined", "data": {"thief": 1}},
        {"kind": "cards_drawn", "data": {"seat": 0, "count": 2}},
        {"kind": "you_drew", "data": {"cards": ["B-CNE", "FREE_AT_LAST"]}, "seat": 0},
        {
            "kind": "path_placed",
            "data": {"seat": 1, "card": "B-CNW", "x": -1, "y": 0, "rotation": 180},
        },
        {"kind": "goal_revealed", "data": {"goal": 2, "card": "GOAL-GOLD", "rotation": 0}},
        {"kind": "map_seen", "data": {"goal": 1, "card": "GOAL-STONE-NW"}, "seat": 1},
        {"kind": "role_seen", "data": {"seat": 2, "role": "geologist"}, "seat": 1},
        {"kind": "new_role", "data": {"role": "boss"}, "seat": 2},
        {"kind": "action_played", "data": {"seat": 1, "card": "BROKEN_CART", "target": 2}},
        {"kind": "action_played", "data": {"seat": 0, "card": "ROCKFALL", "x": 3, "y": -1}},
        {"kind": "action_played", "data": {"seat": 0, "card": "MAP", "goal": 0}},
        {
            "kind": "action_played",
            "data": {"seat": 2, "card": "REPAIR_PICK_OR_CART", "target": 2, "tool": "cart"},
        },
        {"kind": "passed", "data": {"seat": 0, "count": 1}},
        {"kind": "repaired_self", "data": {"seat": 1, "removed": "cart"}},
        {"kind": "gold_stolen", "data": {"thief": 1, "victim": 0}},
        {
            "kind": "round_ended",
            "data": {
                "round": 1,
                "gold_found": True,
                "completer": 2,
                "roles": ["profiteer", "green_digger", "green_digger"],
                "winners": [0, 1, 2],
                "shares": [1, 3, 3],
                "crystal_gold": [0, 0, 0],
            },
        },
        {"kind": "round_started", "data": {"round": 2, "first": 2}},
        {"kind": "game_over", "data": {"gold": [6, 1, 4]}},
    ],
}


@pytest.mark.parametrize("slug", ["architects", "saboteur"])
def test_every_event_kind_the_engine_declares_has_words_for_every_viewer(slug):
    rules = ruleset_get(slug)
    kinds = import_module(f"games.rules.{slug}.describe").EVENT_KINDS
    examples = [{"seat": None} | e for e in EXAMPLES[slug]]
    assert {e["kind"] for e in examples} == set(kinds)
    for event in examples:
        viewers = [v for v in (0, 1, 2, None) if rules.event_visible(event, v)]
        assert viewers, event
        for viewer in viewers:
            text = rules.describe(event, viewer, NAMES[:3])
            assert text and text["en"] and text["pt-BR"], event
            assert not ENGLISH.search(prose(text["pt-BR"])), text
            assert not INTERNALS.search(text["en"] + text["pt-BR"]), text
            assert "None" not in text["en"] + text["pt-BR"], text


@pytest.mark.parametrize("slug", ["architects", "saboteur"])
def test_the_examples_are_shaped_as_the_engine_logs_its_events(slug):
    kinds = import_module(f"games.rules.{slug}.describe").EVENT_KINDS
    shapes: dict[str, set[frozenset[str]]] = {}
    for seed in range(4):
        for event in _walk(slug, seed)[2]:
            shapes.setdefault(event["kind"], set()).add(frozenset(event["data"]))
    # Every kind that happened is declared, and each example of it has the fields of one of
    # its logged events.
    assert set(shapes) <= set(kinds)
    for example in EXAMPLES[slug]:
        if example["kind"] in shapes:
            assert frozenset(example["data"]) in shapes[example["kind"]], example


def test_saboteur_draw_is_redacted_for_the_others():
    rules = ruleset_get("saboteur")
    drawn = {"kind": "cards_drawn", "data": {"seat": 1, "count": 1}, "seat": None}
    mine = {"kind": "you_drew", "data": {"cards": ["MAP"]}, "seat": 1}
    assert rules.describe(drawn, 0, NAMES)["pt-BR"] == "Bia comprou 1 carta do baralho."
    assert rules.describe(mine, 1, NAMES)["pt-BR"] == "Você comprou «Mapa»."
    assert not rules.event_visible(mine, 0)


def test_architects_card_taken_by_a_move_says_only_which_card_it_was():
    """The take move said who took the top card of which deck: its event says the card once."""
    rules = ruleset_get("architects")
    card = {"id": 3, "kind": "wood"}
    event = {
        "kind": "card_taken",
        "data": {"seat": 1, "deck": "babylon", "card": card, "reason": "turn"},
        "seat": None,
    }
    assert rules.describe(event, None, NAMES) == {
        "en": "It was a Wood card.",
        "pt-BR": "Era uma carta de Madeira.",
    }
    by_olympia = {**event, "data": {**event["data"], "reason": "olympia"}}
    assert rules.describe(by_olympia, None, NAMES) == {
        "en": "Bia took a Wood card from Babylon's deck (effect of Olympia).",
        "pt-BR": "Bia pegou uma carta de Madeira do baralho da Babilônia (efeito de Olímpia).",
    }


def test_architects_a_token_bought_with_two_like_cards_counts_them():
    rules = ruleset_get("architects")
    data = {"seat": 2, "token": "culture", "from": "face_up", "reason": "science"}
    event = {"kind": "progress_token_taken", "data": {**data, "cards": ["tablet", "tablet"]}}
    assert rules.describe(event, None, NAMES) == {
        "en": "It cost 2 Tablet cards.",
        "pt-BR": "Custou 2 cartas de Tábua.",
    }


def _listing_words(rules, state, seat, names) -> list[dict]:
    """The labels of parameterised entries and of their parameters' values."""
    texts = []
    for entry in labelled_listing(rules, state, seat, names):
        if "params" not in entry:
            continue
        texts.append(entry["labels"])
        for schema in entry["params"].values():
            worded = schema.get("labels")
            if worded:
                texts += [
                    dict(zip(worded, w, strict=True)) for w in zip(*worded.values(), strict=True)
                ]
    return texts


def _walk_companion(slug: str, seed: int, moves: int) -> list[Mapping | None]:
    """Labels, move and event sentences of a random companion game's first ``moves`` moves."""
    rules = ruleset_get(slug)
    names = ["Ana", "Bot"]
    state = rules.setup({}, 2, seed)
    rng = random.Random(seed)
    texts: list[Mapping | None] = []
    for _ in range(moves):
        if rules.is_over(state):
            break
        (seat, *_) = rules.to_act(state)
        view = rules.view(state, seat)
        actions = rules.legal_actions(state, seat)
        texts += [rules.label_named(a, view, names) for a in actions]
        texts += _listing_words(rules, state, seat, names)
        action = rng.choice(actions)
        state, events = rules.apply(state, seat, action)
        texts.append(rules.describe_move(action, seat, 0, names))
        texts += [rules.describe(e.to_json(), 0, names) for e in events]
    return texts


@pytest.mark.parametrize("slug", ["marsbot", "scholars"])
def test_companion_labels_moves_and_events_are_worded_in_both_languages(slug):
    for seed in range(3):
        for text in _walk_companion(slug, seed, 120):
            assert text and text["en"] and text["pt-BR"], text
            assert not ENGLISH.search(prose(text["pt-BR"])), text
            assert not REPR.search(text["en"] + text["pt-BR"]), text
            assert not SNAKE.search(prose(text["en"] + " " + text["pt-BR"])), text
