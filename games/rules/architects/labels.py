"""Labels of actions, as the table says them: Stages by number and cost, decks by Wonder and
side, no card ids; one function per kind, which the move table (``moves.MOVES``) names.
Each is a ``Said`` of ``catalogue.LABELS``, worded only when read."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.rules.said import Said

from .catalogue import label, piece
from .content import CENTRAL
from .science import FACE_DOWN, NO_TOKEN
from .stage_built import breaking_token, tokens_named
from .words import (
    deck_side,
    effect_words,
    find_stage,
    kind_name,
    kinds_joined,
    of_deck,
    paid,
    stage_with_cost,
    token_name,
)

# The view of the seat the label is for (None: no seat's).
View = Mapping[str, Any] | None


def _top_card(catalog: dict[str, Any], deck: str, view: View) -> Said:
    """'the top card of Babylon's deck (left)'; the kind only when the viewer sees it."""
    top = None
    if view is not None and deck == CENTRAL:
        top = view.get("peek")  # the Cat's holder peeked at it
    elif view is not None:
        top = (view.get("decks", {}).get(deck) or {}).get("top")
    of, side = of_deck(catalog, deck), deck_side(view, deck)
    if top:
        card = kind_name(catalog, top["kind"])
        return piece("top-card-seen", deck_of=of, side=side, card=card)
    return piece("top-card", deck_of=of, side=side)


def _pending_effect(view: View) -> str | None:
    if view is None:
        return None
    for pending in reversed(view.get("pending") or []):
        effect: str | None = pending.get("effect")
        if effect:
            return effect
    return None


def take_card(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Said:
    return label("label-take", top_card=_top_card(catalog, action["deck"], view))


def take_extra_card(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Said:
    return label(
        "label-take-extra",
        token=token_name(catalog, action["token"]),
        top_card=_top_card(catalog, action["deck"], view),
    )


def build_stage(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Said:
    """'Build Stage 1 (2 different Resources) with Brick and Gold', and the Progress token
    that lets the payment break the cost."""
    cards = list(action.get("cards", []))
    found = find_stage(catalog, action["stage"])
    if found is None:
        return label("label-build-unknown", paid=paid(catalog, cards))
    _wonder, number, cost = found
    by = breaking_token(cost, cards)
    return label(
        "label-build",
        stage=stage_with_cost(number, cost),
        paid=paid(catalog, cards),
        by=by,
        count=int(cost["count"]),
        **tokens_named(catalog, by),
    )


def choose_progress_token(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Said:
    cards = list(action.get("cards", []))
    discarded = kinds_joined(catalog, cards)
    if action["token"] == NO_TOKEN:
        if cards:
            return label("label-discard-science-cards", cards=discarded)
        return label("label-discard-science")
    if action["token"] == FACE_DOWN:
        if cards:
            return label("label-token-face-down-discarding", cards=discarded)
        return label("label-token-face-down")
    token = token_name(catalog, action["token"])
    if cards:
        return label("label-token-discarding", token=token, cards=discarded)
    return label("label-token", token=token)


def choose_deck(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Said:
    return label(
        "label-look",
        count=int(catalog.get("look", 5)),
        deck_of=of_deck(catalog, action["deck"]),
        side=deck_side(view, action["deck"]),
    )


def pick_card(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Said:
    return label("label-keep", card=kind_name(catalog, action["kind"]))


def use_wonder_effect(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Said:
    effect = _pending_effect(view)
    if effect is None:
        return label("label-use-effect")
    return label("label-use-effect-named", effect=effect_words(effect))


def decline_wonder_effect(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Said:
    effect = _pending_effect(view)
    if effect is None:
        return label("label-decline-effect")
    return label("label-decline-effect-named", effect=effect_words(effect))


def end_turn(catalog: dict[str, Any], action: dict[str, Any], view: View) -> Said:
    return label("label-end-turn")


# The label of an action that is none of this game's kinds.
OTHER_ACTION: Said = label("label-other")
