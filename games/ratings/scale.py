"""The rating scale: openskill's Plackett–Luce model, its defaults multiplied by 60.

openskill's defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300) put a rating in tens; times 60
they read like the Elo figures players know (a new player 1500 ± 500) and "within 100 points"
means what it means on chess and BGA ladders. Scaling every parameter together changes no
outcome, only the unit.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from openskill.models import PlackettLuce

MU = 1500.0  # a new player's mean
SIGMA = 500.0  # a new player's uncertainty (MU / 3: a new player's displayed rating is 0)
BETA = 250.0  # performance spread in one game: half the starting uncertainty, as openskill
TAU = 5.0  # uncertainty added before each game, so a rating keeps moving
Z95 = 1.959964  # half-width of a 95 % interval in standard errors


@dataclass(frozen=True)
class Skill:
    """A rating: mean and uncertainty; what a player sees is ``displayed``."""

    mu: float = MU
    sigma: float = SIGMA

    @property
    def displayed(self) -> float:
        """The conservative figure shown and ranked by: mean − 3σ."""
        return self.mu - 3 * self.sigma

    @property
    def low(self) -> float:
        return self.mu - Z95 * self.sigma

    @property
    def high(self) -> float:
        return self.mu + Z95 * self.sigma


@cache
def skill_model() -> PlackettLuce:
    return PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=TAU)
