"""Human labels of actions in English and Brazilian Portuguese, as the table says them:
Stages by number and cost, decks by Wonder and side, no card ids; one function per kind,
which the move table (``moves.MOVES``) names."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .content import CENTRAL
from .science import FACE_DOWN, NO_TOKEN
from .words import (
    Labels,
    deck_side,
    effect_words,
    kind_name,
    kinds_joined,
    lower_first,
    of_deck,
    stage_words,
    token_name,
)

# The view of the seat the label is for (None: no seat's).
View = Mapping[str, Any] | None


def _take(catalog: dict[str, Any], deck: str, view: View) -> Labels:
    """'Take the top card of Babylon's deck (left)'; the kind only when the viewer sees it."""
    top = None
    if view is not None and deck == CENTRAL:
        top = view.get("peek")  # the Cat's holder peeked at it
    elif view is not None:
        top = (view.get("decks", {}).get(deck) or {}).get("top")
    of = of_deck(catalog, deck)
    side = deck_side(view, deck)
    suffix = {"en": "", "pt-BR": ""}
    if top:
        name = kind_name(catalog, top["kind"])
        suffix = {"en": f": {name['en']}", "pt-BR": f": {name['pt-BR']}"}
    return {
        "en": f"Take the top card {of['en']}{side['en']}{suffix['en']}",
        "pt-BR": f"Pegar a carta do topo {of['pt-BR']}{side['pt-BR']}{suffix['pt-BR']}",
    }


def _pending_effect(view: View) -> str | None:
    if view is None:
        return None
    for pending in reversed(view.get("pending") or []):
        effect: str | None = pending.get("effect")
        if effect:
            return effect
    return None


def take_card(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Labels:
    return _take(catalog, action["deck"], view)


def take_extra_card(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Labels:
    token = token_name(catalog, action["token"])
    take = _take(catalog, action["deck"], view)
    return {
        "en": f"Use the Progress token «{token['en']}»: {lower_first(take['en'])}",
        "pt-BR": f"Usar a ficha de Progresso «{token['pt-BR']}»: {lower_first(take['pt-BR'])}",
    }


def build_stage(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Labels:
    return _build(catalog, action)


def choose_progress_token(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Labels:
    return _choose_token(catalog, action)


def choose_deck(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Labels:
    of = of_deck(catalog, action["deck"])
    side = deck_side(view, action["deck"])
    return {
        "en": f"Look at the top 5 cards {of['en']}{side['en']}",
        "pt-BR": f"Olhar as 5 cartas do topo {of['pt-BR']}{side['pt-BR']}",
    }


def pick_card(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Labels:
    name = kind_name(catalog, action["kind"])
    return {
        "en": f"Keep the {name['en']} card",
        "pt-BR": f"Ficar com a carta de {name['pt-BR']}",
    }


def use_wonder_effect(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Labels:
    effect = _pending_effect(view)
    what = effect_words(effect) if effect else None
    if what is None:
        return {"en": "Use your Wonder's effect", "pt-BR": "Usar o efeito da sua Maravilha"}
    return {
        "en": f"Use your Wonder's effect: {what['en']}",
        "pt-BR": f"Usar o efeito da sua Maravilha: {what['pt-BR']}",
    }


def decline_wonder_effect(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Labels:
    effect = _pending_effect(view)
    what = effect_words(effect) if effect else None
    if what is None:
        return {
            "en": "Decline your Wonder's effect",
            "pt-BR": "Recusar o efeito da sua Maravilha",
        }
    return {
        "en": f"Decline your Wonder's effect ({what['en']})",
        "pt-BR": f"Recusar o efeito da sua Maravilha ({what['pt-BR']})",
    }


def end_turn(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Labels:
    return {"en": "End your turn", "pt-BR": "Encerrar o seu turno"}


# The label of an action that is none of this game's kinds.
OTHER_ACTION: Labels = {"en": "An action of this game", "pt-BR": "Uma ação deste jogo"}


def _build(catalog: dict[str, Any], action: dict[str, Any]) -> Labels:
    """'Build Stage 1 (2 different Resources) with Brick and Gold'."""
    stage, _wonder = stage_words(catalog, action["stage"])
    cards = list(action.get("cards", []))
    paid = kinds_joined(catalog, cards)
    en = f"Build {stage['en']} with {paid['en']}"
    pt = f"Construir o {stage['pt-BR']} com {paid['pt-BR']}"
    cost = next(
        (
            w["stages"][action["stage"]]
            for w in catalog["wonders"].values()
            if action["stage"] in w["stages"]
        ),
        None,
    )
    if cost is not None and len(cards) < cost["count"]:
        economy = token_name(catalog, "economy")
        en += f" (Progress token «{economy['en']}»: one Gold card is worth 2 Coins)"
        pt += f" (ficha de Progresso «{economy['pt-BR']}»: uma carta de Ouro vale 2 Moedas)"
    return {"en": en, "pt-BR": pt}


def _choose_token(catalog: dict[str, Any], action: dict[str, Any]) -> Labels:
    cards = list(action.get("cards", []))
    if action["token"] == NO_TOKEN:
        en = "Discard a set of green cards (no Progress token is left)"
        pt = "Descartar um conjunto de cartas Verdes (não resta ficha de Progresso)"
    elif action["token"] == FACE_DOWN:
        en = "Take the top face-down Progress token"
        pt = "Pegar a ficha de Progresso do topo da pilha virada para baixo"
    else:
        name = token_name(catalog, action["token"])
        en = f"Take the Progress token «{name['en']}»"
        pt = f"Pegar a ficha de Progresso «{name['pt-BR']}»"
    if cards and action["token"] != NO_TOKEN:
        paid = kinds_joined(catalog, cards)
        en += f", discarding {paid['en']}"
        pt += f", descartando {paid['pt-BR']}"
    elif cards:
        paid = kinds_joined(catalog, cards)
        en += f": {paid['en']}"
        pt += f": {paid['pt-BR']}"
    return {"en": en, "pt-BR": pt}
