"""What a move did, in the past tense, naming its seat: one function per kind, which the
move table (``moves.MOVES``) names, each a ``Said`` of ``catalogue.EVENTS``. Its events say
what it brought (which card, which token)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.said import Said

from .catalogue import sentence
from .science import FACE_DOWN, NO_TOKEN
from .stage_built import built_words
from .words import kind_name, of_deck, token_name


def take_card(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Said:
    return sentence("move-take-card", who=who, deck_of=of_deck(catalog, action.get("deck", "")))


def take_extra_card(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Said:
    return sentence(
        "move-take-extra-card",
        who=who,
        token=token_name(catalog, action.get("token", "")),
        deck_of=of_deck(catalog, action.get("deck", "")),
    )


def build_stage(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Said:
    return built_words(catalog, who, str(action.get("stage", "")), list(action.get("cards", [])))


def choose_progress_token(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Said:
    chosen = action.get("token")
    if chosen == NO_TOKEN:
        return sentence("move-discard-science", who=who)
    if chosen == FACE_DOWN:
        return sentence("move-token-face-down", who=who)
    return sentence("move-token", who=who, token=token_name(catalog, str(chosen)))


def choose_deck(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Said:
    return sentence("move-choose-deck", who=who, deck_of=of_deck(catalog, action.get("deck", "")))


def pick_card(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Said:
    return sentence("move-keep", who=who, card=kind_name(catalog, action.get("kind", "")))


def use_wonder_effect(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Said:
    return sentence("move-use-effect", who=who)


def decline_wonder_effect(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Said:
    return sentence("move-decline-effect", who=who)


def end_turn(catalog: dict[str, Any], action: Mapping[str, Any], who: str) -> Said:
    # The same sentence as the ``turn_ended`` event's.
    return sentence("event-turn-ended", who=who)
