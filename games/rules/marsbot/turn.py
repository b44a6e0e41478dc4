"""MarsBot's own step (the one automa action, ``play_turn``), by phase: research, one card
flipped in the action phase (or a pass), and its final greeneries."""

from __future__ import annotations

from games.rules.core import Action

from .actions import claim_milestone, failed_action, place_tile
from .bonus import resolve_bonus
from .catalogue import named, told
from .content import LAST_SPACE, TRACKS
from .context import Context
from .deck import flip_action_card, is_bonus
from .flips import play_resumable
from .generation import final_greenery_done, research_finish, turn_over
from .goals import MAX_CLAIMED, milestones_met
from .mars import MARSBOT
from .options import HARD_LEVELS
from .projects import resolve_project

HARD_CLAIM_COST = 8  # Hard/Brutal: the start-of-generation claim costs 8 M€


def marsbot_play(ctx: Context) -> None:
    phase = ctx.s["phase"]
    if phase == "research":
        research_finish(ctx)
    elif phase == "action":
        action_turn(ctx)
    elif phase == "final_greenery":
        final_greeneries(ctx)
        final_greenery_done(ctx, MARSBOT)


def action_turn(ctx: Context) -> None:
    """One card from the top of the action deck, or a pass when it is empty."""
    bot = ctx.bot
    deck = ctx.s["cards"]["action_deck"]
    if not deck:
        ctx.s["passed"][MARSBOT] = True
        ctx.say(
            "pass",
            {},
            told("instruction-pass"),
            told("why-empty-deck"),
        )
        turn_over(ctx, MARSBOT)
        return
    first_turn = bot["turns_this_generation"] == 0
    hard = ctx.opts["difficulty"] in HARD_LEVELS
    if hard and first_turn and ctx.opts["hard_claim_timing"] == "before_flip":
        hard_claim(ctx)
    card = flip_action_card(ctx)
    ctx.because(told("why-top-card"))
    if is_bonus(card):
        resolve_bonus(ctx, card)
    else:
        resolve_project(ctx, card)
    if hard and first_turn and ctx.opts["hard_claim_timing"] == "after_flip":
        hard_claim(ctx)
    bot["turns_this_generation"] += 1
    turn_over(ctx, MARSBOT)


def hard_claim(ctx: Context) -> None:
    """Hard/Brutal: with 8 M€ or more and enough milestones met (3 with none claimed, 2 with
    one, 1 with two), MarsBot claims one (usual tie-breaks) and pays 8 M€."""
    claimed = len(ctx.s["milestones"])
    if ctx.bot["mc"] < HARD_CLAIM_COST or claimed >= MAX_CLAIMED:
        return
    if milestones_met(ctx.s, ctx.cat.milestones) < MAX_CLAIMED - claimed:
        return
    before = ctx.because(told("why-hard-claim"))
    claim_milestone(ctx, cost=HARD_CLAIM_COST)
    ctx.cause = before


def final_greeneries(ctx: Context) -> None:
    """Each track whose next space is a greenery icon moves on and places that greenery (a
    regression marker ahead suppresses it)."""
    bot = ctx.bot
    for track in TRACKS:
        pos = bot["tracks"][track]
        if pos >= LAST_SPACE or ctx.cat.spaces[track][pos + 1]["icon"] != "place_greenery":
            continue
        marker = bot["markers"][track]
        if marker is not None and pos + 1 <= marker:
            continue
        bot["tracks"][track] = pos + 1
        ctx.because(told("why-final-greenery", track=named("track", track), pos=pos + 1))
        ctx.say(
            "advance_track",
            {"track": track, "to": pos + 1, "icon_ignored": False},
            told("instruction-advance-track", track=named("track", track), to=pos + 1),
        )
        if not place_tile(ctx, "greenery"):
            failed_action(ctx, "no_space_for_greenery")


def apply_play_turn(ctx: Context, action: Action) -> None:
    """MarsBot's step, or the rest of its paused turn (which replays from the turn's start)."""
    ctx.s, events, instructions = play_resumable(ctx.s, ctx.cat, marsbot_play)
    ctx.events.extend(events)
    ctx.instructions.extend(instructions)
