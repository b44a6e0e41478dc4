"""Information-Set Monte Carlo Tree Search: the generic "strong" automa of every game.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 2012). One tree is grown over the searching seat's information set: every
iteration re-samples the hidden part of the game with ``ruleset.determinize`` and walks the tree
restricted to the actions legal in that sample. Tree edges are actions (canonical JSON), so the
statistics of one action are shared by every determinization where it is legal.

The search reads nothing but the seat's view; it is deterministic given the ``rng`` passed in
(no global random, no iteration over hash-ordered sets) unless a think budget is set
(``think_budget``): then it also stops early once the thinking thread has used the budget's CPU
time, so a slower processor may search less than a fast one. CPU time, not the wall clock: on a
machine shared with other work the search does the same work (and takes longer) instead of
playing worse. The server sets a budget around automa turns; tests and engine checks run without.
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import math
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from games.rules.core import Action, Ruleset, State

RolloutPolicy = Callable[[Ruleset, State, int, random.Random], Action]

# Credited to every seat when a rollout hits ``max_rollout_steps`` before the game ends: a draw,
# so that the search neither seeks nor shuns lines it could not play out.
TRUNCATED_REWARD = 0.5


# The time.thread_time() after which a search running in this context stops (None: none).
_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "search_deadline", default=None
)
# Iterations a search always runs, whatever its budget: below this its choice is noise.
MIN_ITERATIONS = 8


@contextlib.contextmanager
def think_budget(seconds: float | None) -> Iterator[None]:
    """Searches started inside stop iterating once this thread has used ``seconds`` more CPU
    time (None or 0: no budget)."""
    token = _DEADLINE.set(time.thread_time() + seconds if seconds else None)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def uniform_random_policy(ruleset: Ruleset, state: State, seat: int, rng: random.Random) -> Action:
    """One of ``seat``'s legal actions in ``state``, each equally likely."""
    legal = ruleset.legal_actions(state, seat)
    if not legal:
        raise RuntimeError(f"seat {seat} must act but has no legal action")
    return legal[rng.randrange(len(legal))]


def rollout_to_end(
    ruleset: Ruleset,
    state: State,
    rng: random.Random,
    policy: RolloutPolicy | None = None,
    max_steps: int = 3000,
) -> tuple[State, int]:
    """Play ``state`` on with ``policy`` (uniform random by default) until the game is over.

    The seat that acts is always ``to_act(state)[0]``. Stops early after ``max_steps`` actions or
    when nobody is to act. Returns the last state reached and the number of actions applied;
    the input state is never mutated.
    """
    choose = policy or uniform_random_policy
    steps = 0
    while steps < max_steps and not ruleset.is_over(state):
        acting = ruleset.to_act(state)
        if not acting:
            break
        seat = acting[0]
        state, _events = ruleset.apply(state, seat, choose(ruleset, state, seat, rng))
        steps += 1
    return state, steps


@dataclass(frozen=True)
class RootStat:
    """What the search learnt about one of the searching seat's actions."""

    action: Action
    key: str  # canonical JSON of the action
    visits: int
    mean_reward: float  # the searching seat's mean reward through this action
    availability: int  # iterations in which the action could be chosen


