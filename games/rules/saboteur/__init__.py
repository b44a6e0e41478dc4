"""Saboteur Gold: base Saboteur with the Saboteur 2 roles, doors, ladders and action cards."""

from games.rules.saboteur.ruleset import SaboteurRuleset

RULESET = SaboteurRuleset()

__all__ = ["RULESET", "SaboteurRuleset"]
