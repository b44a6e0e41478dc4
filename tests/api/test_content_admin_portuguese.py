"""The content editor in Portuguese: every page a Brazilian editor opens (the entries, an
entry's form, a save, the draft, a release, the first release, the releases, the import, the
log) reads in Portuguese, from the catalogues: no English of ours, no raw kind or value names,
no path before an error, no Python lists."""

from __future__ import annotations

import html
import json
import re

import pytest
from django_jsonform.utils import join_coords

from games.models import ContentChange, ContentEntry, ContentRelease
from games.services import content_defaults_install
from games.services.content import content_entries_ensure

pytestmark = pytest.mark.django_db(transaction=True)
PT = {"HTTP_ACCEPT_LANGUAGE": "pt-BR"}
# What an editor read in English (or as code) before; none may show in Portuguese.
NEVER = [
    "Saved in the",
    "Draft of",
    "Why this change",
    "Games playing it",
    "Add item",
    "Counted from 0",
    "Contado a partir de 0",
    "content entry",
    "content release",
    ">card_group<",
    ">path_card<",
    "card_group/",
    "wonder/stages",
    "What publishing the draft",
    "Start a preview game",
    "Publish the draft",
    "Release note",
    "Export as a JSON file",
    "unpublished change",
    "No change.",
]


@pytest.fixture
def staff(client, django_user_model):
    content_defaults_install()
    client.force_login(django_user_model.objects.create_superuser("ed", "e@example.com", "pw"))
    for slug in ("architects", "saboteur"):
        content_entries_ensure(ruleset=slug)
    return client


def _page(client, url: str, **post) -> str:
    response = client.post(url, post, follow=True, **PT) if post else client.get(url, **PT)
    assert response.status_code == 200, url
    return response.content.decode()


def _visible(page: str) -> str:
    """The page's text and title, without scripts, styles, tags and their attributes (the
    form's JSON among them): the words an editor reads."""
    text = re.sub(r"<(script|style|svg)\b.*?</\1>", " ", page, flags=re.S)
    buttons = re.findall(r'<input type="submit" value="([^"]*)"', text)
    return html.unescape(re.sub(r"<[^>]+>", " ", text) + " ".join(buttons))


def _assert_portuguese(page: str, *said: str) -> None:
    shown = _visible(page)
    for words in said:
        assert words in shown, words
    for english in NEVER:
        assert english not in shown, english
    assert not re.search(r"\[\{|\{'|\['", shown), "a Python list or dict is shown"


def _form_schema(page: str) -> dict:
    page = html.unescape(page)
    widget = page.split('data-django-jsonform="', 1)[1].split('"></textarea>')[0]
    return json.loads(widget)["schema"]


def test_the_entries_read_in_portuguese(staff):
    page = _page(staff, "/admin/games/contententry/?ruleset=architects")
    _assert_portuguese(page, "Itens de conteúdo", "Cartas de um tipo num baralho", "Maravilha",
                       "7 Wonders: Arquitetos", "Componente", "— (como publicado)")  # fmt: skip
    saboteur = _page(staff, "/admin/games/contententry/?ruleset=saboteur")
    _assert_portuguese(saboteur, "Carta de caminho", "Carta de ação")


def test_an_entry_s_form_reads_in_portuguese_with_its_choices_worded(staff):
    wonder = ContentEntry.objects.get(ruleset="architects", kind="wonder", key="giza")
    page = _page(staff, f"/admin/games/contententry/{wonder.pk}/change/")
    _assert_portuguese(page, "Por que esta mudança", "Maravilha: Gizé")
    stage = _form_schema(page)["properties"]["stages"]["items"]["properties"]
    titles = [c["title"] for c in stage["cost"]["properties"]["kind"]["choices"]]
    assert titles == ["cartas diferentes", "cartas iguais"]
    codes = [c["title"] for c in stage["cost_code"]["choices"]]
    assert codes[0] == "2 cartas diferentes" and "2d" not in codes
    # django-jsonform's own buttons are reworded from the catalogue.
    script = page.split('id="content-editor-words"', 1)[1].split(">", 1)[1].split("<")[0]
    words = json.loads(script)
    assert words["add-item"] == "Adicionar item" and words["button-remove"] == "Remover"
    path = ContentEntry.objects.get(ruleset="saboteur", kind="path_card", key="B-TV")
    tunnels = _form_schema(_page(staff, f"/admin/games/contententry/{path.pk}/change/"))
    assert tunnels["properties"]["door_group"]["help_text"].startswith("0 é o primeiro túnel")


