"""The pieces labels and event sentences share: component names, decks, Stages, payments,
effects, each a ``Said`` of ``catalogue.WORDS`` that a whole label or sentence takes as a
parameter (worded in the reader's language only when read).

Component names are the content's own (each in every language the content gives), passed
to the catalogue's ``name`` message, which picks the reader's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from games.rules.core import Labels
from games.rules.said import Listed, Param, Said
from games.rules.words import seat_name as shared_seat_name

from .catalogue import WORDS, piece
from .content import CENTRAL

__all__ = ["Labels"]

# The catalogue's message for each Wonder effect.
_EFFECTS = {
    "take_top_card_any_deck": "effect-take-top-card-any-deck",
    "take_progress_token": "effect-take-progress-token",
    "take_top_card_central": "effect-take-top-card-central",
    "look_five_choose_one": "effect-look-five-choose-one",
    "take_top_left_and_right": "effect-take-top-left-and-right",
    "add_shield": "effect-add-shield",
    "none": "effect-none",
}


def effect_words(effect: str) -> Said:
    return piece(_EFFECTS.get(effect, "effect-unknown"))


def content_name(slug: str, names: Mapping[str, str]) -> Said:
    """A component's name as the content gives it, in each of its languages."""
    return Said(WORDS, "name", {"id": slug, **names})


def kind_name(catalog: dict[str, Any], kind: str) -> Said:
    """A card kind's name; "Shield, 1 horn" reads "Shield with 1 horn", so that a list of
    cards keeps one comma per card."""
    info = catalog["kinds"].get(kind)
    if not info:
        return piece("name-unknown-card")
    names: Mapping[str, str] = info["name"]
    if not all(", " in name for name in names.values()):
        return content_name(kind, names)
    parts = {lang: name.split(", ", 1) for lang, name in names.items()}
    return piece(
        "name-with-detail",
        name=content_name(kind, {lang: part[0] for lang, part in parts.items()}),
        detail=content_name(kind, {lang: part[1] for lang, part in parts.items()}),
    )


def token_name(catalog: dict[str, Any], slug: str) -> Said:
    info = catalog["tokens"].get(slug)
    return content_name(slug, info["name"]) if info else piece("name-unknown-token")


def wonder_name(catalog: dict[str, Any], slug: str) -> Said:
    info = catalog["wonders"].get(slug)
    return content_name(slug, info["name"]) if info else piece("name-unknown-wonder")


def of_wonder(catalog: dict[str, Any], slug: str) -> Said:
    """'of Ephesus' / 'de Éfeso', 'da Babilônia'."""
    return piece("of-wonder", wonder_id=slug, wonder=wonder_name(catalog, slug))


def _deck(message_id: str, catalog: dict[str, Any], deck: str) -> Said:
    wonder: Param = "" if deck == CENTRAL else wonder_name(catalog, deck)
    return piece(message_id, deck=deck, wonder=wonder)


def of_deck(catalog: dict[str, Any], deck: str) -> Said:
    """'of the central deck' / 'do baralho da Babilônia'."""
    return _deck("deck-of", catalog, deck)


def from_deck(catalog: dict[str, Any], deck: str) -> Said:
    """'from Babylon's deck' / 'do baralho da Babilônia'."""
    return _deck("deck-from", catalog, deck)


def deck_side(view: Mapping[str, Any] | None, deck: str) -> str:
    """Where a Wonder deck lies for the viewer who chooses: "left", "right" or "none".

    Your own Wonder's deck lies on your left, your right neighbour's on your right."""
    if view is None or deck == CENTRAL or view.get("viewer") is None:
        return "none"
    seat, wonders = view["viewer"], view.get("wonders", [])
    if not wonders:
        return "none"
    if wonders[seat] == deck:
        return "left"
    if wonders[(seat - 1) % len(wonders)] == deck:
        return "right"
    return "none"


def find_stage(catalog: dict[str, Any], stage: str) -> tuple[str, int, dict[str, Any]] | None:
    """The Wonder a Stage belongs to, its number there (from 1) and its cost."""
    for slug, wonder in catalog["wonders"].items():
        cost = wonder["stages"].get(stage)
        if cost is not None:
            return slug, wonder["order"].index(stage) + 1, cost
    return None


def stage_with_cost(number: int, cost: Mapping[str, Any]) -> Said:
    """'Stage 2 (2 identical Resources)'."""
    kind = "different" if cost["kind"] == "different" else "identical"
    return piece("stage-with-cost", number=number, count=int(cost["count"]), kind=kind)


def kinds_joined(catalog: dict[str, Any], kinds: Sequence[str]) -> Listed:
    """'Brick and Gold' / 'Tijolo e Ouro'."""
    return Listed(tuple(kind_name(catalog, k) for k in kinds), "and")


def paid(catalog: dict[str, Any], cards: Sequence[str]) -> Listed:
    """'Brick and Gold', 'Papyrus and 2 Gold cards' / 'Papiro e 2 cartas de Ouro'."""
    counts = Counter(cards)
    parts: list[Param] = []
    # Single cards first: "Papyrus and 2 Gold cards", never "2 Gold cards and Papyrus".
    for kind in sorted(dict.fromkeys(cards), key=lambda k: counts[k] > 1):
        name, n = kind_name(catalog, kind), counts[kind]
        parts.append(name if n == 1 else piece("cards-counted", count=n, card=name))
    return Listed(tuple(parts), "and")


def seat_name(names: Sequence[str] | None, seat: Any) -> str:
    return shared_seat_name(names, seat, unknown=f"#{seat}")
