"""Every action type of every game has a heading in words (``GET games/{id}/actions/``
``headings``), in English and Brazilian Portuguese, never its raw type name: what the page
writes over the listed actions of one type."""

from __future__ import annotations

import pytest

from games.rules.catalogues import SOURCE_LANGUAGE
from games.rules.headings import action_heading, action_headings
from games.rules.registry import SLUGS, ruleset_get
from games.rules.said import catalogues_of_words
from tests.api.helpers import API, bearer, game_create, tokens_of

LANGUAGES = ("en", "pt-BR")
SEATS = {
    "architects": [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}],
    "saboteur": [{"name": n, "kind": "human"} for n in ("Ana", "Bia", "Caio")],
    "marsbot": [{"name": "Ana", "kind": "human"}, {"name": "MarsBot", "kind": "automa"}],
    "scholars": [{"name": "Ana", "kind": "human"}, {"name": "Papyrus", "kind": "automa"}],
}


def _raw(kind: str, language: str) -> set[str]:
    """The type's name as a page would make it readable ("final score"); in Portuguese also
    capitalised (English may well read "Pass", from its catalogue)."""
    raw = {kind, kind.replace("_", " ")}
    return raw | {r.capitalize() for r in raw} if language != "en" else raw


@pytest.mark.parametrize("slug", SLUGS)
def test_every_action_type_has_a_worded_heading_in_each_language(slug):
    rules = ruleset_get(slug)
    catalogue = catalogues_of_words()[f"{slug}/headings"]
    for spec in rules.action_specs:
        heading = action_heading(rules, spec.type)
        assert heading is not None, spec.type
        for language in LANGUAGES:
            assert catalogue.has(heading.id, language), (spec.type, language)
            words = heading.text(language)
            assert words and words not in _raw(spec.type, language) and "_" not in words, words
    # No heading of a type the game no longer has.
    types = {f"heading-{spec.type}" for spec in rules.action_specs}
    assert catalogue.ids(SOURCE_LANGUAGE) == types
    assert catalogue.ids("pt-BR") == types


@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_the_listing_carries_every_type_s_heading_in_the_caller_s_language(client, slug):
    game = game_create(client, ruleset=slug, seats=SEATS[slug])
    token = tokens_of(game)[0]
    rules = ruleset_get(slug)
    for language in LANGUAGES:
        answer = client.get(
            f"{API}/games/{game['id']}/actions/", HTTP_ACCEPT_LANGUAGE=language, **bearer(token)
        )
        assert answer.status_code == 200
        headings = answer.json()["headings"]
        assert headings == action_headings(rules, language)
        assert set(headings) == {spec.type for spec in rules.action_specs}
        listed = {entry["action"]["type"] for entry in answer.json()["actions"]}
        assert listed <= set(headings)
    assert action_headings(rules, "pt-BR") != action_headings(rules, "en")
