"""The ladder's fit: each automa level's mean on the rating scale from its finishing places.

A maximum a posteriori fit of the Plackett–Luce model that openskill rates by, so a level's
fitted mean is the figure openskill would settle on for a player of its strength: in a game of
``n`` seats, seat ``i`` finishes ahead of the seats still in the running with probability
``exp(mu_i / c) / sum(exp(mu_j / c))``, ``c = beta * sqrt(n)`` (openskill's ``c`` with the
levels' own uncertainty left out). Tied seats (a Saboteur team) are counted as Breslow does
for ties: each of them ahead of the same set, themselves included. One level is the anchor
(its mean fixed); every other mean has openskill's starting prior N(1500, 500²), which keeps a
level that never lost finite and weighs as one game at most against the hundreds played.
The 95 % interval is the mean ± 1.96 standard errors from the curvature at the optimum
(relative to the anchor).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from games.ratings.scale import BETA, MU, SIGMA, Z95


@dataclass(frozen=True)
class LadderGame:
    levels: tuple[str, ...]  # seat -> level
    places: tuple[int, ...]  # seat -> finishing place (1 first, ties shared)


@dataclass(frozen=True)
class LevelFit:
    level: str
    mu: float
    se: float

    @property
    def low(self) -> float:
        return self.mu - Z95 * self.se

    @property
    def high(self) -> float:
        return self.mu + Z95 * self.se


def ladder_fit(
    games: Sequence[LadderGame],
    levels: Sequence[str],
    *,
    anchor: str,
    anchor_mu: float,
    iterations: int = 100,
) -> list[LevelFit]:
    """Fitted mean and standard error of each of ``levels`` (``anchor`` fixed at
    ``anchor_mu``, standard error 0), by Newton's method on the log posterior."""
    free = [level for level in levels if level != anchor]
    index = {level: i for i, level in enumerate(free)}
    mu = {level: MU for level in free}
    mu[anchor] = anchor_mu
    hessian: list[list[float]] = []
    for _ in range(iterations):
        gradient, hessian = _derivatives(games, mu, index)
        step = _solve([[-h for h in row] for row in hessian], gradient)
        for level, i in index.items():
            mu[level] += step[i]
        if max((abs(s) for s in step), default=0.0) < 1e-6:
            break
    covariance = _inverse([[-h for h in row] for row in hessian]) if free else []
    return [
        LevelFit(level, mu[level], 0.0 if level == anchor else math.sqrt(covariance[i][i]))
        for level in levels
        for i in [index.get(level, -1)]
    ]


def _derivatives(
    games: Sequence[LadderGame], mu: dict[str, float], index: dict[str, int]
) -> tuple[list[float], list[list[float]]]:
    size = len(index)
    gradient = [-(mu[level] - MU) / SIGMA**2 for level in index]
    hessian = [[(-1 / SIGMA**2 if i == j else 0.0) for j in range(size)] for i in range(size)]
    for game in games:
        c = BETA * math.sqrt(len(game.levels))
        strength = [math.exp((mu[level] - MU) / c) for level in game.levels]
        for seat, place in enumerate(game.places):
            field = [j for j, other in enumerate(game.places) if other >= place]
            total = sum(strength[j] for j in field)
            share: dict[int, float] = {}
            for j in field:
                k = index.get(game.levels[j])
                if k is not None:
                    share[k] = share.get(k, 0.0) + strength[j] / total
            own = index.get(game.levels[seat])
            if own is not None:
                gradient[own] += 1 / c
            for k, p in share.items():
                gradient[k] -= p / c
                hessian[k][k] -= p / c**2
                for m, q in share.items():
                    hessian[k][m] += p * q / c**2
    return gradient, hessian


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    inverse = _inverse(matrix)
    return [sum(row[j] * vector[j] for j in range(len(vector))) for row in inverse]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss–Jordan inverse of a small positive definite matrix (a few levels)."""
    n = len(matrix)
    work = [list(row) + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(work[r][col]))
        work[col], work[pivot] = work[pivot], work[col]
        lead = work[col][col]
        work[col] = [x / lead for x in work[col]]
        for r in range(n):
            if r != col and work[r][col]:
                factor = work[r][col]
                work[r] = [x - factor * y for x, y in zip(work[r], work[col], strict=True)]
    return [row[n:] for row in work]