def test_a_save_and_a_refusal_read_in_portuguese(staff):
    wonder = ContentEntry.objects.get(ruleset="architects", kind="wonder", key="giza")
    data = {**wonder.data, "stages": [{**wonder.data["stages"][0], "vp": -1},
                                      *wonder.data["stages"][1:]]}  # fmt: skip
    refused = _page(staff, f"/admin/games/contententry/{wonder.pk}/change/",
                    position=wonder.position, data=json.dumps(data), why="a caixa")  # fmt: skip
    _assert_portuguese(refused, "Um valor não pode ser salvo: veja o campo marcado abaixo.")
    data["stages"][0]["vp"] = 5
    data["stages"][0]["cost_code"] = "zz"
    coded = html.unescape(staff.post(f"/admin/games/contententry/{wonder.pk}/change/",
                          {"position": wonder.position, "data": json.dumps(data), "why": "x"},
                          **PT).content.decode())  # fmt: skip
    widget = coded.split('data-django-jsonform="', 1)[1].split('"></textarea>')[0]
    [said] = json.loads(widget)["errorMap"][join_coords("stages", 0, "cost_code")]
    assert (
        said.startswith("deve ser um de 2 cartas diferentes, 2 cartas iguais") and "2d" not in said
    )
    data["stages"][0]["cost_code"] = wonder.data["stages"][0]["cost_code"]
    saved = _page(staff, f"/admin/games/contententry/{wonder.pk}/change/",
                  position=wonder.position, data=json.dumps(data), why="a caixa")  # fmt: skip
    _assert_portuguese(saved, "Salvo no rascunho de 7 Wonders: Arquitetos")
    assert "foi alterado" not in _visible(saved)


def test_the_draft_the_releases_and_the_log_read_in_portuguese(staff):
    rules = ContentEntry.objects.get(ruleset="saboteur", kind="rules")
    staff.post(f"/admin/games/contententry/{rules.pk}/change/",
               {"position": rules.position, "data": json.dumps({**rules.data, "hand_size": 5}),
                "why": "mãos menores"}, **PT)  # fmt: skip
    draft = _page(staff, "/admin/games/contentrelease/draft/saboteur/")
    _assert_portuguese(draft, "Rascunho de Saboteur Gold", "O que publicar o rascunho mudaria",
                       "Rodadas, mãos e ouro › Cartas na mão de cada jogador",
                       "Publicar o rascunho como uma versão", "Nota da versão")  # fmt: skip
    published = _page(staff, "/admin/games/contentrelease/draft/saboteur/",
                      do="publish", note="mãos menores")  # fmt: skip
    _assert_portuguese(published, "publicada: as novas partidas de Saboteur Gold a usam",
                       "Mudanças desde", "Nenhuma partida a usa",
                       "Exportar como arquivo JSON")  # fmt: skip
    first = ContentRelease.objects.filter(ruleset="architects").order_by("number").first()
    shipped = _page(staff, f"/admin/games/contentrelease/{first.pk}/change/")
    _assert_portuguese(shipped, "O que a primeira versão do jogo tem", "Maravilha: 7",
                       "Cartas de um tipo num baralho: 111")  # fmt: skip
    listed = _page(staff, "/admin/games/contentrelease/")
    _assert_portuguese(listed, "Rascunhos", "nada a publicar", "Importar uma versão")
    _assert_portuguese(_page(staff, "/admin/games/contentrelease/import/"), "Importar e publicar")
    log = _page(staff, "/admin/games/contentchange/")
    _assert_portuguese(
        log, "Registro de conteúdo", "Item do rascunho editado", "Rascunho publicado"
    )
    change = ContentChange.objects.order_by("at").first()
    line = _page(staff, f"/admin/games/contentchange/{change.pk}/change/")
    _assert_portuguese(line, "Item do rascunho editado", "Quem", "Rodadas, mãos e ouro")
    assert "saboteur edit by" not in _visible(line)
