"""Every word a player or an app developer reads, in both languages (issue 13): labels and
sentences of whole random games of Architects and Saboteur, an example of every event kind
each engine declares, every set-up option of every game, and every problem text."""

from __future__ import annotations

import ast
import random
import re
from importlib import import_module
from pathlib import Path

import pytest

import games.rules
from games.errors import ProblemCode
from games.problem_texts import (
    PROBLEMS,
    SHARED_REASONS,
    game_reasons,
    problem_text,
    reason_catalogues,
)
from games.rules.core import LANGUAGES, Reason
from games.rules.listing_words import labelled_listing
from games.rules.registry import SLUGS, ruleset_get

NAMES = ["Ana", "Bia", "Caio", "Duda"]
# Common English words that must never show in a Portuguese text.
ENGLISH = re.compile(
    r"\b(the|and|of|from|take|took|card|cards|deck|with|your|you|seat|player|turn|"
    r"play|played|lay|pass|stage|gold|is|not|on|to|an|it|was|there)\b"
)
INTERNALS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|\b[A-Z]-[A-Z0-9-]+\b|assento|seat \d")
# An API word (a type, a reason, an enum value) outside quotes: something left unworded.
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
REPR = re.compile(r"\[\s*'|'\s*\]|\{\s*'|\bNone\b|\bTrue\b|\bFalse\b")
# What a player cannot look up: the rules references' section numbers and open points.
REFERENCES = re.compile(r"§|open point|reference\s*§?\d|\bQ\d+\b|\bB0\d\b", re.IGNORECASE)


def _prose(text: str) -> str:
    """``text`` without what is quoted: JSON values ("take_card") are the API's words and card
    names («Space Elevator») are the card's, not English prose."""
    return re.sub(r'"[^"]*"|«[^»]*»', "", text).lower()


def _walk(slug: str, seed: int) -> tuple[list[dict], list[dict | None], list[dict]]:
    """Labels of every legal action and sentences of every move and event of a random game,
    as each seat (and a spectator) reads them, and the events themselves."""
    rules = ruleset_get(slug)
    names = NAMES[: max(rules.min_seats, 3)]
    state = rules.setup({}, len(names), None, seed)
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
                    sentences.append(text | {"kind": event.kind})
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
            assert not ENGLISH.search(_prose(text["pt-BR"])), text
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


def test_architects_card_taken_names_the_player_the_card_and_the_deck():
    rules = ruleset_get("architects")
    event = {
        "kind": "card_taken",
        "data": {"seat": 1, "deck": "babylon", "card": {"id": 3, "kind": "wood"}, "reason": "turn"},
        "seat": None,
    }
    assert rules.describe(event, None, NAMES) == {
        "en": "Bia took a Wood card from Babylon's deck.",
        "pt-BR": "Bia pegou uma carta de Madeira do baralho da Babilônia.",
    }


@pytest.mark.parametrize("slug", SLUGS)
def test_every_option_has_a_title_and_a_description_in_both_languages(slug):
    rules = ruleset_get(slug)
    names = set(rules.options_schema["properties"])
    assert set(rules.option_words) == names
    english = rules.options_schema_in("en")["properties"]
    portuguese = rules.options_schema_in("pt-BR")["properties"]
    assert rules.title_in("pt-BR") and rules.title_in("en") == rules.title
    for name in names:
        for key in ("title", "description"):
            en, pt = english[name][key], portuguese[name][key]
            assert en and pt and en != pt, (name, key)
            assert not REFERENCES.search(en + pt), (name, en, pt)
            assert not ENGLISH.search(_prose(pt)), (name, pt)
        # Words only: the rule itself (type, values, default) is the same in every language.
        strip = ("title", "description")
        assert {k: v for k, v in english[name].items() if k not in strip} == {
            k: v for k, v in portuguese[name].items() if k not in strip
        }


def test_portuguese_titles_use_the_seeds_names():
    titles = {slug: ruleset_get(slug).title_in("pt-BR") for slug in SLUGS}
    assert titles["architects"] == "7 Wonders: Arquitetos"
    assert "Automarte" in titles["marsbot"]
    assert "Estudiosos do Sul do Tigre" in titles["scholars"]


def _reasons() -> set[str]:
    found = {str(r) for r in Reason} | {"engine_rejected"}
    for slug in SLUGS:
        found |= {str(r) for r in ruleset_get(slug).reasons}
    return found


@pytest.mark.parametrize("slug", SLUGS)
def test_a_game_words_its_own_refusals_in_its_package_and_only_those(slug):
    """Its reasons beyond the shared ones are worded in its package's catalogue, in every
    language; the service's catalogue words only the shared ones (a new game brings its words
    with it)."""
    rules = ruleset_get(slug)
    own = {str(r) for r in rules.reasons} - {str(r) for r in Reason}
    catalogue = game_reasons(rules)
    assert catalogue.directory == Path(games.rules.__file__).parent / slug / "messages"
    for language in LANGUAGES:
        assert catalogue.ids(language) == own, language
    assert not own & SHARED_REASONS.ids()
    for reason in own:
        assert reason_catalogues()[reason] == catalogue


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_every_problem_code_message_and_engine_reason_has_a_detail(language):
    params = {
        "ruleset": "chess",
        "release": "1",
        "type": "take_card",
        "field": "deck",
        "kind": "wonders",
        "allowed": ["a", "b"],
        "retry_after": 3,
        "status": "x",
        "option": "o",
        "value": None,
        "title": {"en": "7 Wonders Architects", "pt-BR": "7 Wonders: Arquitetos"},
        "min": 2,
        "max": 7,
        "count": 9,
        "seats": 3,
        "level": "x",
        "name": "limit",
        "version": 4,
        "mc": 3,
        "seat": 1,
        "to_act": [0],
        "mode": "scoring",
        "kinds": ["human"],
        "key": "action",
        "tool": "dice",
    }
    keys = {c.value for c in ProblemCode} | PROBLEMS.ids()
    for key in sorted(keys) + [f"reason:{r}" for r in sorted(_reasons())]:
        text = problem_text(key, language, params)
        assert text, key
        assert not REPR.search(text), text
        if language == "pt-BR":
            assert not ENGLISH.search(_prose(text)), text
    assert PROBLEMS.ids() >= {c.value for c in ProblemCode}
    assert PROBLEMS.ids("pt-BR") == PROBLEMS.ids()
    for code in ProblemCode:
        assert PROBLEMS.text(code.value, language, attribute="title"), f"{code.value}.title"
    assert set(reason_catalogues()) >= _reasons()
    assert problem_text("seat_count", language, params).startswith(params["title"][language])


