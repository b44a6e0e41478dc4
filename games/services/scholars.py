"""Scholars of the South Tigris services that need no game: the dice calculator and scoring."""

from __future__ import annotations

from typing import Any

from games.errors import ProblemCode, ServiceError
from games.rules.core import Result
from games.rules.scholars.dice import Die, dice_summary
from games.rules.scholars.ruleset import ScholarsRuleset
from games.rules.scholars.scoring import PlayerReport
from games.rules_binding import release_rules
from games.services.content import content_release_latest


def scholars_dice_calculate(*, dice: list[dict[str, Any]], workers: list[str]) -> dict[str, Any]:
    """Every action colour and value the held dice and workers can make (see ``dice``)."""
    return dice_summary([Die(d["colour"], d["value"]) for d in dice], list(workers))


def scholars_score_calculate(
    *, players: list[dict[str, Any]], guild_controllers: dict[str, int] | None = None
) -> Result:
    """Final scores of a 1-4 player game from each player's report, with the tie-breaks;
    scored by the ruleset's scoring mode with the latest content release (what new games
    pin), so an admin correction of a scoring value applies at once."""
    release = content_release_latest(ruleset="scholars")
    rules = release_rules(ruleset="scholars", release_id=release.pk)
    assert isinstance(rules, ScholarsRuleset)
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
    result, problems = rules.score_reports(reports, dict(guild_controllers or {}))
    if result is None:
        raise ServiceError(
            ProblemCode.VALIDATION_ERROR,
            message="invalid_reports",
            params={"count": len(problems)},
            errors={"players": problems},
        )
    return result
