"""Engine benchmarks for ``manage.py bench`` (DESIGN §7): pure functions returning plain dicts.

Timing uses ``time.perf_counter`` and is only measured, never used to decide anything: the games
played depend on the seed alone, so two runs with one seed play the same moves.
"""

from __future__ import annotations

import json
import time
from typing import Any

from games.rules.core import Ruleset, rng_for
from games.rules.search import rollout_to_end, think_budget, uniform_random_policy

# A random game still running after this many moves is taken for an engine that never ends.
MAX_MOVES = 100_000


def _game_seed(seed: int, game: int) -> int:
    """Game ``game``'s set-up seed: spread out so that neighbouring bench seeds share no game."""
    return rng_for(seed, game, "bench-setup").getrandbits(62)


def random_games_per_second(
    ruleset: Ruleset,
    seats: int,
    games: int,
    seed: int = 0,
    *,
    max_moves: int = MAX_MOVES,
) -> dict[str, float]:
    """Play ``games`` full games with uniformly random legal actions and time them.

    Uses the ruleset's default options; the acting seat is always ``to_act(state)[0]``. Set-up
    is part of the timed work. Returns ``{"games", "seconds", "cpu_seconds",
    "games_per_second", "games_per_cpu_second", "rounds_per_second", "rounds_per_cpu_second",
    "moves_per_second", "mean_moves"}`` (per CPU second: this process's CPU time, the figure
    that holds on a machine busy with other work) (rounds: the final state's
    ``round``, 1 a game for engines without rounds); the moves played depend only on
    ``seed``. Raises RuntimeError if a game is not over after ``max_moves`` moves.
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    options = ruleset.default_options()
    moves = rounds = 0
    start, cpu_start = time.perf_counter(), time.process_time()
    for game in range(games):
        state = ruleset.setup(options, seats, _game_seed(seed, game))
        rng = rng_for(seed, game, "bench-random")
        state, steps = rollout_to_end(ruleset, state, rng, uniform_random_policy, max_moves)
        if not ruleset.is_over(state):
            raise RuntimeError(f"game {game} is not over after {steps} random moves")
        moves += steps
        rounds += state.get("round", 1) if isinstance(state, dict) else 1
    seconds = time.perf_counter() - start
    cpu = max(time.process_time() - cpu_start, 1e-9)
    return {
        "games": games,
        "seconds": seconds,
        "cpu_seconds": cpu,
        "games_per_cpu_second": games / cpu,
        "rounds_per_cpu_second": rounds / cpu,
        "rounds_per_second": rounds / seconds,
        "games_per_second": games / seconds,
        "moves_per_second": moves / seconds,
        "mean_moves": moves / games,
    }


def replay_seconds(
    ruleset: Ruleset, seats: int, moves: int = 1000, seed: int = 0
) -> dict[str, float]:
    """The time to replay ``moves`` recorded moves from their games' seeds (set-up, then
    ``apply`` each move), as the server replays a stored game: random games are recorded
    first (not timed) and replayed back to back until ``moves`` moves have been applied."""
    if moves < 1:
        raise ValueError("moves must be at least 1")
    options = ruleset.default_options()
    games: list[tuple[int, list[tuple[int, Any]]]] = []
    recorded = 0
    game = 0
    while recorded < moves:
        game_seed = _game_seed(seed, game)
        state = ruleset.setup(options, seats, game_seed)
        rng = rng_for(seed, game, "bench-replay")
        log: list[tuple[int, Any]] = []
        while not ruleset.is_over(state) and recorded + len(log) < moves:
            seat = ruleset.to_act(state)[0]
            action = uniform_random_policy(ruleset, state, seat, rng)
            log.append((seat, json.loads(json.dumps(action))))
            state, _events = ruleset.apply(state, seat, action)
        games.append((game_seed, log))
        recorded += len(log)
        game += 1
    start, cpu_start = time.perf_counter(), time.process_time()
    for game_seed, log in games:
        state = ruleset.setup(options, seats, game_seed)
        for seat, action in log:
            state, _events = ruleset.apply(state, seat, action)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    return {"moves": recorded, "games": len(games), "seconds": seconds, "cpu_seconds": cpu}


def automa_win_rate(
    ruleset: Ruleset,
    seats: int,
    level_a: str,
    level_b: str,
    games: int,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    *,
    max_moves: int = MAX_MOVES,
    budgets: dict[str, float] | None = None,
) -> dict[str, float]:
    """Play automa level ``level_a`` against ``level_b`` for ``games`` games.

    ``budgets``: seconds each level may think per turn (``search.think_budget``), as the server
    allows it; without, searches run their full iterations and the games depend on the seed
    alone.

    In game ``i`` level_a sits at seat ``i % seats`` (seat 0 in even games, seat 1 in odd ones
    with two seats) and level_b takes every other seat. Each automa sees only its view and
    decides with ``rng_for(game seed, move number, "automa:<seat>")``. A game won by level_a
    alone counts in ``wins_a``, one won by level_b seats alone in ``wins_b``, anything else
    (a win shared between the levels, or no winner) in ``draws``, which count half in
    ``win_rate_a``. Returns ``{"games", "wins_a", "wins_b", "draws", "win_rate_a", "seconds"}``.
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    if seats < 2:
        raise ValueError("a win rate needs at least two seats")
    opts = ruleset.validate_options(options or {})
    wins_a = wins_b = draws = 0
    start = time.perf_counter()
    for game in range(games):
        seat_a = game % seats
        levels = [level_a if seat == seat_a else level_b for seat in range(seats)]
        winners = _automa_game(ruleset, opts, levels, (seed, game), max_moves, budgets)
        if winners == {seat_a}:
            wins_a += 1
        elif winners and seat_a not in winners:
            wins_b += 1
        else:
            draws += 1
    return {
        "games": games,
        "wins_a": wins_a,
        "wins_b": wins_b,
        "draws": draws,
        "win_rate_a": (wins_a + draws / 2) / games,
        "seconds": time.perf_counter() - start,
    }


