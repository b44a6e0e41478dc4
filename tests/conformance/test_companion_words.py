"""What a Brazilian player reads in a whole game of MarsBot and of Scholars (issue 24): no
English word in the Portuguese but names, no map id or coordinate, "de" and "em" contracted
with their article, one voice per instruction, nothing said as "remove 0", the automa named
as its instructions name it, a why that says as much in both languages, and a long
instruction said in full once a game, then briefly."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Mapping
from functools import cache

import pytest

from games.rules.listing_words import labelled_listing
from games.rules.marsbot import RULESET as MARSBOT
from games.rules.marsbot.bonus import meteor_shower
from games.rules.marsbot.context import Context
from games.rules.marsbot.mars import space_words
from games.rules.outcomes import instruction_worded
from games.rules.registry import ruleset_get
from games.rules.said import catalogues_of_words
from games.rules.scholars.automa_turn import caliph_move_effects
from games.rules.scholars.catalogue import deck, told
from games.rules.scholars.table import AUTOMA
from tests.rules.legal_pick import listed_random

# The seat names an app gave in the games: the automa's seat is not called MarsBot.
NAMES = ["Ana", "Bot"]
# English words that leaked into Portuguese sentences (issue 24), and common ones besides.
ENGLISH = re.compile(
    r"\b(adjacent|greenery|greeneries|most|fewest|next|tiles?|yours|its|research|phase|"
    r"deck|draft|workers|biology|rests?|space|row|the|and|of|to|from|with|card|cards|"
    r"tie-break|random|count|placement|ocean|city)\b"
)
# An automa's name lower-cased reads as an English word ("relatou: papyrus descansa").
LOWERED_NAME = re.compile(r"\bpapyrus\b|\bmarsbot\b")
# "de"/"em" before an article, which Portuguese always contracts ("de o" -> "do").
UNCONTRACTED = re.compile(r"\b(de|em) (o|a|os|as)\b")
# A map id, a coordinate pair or a range of them: a player finds none on the board.
IDS = re.compile(r"\bhex\b|\b\d+-\d+\b|\(\s*-?\d+\s*,\s*-?\d+\s*\)")
NOTHING_TO_REMOVE = re.compile(r"\bRemov(a|e) 0\b")
# An imperative to the player that goes on in the automa's voice in the same clause
# ("Mova 1 influência ... e aposenta o tradutor").
TWO_VOICES = re.compile(
    r"\b(Mova|Coloque|Aposente|Avance|Descarte|Compre|Remova)\b[^.;:]*\be "
    r"(aposenta|move|coloca|ganha|revela|paga|compra|emprega|traduz|viaja|entrega)\b"
)
CRYPTIC_SUM = re.compile(r":\s*soma\s*[-+]\d")
# An instruction this long is read once a game; later it is referred to briefly.
LONG_WORDS = 60
SEEDS = (24, 7)


def _prose(text: str) -> str:
    """``text`` without card names («Asteroid», “Asteroid”: the card's own words)."""
    return re.sub(r"«[^»]*»|“[^”]*”", "", text)


@cache
def _whole_game(slug: str, seed: int) -> tuple[list[Mapping | None], list[dict]]:
    """A random whole game picked from the listing as an app picks: the labels and sentences
    a player reads (moves, events, listed labels), and the instructions given."""
    rules = ruleset_get(slug)
    state = rules.setup({}, 2, seed)
    rng = random.Random(seed)
    read: list[Mapping | None] = []
    instructions: list[dict] = []
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        listing = labelled_listing(rules, state, seat, NAMES)
        read += [entry["labels"] for entry in listing]
        entry = rng.choice(listing)
        action = listed_random(rng, entry)
        state, events = rules.apply(state, seat, action)
        read.append(rules.describe_move(action, seat, 0, NAMES))
        for event in events:
            read.append(rules.describe(event.to_json(), 0, NAMES))
            if event.kind == "instruction":
                instructions.append(instruction_worded(event.data))  # stored as data
    return read, instructions


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("slug", ["marsbot", "scholars"])
def test_portuguese_has_no_english_word_no_id_and_contracts_its_prepositions(slug, seed):
    read, instructions = _whole_game(slug, seed)
    texts = (
        [t for t in read if t]
        + [i["text"] for i in instructions]
        + [i["why"] for i in instructions if i.get("why")]
    )
    for text in texts:
        pt, en = text["pt-BR"], text["en"]
        assert not ENGLISH.search(_prose(pt)), pt
        assert not LOWERED_NAME.search(_prose(pt)), pt
        assert not UNCONTRACTED.search(pt), pt
        assert not IDS.search(_prose(pt)) and not IDS.search(_prose(en)), text
        assert not NOTHING_TO_REMOVE.search(pt + " " + en), text


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("slug", ["marsbot", "scholars"])
def test_an_instruction_speaks_in_one_voice_and_its_why_as_much_in_both_languages(slug, seed):
    _read, instructions = _whole_game(slug, seed)
    assert instructions, "the automa gave instructions"
    for given in instructions:
        assert not TWO_VOICES.search(given["text"]["pt-BR"]), given["text"]
        assert not CRYPTIC_SUM.search(given["text"]["pt-BR"]), given["text"]
        why = given.get("why") or {}
        if why:
            # The same parts in both languages: a why that names the deck in one names it
            # in the other ("Research phase (MarsBot's action deck)" / "Fase de pesquisa").
            for mark in ("(", ";", ":", "→"):
                assert why["en"].count(mark) == why["pt-BR"].count(mark), why


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("slug", ["marsbot", "scholars"])
def test_a_long_instruction_is_said_in_full_once_a_game(slug, seed):
    _read, instructions = _whole_game(slug, seed)
    for language in ("en", "pt-BR"):
        said = Counter(i["text"][language] for i in instructions)
        repeated = [t for t, n in said.items() if n > 1 and len(t.split()) > LONG_WORDS]
        assert not repeated, repeated


def test_the_scholars_rest_is_told_in_full_then_briefly():
    # given a whole game in which the player rested more than once
    _read, instructions = _whole_game("scholars", 24)
    rests = [i["text"]["pt-BR"] for i in instructions if i["kind"] == "human_rest"]
    assert len(rests) > 2
    # then the first says every step and the later ones refer to it
    assert rests[0].startswith("O seu Descanso continua. (2) Renda:")
    assert len(rests[0].split()) > LONG_WORDS
    assert set(rests[1:]) == {
        "O seu Descanso continua como da outra vez: renda, dados de volta à bolsa, "
        "trabalhadores e cartas de ação de volta; então se aposenta todo tradutor com o ouro "
        "igual ao número da sala."
    }


@pytest.mark.parametrize(("slug", "automa"), [("marsbot", "O MarsBot"), ("scholars", "Papyrus")])
def test_the_automa_is_named_in_the_log_as_its_instructions_name_it(slug, automa):
    rules = ruleset_get(slug)
    played = rules.describe_move({"type": "play_turn"}, 1, 0, NAMES)
    assert played == {
        "en": f"{automa.removeprefix('O ')} played its turn.",
        "pt-BR": f"{automa} jogou o turno dele.",
    }
    done = rules.describe_move({"type": "acknowledge"}, 0, 0, NAMES)["pt-BR"]
    assert (
        done == f"Ana cumpriu as instruções {'do MarsBot' if slug == 'marsbot' else 'de Papyrus'}."
    )


def test_a_mars_space_is_named_as_the_board_prints_it():
    cat = MARSBOT.catalog
    noctis = next(h for h in cat.hexes.values() if h.reserved_for == "noctis_city")
    assert space_words(cat, noctis.id) == (
        "the 3rd space of the 5th row (reserved for Noctis City, 2 plants)",
        "o 3º espaço da 5ª linha (reservado a Noctis City, 2 plantas)",
    )
    label = MARSBOT.label({"type": "place_tile", "tile": "ocean", "space": "03"})
    assert label["pt-BR"] == "Coloquei um oceano no 1º espaço da 1ª linha (2 de aço)"


@pytest.mark.parametrize(
    ("plants", "protected", "pt"),
    [
        (0, False, "Remova até 5 das suas plantas (todas, se tiver menos)."),
        (1, False, "Remova 1 planta sua."),
        (4, False, "Remova 4 das suas plantas."),
        (4, True, "Suas plantas estão protegidas: não remova nenhuma."),
    ],
)
def test_meteor_shower_never_says_remove_0(plants, protected, pt):
    # given your plants as you reported them (0 when you never did)
    state = MARSBOT.setup({}, 2, 1)
    state["human"]["plants"], state["human"]["plants_protected"] = plants, protected
    ctx = Context.of(state, MARSBOT.catalog)
    # when MarsBot reveals B01
    meteor_shower(ctx)
    assert ctx.instructions[-1].text["pt-BR"] == pt


@pytest.mark.parametrize(
    ("index", "said"),
    [
        (1, "do baralho de tradutores sânscrito (nº 2)"),
        (6, "do baralho de tradutores nº 7"),
    ],
)
def test_scholars_decks_come_contracted_with_de_from_the_catalogue(index, said):
    # "de o baralho" is never glued in code: the deck's words carry their own preposition
    assert deck(index)["pt-BR"] == said
    employ = told("instruction-employ", deck=deck(index), room=3, cost=2)["pt-BR"]
    assert f"o tradutor do topo {said} na sala 3" in employ
    assert not UNCONTRACTED.search(employ)


# "acima de persa" (a language is named as one: "acima do idioma persa"); "passa a ser o 0".
BARE_LANGUAGE = re.compile(r"\b(acima|abaixo) de (chinês|sânscrito|grego|hebraico|persa|siríaco)\b")
BARE_NUMBER = re.compile(r"\bpassa a ser o \d")
_FTL_SYNTAX = re.compile(r"\{[^}]*(\}|$)|^\s*\*?\[[^\]]*\]")


@pytest.mark.parametrize("name", ["scholars/instructions", "scholars/labels"])
def test_scholars_portuguese_catalogue_has_none_of_the_quoted_faults(name):
    # every Brazilian message as the translator wrote it (a parameter stands for a name or
    # a number), each checked for the kinds of fault the issue quotes
    source = catalogues_of_words()[name].directory / "pt-BR" / f"{name.split('/')[1]}.ftl"
    lines = [line for line in source.read_text().splitlines() if not line.startswith("#")]
    # the words only: no message id, variant key or parameter
    texts = [_FTL_SYNTAX.sub(" ", line.split(" = ", 1)[-1]) for line in lines]
    assert len(texts) > 40
    for text in texts:
        for fault in (UNCONTRACTED, TWO_VOICES, CRYPTIC_SUM, BARE_LANGUAGE, BARE_NUMBER,
                      LOWERED_NAME, ENGLISH):  # fmt: skip
            assert not fault.search(text), text


# English values passed into Brazilian sentences ("prefere top > middle > bottom",
# "consolação da guilda roxa (silver)").
ENGLISH_VALUES = re.compile(r"\b(top|middle|bottom|silver|gold|worker|translate|deliver)\b")


@pytest.mark.parametrize("seed", SEEDS)
def test_scholars_instructions_pass_no_english_value_into_portuguese(seed):
    _read, instructions = _whole_game("scholars", seed)
    worded = [i[part]["pt-BR"] for i in instructions for part in ("text", "why")]
    assert any("prefere de " in text for text in worded) or seed != 24
    for text in worded:
        assert not ENGLISH_VALUES.search(text), text


def test_papyrus_on_the_caliph_cards_bottom_row_is_one_instruction_to_the_player():
    # given Papyrus's influence in the green guild
    state = ruleset_get("scholars").setup({}, 2, 3)
    state["guilds"]["green"][AUTOMA] = 1
    # when it moves to the Caliph card's bottom row
    (said,) = caliph_move_effects(state, "green", "bottom", told("why-owed"))
    # then every step is said to the player, and the dice sum by the marker's new place
    assert said.text["pt-BR"] == (
        "Mova 1 influência de Papyrus da guilda verde para a linha de baixo da carta de Califa. "
        "Aposente o tradutor retratado na carta de Califa (se não houver, o de mais PV; no "
        "empate, o mais à esquerda) na pilha de Papyrus e mova o marcador de soma dos dados "
        f"dele para {state['dice_sum']:+d}."
    )
