"""The content forms: drawn from each kind's schema and the shipped entries, every field worded
in English and Portuguese; what the form posts comes back as the entry's JSON."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from games.content.files import content_file_load
from games.content.form_schema import form_schema, form_value_clean
from games.content.titles import field_label
from games.rules.registry import SLUGS, ruleset_get

GAMES = [s for s in SLUGS if s in ("architects", "saboteur", "marsbot", "scholars")]


def _entries(slug: str) -> Iterator[tuple[Any, Any]]:
    document = content_file_load(slug)
    for kind in ruleset_get(slug).content_kinds:
        value = document.get(kind.key)
        for item in (value or []) if kind.is_list else [value]:
            yield kind, item


def _fields(drawn: dict, parent: str = "") -> Iterator[tuple[str, str]]:
    for name, sub in (drawn.get("properties") or {}).items():
        yield parent, name
        yield from _fields(sub, name)
    if isinstance(drawn.get("items"), dict):
        yield from _fields(drawn["items"], parent)
    if isinstance(drawn.get("additionalProperties"), dict):
        yield from _fields(drawn["additionalProperties"], parent)


@pytest.mark.parametrize("slug", GAMES)
def test_every_field_of_every_shipped_entry_has_words_in_both_languages(slug):
    unworded = set()
    for kind, item in _entries(slug):
        drawn = form_schema(ruleset=slug, kind=kind.name, title=kind.title, schema=kind.schema,
                            value=item, language="en")  # fmt: skip
        for parent, name in _fields(drawn):
            label = field_label(slug, kind.name, name, parent)
            if label is None or not (label[0] and label[1]):
                unworded.add(f"{kind.name}: {parent}.{name}")
    assert not unworded, sorted(unworded)


def test_a_field_is_titled_and_helped_in_the_editors_language():
    kind = next(k for k in ruleset_get("saboteur").content_kinds if k.name == "rules")
    value = content_file_load("saboteur")["rules"]
    english, portuguese = (
        form_schema(ruleset="saboteur", kind="rules", title=kind.title, schema=kind.schema,
                    value=value, language=language)["properties"]["hand_size"]
        for language in ("en", "pt-BR")
    )  # fmt: skip
    assert english["title"] == "Cards each player holds"
    assert portuguese["title"] == "Cartas na mão de cada jogador"
    assert english["help_text"] and portuguese["help_text"] != english["help_text"]
    assert english["type"] == "integer" and english["minimum"] == 1


def test_free_objects_nullable_values_and_enums_get_inputs():
    kind = next(k for k in ruleset_get("saboteur").content_kinds if k.name == "path_card")
    card = {"id": "X", "groups": ["NS"], "count": 1, "door": None, "extra": {"a": 1}}
    drawn = form_schema(ruleset="saboteur", kind=kind.name, title="", schema=kind.schema,
                        value=card, language="en")["properties"]  # fmt: skip
    assert drawn["door"]["choices"][0] == {"title": "—", "value": ""}
    assert drawn["door_group"]["type"] == "integer"  # ["integer", "null"]
    assert drawn["extra"]["properties"]["a"]["type"] == "integer"  # held, not declared
    assert drawn["groups"]["type"] == "array" and drawn["groups"]["items"]["type"] == "string"


def test_what_the_form_posts_becomes_the_entrys_json_again():
    kind = next(k for k in ruleset_get("saboteur").content_kinds if k.name == "path_card")
    held = {"id": "X", "groups": ["NS"], "count": 1, "door": None}
    # The form fills every declared field; the ones the entry lacked and left empty go.
    posted = {"id": "X", "groups": ["NS"], "count": 2, "door": "", "door_group": "",
              "name": "", "treasure": False, "crystals": None}  # fmt: skip
    cleaned = form_value_clean(kind.schema, posted, held)
    assert cleaned == {"id": "X", "groups": ["NS"], "count": 2, "door": None, "treasure": False}
