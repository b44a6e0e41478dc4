"""Scholars of the South Tigris: the solo automa (Papyrus), the scoring and the dice calculator."""

from games.rules.scholars.ruleset import ScholarsRuleset

RULESET = ScholarsRuleset()

__all__ = ["RULESET", "ScholarsRuleset"]
