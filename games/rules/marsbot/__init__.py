"""Terraforming Mars: MarsBot, the automa, as a companion to the table (issue 9)."""

from games.rules.marsbot.ruleset import MarsBotRuleset

RULESET = MarsBotRuleset()

__all__ = ["RULESET", "MarsBotRuleset"]
