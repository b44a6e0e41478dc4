"""MarsBot's seven tracks: advancing a tracker, the icon it lands on, regression markers.

A decreased production moves a tracker back and marks the space it left: no icon fires on
that track until the tracker is back on the marked space (seed, "Sua vez" 4).
"""

from __future__ import annotations

from typing import Any

from games.rules.said import Said

from .actions import (
    TEMPERATURE_MAX,
    claim_milestone,
    failed_action,
    fund_award,
    place_tile,
    raise_temperature,
)
from .catalogue import named, told
from .content import LAST_SPACE
from .context import Context


def advance(ctx: Context, track: str) -> None:
    """Move ``track``'s tracker one space and resolve the icon it lands on at once."""
    tracks = ctx.bot["tracks"]
    if tracks[track] >= LAST_SPACE:
        failed_action(ctx, f"{track}_track_at_its_end")
        return
    tracks[track] += 1
    pos = tracks[track]
    marker = ctx.bot["markers"][track]
    suppressed = marker is not None and pos <= marker
    removed = suppressed and pos == marker
    if removed:
        ctx.bot["markers"][track] = None
    ctx.say(
        "advance_track",
        {"track": track, "to": pos, "icon_ignored": suppressed, "marker_removed": removed},
        _advance_words(track, marker, pos),
    )
    if not suppressed:
        resolve_icon(ctx, track, pos)


def _advance_words(track: str, marker: int | None, pos: int) -> Said:
    """The move, with what the regression marker (on the space the tracker moved back from)
    means for it: below it an icon is ignored; back on it, the icon is ignored and the marker
    goes."""
    name = named("track", track)
    if marker is None or pos > marker:
        return told("instruction-advance-track", track=name, to=pos)
    if pos == marker:
        return told("instruction-advance-track-back", track=name, to=pos)
    return told("instruction-advance-track-below", track=name, to=pos, marker=marker)


def resolve_icon(ctx: Context, track: str, pos: int) -> None:
    space = ctx.cat.spaces[track][pos]
    icon = space["icon"]
    if icon is None or icon == "expansion":
        return  # an expansion icon without its expansion is ignored, not a Failed Action
    if icon == "advance_this_tracker" and ctx.opts["difficulty"] == "easy":
        return  # Easy: "ignore the Advance Tracker action"
    before = ctx.because(
        told(
            "why-track-icon",
            cause=ctx.cause,
            track=named("track", track),
            pos=pos,
            icon=told(f"icon-{icon}"),
        )
    )
    try:
        _perform(ctx, track, icon, space)
    finally:
        ctx.cause = before


def _perform(ctx: Context, track: str, icon: str, space: dict[str, Any]) -> None:
    if icon == "advance_this_tracker":
        advance(ctx, track)
    elif icon == "advance_other_track":
        advance(ctx, space["track"])
    elif icon == "gain_tr":
        amount = space["amount"]
        ctx.gain_tr(amount)
        ctx.say(
            "gain_tr",
            {"tr": amount, "marsbot_tr": ctx.bot["tr"]},
            told("instruction-gain-tr", tr=amount, total=ctx.bot["tr"]),
        )
    elif icon == "raise_temperature":
        if not raise_temperature(ctx):
            failed_action(ctx, "temperature_maxed")
    elif icon == "raise_temperature_x2":
        temperature_twice(ctx)
    elif icon in ("place_greenery", "place_ocean", "place_city"):
        tile = icon.removeprefix("place_")
        if not place_tile(ctx, tile):
            failed_action(ctx, f"no_space_for_{tile}")
    elif icon == "claim_milestone":
        if not claim_milestone(ctx):
            failed_action(ctx, "no_milestone")
    elif icon == "fund_award" and not fund_award(ctx):
        failed_action(ctx, "no_award")


def temperature_twice(ctx: Context) -> None:
    if ctx.opts["double_temperature"] == "separate_checks":
        for _ in range(2):
            if not raise_temperature(ctx):
                failed_action(ctx, "temperature_maxed")
        return
    # One raise of two steps: a Failed Action only if it cannot start at all.
    if ctx.s["parameters"]["temperature"] >= TEMPERATURE_MAX:
        failed_action(ctx, "temperature_maxed")
        return
    raise_temperature(ctx)
    raise_temperature(ctx)
