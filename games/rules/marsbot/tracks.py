"""MarsBot's seven tracks: advancing a tracker, the icon it lands on, regression markers.

A decreased production moves a tracker back and marks the space it left: no icon fires on
that track until the tracker is back on the marked space (seed, "Sua vez" 4).
"""

from __future__ import annotations

from typing import Any

from .actions import (
    TEMPERATURE_MAX,
    claim_milestone,
    failed_action,
    fund_award,
    place_tile,
    raise_temperature,
)
from .content import LAST_SPACE
from .context import Context

ICON_WORDS = {
    "advance_this_tracker": ("advance this tracker", "avançar este rastreador"),
    "advance_other_track": ("advance another track", "avançar outra trilha"),
    "gain_tr": ("gain TR", "ganhar TR"),
    "raise_temperature": ("raise the temperature", "aumentar a temperatura"),
    "raise_temperature_x2": ("raise the temperature twice", "aumentar a temperatura 2 vezes"),
    "place_greenery": ("place a greenery", "colocar uma vegetação"),
    "place_ocean": ("place an ocean", "colocar um oceano"),
    "place_city": ("place a city", "colocar uma cidade"),
    "claim_milestone": ("claim a milestone", "reivindicar um marco"),
    "fund_award": ("fund an award", "financiar um prêmio"),
}


def advance(ctx: Context, track: str) -> None:
    """Move ``track``'s tracker one space and resolve the icon it lands on at once."""
    tracks = ctx.bot["tracks"]
    name = ctx.cat.track_names[track]
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
    en, pt = _marker_words(marker, pos)
    ctx.say(
        "advance_track",
        {"track": track, "to": pos, "icon_ignored": suppressed, "marker_removed": removed},
        f"Move MarsBot's {name['en']} tracker to space {pos}{en}",
        f"Avance o rastreador de {name['pt-BR']} do MarsBot para o espaço {pos}{pt}",
    )
    if not suppressed:
        resolve_icon(ctx, track, pos)


def _marker_words(marker: int | None, pos: int) -> tuple[str, str]:
    """What the regression marker (on the space the tracker moved back from) means for this
    step: below it an icon is ignored; back on it, the icon is ignored and the marker goes."""
    if marker is None or pos > marker:
        return ".", "."
    if pos == marker:
        return (
            ", back where it was before it moved back: its icon is ignored; take the regression "
            "marker off the track.",
            ", onde estava antes de recuar: o ícone é ignorado; tire o marcador de regressão da "
            "trilha.",
        )
    return (
        f" (below the regression marker on space {marker}: its icon is ignored).",
        f" (abaixo do marcador de regressão no espaço {marker}: o ícone é ignorado).",
    )


def resolve_icon(ctx: Context, track: str, pos: int) -> None:
    space = ctx.cat.spaces[track][pos]
    icon = space["icon"]
    if icon is None or icon == "expansion":
        return  # an expansion icon without its expansion is ignored, not a Failed Action
    if icon == "advance_this_tracker" and ctx.opts["difficulty"] == "easy":
        return  # Easy: "ignore the Advance Tracker action"
    name = ctx.cat.track_names[track]
    en, pt = ICON_WORDS[icon]
    before = ctx.because(
        f"{ctx.cause['en']} → {name['en']} track space {pos}: {en}",
        f"{ctx.cause['pt-BR']} → trilha de {name['pt-BR']} espaço {pos}: {pt}",
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
            f"MarsBot gains {amount} TR (now {ctx.bot['tr']}).",
            f"O MarsBot ganha {amount} TR (agora {ctx.bot['tr']}).",
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
