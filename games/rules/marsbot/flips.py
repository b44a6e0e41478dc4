"""Cards flipped from the physical piles (``card_source: "reported"``).

With reported cards the server cannot know what the top of a face-down pile is: when MarsBot's
turn needs a card (its action-deck flip, the random tie-break's cost, B03, B07's fallback) the
turn pauses, asks you to flip the card and report it, and resumes after your report.

A turn resumes by replaying it from its start with the cards reported so far, so the resumed
turn is exactly the one the first attempt began (its randomness comes from the same step), and
only the steps you have not seen yet come back as instructions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rules.core import Event, Instruction, State, copy_state

from .catalogue import told
from .content import Catalog
from .context import Context

PROJECT_DECK, ACTION_DECK = "project_deck", "action_deck"
# Kept out of a resumed turn's start: they belong to the protocol, not to the table.
PROTOCOL_KEYS = ("undo", "instructions", "pause")


class CardNeeded(Exception):
    """The turn needs the top card of ``pile`` and no report of it has come yet."""

    def __init__(self, pile: str, purpose: str) -> None:
        super().__init__(f"{purpose}: flip the top card of {pile}")
        self.pile = pile
        self.purpose = purpose


def is_reported(ctx: Context) -> bool:
    reported: bool = ctx.opts["card_source"] == "reported"
    return reported


def flip_pool(s: State, pile: str) -> list[str]:
    """The cards a flip from ``pile`` may be: any not already placed elsewhere."""
    pool: list[str] = s["cards"]["deck"] if pile == PROJECT_DECK else s["cards"]["action_deck"]
    return pool


def take_flip(ctx: Context, pile: str, purpose: str) -> str:
    """The next reported card, taken out of its pile; pauses the turn if none is left."""
    if ctx.flips_used >= len(ctx.flips):
        raise CardNeeded(pile, purpose)
    card = ctx.flips[ctx.flips_used]
    ctx.flips_used += 1
    flip_pool(ctx.s, pile).remove(card)
    return card


def awaiting(s: State) -> dict[str, Any] | None:
    """The pending flip (pile and purpose) while a paused turn waits for your report."""
    pause = s.get("pause")
    return pause if pause and pause["waiting"] else None


def card_number(cat: Catalog, text: str) -> str:
    """A card reported by number ("7", "007", "b03") or by name, as its id; else ``text``."""
    raw = text.strip()
    if raw.isdigit() and f"{int(raw):03d}" in cat.cards:
        return f"{int(raw):03d}"
    if raw.upper() in cat.bonus_names:
        return raw.upper()
    wanted = raw.casefold()
    for number, card in cat.cards.items():
        if card.name.matches(raw):
            return number
    for bonus, names in cat.bonus_names.items():
        if wanted in (n.casefold() for n in names.values()):
            return bonus
    return text


def report_flip(s: State, card: str) -> None:
    """Your report of the flipped card: the paused turn may resume."""
    pause = s["pause"]
    pause["flips"].append(card)
    pause["waiting"] = False


def play_resumable(
    state: State, cat: Catalog, play: Callable[[Context], None]
) -> tuple[State, list[Event], list[Instruction]]:
    """MarsBot's step ``play`` from ``state``, or from the start of its paused turn with the
    cards reported since; pauses again if it needs another card."""
    pause = state.get("pause")
    start = pause["start"] if pause else {k: v for k, v in state.items() if k not in PROTOCOL_KEYS}
    ctx = Context.of(start, cat)
    ctx.flips = list(pause["flips"]) if pause else []
    ctx.s["step"] += 1
    seen_instructions = pause["shown_instructions"] if pause else 0
    seen_events = pause["shown_events"] if pause else 0
    try:
        play(ctx)
    except CardNeeded as need:
        ctx.s["pause"] = {
            "start": copy_state(start),
            "flips": list(ctx.flips),
            "pile": need.pile,
            "purpose": need.purpose,
            "waiting": True,
            "shown_instructions": len(ctx.instructions),
            "shown_events": len(ctx.events),
            "resolving": _in_flight(ctx),
        }
        _ask(ctx, need)
    # Steps stay increasing although the replay drew its randomness from the turn's first step.
    ctx.s["step"] = state["step"] + 1
    return ctx.s, ctx.events[seen_events:], ctx.instructions[seen_instructions:]


def _in_flight(ctx: Context) -> list[str]:
    """Flipped cards face up on the table mid-resolution (in no pile until the turn ends)."""
    cards, bonus = ctx.s["cards"], ctx.s["bonus"]
    placed = {c for pile in cards.values() for c in pile}
    placed |= {c for pile in bonus.values() for c in pile}
    return [c for c in ctx.flips[: ctx.flips_used] if c not in placed]


def _ask(ctx: Context, need: CardNeeded) -> None:
    ctx.say(
        "flip_card",
        {"pile": need.pile, "purpose": need.purpose},
        told(
            "instruction-flip-card",
            pile=told(f"pile-{need.pile}"),
            purpose=told(f"purpose-{need.purpose}"),
        ),
    )


def public_pause(pause: dict[str, Any] | None) -> dict[str, Any] | None:
    """A pause as a view shows it: the turn's start holds hidden piles."""
    if not pause:
        return None
    return {k: copy_state(v) for k, v in pause.items() if k != "start"}
