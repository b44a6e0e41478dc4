"""Every category of every game's final score has its own words (issue 35): the result
names ``blue_cards`` "Cartas Azuis", never shows the key nor falls back to "Other points"."""

from __future__ import annotations

import random

import pytest

from games.rules.registry import SLUGS, ruleset_get
from games.rules.said import SHARED, Said
from games.rules.score_labels import score_categories_named, score_category_said
from tests.conformance.transcripts import NAMES, _chosen

SEATS = {"architects": 3, "saboteur": 4, "marsbot": 2, "scholars": 2}


def _categories(slug: str) -> set[str]:
    """The categories the finished games of a few seeds score."""
    rules = ruleset_get(slug)
    found: set[str] = set()
    for seed in range(3):
        seats = SEATS[slug]
        state, rng = rules.setup({}, seats, seed), random.Random(seed)
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            state, _ = rules.apply(state, seat, _chosen(rules, state, seat, rng, NAMES[:seats]))
        for score in rules.score(state).scores:
            found |= set(score.breakdown)
    return found


@pytest.mark.parametrize("slug", SLUGS)
def test_every_score_category_is_named_in_both_languages(slug: str) -> None:
    unnamed = Said(SHARED, "score-unnamed")
    categories = _categories(slug)
    assert categories
    for category in sorted(categories):
        said = score_category_said(slug, category)
        assert said != unnamed, f"{slug}: {category} has no words"
        assert said["en"] and said["pt-BR"], f"{slug}: {category}"


def test_the_labels_are_the_reader_s_words() -> None:
    named = score_categories_named("architects", ["blue_cards", "cat"], "pt-BR")
    assert named == {"blue_cards": "Cartas Azuis", "cat": "Marcador de Gato"}
    named = score_categories_named("marsbot", ["neural_instance"], "pt-BR")
    assert named == {"neural_instance": "Instância Neural (espaços livres vizinhos)"}
    # A category a game has no words for reads "Other points", never its key
    assert score_categories_named("saboteur", ["bribes"], "pt-BR") == {"bribes": "Outros pontos"}