def _automa_game(
    ruleset: Ruleset,
    options: dict[str, Any],
    levels: list[str],
    game: tuple[int, int],
    max_moves: int,
    budgets: dict[str, float] | None,
) -> set[int]:
    """The winners of game ``game`` (bench seed, number) of automa, seat ``s`` playing at
    ``levels[s]``."""
    game_seed = _game_seed(*game)
    state = ruleset.setup(options, len(levels), game_seed)
    move = 0
    while not ruleset.is_over(state):
        if move >= max_moves:
            raise RuntimeError(f"game {game[1]} is not over after {move} automa moves")
        seat = ruleset.to_act(state)[0]
        level = levels[seat]
        rng = rng_for(game_seed, move, f"automa:{seat}")
        with think_budget((budgets or {}).get(level)):
            action = ruleset.automa(ruleset.view(state, seat), seat, level, rng)
        state, _events = ruleset.apply(state, seat, action)
        move += 1
    return set(ruleset.score(state).winners)


def companion_automa_turn_times(ruleset: Ruleset, games: int, seed: int = 0) -> dict[str, float]:
    """Companion games: the engine time of each automa step (``apply`` for the automa seat, e.g.
    MarsBot's card flip with its instructions) over ``games`` random games with default options.

    Returns ``{"turns", "median_ms", "p90_ms", "max_ms"}``; the games depend only on ``seed``.
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    automa = getattr(ruleset, "automa_seat", 1)
    times: list[float] = []
    for game in range(games):
        state = ruleset.setup(ruleset.default_options(), 2, _game_seed(seed, game))
        rng = rng_for(seed, game, "bench-companion")
        for _ in range(MAX_MOVES):
            if ruleset.is_over(state):
                break
            seat = ruleset.to_act(state)[0]
            action = rng.choice(ruleset.legal_actions(state, seat))
            start = time.perf_counter()
            state, _ = ruleset.apply(state, seat, action)
            if seat == automa:
                times.append(time.perf_counter() - start)
    times.sort()
    if not times:
        raise RuntimeError("the automa never acted")
    return {
        "turns": len(times),
        "median_ms": 1000 * times[len(times) // 2],
        "p90_ms": 1000 * times[int(len(times) * 0.9)],
        "max_ms": 1000 * times[-1],
    }


def state_and_view_sizes(rules: Ruleset, seats: int, seed: int = 1) -> dict[str, int]:
    """Bytes of a new game's stored state and of seat 0's view, as compact JSON."""
    state = rules.setup({}, seats, seed)
    compact: dict[str, Any] = {"separators": (",", ":")}
    return {
        "state_bytes": len(json.dumps(state, **compact)),
        "view_bytes": len(json.dumps(rules.view(state, 0), **compact)),
    }
