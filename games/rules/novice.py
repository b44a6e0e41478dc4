"""The novice automa: the basic automa that often slips, an opponent a beginner can beat.

The ladder (``manage.py bench ladder``) rates it between random legal moves and ``basic``; a
beginner who has never played meets it first.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

# Share of its turns the novice plays a uniformly random legal action instead of basic's: half
# puts it about midway between random play and basic on the ladder (docs/measurements/ratings.md).
NOVICE_SLIP = 0.5


def novice_choice(
    legal: Sequence[dict[str, Any]],
    basic: Callable[[], dict[str, Any]],
    rng: random.Random,
) -> dict[str, Any]:
    """A random legal action with probability ``NOVICE_SLIP``, otherwise ``basic()``."""
    if not legal:
        raise ValueError("the novice's seat has nothing to decide")
    if len(legal) > 1 and rng.random() < NOVICE_SLIP:
        return dict(rng.choice(list(legal)))
    return basic()
