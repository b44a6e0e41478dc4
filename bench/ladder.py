"""The automa ladder: seat-rotated games between the levels, fitted to ratings.

Levels: uniformly random legal moves (the floor, and the anchor at ``RANDOM_MU``) and each of
the ruleset's automa levels, each thinking as long as the server lets it
(``AUTOMA_THINK_BUDGET_MS``). Every game is played by the engines alone, each automa from its
own seat's view, the moves chosen from the game's seed only (timing aside: a think budget
ends a search early on a slow machine).
"""

from __future__ import annotations

import itertools
import json
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.engines import MAX_MOVES, _game_seed
from games.ratings.fit import LadderGame, LevelFit, ladder_fit
from games.ratings.ladder import LADDER_FILE
from games.ratings.places import finishing_places
from games.ratings.scale import BETA, MU, SIGMA, TAU
from games.rules.core import Ruleset, rng_for
from games.rules.search import think_budget

RANDOM = "random"
# The floor's fixed mean: below a new player's 1500, as anyone who knows the rules plays
# better than chance.
RANDOM_MU = 1000.0
LADDER_SEATS = {"architects": (2, 4), "saboteur": (4, 8)}
CLOSE = 100.0  # points: two levels closer than this are reported as hard to tell apart


@dataclass(frozen=True)
class LadderRun:
    ruleset: str
    levels: tuple[str, ...]
    games: list[LadderGame]
    seconds: dict[int, float]  # seat count -> wall seconds

    def pairings(self) -> Counter[tuple[str, str]]:
        """Games in which each two levels sat at one table."""
        out: Counter[tuple[str, str]] = Counter()
        for game in self.games:
            present = sorted(set(game.levels), key=self.levels.index)
            out.update(itertools.combinations(present, 2))
        return out


def seatings(levels: tuple[str, ...], seats: int) -> list[tuple[str, ...]]:
    """The seatings games cycle through: at two seats every ordered pair; at more, the levels
    in turn (repeated to fill the table), rotated round the table and reversed, so that each
    level sits in every seat and beside every other."""
    if seats == 2:
        return list(itertools.permutations(levels, 2))
    base = [levels[i % len(levels)] for i in range(seats)]
    out: list[tuple[str, ...]] = []
    for order in (base, base[::-1]):
        for shift in range(seats):
            seating = tuple(order[shift:] + order[:shift])
            if seating not in out:
                out.append(seating)
    return out


def ladder_play(
    rules: Ruleset,
    games: int,
    budgets: dict[str, float],
    *,
    seed: int = 0,
    seat_counts: tuple[int, ...] = (),
    progress: Callable[[str], None] | None = None,
) -> LadderRun:
    """Play ``games`` games at each of the ruleset's ladder seat counts (only
    ``seat_counts``, if given: a part of the ladder, merged into the file by ``ladder_write``)."""
    levels = (RANDOM, *rules.automa_levels)
    played: list[LadderGame] = []
    seconds: dict[int, float] = {}
    options = rules.default_options()
    for seats in LADDER_SEATS[rules.slug]:
        if seat_counts and seats not in seat_counts:
            continue
        start = time.perf_counter()
        cycle = seatings(levels, seats)
        for number in range(games):
            seating = cycle[number % len(cycle)]
            game_seed = _game_seed(seed, seats * 1_000_000 + number)
            result = _play(rules, options, seating, game_seed, budgets)
            played.append(LadderGame(seating, tuple(finishing_places(result, seats))))
            if progress and (number + 1) % 20 == 0:
                progress(f"  {rules.slug} {seats} seats: {number + 1}/{games} games")
        seconds[seats] = time.perf_counter() - start
    return LadderRun(rules.slug, levels, played, seconds)


def _play(
    rules: Ruleset,
    options: dict[str, Any],
    seating: tuple[str, ...],
    game_seed: int,
    budgets: dict[str, float],
) -> dict[str, Any]:
    state = rules.setup(options, len(seating), game_seed)
    for move in range(MAX_MOVES):
        if rules.is_over(state):
            return rules.score(state).to_json()
        seat = rules.to_act(state)[0]
        level = seating[seat]
        rng = rng_for(game_seed, move, f"automa:{seat}")
        if level == RANDOM:
            action = rng.choice(rules.legal_actions(state, seat))
        else:
            with think_budget(budgets.get(level)):
                action = rules.automa(rules.view(state, seat), seat, level, rng)
        state, _events = rules.apply(state, seat, action)
    raise RuntimeError(f"a ladder game of {rules.slug} is not over after {MAX_MOVES} moves")


