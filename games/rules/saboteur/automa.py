"""The automa: each plays its own role from its seat's view only.

"basic" scores every legal action with a role heuristic (diggers dig toward the gold they
believe in and help, saboteurs block and break). "strong" keeps the basic's best few candidates
and plays each out to the end of the round on several determinizations, with the basic policy
for every seat, picking the candidate with the most gold for its seat on average.
"""

from __future__ import annotations

import random
from typing import Any

from games.rules.saboteur import paths
from games.rules.saboteur.content import GOLD, Tables, tables
from games.rules.saboteur.roles import BLUE, BOSS, GEOLOGIST, GREEN, PROFITEER, SABOTEUR
from games.rules.saboteur.view import determinize, known_goals, known_roles

DIGGING = (GREEN, BLUE, BOSS, PROFITEER)
STRONG_CANDIDATES = 4
STRONG_WORLDS = 3


def choose(ruleset, view: dict[str, Any], seat: int, level: str, rng: random.Random) -> dict:
    """The automa's action for ``seat`` from its view."""
    state = determinize(view, seat, rng)
    legal = ruleset.legal_actions(state, seat)
    if not legal:
        raise ValueError("the automa's seat has nothing to do")
    if len(legal) == 1:
        return legal[0]
    scored = rank(state, seat, view, legal, rng)
    if level != "strong" or state["phase"] != "play":
        return scored[0][1]
    return _lookahead(ruleset, view, seat, [a for _s, a in scored[:STRONG_CANDIDATES]], rng)


def rank(state, seat, view, legal, rng) -> list[tuple[float, dict]]:
    """Legal actions with the basic heuristic's score, best first (ties broken by ``rng``)."""
    ctx = _Context(state, seat, view)
    scored = [(ctx.score(a) + rng.random() * 0.01, i, a) for i, a in enumerate(legal)]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [(s, a) for s, _i, a in scored]


def basic_policy(ruleset, state, seat: int, rng: random.Random) -> dict:
    """The basic automa played from a full state (rollouts): it only uses the seat's view."""
    view = ruleset.view(state, seat)
    legal = ruleset.legal_actions(state, seat)
    return rank(state, seat, view, legal, rng)[0][1]


