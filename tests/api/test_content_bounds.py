"""Content an editor cannot break: through the calls the admin's form makes, every game's
out-of-bounds counts, unknown codes, dangling references and totals a deal cannot use are
refused before they are saved, each at its field, in the editor's language (English and
Brazilian Portuguese); nothing reaches the draft, and a whole document imported with the same
value is refused at the same path."""

from __future__ import annotations

import copy
import html
import json
from collections.abc import Callable
from typing import Any

import pytest
from django_jsonform.utils import join_coords

from games.content.files import content_file_load
from games.errors import ServiceError
from games.models import ContentEntry
from games.rules.registry import ruleset_get
from games.services import content_defaults_install
from games.services.content import content_document_problems, content_entries_ensure
from tests.api.content_admin import entry_post

pytestmark = pytest.mark.django_db(transaction=True)

Edit = Callable[[dict[str, Any]], None]


def _set(*path: Any, value: Any) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        node = data
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = value

    return edit


def _append(*path: Any, value: Any) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        node: Any = data
        for part in path:
            node = node[part]
        node.append(value)

    return edit


# (case, game, kind, key, the edit, the field's path in the entry, English, Portuguese)
CASES = [
    # 7 Wonders Architects
    ("architects count above the deck", "architects", "card_group", "central/wood",
     _set("count", value=500), ("count",),
     "must be at most 60, not 500", "deve ser no máximo 60, não 500"),
    ("architects deck total", "architects", "card_group", "central/wood",
     _set("count", value=5), ("count",),
     "the central deck holds 60 cards; its groups count 61",
     "o baralho central tem 60 cartas; os grupos dele somam 61"),
    ("architects unknown stage cost code", "architects", "wonder", "babylon",
     _set("stages", 0, "cost_code", value="zz"), ("stages", 0, "cost_code"),
     'not "zz"', 'não "zz"'),
    ("architects stage cost beyond the box", "architects", "wonder", "babylon",
     _set("stages", 0, "cost", "count", value=9), ("stages", 0, "cost", "count"),
     "must be at most 4, not 9", "deve ser no máximo 4, não 9"),
    ("architects cost code against its cost", "architects", "wonder", "giza",
     _set("stages", 0, "cost_code", value="4d"), ("stages", 0, "cost_code"),
     "4d is 4 different cards: the cost says otherwise",
     "4d são 4 cartas diferentes: o custo diz outra coisa"),
    ("architects dangling stage requirement", "architects", "wonder", "olympia",
     _set("stages", 2, "requires", value=["Q9"]), ("stages", 2, "requires", 0),
     '"Q9" is not another stage of this Wonder',
     '"Q9" não é outro Estágio desta Maravilha'),
    ("architects progress tokens beyond the box", "architects", "progress_token", "culture",
     _set("copies", value=3), ("copies",),
     "the box holds 15 progress tokens; the tokens count 16",
     "a caixa tem 15 fichas de Progresso; as fichas somam 16"),
    ("architects conflict tokens beyond the box", "architects", "settings", "",
     _set("conflict_tokens", "7", value=60), ("conflict_tokens", "7"),
     "must be at most 6, not 60", "deve ser no máximo 6, não 60"),
    # Saboteur Gold
    ("saboteur path card count 500", "saboteur", "path_card", "B-X",
     _set("count", value=500), ("count",),
     "must be at most 70, not 500", "deve ser no máximo 70, não 500"),
    ("saboteur path card count 0", "saboteur", "path_card", "B-X",
     _set("count", value=0), ("count",),
     "must be at least 1, not 0", "deve ser no mínimo 1, não 0"),
    ("saboteur path cards beyond the box", "saboteur", "path_card", "B-X",
     _set("count", value=30), ("count",),
     "the box holds 70 path cards; these count 95",
     "a caixa tem 70 cartas de caminho; estas somam 95"),
    ("saboteur unknown tool", "saboteur", "action_card", "BROKEN_PICK",
     _set("tool", value="hammer"), ("tool",), 'not "hammer"', 'não "hammer"'),
    ("saboteur door on no tunnel", "saboteur", "path_card", "B-TV",
     _set("door_group", value=4), ("door_group",),
     "the door must be on one of the card's tunnels",
     "a porta precisa estar num dos túneis da carta"),
    ("saboteur hands the deck cannot deal", "saboteur", "rules", "",
     _set("hand_size", value=12), ("hand_size",),
     "the deck has 118 cards; 12 seats need at least 154",
     "o baralho tem 118 cartas; 12 jogadores precisam de pelo menos 154"),
    ("saboteur saboteurs beyond the box", "saboteur", "roles", "",
     _set("saboteur", value=9), ("saboteur",),
     "must be at most 3, not 9", "deve ser no máximo 3, não 9"),
    # Terraforming Mars: MarsBot
    ("marsbot project cost beyond the dearest", "marsbot", "project_card", "001",
     _set("cost", value=500), ("cost",),
     "must be at most 41, not 500", "deve ser no máximo 41, não 500"),
    ("marsbot unknown tag", "marsbot", "project_card", "001",
     _set("tags", 0, value="zz"), ("tags", 0), 'not "zz"', 'não "zz"'),
    ("marsbot bad bonus card id", "marsbot", "bonus_card", "B01",
     _set("id", value="X1"), ("id",), 'not "X1"', 'não "X1"'),
    ("marsbot dangling neighbour", "marsbot", "hex", "08",
     _append("adjacent", value="99"), ("adjacent", "*"),
     '"99" is no area of the map', '"99" não é uma área do mapa'),
    ("marsbot unknown milestone value", "marsbot", "milestone", "mayor",
     _set("human_value", value="zz"), ("human_value",), 'not "zz"', 'não "zz"'),
    # Scholars of the South Tigris
    ("scholars room cost out of range", "scholars", "room", "1",
     _set("cost", value=9), ("cost",), "must be at most 4, not 9", "deve ser no máximo 4, não 9"),
    ("scholars gold beyond the box", "scholars", "solo_board", "",
     _set("translate_gold", "greek", value=500), ("translate_gold", "greek"),
     "must be at most 35, not 500", "deve ser no máximo 35, não 500"),
    ("scholars unknown language", "scholars", "scroll_card", "CHI-A",
     _set("language", value="latin"), ("language",), 'not "latin"', 'não "latin"'),
    ("scholars dangling starting scroll", "scholars", "difficulty", "scribe",
     _set("starting_scroll", value="latin"), ("starting_scroll",),
     'not "latin"', 'não "latin"'),
    ("scholars unknown guild", "scholars", "scoring", "",
     _set("guild_control_vp", "pink", value=3), ("guild_control_vp",),
     'takes no ["pink"]', 'não aceita ["pink"]'),
]  # fmt: skip
IDS = [case[0] for case in CASES]


