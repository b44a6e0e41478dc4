"""Every action's label: a message of MarsBot's labels catalogue (``messages/*/labels.ftl``),
worded when read. Building one is cheap: a few small ``Said`` values, no text."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.rules.content_names import Named
from games.rules.core import Action, Labels
from games.rules.said import Said

from .card_tiles import CARD_TILES, OFF_MARS_SPACES
from .catalogue import labelled, named, space_said
from .content import Catalog


def where(cat: Catalog, hid: str) -> Said:
    """A space in words, without its article (the message has it): an off-Mars city space
    by the name its card gives it."""
    if hid in OFF_MARS_SPACES:
        return labelled("space-off-mars", name=cat.cards[OFF_MARS_SPACES[hid]].name)
    return space_said(cat, hid)


View = Mapping[str, Any] | None
# A label of the move table: the catalogue, the action, the seat's view (or None).
Labeller = Callable[[Catalog, Action, View], Labels]


def label_play_turn(cat: Catalog, action: Action, view: View) -> Labels:
    phase = (view or {}).get("phase")
    if phase == "research":
        return labelled("label-play-turn-research")
    if phase == "final_greenery":
        return labelled("label-play-turn-final")
    return labelled("label-play-turn")


def label_tile(cat: Catalog, action: Action, view: View) -> Labels:
    """``place_tile`` and ``final_greenery`` (a greenery)."""
    tile = labelled(f"tile-{action.get('tile', 'greenery')}")
    return labelled("label-tile", tile=tile, space=where(cat, action["space"]))


def label_card_tile(cat: Catalog, action: Action, view: View) -> Labels:
    number, tile, _spaces = CARD_TILES[action["card"]]
    return labelled(
        "label-card-tile",
        card=cat.cards[number].name,
        tile=labelled(f"tile-{tile}"),
        space=where(cat, action["space"]),
    )


def label_parameter(cat: Catalog, action: Action, view: View) -> Labels:
    return labelled("label-parameter", parameter=action["parameter"])


def label_milestone(cat: Catalog, action: Action, view: View) -> Labels:
    return labelled("label-milestone", milestone=named("milestone", action["milestone"]))


def label_award(cat: Catalog, action: Action, view: View) -> Labels:
    return labelled("label-award", award=named("award", action["award"]))


def label_marsbot_mc(cat: Catalog, action: Action, view: View) -> Labels:
    return labelled("label-marsbot-mc", amount=action["amount"])


def label_production(cat: Catalog, action: Action, view: View) -> Labels:
    return labelled("label-production", production=action["production"])


def label_standing(cat: Catalog, action: Action, view: View) -> Labels:
    standing = labelled(f"standing-{action['standing']}")
    delta = int(action["delta"])
    change = "up" if delta > 0 else "down" if delta < 0 else "none"
    # ``what``: the value's key, so that a language agrees each one in its own way.
    return labelled(
        "label-standing",
        standing=standing,
        what=action["standing"],
        delta=f"{delta:+d}",
        change=change,
        amount=abs(delta),
    )


def label_plants_protection(cat: Catalog, action: Action, view: View) -> Labels:
    if action["protected"]:
        return labelled("label-plants-protected")
    return labelled("label-plants-unprotected")


def label_marsbot_card(cat: Catalog, action: Action, view: View) -> Labels:
    card = cat.cards[action["card"]]
    return labelled("label-marsbot-card", card=card.number, name=card.name)


def label_flipped_card(cat: Catalog, action: Action, view: View) -> Labels:
    number = action["card"]
    name: Said | Named = (
        named("bonus", number) if number in cat.bonus_names else cat.cards[number].name
    )
    return labelled("label-flipped-card", card=number, name=name)


def _card_label(message_id: str) -> Labeller:
    """A report of one named card: what I did (message ``message_id``), then the card."""

    def label(cat: Catalog, action: Action, view: View) -> Labels:
        card = cat.cards[action["card"]]
        return labelled(message_id, card=card.number, name=card.name)

    return label


label_draft_pick = _card_label("label-draft-pick")
label_drawn_card = _card_label("label-drawn-card")
label_discarded_card = _card_label("label-discarded-card")


def label_cards_drawn(cat: Catalog, action: Action, view: View) -> Labels:
    return labelled("label-cards-drawn", count=action["count"])


def label_cards_discarded(cat: Catalog, action: Action, view: View) -> Labels:
    return labelled("label-cards-discarded", count=action["count"])


def label_final_score(cat: Catalog, action: Action, view: View) -> Labels:
    return labelled("label-final-score", points=action["points"])


def fixed_label(message_id: str) -> Labeller:
    """The label of a report without parameters."""

    def label(cat: Catalog, action: Action, view: View) -> Labels:
        return labelled(message_id)

    return label


# The protocol's actions (the companion's, not the move table's), in MarsBot's words.
PROTOCOL_LABELS = {"undo": "label-undo", "acknowledge": "label-acknowledge"}


def protocol_label(kind: object) -> Labels:
    """An action outside the table: undo, acknowledge, or an unknown type by its name."""
    if str(kind) in PROTOCOL_LABELS:
        return labelled(PROTOCOL_LABELS[str(kind)])
    return labelled("label-unknown", kind=str(kind))
