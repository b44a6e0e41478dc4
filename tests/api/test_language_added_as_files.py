"""A third language is files alone (issue 35): a translator's ``es`` catalogue files, and no
code, make the API answer in Spanish whole. Content names the content has no Spanish for read
in English (never a language code), Content-Language says es, the games' titles come from the
catalogue, and the schema's text types take the added language."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax.ast import Message, Pattern, Placeable, StringLiteral

from games.problem_texts import PROBLEMS
from games.rules.catalogues import MESSAGES_DIRS_ENV, catalogues_reload
from games.rules.content_names import Named
from games.rules.registry import SLUGS, ruleset_get
from games.rules.said import catalogues_of_words
from games.rules.score_labels import score_category_said
from tests.api.helpers import API, game_create

# Each Spanish message is marked, so that a text shows it came whole from the es files.
MARK = "¡"
ES_TITLES = {
    "architects": "7 Wonders: Arquitectos",
    "saboteur": "Saboteur Gold",
    "marsbot": "Terraforming Mars: MarsBot (autómata)",
    "scholars": "Eruditos del Sur del Tigris (autómata en solitario)",
}
SCHEMA = Path(__file__).resolve().parents[2] / "schema" / "openapi.json"


def _marked(pattern: Pattern) -> Pattern:
    return Pattern([Placeable(StringLiteral(MARK)), *pattern.elements])


def _spanish_file(source: Path, target: Path) -> None:
    """What a translator starting from the Portuguese would add: every message, marked."""
    resource = FluentParser().parse(source.read_text(encoding="utf-8"))
    for entry in resource.body:
        if isinstance(entry, Message) and entry.value is not None:
            entry.value = _marked(entry.value)
            for attribute in entry.attributes:
                attribute.value = _marked(attribute.value)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(FluentSerializer().serialize(resource), encoding="utf-8")


@pytest.fixture
def spanish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for slug in SLUGS:
        ruleset_get(slug)  # every game's catalogues known
        score_category_said(slug, "any")
    for catalogue in [*catalogues_of_words().values(), PROBLEMS]:
        file_name = f"{catalogue.name.rsplit('/', 1)[-1]}.ftl"
        source = catalogue.directory / "pt-BR" / file_name
        if source.is_file():
            _spanish_file(source, tmp_path / "es" / f"{catalogue.name}.ftl")
    titles = "".join(f"title-{slug} = {title}\n" for slug, title in ES_TITLES.items())
    (tmp_path / "es" / "titles.ftl").write_text(titles, encoding="utf-8")
    monkeypatch.setenv(MESSAGES_DIRS_ENV, str(tmp_path))
    catalogues_reload()
    yield tmp_path
    monkeypatch.delenv(MESSAGES_DIRS_ENV)
    catalogues_reload()


def _spanish(text: str | None, where: str) -> None:
    assert text, f"{where}: no words"
    assert text.startswith(MARK), f"{where}: not from the es files: {text}"
    # Never a language code where a name lacks Spanish words.
    assert not re.search(r"\b(es|en|pt-BR)\b", text), f"{where}: {text}"


@pytest.mark.django_db
def test_the_games_are_listed_in_spanish_with_their_catalogue_titles(client, spanish) -> None:
    answer = client.get(f"{API}/rulesets/", HTTP_ACCEPT_LANGUAGE="es-AR,es;q=0.9,en;q=0.5")
    assert answer.status_code == 200
    assert answer["Content-Language"] == "es"
    titles = {r["slug"]: r["title"] for r in answer.json()}
    assert titles == ES_TITLES
    portuguese = client.get(f"{API}/rulesets/", HTTP_ACCEPT_LANGUAGE="pt-BR")
    assert portuguese["Content-Language"] == "pt-BR"


# The automa seats play once the game's creation commits.
@pytest.mark.django_db(transaction=True)
def test_a_game_is_told_whole_in_spanish_and_its_scores_named(client, spanish) -> None:
    # Given a game of automa seats played out, read as a Spanish app reads it
    seats = [{"name": n, "kind": "automa", "level": "basic"} for n in ("Ana", "Bia", "Caio")]
    game = game_create(client, seats=seats, seed=11)
    moves = client.get(f"{API}/games/{game['id']}/moves/?limit=200", HTTP_ACCEPT_LANGUAGE="es")
    assert moves["Content-Language"] == "es"
    # Then every move and every event is worded from the es files, names and all
    told = 0
    for move in moves.json()["results"]:
        _spanish(move["text"], f"move {move['number']}")
        for event in move["events"]:
            if event["text"] is not None:
                _spanish(event["text"], f"move {move['number']} {event['kind']}")
                told += 1
    assert told > 10
    # And the final scores name each category in Spanish
    result = client.get(f"{API}/games/{game['id']}/result/", HTTP_ACCEPT_LANGUAGE="es")
    assert result["Content-Language"] == "es"
    for score in result.json()["scores"]:
        assert set(score["breakdown_labels"]) == set(score["breakdown"])
        for category, label in score["breakdown_labels"].items():
            _spanish(label, category)


def test_a_content_name_reads_in_the_language_it_has_else_english() -> None:
    name = Named.of({"en": "Mining Rights", "pt-BR": "Direitos de Mineração", "es": "Derechos"})
    assert name.text("es") == "Derechos"
    assert name.text("pt-BR") == "Direitos de Mineração"
    unfilled = Named.of({"en": "Pets", "pt-BR": ""})
    assert unfilled.text("pt-BR") == "Pets"  # an editor's blank: English until filled
    assert Named.of("Cartel").text("es") == "Cartel"  # older content: a plain string
    assert Named.of({"pt-BR": "Só em português"}).text("es") == "Só em português"


def test_the_schema_s_text_types_take_any_language_added() -> None:
    components = json.loads(SCHEMA.read_text(encoding="utf-8"))["components"]["schemas"]
    labels = {name: s for name, s in components.items() if name.endswith("Labels")}
    assert labels
    for name, schema in labels.items():
        assert schema.get("additionalProperties") == {"type": "string"}, name


def test_a_marsbot_card_the_content_names_in_two_languages_reads_in_english_in_spanish(
    spanish: Path,
) -> None:
    from games.rules.marsbot.catalogue import told

    rules = ruleset_get("marsbot")
    name = rules.catalog.cards["160"].name
    said = told("instruction-card-to-played", name=name)
    assert (
        said.text("es")
        == "¡Coloque «Power Supply Consortium» na pilha de cartas jogadas do MarsBot."
    )
    assert said.text("pt-BR").startswith("Coloque «Consórcio de Distribuição de Energia»")