class _Context:
    """What the seat believes: its role, its target goal, friends and foes."""

    def __init__(self, state: dict[str, Any], seat: int, view: dict[str, Any]) -> None:
        self.state = state
        self.t: Tables = tables(state)
        self.seat = seat
        self.role = view["role"]
        self.digger = self.role in DIGGING or (self.role == GEOLOGIST)
        self.saboteur = self.role == SABOTEUR
        goals = known_goals(view)
        gold = [i for i, c in goals.items() if c == GOLD]
        if gold:
            self.target = gold[0]
        else:
            open_goals = [g["goal"] for g in view["goals"] if g["goal"] not in goals]
            self.target = 1 if 1 in open_goals else open_goals[0]
        goal = state["goals"][self.target]
        self.goal_xy = (goal["x"], goal["y"])
        self.roles = known_roles(view)
        self.reach = paths.reachable(self.t, state["grid"])
        self.dist = self._distance(state["grid"], self.reach)
        self.knows_gold = bool(gold)

    def friend(self, s: int) -> bool:
        if s == self.seat:
            return True
        role = self.roles.get(s)
        if role is None:
            return not self.saboteur  # a saboteur trusts nobody; a digger trusts the unknown
        return (role == SABOTEUR) == self.saboteur

    def foe(self, s: int) -> bool:
        role = self.roles.get(s)
        if s == self.seat:
            return False
        if role is None:
            return self.saboteur
        return (role == SABOTEUR) != self.saboteur

    def _distance(self, grid, reach) -> int:
        """Steps from the nearest connected open edge to the target goal."""
        best = 99
        gx, gy = self.goal_xy
        for k, g in reach:
            x, y = paths.unkey(k)
            mask = self.t.shapes[tuple(grid[k])].groups[g]
            for bit, dx, dy, _opp in paths.DIRECTIONS:
                if mask & bit:
                    nx, ny = x + dx, y + dy
                    if paths.key(nx, ny) in grid:
                        continue
                    best = min(best, abs(gx - nx) + abs(gy - ny))
        return best

    def score(self, a: dict[str, Any]) -> float:
        kind = a["type"]
        if kind == "steal":
            return self.state["gold"][a["target"]] + (5 if self.foe(a["target"]) else 0)
        if kind == "place_path":
            return self._score_path(a)
        if kind == "play_action":
            return self._score_action(a)
        if kind == "pass":
            return 0.5 - len(a["cards"]) * 0.1 - sum(self._keep(c) for c in a["cards"])
        if kind == "discard_and_repair":
            return 3.0 - sum(self._keep(c) for c in a["cards"])
        return 0.0

    def _keep(self, card: str) -> float:
        """How much the seat wants to keep a card (cost of discarding it)."""
        if self.t.is_path(card):
            shape = self.t.shapes[(card, 0)]
            joined = max(bin(m).count("1") for m in shape.groups)
            if self.saboteur:
                return 0.6 if joined <= 1 else 0.3
            return 0.2 * joined
        kind = self.t.action_kind[card]
        return {"peek_goal": 0.5, "repair": 0.8, "free": 0.6, "break_tool": 0.7}.get(kind, 0.4)

    def _score_path(self, a: dict[str, Any]) -> float:
        grid = dict(self.state["grid"])
        grid[paths.key(a["x"], a["y"])] = [a["card"], a["rotation"]]
        reach = paths.reachable(self.t, grid)
        dist = self._distance(grid, reach)
        gx, gy = self.goal_xy
        near_goal = abs(a["x"] - gx) + abs(a["y"] - gy) == 1
        shape = self.t.shapes[(a["card"], a["rotation"])]
        if self.saboteur:
            blocked = 2.0 if dist >= self.dist else -2.0
            dead = 1.0 if max(bin(m).count("1") for m in shape.groups) <= 1 else 0.0
            return blocked + dead - 0.1 * abs(a["x"] - gx) - (5 if near_goal else 0)
        gain = self.dist - dist
        value = 3.0 * gain + 0.2 * a["x"]
        if self.role == GEOLOGIST and shape.crystals:
            value += 2.0
        if near_goal and any((paths.key(a["x"], a["y"]), g) in reach for g in range(4)):
            value += 4.0
        if self.role in (GREEN, BLUE) and any(shape.door):
            mine = GREEN if shape.door[0] == "green" else BLUE
            value += 1.0 if mine == self.role else -3.0
        return value

    def _score_action(self, a: dict[str, Any]) -> float:
        kind = self.t.action_kind[a["card"]]
        target = a.get("target")
        if kind == "peek_goal":
            return 0.0 if self.knows_gold else 4.0 + (0.5 if a["goal"] == 1 else 0.0)
        if kind == "break_tool":
            if self.foe(target):
                return 3.5 + (1.0 if self.saboteur and not self.state["front"][target]["broken"] else 0)
            return -5.0
        if kind == "repair":
            return (5.0 if target == self.seat else 2.5) if self.friend(target) else -5.0
        if kind == "free":
            return (5.0 if target == self.seat else 2.5) if self.friend(target) else -5.0
        if kind == "trap":
            return 3.0 if self.foe(target) else -5.0
        if kind == "remove_path_card":
            k = paths.key(a["x"], a["y"])
            gx, gy = self.goal_xy
            near = -0.3 * (abs(a["x"] - gx) + abs(a["y"] - gy))
            if self.saboteur:
                return 4.0 + near if any((k, g) in self.reach for g in range(4)) else -1.0
            card = self.state["grid"][k][0]
            shape = self.t.shapes[(card, 0)]
            dead = max(bin(m).count("1") for m in shape.groups) <= 1
            return 1.5 + near if dead and self.dist > 2 else -3.0
        if kind == "theft":
            return 2.0
        if kind == "remove_theft":
            return 1.5 if target != self.seat else -5.0
        if kind == "peek_role":
            return 1.0 if target not in self.roles else -1.0
        if kind == "swap_role":
            return 0.5 if (target == self.seat and self.role == GEOLOGIST) else -1.0
        if kind == "swap_hand":
            return -1.0
        return 0.0


def _lookahead(ruleset, view, seat: int, candidates: list[dict], rng: random.Random) -> dict:
    """Average gold of each candidate over a few determinized play-outs of the round."""
    worlds = [determinize(view, seat, rng) for _ in range(STRONG_WORLDS)]
    best, best_value = candidates[0], float("-inf")
    for action in candidates:
        total = 0.0
        for world in worlds:
            total += _playout(ruleset, world, seat, action, rng)
        if total > best_value:
            best, best_value = action, total
    return best


def _playout(ruleset, world, seat: int, action: dict, rng: random.Random) -> float:
    start_round = world["round"]
    before = world["gold"][seat]
    state, _ = ruleset.apply(world, seat, action)
    while not ruleset.is_over(state) and state["round"] == start_round:
        actor = ruleset.to_act(state)[0]
        state, _ = ruleset.apply(state, actor, basic_policy(ruleset, state, actor, rng))
    return state["gold"][seat] - before
