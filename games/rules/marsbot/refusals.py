"""Why a report is refused, with MarsBot's own reasons (before the generic legality check):
each kind's check, for its entry of the move table."""

from __future__ import annotations

from collections.abc import Callable

from games.rules.core import Action, IllegalAction

from .actions import OXYGEN_MAX, TEMPERATURE_MAX
from .card_tiles import card_tile_spaces
from .context import Context
from .draws import discard_pool, draw_pool
from .flips import awaiting, flip_pool
from .goals import MAX_CLAIMED, MAX_FUNDED
from .reasons import MarsBotReason
from .reports import MAX_REPORTS_PER_TURN, tile_spaces

Check = Callable[[Context, Action], None]


def capped(check: Check | None = None) -> Check:
    """``check``, then the turn's cap on reports (research draws are no turn's reports)."""

    def checked(ctx: Context, action: Action) -> None:
        if check is not None:
            check(ctx, action)
        if ctx.s["phase"] != "research" and ctx.s["reports_this_turn"] >= MAX_REPORTS_PER_TURN:
            raise IllegalAction(
                MarsBotReason.TOO_MANY_REPORTS,
                f"{MAX_REPORTS_PER_TURN} reports this turn already: end your turn first.",
                {"max": MAX_REPORTS_PER_TURN},
            )

    return checked


def check_tile_space(ctx: Context, action: Action) -> None:
    """A tile (``final_greenery``: a greenery) on a space the usual rules allow."""
    tile = action.get("tile", "greenery")
    s = ctx.s
    if s["phase"] in ("action", "final_greenery") and action["space"] not in tile_spaces(
        ctx.cat, s, tile
    ):
        raise IllegalAction(
            MarsBotReason.SPACE_NOT_LEGAL, f"A {tile} cannot go on hex {action['space']} now."
        )


def check_card_tile_space(ctx: Context, action: Action) -> None:
    if action["space"] not in card_tile_spaces(ctx.cat, ctx.s, action["card"]):
        raise IllegalAction(
            MarsBotReason.SPACE_NOT_LEGAL,
            f"{action['card'].replace('_', ' ').title()} cannot place its tile on hex "
            f"{action['space']} now.",
        )


def check_parameter(ctx: Context, action: Action) -> None:
    top = TEMPERATURE_MAX if action["parameter"] == "temperature" else OXYGEN_MAX
    if ctx.s["parameters"][action["parameter"]] >= top:
        raise IllegalAction(
            MarsBotReason.PARAMETER_MAXED, f"The {action['parameter']} is at its maximum."
        )


def check_milestone(ctx: Context, action: Action) -> None:
    claimed = ctx.s["milestones"]
    if action["milestone"] in claimed or len(claimed) >= MAX_CLAIMED:
        raise IllegalAction(
            MarsBotReason.MILESTONE_UNAVAILABLE, "That milestone cannot be claimed now."
        )


def check_award(ctx: Context, action: Action) -> None:
    funded = ctx.s["awards"]
    if action["award"] in funded or len(funded) >= MAX_FUNDED:
        raise IllegalAction(MarsBotReason.AWARD_UNAVAILABLE, "That award cannot be funded now.")


def check_marsbot_mc(ctx: Context, action: Action) -> None:
    mc = ctx.bot["mc"]
    if not 1 <= action["amount"] <= mc:
        raise IllegalAction(MarsBotReason.NOT_ENOUGH_MC, f"MarsBot has {mc} M€.", {"mc": mc})


def check_production(ctx: Context, action: Action) -> None:
    track = ctx.cat.production_track[action["production"]]
    if ctx.bot["tracks"][track] == 0:
        raise IllegalAction(MarsBotReason.TRACK_AT_ZERO, f"MarsBot's {track} track is on 0.")


def _card_not_available(action: Action, where: str) -> IllegalAction:
    return IllegalAction(MarsBotReason.CARD_NOT_AVAILABLE, f"Card {action['card']} is not {where}")


def check_marsbot_card(ctx: Context, action: Action) -> None:
    if ctx.s["phase"] == "research" and action["card"] not in ctx.s["cards"]["deck"]:
        raise _card_not_available(action, "available.")


def check_draft_pick(ctx: Context, action: Action) -> None:
    s = ctx.s
    if s["phase"] == "research" and action["card"] not in s["research"].get("human_pile", []):
        raise _card_not_available(action, "available.")


def check_drawn_card(ctx: Context, action: Action) -> None:
    if action["card"] not in draw_pool(ctx.s):
        raise _card_not_available(action, "in the project deck: it is placed elsewhere already.")


def check_discarded_card(ctx: Context, action: Action) -> None:
    if action["card"] not in discard_pool(ctx.s):
        raise _card_not_available(action, "one of yours: it is placed elsewhere already.")


def check_flipped_card(ctx: Context, action: Action) -> None:
    pause = awaiting(ctx.s)
    if pause and action["card"] not in flip_pool(ctx.s, pause["pile"]):
        pile = pause["pile"].replace("_", " ")
        raise _card_not_available(action, f"in {pile}: it is placed elsewhere already.")