class _Node:
    """A tree node: reached by ``actor`` playing one action from its parent."""

    __slots__ = ("actor", "children", "visits", "reward", "avail")

    def __init__(self, actor: int) -> None:
        self.actor = actor
        # keyed by (acting seat, action key): robust even if who acts depended on hidden cards
        self.children: dict[tuple[int, str], _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 1


class _ActionKeys:
    """Canonical JSON keys of actions, memoised because json.dumps dominates small searches."""

    def __init__(self) -> None:
        self._memo: dict[Any, str] = {}

    def __call__(self, action: Action) -> str:
        try:
            # value types are part of the probe: True == 1 == 1.0 hash alike but differ in JSON
            probe = (tuple(action.items()), tuple(map(type, action.values())))
            return self._memo[probe]
        except KeyError:
            key = self._memo[probe] = json.dumps(action, sort_keys=True)
            return key
        except TypeError:  # unhashable values (lists, objects): no memo
            return json.dumps(action, sort_keys=True)


def ismcts_choose(
    ruleset: Ruleset,
    view: dict[str, Any],
    seat: int,
    rng: random.Random,
    *,
    iterations: int = 300,
    rollout_policy: RolloutPolicy | None = None,
    exploration: float = 0.7,
    max_rollout_steps: int = 3000,
) -> Action:
    """The action ISMCTS picks for ``seat``, which must be to act in the game ``view`` shows.

    Returns one of the seat's legal actions: the most visited of those legal in every sampled
    determinization (ties go to the higher mean reward, then the smaller canonical JSON). When
    the seat has a single legal action it is returned without searching. The same view, seat,
    rng state and settings always give the same action.
    """
    stats = ismcts_root_stats(
        ruleset,
        view,
        seat,
        rng,
        iterations=iterations,
        rollout_policy=rollout_policy,
        exploration=exploration,
        max_rollout_steps=max_rollout_steps,
    )
    return stats[0].action


def ismcts_root_stats(
    ruleset: Ruleset,
    view: dict[str, Any],
    seat: int,
    rng: random.Random,
    *,
    iterations: int = 300,
    rollout_policy: RolloutPolicy | None = None,
    exploration: float = 0.7,
    max_rollout_steps: int = 3000,
) -> list[RootStat]:
    """Run the search of ``ismcts_choose`` and return every root action's statistics, best first.

    Only actions legal in every determinization are listed. A single legal action is returned
    alone with zero visits, without searching. Raises ValueError if ``seat`` has no legal
    action or the determinizations share none (``determinize`` leaks hidden information into
    the seat's legal actions).
    """
    if iterations < 1:
        raise ValueError("iterations must be at least 1")
    keys = _ActionKeys()
    first = ruleset.determinize(view, seat, rng)
    root_actions = {keys(a): a for a in ruleset.legal_actions(first, seat)}
    if not root_actions:
        raise ValueError(f"seat {seat} has no legal action in this view")
    if len(root_actions) == 1:
        ((key, action),) = root_actions.items()
        return [RootStat(action, key, 0, 0.0, 0)]

    root = _Node(seat)
    deadline = _DEADLINE.get()
    for i in range(iterations):
        if deadline is not None and i >= MIN_ITERATIONS and time.thread_time() > deadline:
            break
        state = first if i == 0 else ruleset.determinize(view, seat, rng)
        state, path = _descend(ruleset, state, seat, root, rng, keys, exploration, root_actions)
        state, _steps = rollout_to_end(ruleset, state, rng, rollout_policy, max_rollout_steps)
        _backpropagate(ruleset, state, root, path)
    if not root_actions:
        raise ValueError("determinize gives the searching seat different legal actions")

    stats = []
    for key, action in root_actions.items():
        child = root.children.get((seat, key))
        if child is None:
            stats.append(RootStat(action, key, 0, 0.0, 0))
        else:
            mean = child.reward / child.visits
            stats.append(RootStat(action, key, child.visits, mean, child.avail))
    stats.sort(key=lambda s: (-s.visits, -s.mean_reward, s.key))
    return stats


def _descend(
    ruleset: Ruleset,
    state: State,
    seat: int,
    root: _Node,
    rng: random.Random,
    keys: _ActionKeys,
    exploration: float,
    root_actions: dict[str, Action],
) -> tuple[State, list[_Node]]:
    """Selection and expansion for one determinization; returns the leaf state and the path.

    Prunes ``root_actions`` to the root actions legal in this determinization.
    """
    node = root
    actor = seat  # the searching seat acts at the root even if it is not to_act()[0]
    path: list[_Node] = []
    while True:
        legal = ruleset.legal_actions(state, actor)
        if not legal:
            raise RuntimeError(f"seat {actor} must act but has no legal action")
        keyed = [(keys(a), a) for a in legal]
        if node is root:
            legal_keys = {k for k, _ in keyed}
            for k in [k for k in root_actions if k not in legal_keys]:
                del root_actions[k]
        children = node.children
        untried = [(k, a) for k, a in keyed if (actor, k) not in children]
        if untried:
            # expansion: one new child, then the rollout takes over
            key, action = untried[rng.randrange(len(untried))]
            child = children[(actor, key)] = _Node(actor)
            state, _events = ruleset.apply(state, actor, action)
            path.append(child)
            return state, path
        # selection: UCB1 where the parent's count is how often the child was available
        best: _Node | None = None
        best_value = -math.inf
        candidates = []
        for k, a in keyed:
            child = children[(actor, k)]
            candidates.append(child)
            value = child.reward / child.visits + exploration * math.sqrt(
                math.log(child.avail) / child.visits
            )
            if value > best_value:
                best, best_value, action = child, value, a
        for child in candidates:
            child.avail += 1
        # every legal action has a child by now, so one of them was the best
        assert best is not None
        state, _events = ruleset.apply(state, actor, action)
        path.append(best)
        node = best
        if ruleset.is_over(state):
            return state, path
        acting = ruleset.to_act(state)
        if not acting:
            return state, path
        actor = acting[0]


def _backpropagate(ruleset: Ruleset, final: State, root: _Node, path: list[_Node]) -> None:
    """Credit each node with the reward of the seat that acted to reach it."""
    root.visits += 1
    over = ruleset.is_over(final)
    rewards: dict[int, float] = {}
    for node in path:
        actor = node.actor
        if actor not in rewards:
            rewards[actor] = ruleset.reward(final, actor) if over else TRUNCATED_REWARD
        node.visits += 1
        node.reward += rewards[actor]
