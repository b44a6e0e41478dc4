"""The strong automa: one careful look at every legal action, read from the seat's view only.

The basic automa measures progress with the straight-line distance from the tunnel's ends to the
one goal it aims at. The strong one measures it the way the maze really grows: for each goal a
breadth-first count of the cards still needed over the empty cells (placed cards and face-down
goals are in the way), weighted by where it believes the gold lies. On top of that:

- a green or blue digger wants to be the one who reaches the gold (the completer's team takes it
  alone), so it avoids leaving the gold one card away for the next seat unless cards run out;
- saboteurs (and the Profiteer, better paid when the gold stays hidden) lay the cards that
  lengthen that count and use Rockfall where removing a card hurts the diggers most;
- the Geologist lays crystals and does not hurry the round;
- tool cards go to the seats that act soonest, repairs to the likely friends.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from games.rules import core
from games.rules.saboteur import paths
from games.rules.saboteur.automa import _Context
from games.rules.saboteur.content import DIRECTIONS, GOLD, Tables
from games.rules.saboteur.roles import BLUE, DOOR_COLOUR, GEOLOGIST, GREEN, PROFITEER
from games.rules.saboteur.view import known_goals

FAR = 30  # cards: a goal that cannot be reached from here
BOX_X = (-4, 12)
BOX_Y = (-8, 8)
OTHER_DOOR = {GREEN: "blue", BLUE: "green"}
SUSPECT = 2  # acts against others that make an unknown seat a saboteur for a digger
ROBUST = 0.25  # per extra open end at the best distance (up to 4)
HOLD_BACK = 5.0  # penalty for leaving the gold one card away for the next seat


def gold_belief(view: dict[str, Any]) -> dict[int, float]:
    """Probability that each face-down goal hides the gold, from what the seat has seen."""
    known = known_goals(view)
    for i, card in known.items():
        if card == GOLD:
            return {i: 1.0}
    open_goals = [g["goal"] for g in view["goals"] if g["goal"] not in known]
    if not open_goals:
        return {}
    return {i: 1.0 / len(open_goals) for i in open_goals}


def field(grid: dict[str, Any], blocked: set[str], gx: int, gy: int) -> dict[tuple[int, int], int]:
    """Cards needed to reach goal (gx, gy) once a tunnel opens onto each empty cell."""
    out: dict[tuple[int, int], int] = {}
    todo: deque[tuple[int, int]] = deque()
    for _bit, dx, dy, _opp in DIRECTIONS:
        c = (gx + dx, gy + dy)
        k = paths.key(*c)
        if k not in grid and k not in blocked:
            out[c] = 1
            todo.append(c)
    while todo:
        x, y = todo.popleft()
        d = out[(x, y)] + 1
        for _bit, dx, dy, _opp in DIRECTIONS:
            c = (x + dx, y + dy)
            if c in out or not (BOX_X[0] <= c[0] <= BOX_X[1] and BOX_Y[0] <= c[1] <= BOX_Y[1]):
                continue
            k = paths.key(*c)
            if k in grid or k in blocked:
                continue
            out[c] = d
            todo.append(c)
    return out


class Strong(_Context):
    """The basic context with a maze-aware distance and role-aware scoring."""

    def __init__(self, t: Tables, state: dict[str, Any], seat: int, view: dict[str, Any]) -> None:
        super().__init__(t, state, seat, view)
        self.view = view
        self.grid = state["grid"]
        self.hidden = paths.hidden_goal_cells(state)
        self.goal_xy_of = {i: (g["x"], g["y"]) for i, g in enumerate(state["goals"])}
        self.belief = gold_belief(view)
        self.fields = {i: field(self.grid, self.hidden, *self.goal_xy_of[i]) for i in self.belief}
        # A green or blue digger only counts the tunnels its team may use (no door of the other).
        if self.role in OTHER_DOOR:
            self.reach = paths.reachable(self.t, self.grid, avoid_door=OTHER_DOOR[self.role])
        self.cells = self._open_cells(self.grid, self.reach)
        self.before = self._measure(self.cells, {})
        n = view["seats_count"]
        self.order = [(seat + i) % n for i in range(1, n)]
        hands_left = sum(s["hand_size"] for s in view["seats"])
        self.endgame = view["draw_pile_size"] == 0 and hands_left <= 2 * n
        self.blocker = self.saboteur or self.role == PROFITEER

    def friend(self, s: int) -> bool:
        if s == self.seat or self.saboteur or s in self.roles:
            return super().friend(s)
        return self.hostility[s] < SUSPECT

    def foe(self, s: int) -> bool:
        if s == self.seat or self.saboteur or s in self.roles:
            return super().foe(s)
        return self.hostility[s] >= SUSPECT

    def _open_cells(self, grid: paths.Grid, reach: set[paths.Node]) -> set[tuple[int, int]]:
        """Empty cells (not face-down goals) that a connected tunnel opens onto."""
        cells = set()
        for ck, g in reach:
            x, y = paths.unkey(ck)
            mask = self.t.shapes[tuple(grid[ck])].groups[g]
            for bit, dx, dy, _opp in DIRECTIONS:
                nk = paths.key(x + dx, y + dy)
                if mask & bit and nk not in grid and nk not in self.hidden:
                    cells.add((x + dx, y + dy))
        return cells

    # -- the measure -------------------------------------------------------------------------

    def _measure(
        self,
        cells: set[tuple[int, int]],
        reached: dict[int, bool],
        fields: dict[int, dict[tuple[int, int], int]] | None = None,
    ) -> tuple[float, float, float]:
        """(expected cards still needed, chance the gold is one card away, robustness)."""
        fields = fields or self.fields
        exp = one = 0.0
        best_count = 0
        top = max(self.belief, key=lambda i: self.belief[i], default=None)
        for i, p in self.belief.items():
            if reached.get(i):
                continue
            f = fields[i]
            d = min((f.get(c, FAR) for c in cells), default=FAR)
            exp += p * d
            if d == 1:
                one += p
            if i == top:
                best_count = sum(1 for c in cells if f.get(c, FAR) == d) if d < FAR else 0
        return exp, one, min(best_count, 4)

    def _after_place(
        self, a: dict[str, Any]
    ) -> tuple[set[tuple[int, int]], dict[int, bool], list[int]]:
        """Frontier cells and goals reached once ``a`` is laid (a local update)."""
        x, y = a["x"], a["y"]
        shape = self.t.shapes[(a["card"], a["rotation"])]
        cells = set(self.cells)
        cells.discard((x, y))
        live = 0
        for bit, dx, dy, opp in DIRECTIONS:
            cell = self.grid.get(paths.key(x + dx, y + dy))
            if cell is not None and shape.openings & bit:
                nshape = self.t.shapes[(cell[0], cell[1])]
                if (paths.key(x + dx, y + dy), paths.group_with(nshape, opp)) in self.reach:
                    live |= bit
        reached: dict[int, bool] = {}
        via: list[int] = []
        for i, mask in enumerate(shape.groups):
            if not (mask & live or shape.ladder[i]):
                continue
            for bit, dx, dy, _opp in DIRECTIONS:
                if not mask & bit:
                    continue
                k = paths.key(x + dx, y + dy)
                if k in self.hidden:
                    gi = next(j for j, xy in self.goal_xy_of.items() if xy == (x + dx, y + dy))
                    reached[gi] = True
                    via.append(i)
                elif k not in self.grid:
                    cells.add((x + dx, y + dy))
        return cells, reached, via

    # -- scoring -----------------------------------------------------------------------------

    def score(self, a: dict[str, Any]) -> float:
        kind = a["type"]
        if kind == "place_path":
            return self._place(a)
        if kind == "play_action":
            k = self.t.action_kind[a["card"]]
            if k == "remove_path_card":
                return self._rockfall(a)
            if k == "break_tool":
                return self._break(a)
        return super().score(a)

    def _place(self, a: dict[str, Any]) -> float:
        cells, reached, via = self._after_place(a)
        exp, one, robust = self._measure(cells, reached)
        exp0, one0, robust0 = self.before
        gain = (exp0 - exp) + ROBUST * (robust - robust0)
        p_gold = sum(self.belief.get(i, 0.0) for i in reached)
        shape = self.t.shapes[(a["card"], a["rotation"])]
        if self.blocker:
            value = 3.0 * -gain - 12.0 * p_gold
            if not reached and shape.openings and max(bin(m).count("1") for m in shape.groups) <= 1:
                value += 0.3  # a dead end spent is one the diggers will not get back
            return value
        if self.role == GEOLOGIST:
            return 3.0 * shape.crystals - 1.0 * gain - 3.0 * p_gold
        value = 3.0 * gain + 8.0 * p_gold
        if self.role in (GREEN, BLUE):
            own = DOOR_COLOUR[self.role]
            colours = [d for d in shape.door if d]
            if colours:
                value += 1.0 if colours[0] == own else -3.0
            if p_gold and self._through_other_door(a, via):
                value -= 16.0 * p_gold
            if not self.endgame and not reached:
                value -= HOLD_BACK * max(0.0, one - one0)
        return value

    def _through_other_door(self, a: dict[str, Any], via: list[int]) -> bool:
        """Would the gold reached by ``a`` only be reached through the other team's door?"""
        grid = dict(self.grid)
        grid[paths.key(a["x"], a["y"])] = [a["card"], a["rotation"]]
        reach = paths.reachable(self.t, grid, avoid_door=OTHER_DOOR[self.role])
        k = paths.key(a["x"], a["y"])
        return not any((k, g) in reach for g in via)

    def _rockfall(self, a: dict[str, Any]) -> float:
        k = paths.key(a["x"], a["y"])
        card = self.grid[k]
        shape = self.t.shapes[(card[0], card[1])]
        if self.role == GEOLOGIST:
            return -3.0 if shape.crystals else -1.0
        grid = {c: v for c, v in self.grid.items() if c != k}
        avoid = OTHER_DOOR.get(self.role)
        cells = self._open_cells(grid, paths.reachable(self.t, grid, avoid_door=avoid))
        fields = {i: field(grid, self.hidden, *self.goal_xy_of[i]) for i in self.belief}
        exp, _one, robust = self._measure(cells, {}, fields)
        exp0, _one0, robust0 = self.before
        gain = (exp0 - exp) + ROBUST * (robust - robust0)
        if self.blocker:
            return 3.0 * -gain + (0.5 if -gain > 0 else -2.0)
        return 3.0 * gain + (0.5 if gain > 0 else -3.0)

    def _break(self, a: dict[str, Any]) -> float:
        target = a["target"]
        if not self.foe(target):
            return -5.0
        front = self.state["front"][target]
        soon = self.order.index(target) if target in self.order else len(self.order)
        fresh = 1.0 if not front["broken"] and not front["trapped"] else 0.0
        return 3.5 + fresh + 0.3 * (len(self.order) - soon)


def choose_strong(
    t: Tables,
    state: core.State,
    seat: int,
    view: dict[str, Any],
    legal: list[dict[str, Any]],
    rng: random.Random,
) -> dict[str, Any]:
    """The strong automa's pick among ``legal`` (ties broken by ``rng``)."""
    ctx = Strong(t, state, seat, view)
    best: tuple[float, int, dict[str, Any]] | None = None
    for i, a in enumerate(legal):
        s = ctx.score(a) + rng.random() * 0.01
        if best is None or s > best[0]:
            best = (s, i, a)
    assert best is not None, "the automa is only asked when it has a legal action"
    return best[2]