@pytest.fixture
def staff(client, django_user_model):
    content_defaults_install()
    client.force_login(django_user_model.objects.create_superuser("ed", "e@example.com", "pw"))
    return client


def _error_map(page: str) -> dict[str, list[str]]:
    """The errors django-jsonform shows beside each input, by the input's path."""
    widget = html.unescape(page).split('data-django-jsonform="', 1)[1].split('"></textarea>')[0]
    return json.loads(widget)["errorMap"]


def _at(errors: dict[str, list[str]], where: tuple[Any, ...]) -> list[str]:
    """The errors at ``where`` ("*": any index of a list)."""
    if "*" not in where:
        return errors.get(join_coords(*where), [])
    prefix = join_coords(*where[: where.index("*")])
    return [e for key, found in errors.items() if key.startswith(prefix) for e in found]


@pytest.mark.parametrize(
    ("case", "game", "kind", "key", "edit", "where", "english", "portuguese"), CASES, ids=IDS
)
@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_value_the_game_cannot_hold_is_refused_at_its_field_in_the_editors_language(
    staff, case, game, kind, key, edit, where, english, portuguese, language
):
    # Given a shipped entry of the draft.
    content_entries_ensure(ruleset=game)
    entry = ContentEntry.objects.get(ruleset=game, kind=kind, key=key)
    held = copy.deepcopy(entry.data)
    data = copy.deepcopy(entry.data)
    edit(data)
    # When the editor saves the edit through the admin's form.
    response = entry_post(staff, entry, data) if language == "en" else staff.post(
        f"/admin/games/contententry/{entry.pk}/change/",
        {"position": entry.position, "data": json.dumps(data), "why": "x"},
        HTTP_ACCEPT_LANGUAGE=language,
    )  # fmt: skip
    # Then it is refused, the reason beside the field in the editor's language...
    assert response.status_code == 200
    said, unsaid = (english, portuguese) if language == "en" else (portuguese, english)
    errors = _error_map(response.content.decode())
    at_field = _at(errors, where)
    assert any(said in e for e in at_field), (errors, said)
    assert not any(unsaid in e for found in errors.values() for e in found)
    # ...never as a path before the words, and nothing reaches the draft.
    page = html.unescape(response.content.decode())
    assert f"{kind}/" not in page.split('data-django-jsonform="', 1)[0]
    entry.refresh_from_db()
    assert entry.data == held and entry.updated_at is None


@pytest.mark.parametrize(
    ("case", "game", "kind", "key", "edit", "where", "english", "portuguese"), CASES, ids=IDS
)
def test_a_document_with_the_same_value_is_refused_at_the_same_path(
    case, game, kind, key, edit, where, english, portuguese
):
    # Given the shipped document with the edit made in its item.
    document = copy.deepcopy(content_file_load(game))
    found = next(k for k in ruleset_get(game).content_kinds if k.name == kind)
    if found.is_list:
        index = next(i for i, item in enumerate(document[found.key]) if found.item_id(item) == key)
        edit(document[found.key][index])
        prefix = f"{found.key}/{index}/"
    else:
        edit(document[found.key])
        prefix = f"{found.key}/"
    # When it is checked as a release to import (the API's and the admin's import).
    problems = content_document_problems(ruleset=game, document=document)
    # Then the problem is said at the member's path, in each language.
    fields = "/".join(str(part) for part in where).split("/*")[0]
    english_said = [p["en"] for p in problems]
    assert any(
        p.startswith(prefix + fields) or p.startswith(f"{found.key}/*/{fields}")
        for p in english_said
        if english in p
    ), english_said
    assert any(portuguese in p["pt-BR"] for p in problems)


def test_an_import_beyond_the_box_publishes_nothing():
    from games.services.content_releases import content_release_import

    content_defaults_install()
    document = copy.deepcopy(content_file_load("saboteur"))
    document["path_cards"][0]["count"] = 500
    with pytest.raises(ServiceError) as refused:
        content_release_import(
            ruleset="saboteur", file=json.dumps(document).encode(), filename="big.json",
            by="ed", note="579 cards",
        )  # fmt: skip
    words = [p["pt-BR"] for p in refused.value.extensions["errors"]]
    assert words == ["path_cards/0/count: deve ser no máximo 70, não 500"]


@pytest.mark.parametrize("game", ["architects", "saboteur", "marsbot", "scholars"])
def test_every_shipped_release_is_within_the_bounds(game):
    assert content_document_problems(ruleset=game, document=content_file_load(game)) == []
