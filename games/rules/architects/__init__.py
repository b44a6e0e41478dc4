"""7 Wonders Architects (Repos Production, 2021): rules engine and automa.

Modules, by concept: ``content`` (load/validate/compile the content JSON), ``setup``,
``state`` (layout, targeted clone, helpers), ``turn`` (turn flow, pending decisions, game end),
``cards`` (taking a card and its triggers), ``stages`` (construction and payments),
``science`` (sets and Progress tokens), ``military`` (horns, Conflict tokens, Battles),
``effects`` (Wonder effects), ``scoring``, ``view`` (hidden information, determinize),
``labels`` (en / pt-BR), ``actions`` (validation and dispatch), ``specs`` (options and action
types), ``automa`` (heuristic and ISMCTS) and ``ruleset`` (the core.Ruleset).
"""

from .content import load_default_content, validate_content
from .ruleset import ArchitectsRuleset

RULESET = ArchitectsRuleset()

__all__ = ["RULESET", "ArchitectsRuleset", "load_default_content", "validate_content"]