def _service_errors_with_free_text() -> list[str]:
    """Every ``ServiceError(code, "an English detail")`` without a catalogue message key."""
    root = Path(__file__).resolve().parents[2]
    found = []
    for folder in ("games", "api", "worker"):
        for path in (root / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if not (
                    isinstance(node, ast.Call) and getattr(node.func, "id", "") == "ServiceError"
                ):
                    continue
                keywords = {k.arg for k in node.keywords}
                if len(node.args) > 1 and "message" not in keywords:
                    found.append(str(path.relative_to(root)))
    return found


def test_every_service_error_is_worded_by_the_catalogue():
    # The one exception: a DRF error of a kind the API does not map keeps DRF's own words.
    assert _service_errors_with_free_text() == ["api/problems.py"]


def test_an_invalid_option_lists_the_allowed_values_as_json():
    from games.rules.core import OptionError

    rules = ruleset_get("saboteur")
    with pytest.raises(OptionError) as caught:
        rules.validate_options({"rockfall_count": 5})
    assert problem_text(caught.value.message, "pt-BR", caught.value.params) == (
        'A opção "rockfall_count" não pode ser 5; use um de [3, 4].'
    )


def test_a_wrong_wonders_option_is_worded_in_portuguese():
    from games.rules.core import OptionError

    rules = ruleset_get("architects")
    with pytest.raises(OptionError) as caught:
        rules.setup({"wonders": ["giza", "atlantis"]}, 2, None, 1)
    assert problem_text(caught.value.message, "pt-BR", caught.value.params) == (
        'A opção "wonders" indica Maravilhas desconhecidas ["atlantis"]; use algumas de '
        '["alexandria", "babylon", "ephesus", "giza", "halicarnassus", "olympia", "rhodes"].'
    )


@pytest.mark.parametrize(
    ("key", "params", "en", "pt"),
    [
        ("wonders_count", {"count": 1, "seats": 2},
         'The option "wonders" names 1 Wonder for 2 seats.',
         'A opção "wonders" indica 1 Maravilha para 2 assentos.'),
        ("wonders_count", {"count": 3, "seats": 2},
         'The option "wonders" names 3 Wonders for 2 seats.',
         'A opção "wonders" indica 3 Maravilhas para 2 assentos.'),
        ("invalid_content", {"count": 1},
         "The content document has 1 problem: see errors.",
         "O documento de conteúdo tem 1 problema: veja errors."),
        ("invalid_reports", {"count": 2},
         "The players' reports have 2 problems: see errors.",
         "Os relatos dos jogadores têm 2 problemas: veja errors."),
        ("reason:not_enough_mc", {"mc": 0},
         "MarsBot has 0 M€: there is none to remove.", "O MarsBot tem 0 MC: não há o que tirar."),
        ("reason:not_enough_mc", {"mc": 1},
         "MarsBot has 1 M€: remove exactly 1.", "O MarsBot tem 1 MC: tire exatamente 1."),
        ("reason:not_enough_mc", {"mc": 6},
         "MarsBot has 6 M€: remove 1 to 6.", "O MarsBot tem 6 MC: tire de 1 a 6."),
        ("reason:too_many_reports", {"max": 1},
         "1 report this turn already: end your turn first.",
         "Já é 1 relato neste turno: encerre o seu turno primeiro."),
        ("seat_count", {"title": "MarsBot", "min": 2, "max": 2, "count": 1},
         "MarsBot takes exactly 2 seats, not 1.", "MarsBot é para exatamente 2 assentos, não 1."),
        ("seat_count", {"title": "Solo", "min": 1, "max": 1, "count": 2},
         "Solo takes exactly 1 seat, not 2.", "Solo é para exatamente 1 assento, não 2."),
    ],
)  # fmt: skip
def test_a_word_after_a_number_agrees_with_it(key, params, en, pt):
    # "1 seats", "2 to 2 seats" and "remove 1 to 0" read as errors of the server's own
    assert problem_text(key, "en", params) == en
    assert problem_text(key, "pt-BR", params) == pt


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


def _walk_companion(slug: str, seed: int, moves: int) -> list[dict | None]:
    """Labels, move and event sentences of a random companion game's first ``moves`` moves."""
    rules = ruleset_get(slug)
    names = ["Ana", "Bot"]
    state = rules.setup({}, 2, None, seed)
    rng = random.Random(seed)
    texts: list[dict | None] = []
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
            assert not ENGLISH.search(_prose(text["pt-BR"])), text
            assert not REPR.search(text["en"] + text["pt-BR"]), text
            assert not SNAKE.search(_prose(text["en"] + " " + text["pt-BR"])), text
