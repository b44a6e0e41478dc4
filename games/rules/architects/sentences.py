"""What a move did, in the past tense, in English and Brazilian Portuguese, naming its seat:
one function per kind, which the move table (``moves.MOVES``) names. Its events say what it
brought (which card, which token)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .science import FACE_DOWN, NO_TOKEN
from .stage_built import built_words
from .words import Labels, kind_name, of_deck, token_name


def take_card(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Labels:
    of = of_deck(catalog, action.get("deck", ""))
    return {
        "en": f"{who} took the top card {of['en']}.",
        "pt-BR": f"{who} pegou a carta do topo {of['pt-BR']}.",
    }


def take_extra_card(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Labels:
    token = token_name(catalog, action.get("token", ""))
    of = of_deck(catalog, action.get("deck", ""))
    return {
        "en": f"{who} used the Progress token «{token['en']}» to take the top card {of['en']}.",
        "pt-BR": f"{who} usou a ficha de Progresso «{token['pt-BR']}» para pegar a carta "
        f"do topo {of['pt-BR']}.",
    }


def build_stage(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Labels:
    return built_words(catalog, who, str(action.get("stage", "")), list(action.get("cards", [])))


def choose_progress_token(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Labels:
    chosen = action.get("token")
    if chosen == NO_TOKEN:
        return {
            "en": f"{who} discarded a set of green cards.",
            "pt-BR": f"{who} descartou um conjunto de cartas Verdes.",
        }
    if chosen == FACE_DOWN:
        return {
            "en": f"{who} chose the face-down Progress token.",
            "pt-BR": f"{who} escolheu a ficha de Progresso virada para baixo.",
        }
    name = token_name(catalog, str(chosen))
    return {
        "en": f"{who} chose the Progress token «{name['en']}».",
        "pt-BR": f"{who} escolheu a ficha de Progresso «{name['pt-BR']}».",
    }


def choose_deck(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Labels:
    of = of_deck(catalog, action.get("deck", ""))
    return {
        "en": f"{who} chose to look at the top cards {of['en']}.",
        "pt-BR": f"{who} escolheu olhar as cartas do topo {of['pt-BR']}.",
    }


def pick_card(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Labels:
    name = kind_name(catalog, action.get("kind", ""))
    return {
        "en": f"{who} kept the {name['en']} card.",
        "pt-BR": f"{who} ficou com a carta de {name['pt-BR']}.",
    }


def use_wonder_effect(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Labels:
    return {"en": f"{who} used the Wonder's effect.", "pt-BR": f"{who} usou o efeito da Maravilha."}


def decline_wonder_effect(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Labels:
    return {
        "en": f"{who} declined the Wonder's effect.",
        "pt-BR": f"{who} recusou o efeito da Maravilha.",
    }


def end_turn(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Labels:
    # The same sentence as the ``turn_ended`` event's.
    return {"en": f"{who} ended the turn.", "pt-BR": f"{who} encerrou o turno."}