def ladder_fits(run: LadderRun, seats: int | None = None) -> list[LevelFit]:
    """The levels' ratings from the run's games (those at ``seats`` only, if given)."""
    games = [g for g in run.games if seats is None or len(g.levels) == seats]
    return ladder_fit(games, run.levels, anchor=RANDOM, anchor_mu=RANDOM_MU)


def ladder_warnings(levels: tuple[str, ...], fits: list[LevelFit]) -> list[str]:
    """Levels out of order (each must beat the one below it), and neighbours within
    ``CLOSE`` points."""
    by_level = {f.level: f for f in fits}
    out = []
    for lower, upper in itertools.pairwise(levels):
        gap = by_level[upper].mu - by_level[lower].mu
        if gap <= 0:
            out.append(f"{upper} is not above {lower} ({gap:+.0f} points)")
        elif gap < CLOSE:
            out.append(f"{upper} is within {CLOSE:.0f} points of {lower} ({gap:+.0f})")
    return out


def ladder_write(
    runs: list[LadderRun], budgets: dict[str, float], path: Path = LADDER_FILE
) -> dict[str, Any]:
    """Merge the runs into ``path``: each run's seat counts replace those parts of its
    ruleset's entry (their games recorded), and the entry's ratings are fitted again from
    every part's games; other rulesets and parts are kept. The file is always this output."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    data["model"] = {"name": "openskill PlackettLuce", "mu": MU, "sigma": SIGMA, "beta": BETA,
                     "tau": TAU}  # fmt: skip
    for run in runs:
        old = data["rulesets"].get(run.ruleset, {})
        parts = {int(k): v for k, v in old.get("parts", {}).items()}
        for seats, seconds in run.seconds.items():
            parts[seats] = {
                "seconds": round(seconds, 1),
                "think_budget_ms": {k: round(v * 1000) for k, v in budgets.items()},
                "games": [[list(g.levels), list(g.places)] for g in run.games
                          if len(g.levels) == seats],
            }  # fmt: skip
        data["rulesets"][run.ruleset] = ladder_entry(run.ruleset, run.levels, parts)
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return data


def ladder_merged(run: LadderRun, path: Path = LADDER_FILE) -> LadderRun:
    """``run`` with the games the file records for the ruleset's other seat counts: the run
    the file's entry is fitted from once ``run`` is merged."""
    entry = json.loads(path.read_text(encoding="utf-8"))["rulesets"].get(run.ruleset, {})
    games = list(run.games)
    seconds = dict(run.seconds)
    for key, part in entry.get("parts", {}).items():
        if int(key) not in run.seconds:
            games += [LadderGame(tuple(a), tuple(b)) for a, b in part["games"]]
            seconds[int(key)] = part["seconds"]
    return LadderRun(run.ruleset, run.levels, games, seconds)


def ladder_entry(
    ruleset: str, levels: tuple[str, ...], parts: dict[int, dict[str, Any]]
) -> dict[str, Any]:
    """A ruleset's entry of the file, fitted from ``parts`` (seat count -> its games)."""
    games = [LadderGame(tuple(a), tuple(b)) for p in parts.values() for a, b in p["games"]]
    run = LadderRun(ruleset, levels, games, {k: p["seconds"] for k, p in parts.items()})
    fits = ladder_fits(run)
    counts = Counter(level for game in games for level in game.levels)
    missing = [n for n in LADDER_SEATS[ruleset] if n not in parts]
    entry: dict[str, Any] = {
        "source": "ladder",
        "anchor": {"level": RANDOM, "mu": RANDOM_MU},
        "seats": sorted(parts),
        "games": len(games),
        "seconds": round(sum(p["seconds"] for p in parts.values()), 1),
        "levels": {
            f.level: {
                "mu": round(f.mu, 1),
                "sigma": round(f.se, 1),
                "low": round(f.low, 1),
                "high": round(f.high, 1),
                "seats_played": counts[f.level],
            }
            for f in fits
        },
        "warnings": ladder_warnings(levels, fits),
        "parts": {str(k): parts[k] for k in sorted(parts)},
    }
    if missing:
        entry["note"] = f"fitted without the {missing} seat part(s): not played yet"
    return entry
