"""Scholars of the South Tigris services that need no game: the dice calculator and scoring."""

from __future__ import annotations

from typing import Any

from games.errors import ProblemCode, ServiceError
from games.rules.core import Result
from games.rules.scholars.content import default_content
from games.rules.scholars.dice import Die, dice_summary
from games.rules.scholars.scoring import PlayerReport, game_score, report_problems


def scholars_dice_calculate(*, dice: list[dict[str, Any]], workers: list[str]) -> dict[str, Any]:
    """Every action colour and value the held dice and workers can make (see ``dice``)."""
    return dice_summary([Die(d["colour"], d["value"]) for d in dice], list(workers))


def scholars_score_calculate(
    *, players: list[dict[str, Any]], guild_controllers: dict[str, int] | None = None
) -> Result:
    """Final scores of a 1-4 player game from each player's report, with the tie-breaks;
    scored with the shipped content's values."""
    content = default_content()
    reports = [
        PlayerReport(
            **{
                **p,
                "retired_translator_vp": tuple(p.get("retired_translator_vp", ())),
                "scrolls": tuple(p.get("scrolls", ())),
            }
        )
        for p in players
    ]
    problems = report_problems(reports, content)
    controllers = guild_controllers or {}
    problems += [
        f"guild_controllers.{guild}: there is no player {who}"
        for guild, who in controllers.items()
        if not 0 <= who < len(reports)
    ]
    if problems:
        raise ServiceError(
            ProblemCode.VALIDATION_ERROR, "; ".join(problems), errors={"players": problems}
        )
    return game_score(reports, content, controllers)
