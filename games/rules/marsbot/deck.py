"""The project deck the server keeps, the bonus deck and MarsBot's action deck.

Every card is in exactly one pile: ``cards`` holds ``deck`` (face down, unseen), ``discard``,
``action_deck`` (MarsBot's, bonus cards mixed in), ``played`` (MarsBot's played pile),
``human`` (cards you kept from a server-dealt draft or drew and named), ``unnamed`` (from
revision 2: stand-ins for the cards you drew without naming them, see ``draws``), ``draft``
piles and ``box`` (out of play).
"""

from __future__ import annotations

from .catalogue import told
from .context import Context
from .flips import ACTION_DECK, PROJECT_DECK, is_reported, take_flip


def is_bonus(card: str) -> bool:
    return card.startswith("B")


def draw_project(ctx: Context, purpose: str) -> str | None:
    """The top project card; the discard is reshuffled into an empty deck (None if both are
    empty). With reported cards it is the card you flip and report (``purpose`` says why)."""
    cards = ctx.s["cards"]
    refill(ctx)
    if not cards["deck"]:
        return None
    if is_reported(ctx):
        return take_flip(ctx, PROJECT_DECK, purpose)
    card: str | None = cards["deck"].pop(0)
    return card


def refill(ctx: Context) -> None:
    """An empty project deck is made anew from the project discard, shuffled (base rules)."""
    cards = ctx.s["cards"]
    if not cards["deck"] and cards["discard"]:
        cards["deck"] = list(cards["discard"])
        cards["discard"] = []
        ctx.rng("reshuffle-projects").shuffle(cards["deck"])
        ctx.say(
            "reshuffle_project_deck",
            {},
            told("instruction-reshuffle-projects"),
        )


def flip_action_card(ctx: Context) -> str:
    """The top card of MarsBot's action deck (not empty): you flip it with reported cards."""
    if is_reported(ctx):
        return take_flip(ctx, ACTION_DECK, "action_deck")
    card: str = ctx.s["cards"]["action_deck"].pop(0)
    return card


def draw_bonus(ctx: Context) -> str | None:
    """The top bonus card; an empty bonus deck is made anew from the bonus discard."""
    bonus = ctx.s["bonus"]
    if not bonus["deck"] and bonus["discard"]:
        bonus["deck"] = list(bonus["discard"])
        bonus["discard"] = []
        ctx.rng("reshuffle-bonus").shuffle(bonus["deck"])
        ctx.say(
            "reshuffle_bonus_deck",
            {},
            told("instruction-reshuffle-bonus"),
        )
    if not bonus["deck"]:
        return None
    card: str | None = bonus["deck"].pop(0)
    return card


def action_deck_build(ctx: Context, projects: list[str]) -> None:
    """MarsBot's new action deck: ``projects`` and one bonus card, shuffled face down."""
    cards = list(projects)
    bonus = draw_bonus(ctx)
    if bonus is not None:
        cards.append(bonus)
    ctx.rng("action-deck").shuffle(cards)
    ctx.s["cards"]["action_deck"] = cards
    ctx.say(
        "build_action_deck",
        {"project_cards": len(projects), "bonus_cards": int(bonus is not None)},
        told(
            "instruction-build-action-deck",
            projects=len(projects),
            bonus=int(bonus is not None),
        ),
        told("why-research-deck"),
    )


def discard_played(ctx: Context, card: str) -> None:
    """A resolved project card goes to MarsBot's played pile (or the discard, by option)."""
    if ctx.opts["played_cards_reshuffle"] == "into_discard":
        ctx.s["cards"]["discard"].append(card)
        ctx.bot["played_vp_cards"] += int(ctx.cat.cards[card].vp_nonnegative)
    else:
        ctx.s["cards"]["played"].append(card)
