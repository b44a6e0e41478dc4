"""The final score as one sheet (``score_sheet``): every figure of a seat's end-of-game report
at once, each an integer parameter with its bounds, so one report fills the figures and ends
the seat's report (as ``score_done``). A solo game's sheet leaves out the guilds' influence
(tracked on the table). The one-figure reports stay legal beside it, so stored games replay;
scroll cards and retired translators, items rather than figures, are still reported one by one
before the sheet.

The sheet is listed once, as the figures reported so far (unreported ones at their default),
with the schema of each figure; any sheet those schemas allow is legal
(``CompanionRuleset.apply`` accepts an action that fits a listed entry).
"""

from __future__ import annotations

from typing import Any

from games.rules.core import ActionField, ActionSpec, Listed
from games.rules.params import ParamSchema
from games.rules.scholars.context import Context
from games.rules.scholars.scoring_mode import FIGURES, figure_max, score_done

Action = dict[str, Any]
SHEET = "score_sheet"
# Unreported figures: none of a kind, and the starting scroll kept (as scoring counts them).
_DEFAULTS = {"starting_scroll": 1}
SHEET_SPEC = ActionSpec(
    SHEET,
    tuple(
        ActionField(f, "int", f"the figure {f}", required=not f.startswith("guild_"), open=True)
        for f in FIGURES
    ),
    "Your end-of-game figures all at once (a solo game's sheet has no guild influence): they "
    "replace any reported one by one, and your report is done.",
)


def sheet(figures: tuple[str, ...], reported: dict[str, int]) -> Action:
    """The sheet listed: ``figures`` as reported so far, the others at their default."""
    return {"type": SHEET, **{f: reported.get(f, _DEFAULTS.get(f, 0)) for f in figures}}


def schemas(action: Action, content: dict[str, Any]) -> dict[str, ParamSchema]:
    """Each figure's parameter: an integer from 0 to its largest value."""
    return {
        f: {"type": "integer", "minimum": 0, "maximum": figure_max(f, content)}
        for f in action
        if f != "type"
    }


def with_schemas(listing: list[Listed], content: dict[str, Any]) -> list[Listed]:
    """``listing`` with the sheet's figures as its parameters."""
    return [
        Listed(e.action, schemas(e.action, content)) if e.action["type"] == SHEET else e
        for e in listing
    ]


def score_sheet(ctx: Context, action: Action) -> None:
    ctx.facts["figures"].update({k: v for k, v in action.items() if k != "type"})
    score_done(ctx, action)
