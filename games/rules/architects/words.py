"""The words labels and event sentences share: component names, decks, stages, effects.

Portuguese follows the seed rulebook's terms ("Estágio", "Recursos", "fichas de Progresso",
"baralho da Babilônia"); component names come from the content catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.rules.words import joined
from games.rules.words import seat_name as shared_seat_name

from .content import CENTRAL

Labels = dict[str, str]

# Cities take no article in Portuguese, except Babylon ("o baralho da Babilônia").
_PT_OF = {"babylon": "da"}

EFFECTS: dict[str, Labels] = {
    "take_top_card_any_deck": {
        "en": "take the top card of any deck",
        "pt-BR": "pegar a carta do topo de qualquer baralho",
    },
    "take_progress_token": {
        "en": "take a Progress token",
        "pt-BR": "pegar uma ficha de Progresso",
    },
    "take_top_card_central": {
        "en": "take the top card of the central deck",
        "pt-BR": "pegar a carta do topo do baralho central",
    },
    "look_five_choose_one": {
        "en": "look at the top 5 cards of a deck and keep one",
        "pt-BR": "olhar as 5 cartas do topo de um baralho e ficar com uma",
    },
    "take_top_left_and_right": {
        "en": "take the top card of the decks on your left and right",
        "pt-BR": "pegar a carta do topo dos baralhos à sua esquerda e à sua direita",
    },
    "add_shield": {"en": "add 1 Shield", "pt-BR": "adicionar 1 Escudo"},
    "none": {"en": "no effect", "pt-BR": "nenhum efeito"},
}


def effect_words(effect: str) -> Labels:
    return EFFECTS.get(effect, {"en": "its effect", "pt-BR": "o seu efeito"})


def kind_name(catalog: dict[str, Any], kind: str) -> Labels:
    """A card kind's name; "Shield, 1 horn" reads "Shield with 1 horn", so that a list of
    cards keeps one comma per card."""
    info = catalog["kinds"].get(kind)
    if not info:
        return {"en": "a card", "pt-BR": "uma carta"}
    name = info["name"]
    return {"en": name["en"].replace(", ", " with "), "pt-BR": name["pt-BR"].replace(", ", " com ")}


def token_name(catalog: dict[str, Any], slug: str) -> Labels:
    info = catalog["tokens"].get(slug)
    return info["name"] if info else {"en": "a Progress token", "pt-BR": "uma ficha de Progresso"}


def wonder_name(catalog: dict[str, Any], slug: str) -> Labels:
    info = catalog["wonders"].get(slug)
    return info["name"] if info else {"en": "a Wonder", "pt-BR": "uma Maravilha"}


def of_wonder(catalog: dict[str, Any], slug: str) -> str:
    """'de Éfeso', 'da Babilônia'."""
    return f"{_PT_OF.get(slug, 'de')} {wonder_name(catalog, slug)['pt-BR']}"


def possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def deck_words(catalog: dict[str, Any], deck: str) -> Labels:
    """'the central deck' / 'Babylon's deck', with the article."""
    if deck == CENTRAL:
        return {"en": "the central deck", "pt-BR": "o baralho central"}
    return {
        "en": f"{possessive(wonder_name(catalog, deck)['en'])} deck",
        "pt-BR": f"o baralho {of_wonder(catalog, deck)}",
    }


def of_deck(catalog: dict[str, Any], deck: str) -> Labels:
    """'of the central deck' / 'do baralho da Babilônia'."""
    words = deck_words(catalog, deck)
    return {"en": f"of {words['en']}", "pt-BR": "d" + words["pt-BR"]}


def from_deck(catalog: dict[str, Any], deck: str) -> Labels:
    words = deck_words(catalog, deck)
    return {"en": f"from {words['en']}", "pt-BR": "d" + words["pt-BR"]}


def deck_side(view: Mapping[str, Any] | None, deck: str) -> Labels:
    """' (left)' / ' (à esquerda)': where a Wonder deck lies for the viewer who chooses.

    Your own Wonder's deck lies on your left, your right neighbour's on your right."""
    if view is None or deck == CENTRAL or view.get("viewer") is None:
        return {"en": "", "pt-BR": ""}
    seat, wonders = view["viewer"], view.get("wonders", [])
    if not wonders:
        return {"en": "", "pt-BR": ""}
    if wonders[seat] == deck:
        return {"en": " (left)", "pt-BR": " (à esquerda)"}
    if wonders[(seat - 1) % len(wonders)] == deck:
        return {"en": " (right)", "pt-BR": " (à direita)"}
    return {"en": "", "pt-BR": ""}


def stage_words(catalog: dict[str, Any], stage: str) -> tuple[Labels, str | None]:
    """'Stage 2 (2 identical Resources)' and the Wonder it belongs to."""
    for slug, wonder in catalog["wonders"].items():
        cost = wonder["stages"].get(stage)
        if cost is None:
            continue
        number = wonder["order"].index(stage) + 1
        same = cost["kind"] != "different"
        en_kind = "identical" if same else "different"
        pt_kind = "idênticos" if same else "diferentes"
        return {
            "en": f"Stage {number} ({cost['count']} {en_kind} Resources)",
            "pt-BR": f"Estágio {number} ({cost['count']} Recursos {pt_kind})",
        }, slug
    return {"en": "a Stage", "pt-BR": "um Estágio"}, None


def kinds_joined(catalog: dict[str, Any], kinds: Sequence[str]) -> Labels:
    """'Brick and Gold' / 'Tijolo e Ouro'."""
    return joined([kind_name(catalog, k) for k in kinds])


def seat_name(names: Sequence[str] | None, seat: Any) -> str:
    return shared_seat_name(names, seat, unknown=f"#{seat}")


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]
