"""7 Wonders Architects (Repos Production, 2021): rules engine and automa."""

from .content import load_default_content, validate_content
from .ruleset import ArchitectsRuleset

RULESET = ArchitectsRuleset()

__all__ = ["RULESET", "ArchitectsRuleset", "load_default_content", "validate_content"]
