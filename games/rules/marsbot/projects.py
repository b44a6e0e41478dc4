"""Resolving a project card for MarsBot: its tags left to right, each on its track."""

from __future__ import annotations

from games.rules.catalogues import SOURCE_LANGUAGE

from .actions import failed_action
from .catalogue import joined, told
from .content import TRACKS, Card
from .context import Context
from .deck import discard_played
from .tracks import advance


def card_tags(ctx: Context, card: Card) -> tuple[str, ...]:
    """MarsBot's tags of ``card`` in the order of the ``uncertain_tag_order`` option."""
    if card.tag_order_uncertain and ctx.opts["uncertain_tag_order"] == "printed_layout":
        plain = [t for t in card.tags if t != "event"]
        return tuple(reversed(plain)) + tuple(t for t in card.tags if t == "event")
    return card.tags


def resolve_project(ctx: Context, number: str) -> None:
    """Flip ``number`` for MarsBot: advance a track per tag, then put it on the played pile."""
    card = ctx.cat.cards[number]
    tags = card_tags(ctx, card)
    ctx.say(
        "reveal_card",
        {"card": number, "name": card.name.text(SOURCE_LANGUAGE), "tags": list(tags)},
        told(
            "instruction-reveal-card",
            card=number,
            name=card.name,
            tags=joined([told(f"tag-{t}") for t in tags]) if tags else told("tag-none"),
        ),
    )
    before = ctx.cause
    if not tags:
        ctx.because(told("why-card-no-tags", card=number, name=card.name))
        failed_action(ctx, "card_without_tags")
    for index, tag in enumerate(tags, start=1):
        ctx.because(
            told("why-card-tag", card=number, name=card.name, index=index, tag=told(f"tag-{tag}"))
        )
        if tag == "wild":
            # Prelude: the least-advanced track, the topmost if tied.
            track: str | None = min(TRACKS, key=lambda t: (ctx.bot["tracks"][t], TRACKS.index(t)))
        else:
            track = ctx.cat.tag_track.get(tag)
        if track is None:
            continue  # a Venus tag without Venus Next is ignored, not a Failed Action
        advance(ctx, track)
    ctx.cause = before
    discard_played(ctx, number)
    ctx.say(
        "card_to_played_pile",
        {"card": number},
        told("instruction-card-to-played", name=card.name),
    )
