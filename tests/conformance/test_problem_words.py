"""Every word an app developer or a player reads about set-up and refusals, in both languages
(issue 13): every set-up option of every game, every refusal reason and every problem text."""

from __future__ import annotations

import ast
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
from games.rules.registry import SLUGS, ruleset_get
from tests.conformance.prose import ENGLISH, REFERENCES, REPR, prose


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
            assert not ENGLISH.search(prose(pt)), (name, pt)
        # Words only: the rule itself (type, values, default) is the same in every language.
        strip = ("title", "description", "oneOf")
        assert {k: v for k, v in english[name].items() if k not in strip} == {
            k: v for k, v in portuguese[name].items() if k not in strip
        }
        # And an enumeration's every value has its words in each (oneOf of const and title)
        if "enum" in english[name]:
            values = [english[name]["enum"]] * 2
            assert [[o["const"] for o in s[name]["oneOf"]] for s in (english, portuguese)] == values
            titles = [[o["title"] for o in s[name]["oneOf"]] for s in (english, portuguese)]
            assert all(titles[0]) and all(titles[1]), (name, titles)
            assert not ENGLISH.search(prose(" ".join(titles[1]))), (name, titles[1])


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
        "sent": ["automa"],
        "key": "action",
        "tool": "dice",
        "player": "bia-7",
    }
    keys = {c.value for c in ProblemCode} | PROBLEMS.ids()
    for key in sorted(keys) + [f"reason:{r}" for r in sorted(_reasons())]:
        text = problem_text(key, language, params)
        assert text, key
        assert not REPR.search(text), text
        if language == "pt-BR":
            assert not ENGLISH.search(prose(text)), text
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
        rules.setup({"wonders": ["giza", "atlantis"]}, 2, 1)
    assert problem_text(caught.value.message, "pt-BR", caught.value.params) == (
        'A opção "wonders" indica Maravilhas desconhecidas ["atlantis"]; use algumas de '
        '["alexandria", "babylon", "ephesus", "giza", "halicarnassus", "olympia", "rhodes"].'
    )


@pytest.mark.parametrize(
    ("key", "params", "en", "pt"),
    [
        ("wonders_count", {"count": 1, "seats": 2},
         'The option "wonders" names 1 Wonder for 2 seats.',
         'A opção "wonders" indica 1 Maravilha para 2 lugares.'),
        ("wonders_count", {"count": 3, "seats": 2},
         'The option "wonders" names 3 Wonders for 2 seats.',
         'A opção "wonders" indica 3 Maravilhas para 2 lugares.'),
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
         "MarsBot takes exactly 2 seats, not 1.", "MarsBot é para exatamente 2 lugares, não 1."),
        ("seat_count", {"title": "Solo", "min": 1, "max": 1, "count": 2},
         "Solo takes exactly 1 seat, not 2.", "Solo é para exatamente 1 lugar, não 2."),
    ],
)  # fmt: skip
def test_a_word_after_a_number_agrees_with_it(key, params, en, pt):
    # "1 seats", "2 to 2 seats" and "remove 1 to 0" read as errors of the server's own
    assert problem_text(key, "en", params) == en
    assert problem_text(key, "pt-BR", params) == pt
