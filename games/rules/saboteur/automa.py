"""The automa: each plays its own role from its seat's view only.

"basic" scores every legal action with a role heuristic (diggers dig toward the gold they
believe in and help, saboteurs block and break). "strong" (automa_strong) scores them with a
maze-aware distance to the goals weighted by where it believes the gold is, and plays its role's
own payout (see that module).
"""

from __future__ import annotations

import random
from typing import Any

from games.rules.saboteur import paths
from games.rules.saboteur.content import DIRECTIONS, GOLD, Tables
from games.rules.saboteur.roles import (
    BLUE,
    BOSS,
    DOOR_COLOUR,
    GEOLOGIST,
    GREEN,
    PROFITEER,
    SABOTEUR,
)
from games.rules.saboteur.view import known_goals, known_roles

DIGGING = (GREEN, BLUE, BOSS, PROFITEER)


def rank(
    t: Tables,
    state: dict[str, Any],
    seat: int,
    view: dict[str, Any],
    legal: list[dict[str, Any]],
    rng: random.Random,
) -> list[tuple[float, dict[str, Any]]]:
    """Legal actions with the basic heuristic's score, best first (ties broken by ``rng``)."""
    ctx = _Context(t, state, seat, view)
    scored = [(ctx.score(a) + rng.random() * 0.01, i, a) for i, a in enumerate(legal)]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [(s, a) for s, _i, a in scored]


class _Context:
    """What the seat believes: its role, its target goal, friends and foes."""

    def __init__(self, t: Tables, state: dict[str, Any], seat: int, view: dict[str, Any]) -> None:
        self.state = state
        self.t = t
        self.seat = seat
        self.role: str = view["role"]
        self.digger = self.role in DIGGING or (self.role == GEOLOGIST)
        self.saboteur: bool = self.role == SABOTEUR
        goals = known_goals(view)
        gold = [i for i, c in goals.items() if c == GOLD]
        if gold:
            self.target = gold[0]
        else:
            open_goals = [g["goal"] for g in view["goals"] if g["goal"] not in goals]
            self.target = 1 if 1 in open_goals else open_goals[0]
        goal = state["goals"][self.target]
        self.goal_xy: tuple[int, int] = (goal["x"], goal["y"])
        self.roles = known_roles(view)
        # Diggers suspect seats that keep acting against others; saboteurs spot the helpers.
        self.hostility: list[int] = [s["hostility"] for s in view["seats"]]
        self.reach = paths.reachable(self.t, state["grid"])
        self.frontier = self._frontier(state["grid"], self.reach)
        self.dist = min(self.frontier.values(), default=99)
        self.knows_gold = bool(gold)

    def friend(self, s: int) -> bool:
        if s == self.seat:
            return True
        role = self.roles.get(s)
        if role is None:
            if self.saboteur:
                return self.hostility[s] >= 2
            return self.hostility[s] < 2
        return (role == SABOTEUR) == self.saboteur

    def foe(self, s: int) -> bool:
        if s == self.seat:
            return False
        role = self.roles.get(s)
        if role is None:
            if self.saboteur:
                return self.hostility[s] < 2
            return self.hostility[s] >= 2
        return (role == SABOTEUR) != self.saboteur

    def _frontier(self, grid: paths.Grid, reach: set[paths.Node]) -> dict[tuple[int, int], int]:
        """Empty cells a connected tunnel opens onto, with their distance to the target goal."""
        out: dict[tuple[int, int], int] = {}
        gx, gy = self.goal_xy
        for k, g in reach:
            x, y = paths.unkey(k)
            mask = self.t.shapes[tuple(grid[k])].groups[g]
            for bit, dx, dy, _opp in DIRECTIONS:
                if mask & bit and paths.key(x + dx, y + dy) not in grid:
                    out[(x + dx, y + dy)] = abs(gx - x - dx) + abs(gy - y - dy)
        return out

    def _distance_after(self, a: dict[str, Any]) -> int:
        """The frontier's distance to the target after laying ``a`` (a local estimate)."""
        x, y = a["x"], a["y"]
        best = min((d for c, d in self.frontier.items() if c != (x, y)), default=99)
        shape = self.t.shapes[(a["card"], a["rotation"])]
        grid = self.state["grid"]
        gx, gy = self.goal_xy
        live = 0
        for bit, dx, dy, opp in DIRECTIONS:
            nk = paths.key(x + dx, y + dy)
            cell = grid.get(nk)
            if cell is not None and shape.openings & bit:
                nshape = self.t.shapes[(cell[0], cell[1])]
                if (nk, paths.group_with(nshape, opp)) in self.reach:
                    live |= bit
        for i, mask in enumerate(shape.groups):
            if not (mask & live or shape.ladder[i]):
                continue
            for bit, dx, dy, _opp in DIRECTIONS:
                if mask & bit and paths.key(x + dx, y + dy) not in grid:
                    best = min(best, abs(gx - x - dx) + abs(gy - y - dy))
        return best

    def score(self, a: dict[str, Any]) -> float:
        kind = a["type"]
        if kind == "steal":
            gold: int = self.state["gold"][a["target"]]
            return gold + (5 if self.foe(a["target"]) else 0)
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
        dist = self._distance_after(a)
        gx, gy = self.goal_xy
        x: int = a["x"]
        near_goal = abs(x - gx) + abs(a["y"] - gy) == 1
        shape = self.t.shapes[(a["card"], a["rotation"])]
        if self.saboteur:
            blocked = 2.0 if dist >= self.dist else -2.0
            dead = 1.0 if max(bin(m).count("1") for m in shape.groups) <= 1 else 0.0
            return blocked + dead - 0.1 * abs(x - gx) - (5 if near_goal else 0)
        value = 3.0 * (self.dist - dist) + 0.2 * x
        if dist == 0:
            value += 4.0
        if self.role == GEOLOGIST and shape.crystals:
            value += 2.0
        if self.role in (GREEN, BLUE) and any(shape.door):
            colour = next(d for d in shape.door if d)
            value += 1.0 if DOOR_COLOUR[self.role] == colour else -3.0
        return value

    def _score_action(self, a: dict[str, Any]) -> float:
        kind = self.t.action_kind[a["card"]]
        target: Any = a.get("target")  # a seat, for the cards aimed at one
        if kind == "peek_goal":
            return 0.0 if self.knows_gold else 4.0 + (0.5 if a["goal"] == 1 else 0.0)
        if kind == "break_tool":
            if self.foe(target):
                return 3.5 + (
                    1.0 if self.saboteur and not self.state["front"][target]["broken"] else 0
                )
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
