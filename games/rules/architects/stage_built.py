"""The sentence of a Wonder stage built: the move and its event say it alike, naming the
Progress token that let the payment break the stage's cost."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.rules.said import Param, Said

from .catalogue import sentence
from .stages import uses_economy, uses_engineering
from .words import find_stage, of_wonder, paid, token_name


def breaking_token(cost: dict[str, Any] | None, cards: Sequence[str]) -> str:
    """Which Progress token lets ``cards`` pay ``cost`` though they break it: "engineering"
    (any Resources), "economy" (a Gold counts twice), "both" or "none"."""
    if cost is None:
        return "none"
    engineering = uses_engineering(cost, tuple(cards))
    economy = uses_economy(cost, tuple(cards))
    if engineering and economy:
        return "both"
    return "engineering" if engineering else "economy" if economy else "none"


def built_words(catalog: dict[str, Any], who: str, stage: str, cards: list[str]) -> Said:
    """'Bia built Stage 2 of Giza with 2 Wood cards.', and the Progress token that let a
    payment break the stage's cost (Engineering: any Resources; Economy: a Gold counts twice).
    The move and its event say the same, so the log tells it once."""
    found = find_stage(catalog, stage)
    if found is None:
        return sentence("move-stage-built-unknown", who=who, paid=paid(catalog, cards))
    wonder, number, cost = found
    by = breaking_token(cost, cards)
    return sentence(
        "move-stage-built",
        who=who,
        number=number,
        of_wonder=of_wonder(catalog, wonder),
        paid=paid(catalog, cards),
        by=by,
        count=int(cost["count"]),
        **tokens_named(catalog, by),
    )


def tokens_named(catalog: dict[str, Any], by: str) -> dict[str, Param]:
    """The names of the tokens ``by`` (``breaking_token``) says, as their messages take
    them: only those the words read, since every parameter is worded."""
    named: dict[str, Param] = {}
    if by in ("engineering", "both"):
        named["engineering"] = token_name(catalog, "engineering")
    if by in ("economy", "both"):
        named["economy"] = token_name(catalog, "economy")
    return named
