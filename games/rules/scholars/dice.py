"""The dice calculator: what action colour and value a set of dice and workers can make.

Rules (Pedro Bot's summary, the seed): the action's value is up to the sum of the dice used (one
or two dice); coloured beats white, secondary beats primary, two different primaries mix into
their secondary, two different secondaries let the player choose either; a worker of the die's
colour turns it into a 6, a worker of another colour turns the die into the worker's colour (a
white worker makes it white); up to two workers on each die, applied one after the other.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations, permutations

PRIMARY = ("red", "yellow", "blue")
SECONDARY = ("orange", "green", "purple")
WHITE = "white"
DIE_COLOURS = (WHITE, *PRIMARY, *SECONDARY)
WORKER_COLOURS = (WHITE, *PRIMARY)
MIX = {
    frozenset(("red", "yellow")): "orange",
    frozenset(("yellow", "blue")): "green",
    frozenset(("red", "blue")): "purple",
}
MAX_DICE_PER_ACTION = 2
MAX_WORKERS_PER_DIE = 2
# A worker of the die's own colour sets the die to its highest face.
WORKER_SAME_COLOUR_VALUE = 6


@dataclass(frozen=True)
class Die:
    colour: str
    value: int


@dataclass(frozen=True)
class Combination:
    """One way to make an action: which dice (indexes), the workers put on each, the result."""

    dice: tuple[int, ...]
    workers: tuple[tuple[str, ...], ...]
    colours: tuple[str, ...]  # the action colours this may count as (two only for 2 secondaries)
    value: int  # the highest value; any lower value is allowed too

    def to_json(self) -> dict[str, object]:
        return {
            "dice": list(self.dice),
            "workers": [list(w) for w in self.workers],
            "colours": list(self.colours),
            "value": self.value,
        }


def die_with_workers(die: Die, workers: tuple[str, ...]) -> Die:
    """The die after its workers, applied in order."""
    colour, value = die.colour, die.value
    for worker in workers:
        if worker == colour:
            value = WORKER_SAME_COLOUR_VALUE
        else:
            colour = worker
    return Die(colour, value)


def combined_colours(first: str, second: str) -> tuple[str, ...]:
    """The action colours two dice of these colours make (sorted; two means the player picks)."""
    if first == second:
        return (first,)
    if WHITE in (first, second):
        return (second if first == WHITE else first,)
    if first in SECONDARY and second in SECONDARY:
        return tuple(sorted((first, second)))
    if first in SECONDARY or second in SECONDARY:
        return (first if first in SECONDARY else second,)
    return (MIX[frozenset((first, second))],)


def _worker_sequences(available: Counter[str]) -> list[tuple[str, ...]]:
    """Every ordered list of up to two workers drawable from ``available``."""
    pool = [colour for colour, count in sorted(available.items()) for _ in range(count)]
    found: set[tuple[str, ...]] = {()}
    for size in range(1, MAX_WORKERS_PER_DIE + 1):
        found.update(permutations(pool, size))
    return sorted(found, key=lambda seq: (len(seq), seq))


def _fits(used: list[tuple[str, ...]], available: Counter[str]) -> bool:
    need = Counter(w for seq in used for w in seq)
    return all(available[c] >= n for c, n in need.items())


def dice_combinations(dice: list[Die], workers: list[str]) -> list[Combination]:
    """Every distinct result each choice of one or two dice can make with the held workers.

    For one choice of dice, a result (colours, value) is listed once, with the fewest workers
    that reach it (then the first in colour order), so the list stays readable.
    """
    available = Counter(workers)
    sequences = _worker_sequences(available)
    found: list[Combination] = []
    for size in range(1, MAX_DICE_PER_ACTION + 1):
        for chosen in combinations(range(len(dice)), size):
            best: dict[tuple[tuple[str, ...], int], Combination] = {}
            for assignment in _assignments(size, sequences, available):
                changed = [
                    die_with_workers(dice[i], seq)
                    for i, seq in zip(chosen, assignment, strict=True)
                ]
                if size == 1:
                    colours: tuple[str, ...] = (changed[0].colour,)
                else:
                    colours = combined_colours(changed[0].colour, changed[1].colour)
                value = sum(d.value for d in changed)
                combo = Combination(chosen, assignment, colours, value)
                key = (colours, value)
                if key not in best or _cost(combo) < _cost(best[key]):
                    best[key] = combo
            found.extend(sorted(best.values(), key=lambda c: (c.colours, -c.value)))
    return found


def _cost(combo: Combination) -> tuple[int, tuple[tuple[str, ...], ...]]:
    return (sum(len(w) for w in combo.workers), combo.workers)


def _assignments(
    size: int, sequences: list[tuple[str, ...]], available: Counter[str]
) -> list[tuple[tuple[str, ...], ...]]:
    if size == 1:
        return [(seq,) for seq in sequences]
    return [
        (first, second)
        for first in sequences
        for second in sequences
        if _fits([first, second], available)
    ]


def best_by_colour(combos: list[Combination]) -> dict[str, int]:
    """The highest action value reachable in each colour (any lower value is allowed too)."""
    best: dict[str, int] = {}
    for combo in combos:
        for colour in combo.colours:
            best[colour] = max(best.get(colour, 0), combo.value)
    return {colour: best[colour] for colour in DIE_COLOURS if colour in best}


def dice_summary(dice: list[Die], workers: list[str]) -> dict[str, object]:
    """What the held dice and workers allow for each action (value-only actions read the best
    value; Research reads colour and value; Translate needs a secondary colour)."""
    combos = dice_combinations(dice, workers)
    by_colour = best_by_colour(combos)
    best_value = max((c.value for c in combos), default=0)
    return {
        "combinations": [c.to_json() for c in combos],
        "best_by_colour": by_colour,
        "recruit_value": best_value,
        "travel_value": best_value,
        "research": by_colour,
        "translate_colours": [c for c in SECONDARY if c in by_colour],
    }
